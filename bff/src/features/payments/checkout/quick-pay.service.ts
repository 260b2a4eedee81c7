/** Quick pay's first step (spec 002 §2 'Quick Pay'): the account and zip check, and its token. */
import { cashOnlyFlagOf } from "../../account-holder";
import { startQuickPaySession } from "../../auth";
import type { ValidateAccountResponse } from "@paygpa/contract";
import type { Services } from "../../../services";
import { assertPayNowOpen } from "../../maintenance";
import { checkAccountAndZip } from "../../zip-guard";
import { maskWords } from "../payment-rules";

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
  // Wrong zips count against the account, from any browser (zip-guard; shared with sign-up).
  const check = await checkAccountAndZip(services, input);
  if (!check.ok) return { status: "Failed", details: check.details };
  const { billing } = check;
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
