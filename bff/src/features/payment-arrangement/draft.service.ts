/**
 * The draft arrangement (decision 018): the spec's "state passed from the previous page" held by
 * the BFF, so reload, Back and a second tab are safe. Every figure the steps show is computed here
 * from the rules of `arrangement-rules.ts`.
 */
import { fail } from "../../platform/failures";
import {
  arrangementMessages,
  type ArrangementAccount,
  type ArrangementDraftResponse,
} from "@paygpa/contract";
import type { Services } from "../../services";
import {
  balanceAfterDeposit,
  depositToggle,
  monthlyAmountCents,
  payTodayBalance,
  totalOwedCents,
} from "./arrangement-rules";
import { type DraftRow, draftRow, draftRowsOf, paidTodayCents, updateDraft } from "./arrangement.repository";

const dollars = (cents: number) => cents / 100;

export const noDraft = () => fail.conflict("NO_ARRANGEMENT_DRAFT", arrangementMessages.noDraft);
export const notOnArrangement = () =>
  fail.notAllowed("NOT_ON_ARRANGEMENT", arrangementMessages.notOnArrangement);

/** The balances of one draft row, in the rules' terms. */
export function rowBalances(row: DraftRow) {
  return {
    balanceCents: row.balance_cents,
    depAmountCents: row.dep_amount_cents,
    depCreditCents: row.dep_credit_cents,
    applyDeposit: row.apply_deposit === 1,
  };
}

/** The balance a case spreads: after the deposit applied and today's payments (spec 002 §4). */
export function newBalanceAfterPayCents(row: DraftRow, paidCents: number): number {
  return payTodayBalance(rowBalances(row), paidCents);
}

function accountOf(row: DraftRow, paidCents: number): ArrangementAccount {
  const newBalance = newBalanceAfterPayCents(row, paidCents);
  const monthly = monthlyAmountCents(newBalance);
  return {
    accountId: row.account_id,
    fullName: row.full_name,
    emailAddress: row.email_address,
    premiseAddress: row.premise_address,
    balance: dollars(row.balance_cents),
    depAmount: dollars(row.dep_amount_cents),
    depCredit: dollars(row.dep_credit_cents),
    applyDeposit: row.apply_deposit === 1,
    balanceAfterDeposit: dollars(balanceAfterDeposit(rowBalances(row))),
    amountPaidToday: dollars(paidCents),
    newBalanceAfterPay: dollars(newBalance),
    monthlyAmount: monthly === null ? null : dollars(monthly),
    isPaid: paidCents > 0,
    depositStopped: row.deposit_stopped_at !== null,
    case:
      row.case_id && row.customer_contact_id
        ? {
            caseId: row.case_id,
            accountId: row.account_id,
            customerContactId: row.customer_contact_id,
            customerContactStatus: row.case_status ?? "10",
            fullName: row.full_name,
            premiseAddress: row.premise_address,
          }
        : null,
  };
}

/** The whole draft of a customer, as every step reads it. */
export async function draftOf(
  services: Pick<Services, "db">,
  personId: string,
): Promise<ArrangementDraftResponse> {
  const rows = await draftRowsOf(services.db, personId);
  const paid = await paidTodayCents(services.db, personId);
  const accounts = rows.map((row) => accountOf(row, paid.get(row.account_id) ?? 0));
  const totalCents = totalOwedCents(
    accounts.map((account) => ({ balanceCents: Math.round(account.balance * 100) })),
  );
  const monthly = monthlyAmountCents(totalCents);
  return {
    customerName: rows[0]?.full_name ?? "",
    emailAddress: rows[0]?.email_address ?? "",
    total: dollars(totalCents),
    monthlyAmount: monthly === null ? null : dollars(monthly),
    accounts,
  };
}

/** The draft row of one of the customer's accounts, or a refusal when it is not on the draft. */
export async function requireDraftRow(
  services: Pick<Services, "db">,
  personId: string,
  accountId: string,
): Promise<DraftRow> {
  const row = await draftRow(services.db, personId, accountId);
  if (!row) throw notOnArrangement();
  return row;
}

/**
 * Step 1's Apply Deposit toggle (spec 002 §4): refused with 'Invalid deposit amount!' unless the
 * deposit amount is above 0 and the deposit credit is 0. A deposit already stopped in billing stays
 * applied.
 */
export async function applyDeposit(
  services: Pick<Services, "db" | "clock">,
  personId: string,
  request: { accountId: string; applyDeposit: boolean },
): Promise<ArrangementDraftResponse> {
  const row = await requireDraftRow(services, personId, request.accountId);
  const toggle = depositToggle(rowBalances(row), request.applyDeposit);
  if (!toggle.allowed) {
    throw fail.invalidInput("INVALID_DEPOSIT", arrangementMessages.invalidDeposit, {
      fields: { applyDeposit: [arrangementMessages.invalidDeposit] },
    });
  }
  if (row.deposit_stopped_at === null) {
    await updateDraft(
      services.db,
      { personId, accountId: request.accountId },
      { apply_deposit: request.applyDeposit ? 1 : 0, updated_at: services.clock.now().toISOString() },
    );
  }
  return draftOf(services, personId);
}
