/**
 * The Phoned-In Bill Payment stepper's forms and its state in the URL (spec 000 §2, §5, §9),
 * checked alike in the browser and in the action. The accounts being paid travel in the URL
 * (`?step=2&accounts=…`), so Back, reload and a second tab show the same step; balances and rules
 * are asked of the BFF on every load.
 */
import { messages, paymentMessages, phonedInMessages } from "@paygpa/contract";
import * as v from "valibot";
import { MAX_AMOUNT, parseCurrency } from "../../../lib/currency";

/** The most accounts one phoned-in payment covers (the URL and the gateway's line stay short). */
export const MAX_PHONED_IN_ACCOUNTS = 10;

/** Service locations in the Account Summary table show 25 characters (spec 000 §9). */
export const PHONED_IN_LOCATION_CHARACTERS = 25;

const AccountIdField = v.pipe(
  v.optional(v.string(), ""),
  v.trim(),
  v.nonEmpty(phonedInMessages.enterAccountId),
  // One message per field: an empty one is only 'enter', not also 'invalid'.
  v.check((id) => id === "" || /^\d{10}$/.test(id), messages.accountNumberInvalid),
);

/** Step 1: the default account field plus the added ones; each account once. */
export const PhonedInSearch = v.object({
  accountIds: v.pipe(
    v.array(AccountIdField),
    v.minLength(1, phonedInMessages.enterAccountId),
    v.maxLength(MAX_PHONED_IN_ACCOUNTS),
    v.check((ids) => new Set(ids).size === ids.length, phonedInMessages.accountListedTwice),
  ),
});

/** Step 2: one amount per account of the URL ('$ 1,234.56'; empty counts as 0, spec 000 §5). */
export const PhonedInAmounts = v.object({
  amounts: v.pipe(
    v.array(
      v.pipe(
        v.optional(v.string(), ""),
        v.transform(parseCurrency),
        v.check(
          (amount) => amount === 0 || (amount >= 1 && amount <= MAX_AMOUNT),
          paymentMessages.amountRange,
        ),
      ),
    ),
    v.check((amounts) => amounts.some((amount) => amount > 0), phonedInMessages.enterAmount),
  ),
  email: v.optional(v.string(), ""),
});

/** The accounts of the URL: 10-digit ids, each once, at most ten. */
export function accountIdsOf(url: URL): string[] {
  const ids = (url.searchParams.get("accounts") ?? "").split(",").filter((id) => /^\d{10}$/.test(id));
  return [...new Set(ids)].slice(0, MAX_PHONED_IN_ACCOUNTS);
}

/** The stepper's address for a step and its accounts. */
export function stepUrl(step: 1 | 2, accountIds: readonly string[]): string {
  const query = new URLSearchParams();
  if (step === 2) query.set("step", "2");
  if (accountIds.length > 0) query.set("accounts", accountIds.join(","));
  const text = query.toString().replace(/%2C/g, ",");
  return text ? `?${text}` : "?";
}

/** The lines a payment covers: the accounts with an amount above 0, in the table's order. */
export function paymentLines(
  accountIds: readonly string[],
  amounts: readonly number[],
): { accountId: string; amount: number }[] {
  return accountIds
    .map((accountId, index) => ({ accountId, amount: amounts[index] ?? 0 }))
    .filter((line) => line.amount > 0);
}
