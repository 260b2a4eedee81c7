/**
 * The dashboard's display rules (spec 002 §3, §7, §9) as pure functions: dates as the spec shows
 * them, the statement and payment-history lines (18 at most), the 12-month chart with its rounded
 * averages, and the prepaid daily chart by period.
 */
import type { ConsumptionChart, LedgerLine } from "@paygpa/contract";
import type { AccountTransaction, DailyUsage } from "../../integrations/billing";
import { UTILITY_TIME_ZONE } from "../../platform/clock";

/** Statement and payment history show at most 18 rows (spec 002 §9). */
export const LEDGER_ROWS = 18;

/** YYYY-MM-DD as MM/DD/YYYY (spec 002 §3 'payment date, shown MM/DD/YYYY'). */
export const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** YYYY-MM-DD as MM/YYYY (spec 002 §3 'Bill list entry: billDate (MM/YYYY)'). */
export const billMonth = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const guamTime = new Intl.DateTimeFormat("en-US", {
  timeZone: UTILITY_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "numeric",
  minute: "2-digit",
});

/** An instant on Guam's clock, labelled as the receipt e-mail is: '11/21/2026, 9:05 AM (Guam time)'. */
export const guamDateTime = (instant: string | Date) => `${guamTime.format(new Date(instant))} (Guam time)`;

/** PS is a 'Payment', anything else of payment history a 'Payment Adjustment' (spec 002 §3). */
export function paymentTypeLabel(financialTransactionType: string): string {
  return financialTransactionType === "PS" ? "Payment" : "Payment Adjustment";
}

const ledgerLine = (ft: AccountTransaction, type: string): LedgerLine => ({
  paymentDate: usDate(ft.arrearsDate),
  parent: ft.accountId,
  totalAmount: Math.abs(ft.amount),
  type,
});

/** Payment history: billing's payments and adjustments (no bill segments), newest first, 18 at most. */
export function paymentHistoryLines(transactions: readonly AccountTransaction[]): LedgerLine[] {
  return transactions
    .filter((ft) => ft.type !== "BS")
    .slice(0, LEDGER_ROWS)
    .map((ft) => ledgerLine(ft, paymentTypeLabel(ft.type)));
}

/** The statement: bills, payments and adjustments as billing lists them, newest first, 18 at most. */
export function statementLines(transactions: readonly AccountTransaction[]): LedgerLine[] {
  return transactions
    .slice(0, LEDGER_ROWS)
    .map((ft) => ledgerLine(ft, ft.type === "BS" ? "Bill" : paymentTypeLabel(ft.type)));
}

const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const average = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

/** The 12-month chart (spec 002 §9): the last 12 months, kWh and amounts, averages rounded; null without data. */
export function monthlyChart(
  months: readonly { month: string; kwh: number; amount: number }[],
): ConsumptionChart | null {
  const last = [...months].sort((a, b) => a.month.localeCompare(b.month)).slice(-12);
  if (last.length === 0) return null;
  return {
    months: last.map(({ month }) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`),
    totalKwhs: last.map(({ kwh }) => kwh),
    amounts: last.map(({ amount }) => amount),
    averageKwh: Math.round(average(last.map(({ kwh }) => kwh))),
    averageAmount: Math.round(average(last.map(({ amount }) => amount))),
  };
}

/**
 * The prepaid daily chart's period (spec 002 §9): 0 = the last 30 days (0–30 days ago), 1 = 31–60,
 * 2 = 61–90. `days` are oldest first, ending yesterday.
 */
export function prepaidPeriodDays(days: readonly DailyUsage[], period: 0 | 1 | 2): DailyUsage[] {
  const sorted = [...days].sort((a, b) => a.date.localeCompare(b.date));
  const end = sorted.length - period * 30;
  return sorted.slice(Math.max(0, end - 30), Math.max(0, end));
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** The period's averages (charge in dollars, usage in kWh), rounded to 2 decimals. */
export function dailyAverages(days: readonly DailyUsage[]) {
  return {
    averageDailyCharge: cents(average(days.map((day) => day.charge))),
    averageMeasuredQuantity: cents(average(days.map((day) => day.kwh))),
  };
}
