/**
 * A payment page's settings as the merchant sets them in the gateway's Real-time Payment Manager,
 * beyond the fixtures' keys and brands. Each one is the manual's:
 * - `relayRedirect`: the page follows an HTTP redirect the merchant answers to the relay, instead of
 *   showing the merchant's answer (Relay Response: by default the cardholder sees the merchant's
 *   answer, and a redirect is not followed).
 * - `relayRetry`: Relay Response Retry, with its own URL: a relay that was not acknowledged (HTTP
 *   200 with `X_GGE4_TRANSACTION_ID` naming the transaction) is sent again to it, `attempts` times,
 *   every `intervalSeconds` ("Relay Response Retry").
 * - `receiptLink`: the receipt page's link back to the merchant when no relay answer is shown
 *   (Receipt Page options: `x_receipt_link_url`, `x_receipt_link_text`, `x_receipt_link_method`
 *   LINK, GET, POST, their AUTO- forms that the page submits itself, or REDI, a redirect; the values
 *   as Payment Page Field Validation lists them); the form's own `x_receipt_link_*` fields win.
 * - `silentPostUrl`: Silent Post, a copy of the relay fields POSTed to another URL, answer ignored.
 * The page's HMAC Calculation (MD5 or SHA-1, for the fingerprint and the relay hash) is the fixtures'.
 */

export const RECEIPT_LINK_METHODS = ["LINK", "GET", "AUTO-GET", "POST", "AUTO-POST", "REDI"] as const;
export type ReceiptLinkMethod = (typeof RECEIPT_LINK_METHODS)[number];

export interface PageSettings {
  relayRedirect: boolean;
  relayRetry: { url: string; attempts: number; intervalSeconds: number } | null;
  receiptLink: { url: string; method: ReceiptLinkMethod; text: string };
  silentPostUrl: string | null;
  hmacCalculation: "MD5" | "SHA1";
}

/**
 * The demo pages' settings: no redirect, no retry, and without a relay answer to show, a redirect
 * (REDI) to the return URL, the result page, with no result fields in its address.
 */
export function defaultPageSettings(
  returnUrl: string,
  hmacCalculation: "MD5" | "SHA1" = "MD5",
): PageSettings {
  return {
    relayRedirect: false,
    relayRetry: null,
    receiptLink: { url: returnUrl, method: "REDI", text: "Return to Guam Power Authority" },
    silentPostUrl: null,
    hmacCalculation,
  };
}

function isUrl(value: unknown): value is string {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value.replaceAll("{invoice}", "0"));
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** The settings after a control API change; a string naming the problem when it is not one. */
export function changedPageSettings(current: PageSettings, change: unknown): PageSettings | string {
  if (change === null || typeof change !== "object") return "the body is an object of page settings";
  const given = change as Record<string, unknown>;
  const next: PageSettings = structuredClone(current);
  for (const [name, value] of Object.entries(given)) {
    switch (name) {
      case "relayRedirect":
        if (typeof value !== "boolean") return "relayRedirect is true or false";
        next.relayRedirect = value;
        break;
      case "relayRetry": {
        if (value === null) {
          next.relayRetry = null;
          break;
        }
        const retry = value as Record<string, unknown>;
        const attempts = retry.attempts ?? 3;
        const interval = retry.intervalSeconds ?? 60;
        if (!isUrl(retry.url)) return "relayRetry.url is an http(s) URL";
        if (!Number.isInteger(attempts) || (attempts as number) < 1 || (attempts as number) > 10)
          return "relayRetry.attempts is 1 to 10";
        if (!Number.isInteger(interval) || (interval as number) < 1)
          return "relayRetry.intervalSeconds is 1 or more";
        next.relayRetry = {
          url: retry.url,
          attempts: attempts as number,
          intervalSeconds: interval as number,
        };
        break;
      }
      case "receiptLink": {
        const link = value as Record<string, unknown>;
        const method = link.method ?? current.receiptLink.method;
        if (!(RECEIPT_LINK_METHODS as readonly unknown[]).includes(method))
          return `receiptLink.method is one of ${RECEIPT_LINK_METHODS.join(", ")}`;
        const url = link.url ?? current.receiptLink.url;
        if (!isUrl(url)) return "receiptLink.url is an http(s) URL";
        const text = link.text ?? current.receiptLink.text;
        if (typeof text !== "string" || text.length > 100) return "receiptLink.text is text (100 at most)";
        next.receiptLink = { url, method: method as ReceiptLinkMethod, text };
        break;
      }
      case "silentPostUrl":
        if (value !== null && !isUrl(value)) return "silentPostUrl is an http(s) URL or null";
        next.silentPostUrl = value as string | null;
        break;
      case "hmacCalculation":
        if (value !== "MD5" && value !== "SHA1") return "hmacCalculation is MD5 or SHA1";
        next.hmacCalculation = value;
        break;
      default:
        return `${name} is not a page setting`;
    }
  }
  return next;
}
