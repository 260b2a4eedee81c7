/**
 * The link to billing's bill-presentment page (spec 002 §7 'Bill viewing'): query `account`,
 * `startdate`, `enddate`, `utc` (minutes since UTC midnight), `ts` (seconds since the epoch, so the
 * link expires) and `id`, an HMAC-SHA256 (hex) of `account|startdate|enddate|utc|ts` keyed by the
 * bill-link secret billing's presentment side shares. The original's token and key are not in the
 * spec; an edited field (another account, another period) makes `id` wrong and the page refuses it.
 */
import { createHmac } from "node:crypto";

export function signedBillLink(
  settings: { url: string; secret: string },
  bill: { account: string; startdate: string; enddate: string },
  now: Date,
): { url: string; pdfUrl: string } {
  const fields = {
    ...bill,
    utc: String(now.getUTCHours() * 60 + now.getUTCMinutes()),
    ts: String(Math.floor(now.getTime() / 1000)),
  };
  const signed = [fields.account, fields.startdate, fields.enddate, fields.utc, fields.ts].join("|");
  const id = createHmac("sha256", settings.secret).update(signed).digest("hex");
  const query = new URLSearchParams({ ...fields, id }).toString();
  const base = settings.url.replace(/\/$/, "");
  return { url: `${base}/bill-presentment?${query}`, pdfUrl: `${base}/bill-presentment/pdf?${query}` };
}
