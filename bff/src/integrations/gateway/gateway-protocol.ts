/**
 * The Payeezy Gateway e4 protocol, implemented here (not imported from the simulator) so that the
 * BFF works against the real gateway: the payment-form fingerprint, the relay response signature and
 * the direct API's HMAC-SHA1 request signature.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/** `x_fp_hash`: lowercase hex HMAC-MD5 of `x_login^x_fp_sequence^x_fp_timestamp^x_amount^x_currency_code`. */
export function fingerprintHash(
  fields: { login: string; sequence: string; timestamp: string; amount: string; currency: string },
  transactionKey: string,
): string {
  const message = [fields.login, fields.sequence, fields.timestamp, fields.amount, fields.currency].join("^");
  return createHmac("md5", transactionKey).update(message, "utf8").digest("hex");
}

/**
 * The hosted payment page's hidden form of one checkout (Hosted Checkout Payment Pages Integration
 * Manual, §4 "Payment Form"): the fingerprinted fields, the invoice, the name the page shows
 * (`x_po_num`, 20 characters at most), the payment form and a relay response to the BFF.
 */
export function hostedForm(
  request: { pageLogin: string; invoice: string; timestamp: string; amount: string; customerName: string },
  transactionKey: string,
): { fingerprint: string; fields: Record<string, string> } {
  const fingerprint = fingerprintHash(
    {
      login: request.pageLogin,
      sequence: request.invoice,
      timestamp: request.timestamp,
      amount: request.amount,
      currency: "USD",
    },
    transactionKey,
  );
  return {
    fingerprint,
    fields: {
      x_login: request.pageLogin,
      x_fp_sequence: request.invoice,
      x_fp_timestamp: request.timestamp,
      x_amount: request.amount,
      x_currency_code: "USD",
      x_fp_hash: fingerprint,
      x_invoice_num: request.invoice,
      x_po_num: request.customerName.slice(0, 20),
      x_show_form: "PAYMENT_FORM",
      x_relay_response: "TRUE",
    },
  };
}

/** `x_MD5_Hash`: lowercase hex MD5 of response key + x_login + x_trans_id + x_amount (2 decimals). */
export function relayResponseHash(
  responseKey: string,
  login: string,
  transId: string,
  amount: string,
): string {
  return createHash("md5").update(`${responseKey}${login}${transId}${amount}`, "utf8").digest("hex");
}

/** Whether a relay response's `x_MD5_Hash` was made with the page's response key (constant time). */
export function isRelayHashValid(
  fields: { x_login?: string; x_trans_id?: string; x_amount?: string; x_MD5_Hash?: string },
  responseKey: string,
): boolean {
  const { x_login, x_trans_id, x_amount, x_MD5_Hash } = fields;
  if (!x_login || !x_trans_id || !x_amount || !x_MD5_Hash) return false;
  if (!/^\d+\.\d{2}$/.test(x_amount)) return false;
  const expected = Buffer.from(relayResponseHash(responseKey, x_login, x_trans_id, x_amount), "utf8");
  const given = Buffer.from(x_MD5_Hash.toLowerCase(), "utf8");
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** `X-GGe4-Date`: ISO 8601 in UTC without milliseconds. */
export function e4Date(instant: Date): string {
  return instant.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** The headers that sign one e4 API request: HMAC-SHA1 over method, type, body SHA-1, date and target. */
export function signE4Request(input: {
  method: string;
  requestTarget: string;
  body: string;
  keyId: string;
  hmacKey: string;
  date: Date;
  contentType?: string;
}): Record<string, string> {
  const contentType = input.contentType ?? "application/json";
  // The answer comes in the request's format.
  const accept = contentType;
  const date = e4Date(input.date);
  const contentSha1 = createHash("sha1").update(input.body, "utf8").digest("hex");
  const message = [input.method.toUpperCase(), contentType, contentSha1, date, input.requestTarget].join(
    "\n",
  );
  const signature = createHmac("sha1", input.hmacKey).update(message, "utf8").digest("base64");
  return {
    "Content-Type": contentType,
    Accept: accept,
    "X-GGe4-Date": date,
    "X-GGe4-Content-SHA1": contentSha1,
    Authorization: `GGE4_API ${input.keyId}:${signature}`,
  };
}

/** Receipt (CTR) lines "LABEL   : value" as labelled fields, e.g. { label: "TRANS. REF.", value: "200001" }. */
export function receiptFields(ctr: string): { label: string; value: string }[] {
  const fields: { label: string; value: string }[] = [];
  for (const line of ctr.split(/\r?\n/)) {
    const match = /^([A-Z][A-Z .#/]*?)\s*: ?(.*)$/.exec(line);
    if (match?.[1]) fields.push({ label: match[1].trim(), value: (match[2] ?? "").trim() });
  }
  return fields;
}
