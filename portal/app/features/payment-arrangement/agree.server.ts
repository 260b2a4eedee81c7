/**
 * Step 3's I Agree (spec 002 §4): the deposit stopped for each checked account that applied one,
 * then a case per checked account. The BFF makes both idempotent, so I Agree again after a failure
 * never stops a deposit twice or opens a second case.
 */
import { arrangementMessages } from "@paygpa/contract";
import { BffError, BffUnauthorized, type PortalBff } from "../../lib/bff.server";
import type { ArrangementDraft } from "./arrangement-texts";

const messageOf = (error: unknown) => {
  if (error instanceof BffUnauthorized) throw error;
  if (error instanceof BffError) return error.message;
  throw error;
};

/** The failures to show, one per line (empty when every case was opened). */
export async function agreeToArrangement(
  client: PortalBff,
  token: string,
  draft: ArrangementDraft,
  accountIds: string[],
): Promise<string[]> {
  const checked = draft.accounts.filter((account) => accountIds.includes(account.accountId));
  if (checked.length === 0) return [arrangementMessages.checkOneAccount];
  const stopFailures: string[] = [];
  for (const account of checked.filter((entry) => entry.applyDeposit && !entry.depositStopped)) {
    await client.call("stopDeposit", { accountId: account.accountId }, { token }).catch((error: unknown) => {
      stopFailures.push(messageOf(error));
    });
  }
  if (stopFailures.length > 0) return stopFailures;
  const caseFailures: string[] = [];
  for (const account of checked) {
    await client
      .call(
        "createCase",
        { accountId: account.accountId, paymentArrAmount: account.newBalanceAfterPay },
        { token },
      )
      .catch((error: unknown) => {
        caseFailures.push(`(${account.accountId}) ${messageOf(error)}`);
      });
  }
  return caseFailures;
}
