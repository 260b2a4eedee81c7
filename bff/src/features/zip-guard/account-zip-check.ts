/**
 * The account number and billing zip check that lets a customer in without logging in (spec 002 §2
 * 'Quick Pay'), shared by quick pay and the outages' quick access (decision 046): billing's bill
 * address for the account, then the zip, wrong zips counted per account from any browser.
 */
import { accessMessages, paymentMessages } from "@paygpa/contract";
import { billingAddressOf, postalMatches } from "../account-holder";
import { type FailureKind, isFailure } from "../../platform/failures";
import type { Services } from "../../services";
import { isZipCheckPaused, recordWrongZip } from "./zip-guard";

/**
 * The account check's failures that are the customer's answer ('Failed' and why: no such account, no
 * bill address); billing or the BFF not answering is an error, not a failed check.
 */
const ACCOUNT_CHECK_FAILED: FailureKind[] = [
  "invalid-input",
  "not-allowed",
  "not-found",
  "conflict",
  "gone",
  "refused",
  "rate-limited",
];

export type AccountZipCheck =
  | { ok: true; billing: Awaited<ReturnType<typeof billingAddressOf>> }
  | { ok: false; details: string };

export async function checkAccountAndZip(
  services: Pick<Services, "billing" | "clock" | "config" | "db" | "mailer">,
  input: { accountId: string; postal: string },
): Promise<AccountZipCheck> {
  let billing: Awaited<ReturnType<typeof billingAddressOf>>;
  try {
    billing = await billingAddressOf(services.billing, input.accountId);
  } catch (error) {
    if (isFailure(error, ...ACCOUNT_CHECK_FAILED)) return { ok: false, details: error.message };
    throw error;
  }
  if (await isZipCheckPaused(services, input.accountId)) {
    return { ok: false, details: accessMessages.zipTriesPaused };
  }
  if (!postalMatches(billing, input.postal)) {
    const paused = await recordWrongZip(services, {
      accountId: input.accountId,
      flow: "quick-pay",
      emailOnFile: billing.email,
    });
    return { ok: false, details: paused ? accessMessages.zipTriesPaused : paymentMessages.zipDoesNotMatch };
  }
  return { ok: true, billing };
}
