/**
 * Budget billing's rules (decision 043) as pure functions: who may enrol, and for each refusal the
 * message saying why and what would make the account eligible (`budgetMessages` in the contract).
 * Amounts are billing's; the rules only compare them with zero.
 */
import { BUDGET_CONSENT, budgetMessages } from "@paygpa/contract";

/** What the rules read of the account. */
export interface BudgetAccount {
  kind: "postpaid" | "prepaid";
  cashOnly: boolean;
  /** Billing's "Due Now": what is past due beyond the current bill, in dollars. */
  pastDue: number;
  /** A payment arrangement is running on the account (its PA service agreement active). */
  arrangementActive: boolean;
  /** The account is on budget billing now. */
  enrolled: boolean;
}

export type BudgetRefusalCode =
  | "PREPAID"
  | "CASH_ONLY"
  | "PAST_DUE"
  | "ARRANGEMENT_ACTIVE"
  | "ALREADY_ENROLLED";

export interface BudgetRefusal {
  code: BudgetRefusalCode;
  message: string;
}

/**
 * Why the account may not enrol today, or null when it may: postpaid, not cash-only, nothing past
 * due beyond the current bill, no payment arrangement running, not already enrolled.
 */
export function budgetRefusal(account: BudgetAccount): BudgetRefusal | null {
  if (account.kind === "prepaid") return { code: "PREPAID", message: budgetMessages.prepaid };
  if (account.cashOnly) return { code: "CASH_ONLY", message: budgetMessages.cashOnly };
  if (account.enrolled) return { code: "ALREADY_ENROLLED", message: budgetMessages.alreadyEnrolled };
  if (account.pastDue > 0) {
    return { code: "PAST_DUE", message: budgetMessages.pastDue(account.pastDue.toFixed(2)) };
  }
  if (account.arrangementActive) {
    return { code: "ARRANGEMENT_ACTIVE", message: budgetMessages.arrangementActive };
  }
  return null;
}

/** Why the consent given does not count, or null when it is the current text, agreed. */
export function consentProblem(consent: { agreed: boolean; consentVersion: string }): string | null {
  if (!consent.agreed) return budgetMessages.consentRequired;
  if (consent.consentVersion !== BUDGET_CONSENT.version) return budgetMessages.consentOutdated;
  return null;
}

/** What the customer reads about where the quoted amount came from. */
export function basisNote(basis: "account" | "premise" | "projected"): string {
  return budgetMessages.basis[basis];
}

/** Whether staff's review threshold can be saved: a whole percent within the range. */
export function isReviewThreshold(value: number, range: { min: number; max: number }): boolean {
  return Number.isInteger(value) && value >= range.min && value <= range.max;
}

/** Billing's budget and its bills on budget, as the row rule reads them. */
export interface BudgetOnBills {
  status: "none" | "active" | "left";
  budgetAmount: string;
  bills: readonly { billDate: string; budgetAmount: string; actualCharges: string }[];
}

/**
 * The dashboard row's budget (decision 043): shown while billing says the budget is active, with
 * the amount in force; the current bill's budget amount due beside its actual charges when the
 * account's latest bill (`latestBillDate`) is one billing cut on budget. Billing's figures, as sent.
 */
export function budgetOnRow(
  budget: BudgetOnBills,
  latestBillDate: string | null,
): { budgetAmount: string; currentBill: { budgetAmount: string; actualCharges: string } | null } | null {
  if (budget.status !== "active") return null;
  const current = budget.bills.find((bill) => latestBillDate !== null && bill.billDate === latestBillDate);
  return {
    budgetAmount: budget.budgetAmount,
    currentBill: current
      ? { budgetAmount: current.budgetAmount, actualCharges: current.actualCharges }
      : null,
  };
}
