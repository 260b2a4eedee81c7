/**
 * Step 3's I Agree (spec 002 §4): the deposit stopped for each checked account that applied one,
 * then one case per checked account with the balance after today's payment. Both are idempotent
 * here and in billing: a retry never stops a deposit twice or opens a second case (decision 018).
 */
import { fail } from "../../platform/failures";
import type { ArrangementCase } from "@paygpa/contract";
import { arrangementMessages } from "@paygpa/contract";
import { isBillingRefusal } from "../../integrations/billing";
import type { Services } from "../../services";
import { recordCase, updateDraft } from "./arrangement.repository";
import { paidTodayCents } from "./arrangement.repository";
import type { DraftRow } from "./arrangement.repository";
import { newBalanceAfterPayCents, requireDraftRow } from "./draft.service";
import type { ArrangementServices } from "./eligibility.service";

type CaseServices = ArrangementServices & Pick<Services, "mailer" | "config">;

/** Billing's own refusal (e.g. no deposit to stop) shown with billing's words (spec 002 §8). */
function billingRefusal(error: unknown): never {
  if (isBillingRefusal(error)) {
    throw fail.conflict("BILLING_REFUSED", error.description || arrangementMessages.serverError);
  }
  throw error;
}

/** stop-deposit: once per account; a retry answers Success without asking billing again. */
export async function stopDeposit(services: ArrangementServices, personId: string, accountId: string) {
  const row = await requireDraftRow(services, personId, accountId);
  if (row.apply_deposit !== 1) {
    throw fail.conflict("DEPOSIT_NOT_APPLIED", arrangementMessages.invalidDeposit);
  }
  if (row.deposit_stopped_at === null) {
    await services.billing.stopDeposit(accountId).catch(billingRefusal);
    await updateDraft(
      services.db,
      { personId, accountId },
      { deposit_stopped_at: services.clock.now().toISOString() },
    );
  }
  return { status: "Success" as const, accountId };
}

const money = (cents: number) => (cents / 100).toFixed(2);

function caseOf(row: DraftRow, caseId: string, customerContactId: string, status: string): ArrangementCase {
  return {
    caseId,
    accountId: row.account_id,
    customerContactId,
    customerContactStatus: status,
    fullName: row.full_name,
    premiseAddress: row.premise_address,
  };
}

/** The confirmation e-mail of a new case (spec 002 §2 step 4: 'A confirmation email was sent'). */
function confirmationMail(row: DraftRow, caseId: string, amountCents: number, portalUrl: string) {
  return {
    kind: "payment-arrangement-case",
    to: row.email_address,
    subject: `Your payment arrangement request, case ${caseId}`,
    text: [
      `Dear ${row.full_name},`,
      "",
      `We received your request for a 6-month payment arrangement on account ${row.account_id}.`,
      `Case number: ${caseId}. Balance to spread over your next 6 bills: $${money(amountCents)}.`,
      "",
      "Your application is approved upon receipt of the signed Payment Arrangement Agreement Form.",
      `Please print, sign and send it within ten (10) business days: upload it at ${portalUrl}/payment-arrangement/print-sign-send,`,
      "mail it, or drop it at one of our customer service offices. Failing to complete the process nullifies",
      "the application, and the whole arrangement balance is put on your next statement.",
      "",
      "Guam Power Authority",
    ].join("\n"),
  };
}

/** create-case: one case per account, for the draft's balance after today's payment. */
export async function createCase(services: CaseServices, personId: string, accountId: string) {
  const row = await requireDraftRow(services, personId, accountId);
  if (row.case_id && row.customer_contact_id) {
    return {
      status: "Success" as const,
      accountId,
      response: caseOf(row, row.case_id, row.customer_contact_id, row.case_status ?? "10"),
    };
  }
  if (row.apply_deposit === 1 && row.deposit_stopped_at === null) {
    throw fail.conflict("DEPOSIT_NOT_STOPPED", arrangementMessages.depositNotStopped);
  }
  const paid = (await paidTodayCents(services.db, personId)).get(accountId) ?? 0;
  const amountCents = newBalanceAfterPayCents(row, paid);
  if (amountCents <= 0) throw fail.invalidInput("NOTHING_TO_SPREAD", arrangementMessages.nothingToSpread);
  const opened = await services.billing
    .createArrangementCase({
      accountId,
      personId,
      name: row.full_name,
      emailAddress: row.email_address,
      amount: money(amountCents),
    })
    .catch(billingRefusal);
  const at = services.clock.now().toISOString();
  await services.db.transaction().execute(async (trx) => {
    const recorded = await recordCase(
      trx,
      { personId, accountId },
      {
        caseId: opened.caseId,
        customerContactId: opened.customerContactId,
        status: opened.customerContactStatus,
        amountCents,
        at,
      },
    );
    if (recorded && row.email_address) {
      await services.mailer.queue(
        confirmationMail(row, opened.caseId, amountCents, services.config.portalUrl),
        trx,
      );
    }
  });
  return {
    status: "Success" as const,
    accountId,
    response: caseOf(row, opened.caseId, opened.customerContactId, opened.customerContactStatus),
  };
}
