/**
 * The contract's word for an account billing takes no card payment on (spec 002 §4: cash only):
 * the original portal's `cashOnlyFlag`, 'Y' or 'N', kept word for word by the product's API.
 */
export function cashOnlyFlagOf(account: { cashOnly: boolean }): "Y" | "N" {
  return account.cashOnly ? "Y" : "N";
}
