/**
 * The currency input of the amount fields (spec 002 §5): '$ ' prefix, thousands separators,
 * 2 decimals, no negatives, at most 99,999.99. Display only: the BFF checks the amount again.
 */
export const MAX_AMOUNT = 99_999.99;

/** "$ 1,234.56" → 1234.56; empty or unreadable → 0. */
export function parseCurrency(text: string): number {
  const cleaned = text.replace(/[^0-9.]/g, "");
  const value = Number.parseFloat(cleaned);
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : 0;
}

const grouped = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1234.5 → "$ 1,234.50" */
export function formatCurrency(amount: number): string {
  return `$ ${grouped.format(Math.max(amount, 0))}`;
}

/**
 * What the field shows while the customer types: digits and one point kept, 2 decimals at most,
 * separators added, capped at 99,999.99 (anything above becomes the maximum).
 */
/** Made once: a formatter per call costs far more than the formatting (bench/README.md, "Memory"). */
const wholeDollars = new Intl.NumberFormat("en-US");

export function typedCurrency(text: string): string {
  const cleaned = text.replace(/[^0-9.]/g, "");
  if (cleaned === "") return "";
  const [whole = "", ...rest] = cleaned.split(".");
  const decimals = rest.join("").slice(0, 2);
  const wholeNumber = whole === "" ? 0 : Number.parseInt(whole, 10);
  if (wholeNumber + Number(`0.${decimals || "0"}`) > MAX_AMOUNT) return formatCurrency(MAX_AMOUNT);
  const wholeText = wholeDollars.format(wholeNumber);
  return `$ ${wholeText}${cleaned.includes(".") ? `.${decimals}` : ""}`;
}
