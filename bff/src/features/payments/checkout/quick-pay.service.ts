/** Quick pay's first step (spec 002 §2 'Quick Pay'): the account and zip check, and its token. */
import { billingAddressOf, cashOnlyFlagOf, postalMatches } from "../../account-holder";
import { startQuickPaySession } from "../../auth";
import { accessMessages, paymentMessages } from "@paygpa/contract";
import type { ValidateAccountResponse } from "@paygpa/contract";
import { type FailureKind, isFailure } from "../../../platform/failures";
import type { Services } from "../../../services";
import { assertPayNowOpen } from "../../maintenance";
import { isZipCheckPaused, recordWrongZip } from "../../zip-guard";
import { maskWords } from "../payment-rules";

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

/** POST /api/v1/validate-account: quick pay's account + zip check, masked details and a quick-pay token. */
export async function validateQuickPayAccount(
  services: Pick<Services, "billing" | "clock" | "config" | "db" | "mailer">,
  input: { accountId: string; postal: string },
): Promise<ValidateAccountResponse> {
  await assertPayNowOpen(services.db);
  // The summary needs only the account number: asked together with the account's check, not after
  // the zip (decision 021: three billing calls one after another). It is read only once the zip matched;
  // a failure of it (an unknown account) counts only then.
  const summaryCall = services.billing.financialSummary(input.accountId);
  summaryCall.catch(() => undefined);
  let billing: Awaited<ReturnType<typeof billingAddressOf>>;
  try {
    billing = await billingAddressOf(services.billing, input.accountId);
  } catch (error) {
    if (isFailure(error, ...ACCOUNT_CHECK_FAILED)) return { status: "Failed", details: error.message };
    throw error;
  }
  // Wrong zips count against the account, from any browser (zip-guard; shared with sign-up).
  if (await isZipCheckPaused(services, input.accountId)) {
    return { status: "Failed", details: accessMessages.zipTriesPaused };
  }
  if (!postalMatches(billing, input.postal)) {
    const paused = await recordWrongZip(services, {
      accountId: input.accountId,
      flow: "quick-pay",
      emailOnFile: billing.email,
    });
    return {
      status: "Failed",
      details: paused ? accessMessages.zipTriesPaused : paymentMessages.zipDoesNotMatch,
    };
  }
  const summary = await summaryCall;
  const token = await startQuickPaySession(services, {
    accountId: input.accountId,
    personId: billing.personId,
  });
  return {
    status: "Success",
    token,
    details: {
      AccountID: input.accountId,
      Name: maskWords(billing.name),
      Address: maskWords(billing.address),
      City: maskWords(billing.city),
      State: billing.state,
      postal: billing.postal,
      className: summary.customerClass,
      cashOnlyFlag: cashOnlyFlagOf(summary),
      amountDue: Math.max(Math.round(summary.currentBalance * 100) / 100, 0),
    },
  };
}
