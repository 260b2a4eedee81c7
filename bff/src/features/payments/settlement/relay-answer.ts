/**
 * The BFF's answer to the gateway's relay response. On the hosted payment page the merchant's answer
 * to the relay is what the cardholder's browser shows (Hosted Checkout Payment Pages Integration
 * Manual, "Relay Response": the gateway displays the merchant's response page), so the answer is a
 * small HTML page that takes the customer to the result page (spec 002 §4), never bare text; a
 * refused or unconfirmed relay answers the same page, since the result page tells the outcome.
 * A settled relay carries `X_GGE4_TRANSACTION_ID` (the transaction it acknowledges): without it, or
 * without HTTP 200, a page with Relay Response Retry on sends the relay again ("Relay Response
 * Retry").
 */
function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll("'", "&#39;");
}

export const RELAY_ACKNOWLEDGED_HEADER = "X_GGE4_TRANSACTION_ID";

/** The result page of an invoice on the portal; the portal's home for anything not an invoice. */
export function resultPageUrl(portalUrl: string, invoice: string): string {
  const base = portalUrl.replace(/\/+$/, "");
  return /^\d{1,20}$/.test(invoice) ? `${base}/payment-result/${invoice}` : `${base}/`;
}

/** The page shown to the cardholder: an immediate refresh to the result page, and a link for no-refresh browsers. */
export function relayAnswerPage(resultUrl: string): string {
  const url = escapeHtml(resultUrl);
  return [
    "<!DOCTYPE html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    `<meta http-equiv="refresh" content="0;url=${url}">`,
    "<title>Payment | Guam Power Authority</title>",
    "</head>",
    "<body>",
    `<p>Thank you. <a href="${url}">Continue to your payment result</a>.</p>`,
    "</body>",
    "</html>",
  ].join("\n");
}
