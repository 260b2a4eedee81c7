import type { AccountSummaryLine } from "@paygpa/contract";
import type { FinancialSummary } from "../../integrations/billing";
import { cashOnlyFlagOf, displayName } from "../account-holder";

/** The arrears line that is this period's bill, not yet overdue. Every other label is overdue ('Due Now'). */
export const NEW_CHARGES_LABEL = "New Charges";

export function roundMoney(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

/** Sum of the arrears other than new charges: what the dashboard calls 'Due Now'. */
export function arrearsOtherThanNewCharges(arrears: FinancialSummary["arrears"]): number {
  return roundMoney(
    arrears.filter((line) => line.label !== NEW_CHARGES_LABEL).reduce((sum, line) => sum + line.amount, 0),
  );
}

/**
 * The postpaid due-date red flag (spec 002 §4, spec 000 §4): true when arrears other than new charges
 * exist ('Due Now' shown), or when the due date is today or earlier.
 */
export function isDueDateRed(input: {
  arrearsTotal: number;
  dueDate: string | null;
  today: string;
}): boolean {
  if (input.arrearsTotal > 0) return true;
  return input.dueDate !== null && input.dueDate <= input.today;
}

/** The due date is displayed red only when the flag is set and the amount is above 0 (spec 002 §2). */
export function showDueDateRed(flag: boolean, amount: number): boolean {
  return flag && amount > 0;
}

/** YYYY-MM-DD to MM/DD/YYYY. */
export function displayDate(isoDate: string | null): string | null {
  if (!isoDate) return null;
  const [year, month, day] = isoDate.split("-");
  return `${month}/${day}/${year}`;
}

// The name in reading order lives with the account holder (shared with payments, without a circle).
export { displayName };

/** One row of the dashboard's account tables, every rule applied. */
export function accountSummaryLine(summary: FinancialSummary, today: string): AccountSummaryLine {
  const amount = roundMoney(summary.currentBalance);
  const arrearsTotal = arrearsOtherThanNewCharges(summary.arrears);
  const dueDate = summary.kind === "postpaid" ? (summary.latestBill?.dueDate ?? null) : null;
  const redFlag = summary.kind === "postpaid" && isDueDateRed({ arrearsTotal, dueDate, today });
  return {
    accountType: summary.kind,
    accID: summary.accountId,
    serviceLocation: summary.premise,
    fullName: displayName(summary.holderName),
    className: summary.customerClass,
    cashOnlyFlag: cashOnlyFlagOf(summary),
    billDate: displayDate(summary.latestBill?.billDate ?? null),
    dueDate: displayDate(dueDate),
    amount,
    arrearsTotal,
    isDueNow: arrearsTotal > 0,
    isDueDateRed: redFlag,
    showDueDateRed: showDueDateRed(redFlag, amount),
    amountToBePaid: Math.max(amount, 0),
    electricBalance: summary.prepaid ? roundMoney(summary.prepaid.balance) : null,
    prepaySAId: summary.prepaid?.serviceAgreementId ?? null,
  };
}
