/**
 * The dashboard's bills, statement, payment history, charts and paperless setting (spec 002 §2, §7,
 * §8). Ownership is checked by the handlers; here billing is asked (calls that do not depend on each
 * other together) and its failures become the catalogue's text of each screen (spec 002 §8).
 */
import { messages } from "@paygpa/contract";
import { fail, isClientFailure } from "../../platform/failures";
import type { BillListEntry, ConsumptionChart, LedgerLine, PrepaidChart, WebPayment } from "@paygpa/contract";
import { dashboardMessages } from "@paygpa/contract";
import {
  type AccountId,
  type BillingPort,
  isUnknownToBilling,
  signedBillLink,
} from "../../integrations/billing";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../database";
import { budgetAmountsOfBills } from "../budget-billing";
import { listWebPayments } from "../payments";
import {
  billMonth,
  dailyAverages,
  guamDateTime,
  LEDGER_ROWS,
  monthlyChart,
  paymentHistoryLines,
  prepaidPeriodDays,
  statementLines,
  usDate,
} from "./dashboard-rules";

/** Billing's refusal of an unknown account is a 404; any other failure is the screen's own text. */
export function failingAs(message: string) {
  return (error: unknown): never => {
    if (isUnknownToBilling(error)) throw fail.notFound("NOT_FOUND", messages.notFound);
    if (isClientFailure(error)) throw error;
    throw fail.billingUnavailable("BILLING_UNAVAILABLE", message);
  };
}

/** One page of the account's bills; a bill cut on budget billing with its amount due beside its actual charges. */
export async function myBills(
  deps: { billing: BillingPort; db: Db },
  request: { accountId: AccountId; page: number; pageSize: number },
): Promise<{ result: BillListEntry[]; total: number; page: number; pageSize: number }> {
  const [result, budgets] = await Promise.all([
    deps.billing.bills(request.accountId),
    budgetAmountsOfBills(deps, request.accountId),
  ]).catch(failingAs(dashboardMessages.myBillsFailed));
  const start = (request.page - 1) * request.pageSize;
  return {
    result: result.slice(start, start + request.pageSize).map((bill) => ({
      billID: bill.billId,
      billDate: billMonth(bill.billDate),
      totalAmount: bill.total,
      dueDate: usDate(bill.dueDate),
      budget: budgets.get(bill.billId) ?? null,
    })),
    total: result.length,
    page: request.page,
    pageSize: request.pageSize,
  };
}

const dayAfter = (iso: string) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const monthBefore = (iso: string) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - 1);
  return date.toISOString().slice(0, 10);
};

/** The signed link of one of the account's bills; the period starts the day after the bill before it. */
export async function viewBill(
  deps: { billing: BillingPort; clock: Clock; billLink: { url: string; secret: string } },
  accountId: AccountId,
  billId: string,
) {
  const result = await deps.billing.bills(accountId).catch(failingAs(dashboardMessages.myBillsFailed));
  const index = result.findIndex((bill) => bill.billId === billId);
  const bill = result[index];
  if (!bill) throw fail.notFound("BILL_NOT_FOUND", dashboardMessages.billNotFound);
  const previous = result[index + 1];
  const startdate = previous ? dayAfter(previous.billDate) : dayAfter(monthBefore(bill.billDate));
  return signedBillLink(
    deps.billLink,
    { account: accountId, startdate, enddate: bill.billDate },
    deps.clock.now(),
  );
}

export async function statement(deps: { billing: BillingPort }, accountId: AccountId): Promise<LedgerLine[]> {
  const transactions = await deps.billing
    .financialTransactions(accountId)
    .catch(failingAs(dashboardMessages.statementsFailed));
  return statementLines(transactions);
}

const WEB_PAYMENT_STATUS = { declined: "Declined", error: "Not Processed" } as const;

/** Billing's payment lines and this portal's own web payments to the account. */
export async function paymentHistory(
  deps: { billing: BillingPort; db: Db },
  accountId: AccountId,
): Promise<{ result: LedgerLine[]; webPayments: WebPayment[] }> {
  const [billing, web] = await Promise.all([
    deps.billing.financialTransactions(accountId).catch(failingAs(dashboardMessages.statementsFailed)),
    listWebPayments(deps.db, accountId, LEDGER_ROWS),
  ]);
  return {
    result: paymentHistoryLines(billing),
    webPayments: web.map((row) => ({
      paymentDate: guamDateTime(row.settled_at ?? row.created_at),
      receiptNumber: row.invoice_num,
      transactionTag: row.gateway_tag,
      status:
        row.status === "approved"
          ? row.billing_status
          : WEB_PAYMENT_STATUS[row.status as "declined" | "error"],
      amount: row.amount_cents / 100,
    })),
  };
}

export async function consumptionChart(
  deps: { billing: BillingPort },
  accountId: AccountId,
): Promise<ConsumptionChart | null> {
  const months = await deps.billing
    .consumption(accountId)
    .catch(failingAs(dashboardMessages.noConsumptionChart));
  return monthlyChart(months);
}

export async function prepaidChart(
  deps: { billing: BillingPort },
  accountId: AccountId,
  period: 0 | 1 | 2,
): Promise<PrepaidChart> {
  const failed = failingAs(dashboardMessages.noConsumptionChart);
  const [summary, usage, transactions] = await Promise.all([
    deps.billing.financialSummary(accountId).catch(failed),
    deps.billing.prepaidUsage(accountId).catch(failed),
    deps.billing.financialTransactions(accountId).catch(failed),
  ]);
  if (!summary.prepaid)
    throw fail.conflict("WRONG_ACCOUNT_KIND", `Account ${accountId} is not a prepaid account.`);
  const days = prepaidPeriodDays(usage, period);
  const lastDay = [...usage].sort((a, b) => a.date.localeCompare(b.date)).at(-1);
  const lastPayment = transactions.find((ft) => ft.type === "PS");
  return {
    days: days.map((day) => usDate(day.date)),
    kwhs: days.map((day) => day.kwh),
    charges: days.map((day) => day.charge),
    prepayBalance: summary.prepaid.balance,
    lastPaymentAmount: lastPayment ? Math.abs(lastPayment.amount) : null,
    unpaidBalance: summary.prepaid.unpaidBalance,
    lastDayCharge: lastDay?.charge ?? null,
    lastDayUsage: lastDay?.kwh ?? null,
    ...dailyAverages(days),
  };
}

export async function paperlessSetting(deps: { billing: BillingPort }, accountId: AccountId) {
  const billRouteType = await deps.billing
    .billRoute(accountId)
    .catch(failingAs(dashboardMessages.settingLoadFailed));
  return { result: { details: { billRouteType } } };
}

/** Billing's answer is passed on: returnCd '0' updated, '1' not (with billing's message). */
export async function updatePaperless(
  deps: { billing: BillingPort },
  accountId: AccountId,
  routeType: "POSTAL" | "ONLINE",
) {
  const change = await deps.billing
    .updateBillRoute(accountId, routeType)
    .catch(failingAs(dashboardMessages.paperlessUpdateFailed));
  return {
    response: {
      returnCd: change.changed ? ("0" as const) : ("1" as const),
      errorMessage: change.message,
    },
  };
}
