/** Made once, not per amount: `toLocaleString` with options builds a formatter on every call. */
const dollars = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Dollars as finance reads them: "$1,234.50". */
export function formatMoney(amount: number): string {
  return `$${dollars.format(amount)}`;
}
