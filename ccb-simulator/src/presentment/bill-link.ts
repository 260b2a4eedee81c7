/**
 * The bill-presentment link (spec 002 §7 'Bill viewing'): the portal opens billing's presentment page
 * with `account`, `startdate`, `enddate`, `utc` (minutes since UTC midnight) and `id`, a token signed
 * from those. The real key is not in the spec; here `id` is an HMAC-SHA256 (hex) keyed by the shared
 * bill-link secret over `account|startdate|enddate|utc|ts`, where `ts` (seconds since the epoch) lets
 * the link expire. A link whose fields were edited (another account, another bill) does not verify.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const BILL_LINK_LIFETIME_SECONDS = 10 * 60;

export interface BillLink {
  account: string;
  startdate: string;
  enddate: string;
  utc: string;
  ts: string;
  id: string;
}

export function billLinkSignature(secret: string, link: Omit<BillLink, "id">): string {
  const signed = [link.account, link.startdate, link.enddate, link.utc, link.ts].join("|");
  return createHmac("sha256", secret).update(signed).digest("hex");
}

/** Why a link is refused, or null when it is good at `now`. */
export function billLinkProblem(secret: string, query: Record<string, unknown>, now: Date): string | null {
  const fields = ["account", "startdate", "enddate", "utc", "ts", "id"] as const;
  const link = {} as Record<(typeof fields)[number], string>;
  for (const field of fields) {
    const value = query[field];
    if (typeof value !== "string" || value === "") return `${field} is missing`;
    link[field] = value;
  }
  const expected = Buffer.from(billLinkSignature(secret, link), "utf8");
  const given = Buffer.from(link.id, "utf8");
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "the link is not valid";
  const age = now.getTime() / 1000 - Number(link.ts);
  if (!Number.isFinite(age) || age > BILL_LINK_LIFETIME_SECONDS || age < -60) return "the link has expired";
  return null;
}
