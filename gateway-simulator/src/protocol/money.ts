/** Gateway amounts are decimal strings of dollars; the simulator counts in whole cents. */

const AMOUNT = /^(\d{1,8})(?:\.(\d{1,2}))?$/;

/** Cents of a decimal dollar string such as "10", "10.5" or "1234.56"; null when not a valid amount. */
export function parseAmountToCents(amount: string): number | null {
  const match = AMOUNT.exec(amount.trim());
  if (!match) return null;
  const dollars = Number(match[1]);
  const cents = Number((match[2] ?? "").padEnd(2, "0"));
  return dollars * 100 + cents;
}

/** Cents of an amount given as a number (JSON) or a string; null when not a valid amount. */
export function amountToCents(amount: unknown): number | null {
  if (typeof amount === "number") {
    if (!Number.isFinite(amount) || amount < 0) return null;
    const cents = Math.round(amount * 100);
    return Math.abs(cents - amount * 100) < 1e-6 ? cents : null;
  }
  if (typeof amount === "string") return parseAmountToCents(amount);
  return null;
}

/** "10.00": the two-decimal form used in hashes, relay fields and API answers. */
export function formatAmount(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** "$1,234.56": the form printed on pages and receipts. */
export function formatDollars(cents: number): string {
  const whole = Math.floor(cents / 100).toLocaleString("en-US");
  return `$${whole}.${String(cents % 100).padStart(2, "0")}`;
}
