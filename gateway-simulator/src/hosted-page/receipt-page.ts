/**
 * The gateway's own receipt page, shown when no merchant answer is (Receipt Page options): the
 * transaction's outcome and receipt, and the receipt link back to the merchant, by its method:
 * LINK a plain link; GET or POST a button sending the result fields; AUTO-GET and AUTO-POST the same,
 * sent by the page itself (a refresh for GET, a one-line script for POST).
 */
import { createHash } from "node:crypto";
import type { GatewayPaymentPage } from "@paygpa/fixtures";
import { relayFieldsOf } from "../protocol/relay-response";
import type { GatewayTransaction } from "../protocol/transaction";
import type { PaymentSession } from "./payment-session";
import { escapeHtml, layout } from "./html";
import type { ReceiptLinkMethod } from "./page-settings";

const AUTO_POST_SCRIPT = "document.getElementById('receipt-link').submit();";

export function receiptPage(
  page: GatewayPaymentPage,
  session: PaymentSession,
  transaction: GatewayTransaction,
  link: { url: string; method: Exclude<ReceiptLinkMethod, "REDI">; text: string },
): { html: string; scriptHash: string | null } {
  // The result fields as the relay has them, without the long receipt text.
  const { exact_ctr: _, ...fields } = relayFieldsOf(transaction, page, session.echoed);
  const hidden = Object.entries(fields)
    .filter((entry): entry is [string, string] => typeof entry[1] === "string")
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("\n");
  const query = new URLSearchParams(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const getUrl = `${link.url}${link.url.includes("?") ? "&" : "?"}${query}`;
  const text = escapeHtml(link.text);
  const back =
    link.method === "LINK"
      ? `<p><a href="${escapeHtml(link.url)}">${text}</a></p>`
      : `<form id="receipt-link" method="${link.method.endsWith("POST") ? "post" : "get"}" action="${escapeHtml(link.url)}">
${hidden}
<button type="submit">${text}</button>
</form>`;
  const title = transaction.approved ? "Approved - Thank you" : "Your payment was not approved";
  const content = `<section class="card" aria-labelledby="receipt-heading">
<h2 id="receipt-heading">${escapeHtml(title)}</h2>
<p>${escapeHtml(transaction.approved ? transaction.bankMessage : transaction.reasonText)}</p>
<pre>${escapeHtml(transaction.ctr)}</pre>
${back}
</section>`;
  const head =
    link.method === "AUTO-GET" ? `<meta http-equiv="refresh" content="0;url=${escapeHtml(getUrl)}">\n` : "";
  const script = link.method === "AUTO-POST" ? `<script>${AUTO_POST_SCRIPT}</script>` : "";
  return {
    html: layout(title, `${content}${script}`, head),
    scriptHash:
      link.method === "AUTO-POST" ? createHash("sha256").update(AUTO_POST_SCRIPT).digest("base64") : null,
  };
}
