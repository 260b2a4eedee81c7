/**
 * Outages without logging in (decision 046): the account number and billing zip checked as quick pay
 * checks them (spec 002 §2 'Quick Pay'): wrong zips counted per account by the zip guard, shared
 * with sign-up and quick pay, then a quick-pay token scoped to that one account (idle limit as
 * every session). Unlike quick pay it is not closed by the Pay Now maintenance switch: an outage is
 * not a payment.
 */
import { accessMessages, paymentMessages } from "@paygpa/contract";
import { billingAddressOf, postalMatches } from "../account-holder";
import { startQuickPaySession } from "../auth";
import { isZipCheckPaused, recordWrongZip } from "../zip-guard";
import { type FailureKind, isFailure } from "../../platform/failures";
import type { Services } from "../../services";

/** The check's failures that are the customer's answer; billing not answering is an error. */
const CHECK_FAILED: FailureKind[] = [
  "invalid-input",
  "not-allowed",
  "not-found",
  "conflict",
  "gone",
  "refused",
];

export async function outageQuickAccess(
  services: Pick<Services, "billing" | "clock" | "config" | "db" | "mailer">,
  input: { accountId: string; postal: string },
): Promise<{ status: "Success"; token: string } | { status: "Failed"; details: string }> {
  let billing: Awaited<ReturnType<typeof billingAddressOf>>;
  try {
    billing = await billingAddressOf(services.billing, input.accountId);
  } catch (error) {
    if (isFailure(error, ...CHECK_FAILED)) return { status: "Failed", details: error.message };
    throw error;
  }
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
  const token = await startQuickPaySession(services, {
    accountId: input.accountId,
    personId: billing.personId,
  });
  return { status: "Success", token };
}
