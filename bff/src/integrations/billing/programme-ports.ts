/**
 * The programmes of help when money is short, as the billing port asks them of billing: the
 * payment extension's pay plan (decision 045), the preferred due date (decision 047) and budget
 * billing (decision 043). Part of `BillingPort` (`billing-port.ts`); domain words only.
 */
import type { AccountId } from "./billing-domain";

/**
 * A pay plan as billing keeps it (the payment extension, decision 045): one promise to pay
 * `amount` by `promiseDate`; billing's cycle ends it, kept when paid, broken the day after the date.
 */
export interface PayPlan {
  payPlanId: string;
  accountId: AccountId;
  status: "active" | "kept" | "broken" | "cancelled";
  startDate: string;
  endDate: string | null;
  promiseDate: string;
  /** Dollars with 2 decimals. */
  amount: string;
}

/** Pay plans: the promise of a payment extension, read back and cancelled by id. */
export interface PayPlanBilling {
  createPayPlan(request: { accountId: AccountId; promiseDate: string; amount: string }): Promise<PayPlan>;
  payPlan(payPlanId: string): Promise<PayPlan>;
  cancelPayPlan(payPlanId: string): Promise<PayPlan>;
}

/**
 * The preferred due date (decision 047): the day of the month an account's bills are due, kept by
 * billing as the account's bill cycle; a change takes effect with the next bill, moved to the day.
 */
export interface DueDayBilling {
  /** The day of the month the account's bills are due; null while due a fixed time after each bill. */
  dueDay(accountId: AccountId): Promise<number | null>;
  /** The account's due day now (null while due a fixed time after each bill) and the first bill a change brings. */
  dueDayChangeDates(
    accountId: AccountId,
    dueDay: number,
  ): Promise<{ currentDueDay: number | null; firstBill: { billDate: string; dueDate: string } }>;
  changeDueDay(accountId: AccountId, dueDay: number): Promise<{ dueDay: number }>;
}

/** A budget on the account as billing keeps it (decision 043): amounts in dollars with 2 decimals. */
export interface Budget {
  accountId: AccountId;
  status: "none" | "active" | "left";
  /** The monthly amount in force; "0.00" when none is. */
  budgetAmount: string;
  startDate: string | null;
  endDate: string | null;
  /** Actual charges less what was billed so far. */
  deviation: string;
  events: {
    date: string;
    kind:
      | "enrolled"
      | "review-kept"
      | "review-adjusted"
      | "true-up-credit"
      | "true-up-debit"
      | "left"
      | "settled";
    budgetAmount: string;
    driftPercent: number | null;
    difference: string | null;
  }[];
}

/** Billing's recommended amount before enrolment, and what it was worked out from. */
export interface BudgetQuote {
  amount: string;
  basis: "account" | "premise" | "projected";
}

/** A bill cut on budget billing: the amount due beside the actual charges. */
export interface BudgetBillLine {
  billId: string;
  billDate: string;
  dueDate: string;
  budgetAmount: string;
  actualCharges: string;
  billedAmount: string;
  trueUpDebit: string;
  creditApplied: string;
  billOfYear: number;
}

/** Which bills on budget to read: every one since the enrolment, or the newest bill's budget year. */
export type BudgetBillsScope = "all" | "current-year";

/** Budgets: read, quoted, saved at the staff-set review threshold, cancelled (decision 043). */
export interface BudgetBilling {
  budget(accountId: AccountId): Promise<Budget>;
  quoteBudget(accountId: AccountId): Promise<BudgetQuote>;
  saveBudget(accountId: AccountId, reviewThresholdPercent: number): Promise<Budget>;
  cancelBudget(accountId: AccountId): Promise<Budget>;
  /** The bills cut on budget, newest first: all of them, or the newest bill's budget year only. */
  budgetBills(accountId: AccountId, scope?: BudgetBillsScope): Promise<BudgetBillLine[]>;
}
