/**
 * Pure display helpers shared by the screens. They only format what the BFF computed; no business
 * rule lives here.
 */

const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Money as the customer reads it: $1,234.56 (and -$12.00 for a credit). */
export function formatMoney(amount: number): string {
  // Avoid "-$0.00" for tiny negative rounding leftovers.
  const rounded = Math.round(amount * 100) / 100;
  return usd.format(Object.is(rounded, -0) ? 0 : rounded);
}

/**
 * Where a web payment is in billing, in a customer's words (billing's own 'In CCB', 'Pending',
 * 'Failed' stay on the back office's screens, spec 001 §3); other words (Declined) pass through.
 */
export function postingStatusWords(status: string): string {
  const words: Record<string, string> = {
    "In CCB": "Posted to your account",
    Pending: "Being posted to your account",
    Failed: "Being posted by our staff",
    "Not Paid": "Not paid",
  };
  return words[status] ?? status;
}

/** Money the BFF sends as text ("1272.96") in the customer's format ($1,272.96). */
export function formatMoneyText(amount: string): string {
  const value = Number(amount.replaceAll(",", ""));
  return Number.isFinite(value) ? formatMoney(value) : amount;
}

/** How many characters of a service location the account tables show (spec 002 §9). */
export const SERVICE_LOCATION_VISIBLE_CHARACTERS = 9;

/**
 * The service location as the account tables show it: the first 9 characters plus '...'.
 * A location of 9 characters or fewer is shown whole.
 */
export function shortServiceLocation(
  location: string,
  visible = SERVICE_LOCATION_VISIBLE_CHARACTERS,
): string {
  const text = location.trim();
  return text.length > visible ? `${text.slice(0, visible)}...` : text;
}

/**
 * A name or address masked for identity confirmation: the first two characters of each word stay,
 * the rest become asterisks ("JUAN DELA CRUZ" -> "JU** DE** CR**").
 */
export function maskWords(text: string): string {
  return text
    .split(/(\s+)/)
    .map((part) => (/^\s+$/.test(part) ? part : part.slice(0, 2) + "*".repeat(Math.max(0, part.length - 2))))
    .join("");
}

/** A value the billing system may not have: shown as 'N/A'. */
export function orNotAvailable(value: string | null | undefined): string {
  const text = value?.trim();
  return text ? text : "N/A";
}

/** The utility's time zone: every date and time the product shows is Guam's, labelled (a defect a new customer met). */
const UTILITY_TIME_ZONE = "Pacific/Guam";

const guamDateTime = new Intl.DateTimeFormat("en-US", {
  timeZone: UTILITY_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "numeric",
  minute: "2-digit",
});

/** An instant on Guam's clock, labelled as the receipt e-mail labels it: "11/21/2026, 9:30 AM (Guam time)". */
export function utilityDateTime(at: Date | string): string {
  return `${guamDateTime.format(new Date(at))} (Guam time)`;
}

/** A text cut to about `visible` characters with '...' (the account selector: about 42, spec 002 §2). */
export function truncateText(text: string, visible = 42): string {
  const trimmed = text.trim();
  return trimmed.length <= visible ? trimmed : `${trimmed.slice(0, visible - 3).trimEnd()}...`;
}

/** An ISO day (or an instant's day), YYYY-MM-DD…, as MM/DD/YYYY (spec 000 §9); "" for anything else. */
export function usDateOf(isoDay: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDay);
  return day ? `${day[2]}/${day[3]}/${day[1]}` : "";
}

/** A day that may be missing, in a table's cell: MM/DD/YYYY, or "—". */
export const usDateOrDash = (isoDay: string | null) => (isoDay ? usDateOf(isoDay) : "—");
