/**
 * Budget billing as CCB models it (CCB user guide, "Budget Billing" / "Budget Plan"; URM 3.4.4.1a
 * "Enroll in Budget" and 3.4.4.2a "Monitor and True Up Budget"; decision 043). A budget lives on the
 * account's electric service agreement: while it runs, each bill segment bills the budget amount, so
 * the SA's current balance (what the customer owes) moves by the budget amount while its payoff
 * balance moves by the actual charges, and the difference between them is the budget's deviation.
 * - every third budget bill, a review: when the quarter's actual charges drift from what was billed
 *   by more than the review tolerance (a percentage GPA's staff set, given when the budget is saved),
 *   the amount becomes the newly recommended one from the next bill on;
 * - every twelfth, the true-up: the year's deviation is settled — a credit is carried forward onto the
 *   next bills, a debit is spread over the next three — and the amount is recommended afresh;
 * - leaving (Oracle's Cancel action) settles the whole deviation on the next bill.
 */
import { type Account, centsToDollars, dollarsToCents } from "@paygpa/fixtures";
import type { IsoDate } from "@paygpa/simulator-kit";
import type { LoadedWorld } from "../loaded-world";
import { type BudgetBasis, recommendBudget } from "./budget-amount";

/** GPA's one budget plan (CCB's budget plan code; unverified name, see the contract). */
export const BUDGET_PLAN = "GPA-BUDGET";
export const BILLS_PER_REVIEW = 3;
export const BILLS_PER_YEAR = 12;
/** A true-up debit is spread over this many bills. */
export const TRUE_UP_DEBIT_BILLS = 3;

export type BudgetStatus = "ACTIVE" | "CANCELED";

/** What happened to a budget, for the bill view and the console. */
export interface BudgetEvent {
  date: IsoDate;
  kind:
    | "enrolled"
    | "review-adjusted"
    | "review-kept"
    | "true-up-credit"
    | "true-up-debit"
    | "left"
    | "settled";
  /** The budget amount from then on (0 once left). */
  budgetAmount: number;
  /** The review's drift in percent, the true-up's or settlement's difference in dollars. */
  drift?: number;
  difference?: number;
}

/** The budget's part of one bill: the amount due and the actual charges side by side. */
export interface BudgetLine {
  budgetAmount: number;
  actualCharges: number;
  /** What the bill charged for the period: the budget amount, plus a true-up part, less a credit. */
  billedAmount: number;
  trueUpDebit: number;
  creditApplied: number;
  /** The deviation (actual charges less billed) after this bill; 0 once settled. */
  deviation: number;
  /** Which budget bill of the year this is (1–12); 0 for the settling bill after leaving. */
  billOfYear: number;
}

export interface Budget {
  accountId: string;
  SAID: string;
  budgetPlan: string;
  status: BudgetStatus;
  startDate: IsoDate;
  /** Oracle's "New Budget Date": when the current amount took effect. */
  budgetDate: IsoDate;
  endDate: IsoDate | null;
  budgetAmount: number;
  basis: BudgetBasis;
  reviewTolerancePercent: number;
  /** Budget bills since the start or the last true-up. */
  billsThisYear: number;
  deviationCents: number;
  debitLeftCents: number;
  debitBillsLeft: number;
  creditLeftCents: number;
  /** Left, with the deviation still to settle on the next bill. */
  settlementDue: boolean;
  events: BudgetEvent[];
  /** The actual charges and the billed amount of this year's budget bills, oldest first. */
  year: { actualCents: number; billedCents: number }[];
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export class Budgets {
  private readonly budgets = new Map<string, Budget>();

  reset(): void {
    this.budgets.clear();
  }

  /** The account's budget, running or left (the latest one). */
  of(accountId: string): Budget | undefined {
    return this.budgets.get(accountId);
  }

  all(): Budget[] {
    return [...this.budgets.values()];
  }

  /** A running budget, if any. */
  activeOf(accountId: string): Budget | undefined {
    const budget = this.budgets.get(accountId);
    return budget?.status === "ACTIVE" ? budget : undefined;
  }

  save(input: {
    loaded: LoadedWorld;
    account: Account;
    SAID: string;
    today: IsoDate;
    reviewTolerancePercent: number;
  }): Budget {
    const recommended = recommendBudget(input.loaded, input.account, input.today);
    const budget: Budget = {
      accountId: input.account.AccountID,
      SAID: input.SAID,
      budgetPlan: BUDGET_PLAN,
      status: "ACTIVE",
      startDate: input.today,
      budgetDate: input.today,
      endDate: null,
      budgetAmount: recommended.amount,
      basis: recommended.basis,
      reviewTolerancePercent: input.reviewTolerancePercent,
      billsThisYear: 0,
      deviationCents: 0,
      debitLeftCents: 0,
      debitBillsLeft: 0,
      creditLeftCents: 0,
      settlementDue: false,
      events: [{ date: input.today, kind: "enrolled", budgetAmount: recommended.amount }],
      year: [],
    };
    this.budgets.set(budget.accountId, budget);
    return budget;
  }

  /** Oracle's Cancel action: the budget ends today, its deviation settles on the next bill. */
  cancel(budget: Budget, today: IsoDate): void {
    if (budget.status !== "ACTIVE") return;
    budget.status = "CANCELED";
    budget.endDate = today;
    budget.settlementDue = true;
    budget.events.push({ date: today, kind: "left", budgetAmount: 0 });
  }

  /**
   * The budget's part of the account's bill cut today for `actualCharges`, or null when the account
   * has no budget to bill or settle. Moves the budget on (review, true-up, settlement).
   */
  billLine(loaded: LoadedWorld, account: Account, day: IsoDate, actualCharges: number): BudgetLine | null {
    const budget = this.budgets.get(account.AccountID);
    if (!budget) return null;
    const actualCents = dollarsToCents(actualCharges);
    if (budget.settlementDue) return this.settle(budget, day, actualCents);
    if (budget.status !== "ACTIVE") return null;
    let billedCents = dollarsToCents(budget.budgetAmount);
    let trueUpCents = 0;
    if (budget.debitBillsLeft > 0) {
      trueUpCents =
        budget.debitBillsLeft === 1
          ? budget.debitLeftCents
          : Math.floor(budget.debitLeftCents / budget.debitBillsLeft);
      budget.debitLeftCents -= trueUpCents;
      budget.debitBillsLeft -= 1;
      billedCents += trueUpCents;
    }
    const creditCents = Math.min(budget.creditLeftCents, billedCents);
    budget.creditLeftCents -= creditCents;
    billedCents -= creditCents;
    budget.deviationCents += actualCents - billedCents;
    budget.billsThisYear += 1;
    budget.year.push({ actualCents, billedCents: dollarsToCents(budget.budgetAmount) });
    const line: BudgetLine = {
      budgetAmount: budget.budgetAmount,
      actualCharges: centsToDollars(actualCents),
      billedAmount: centsToDollars(billedCents),
      trueUpDebit: centsToDollars(trueUpCents),
      creditApplied: centsToDollars(creditCents),
      deviation: centsToDollars(budget.deviationCents),
      billOfYear: budget.billsThisYear,
    };
    if (budget.billsThisYear >= BILLS_PER_YEAR) this.trueUp(loaded, account, budget, day);
    else if (budget.billsThisYear % BILLS_PER_REVIEW === 0) this.review(loaded, account, budget, day);
    return line;
  }

  /** The quarterly review (URM 3.4.4.2a): re-recommend when the drift passes the tolerance. */
  private review(loaded: LoadedWorld, account: Account, budget: Budget, day: IsoDate): void {
    const quarter = budget.year.slice(-BILLS_PER_REVIEW);
    const actual = sum(quarter.map((bill) => bill.actualCents));
    const billed = sum(quarter.map((bill) => bill.billedCents));
    const drift = billed === 0 ? 0 : Math.round((Math.abs(actual - billed) / billed) * 1000) / 10;
    if (drift <= budget.reviewTolerancePercent) {
      budget.events.push({ date: day, kind: "review-kept", budgetAmount: budget.budgetAmount, drift });
      return;
    }
    this.changeAmount(budget, recommendBudget(loaded, account, day).amount, day);
    budget.events.push({ date: day, kind: "review-adjusted", budgetAmount: budget.budgetAmount, drift });
  }

  /**
   * The annual true-up: the year's deviation (what is not already scheduled from an earlier one)
   * becomes a credit carried forward or a debit spread over the next bills; a fresh amount follows.
   */
  private trueUp(loaded: LoadedWorld, account: Account, budget: Budget, day: IsoDate): void {
    const yearCents = budget.deviationCents - budget.debitLeftCents + budget.creditLeftCents;
    if (yearCents > 0) {
      budget.debitLeftCents += yearCents;
      budget.debitBillsLeft = TRUE_UP_DEBIT_BILLS;
    } else {
      budget.creditLeftCents += -yearCents;
    }
    budget.billsThisYear = 0;
    budget.year = [];
    this.changeAmount(budget, recommendBudget(loaded, account, day).amount, day);
    budget.events.push({
      date: day,
      kind: yearCents > 0 ? "true-up-debit" : "true-up-credit",
      budgetAmount: budget.budgetAmount,
      difference: centsToDollars(yearCents),
    });
  }

  private changeAmount(budget: Budget, amount: number, day: IsoDate): void {
    budget.budgetAmount = amount;
    budget.budgetDate = day;
  }

  /** The first bill after leaving bills the actual charges plus the whole deviation. */
  private settle(budget: Budget, day: IsoDate, actualCents: number): BudgetLine {
    const deviationCents = budget.deviationCents;
    budget.settlementDue = false;
    budget.deviationCents = 0;
    budget.debitLeftCents = 0;
    budget.debitBillsLeft = 0;
    budget.creditLeftCents = 0;
    budget.events.push({
      date: day,
      kind: "settled",
      budgetAmount: 0,
      difference: centsToDollars(deviationCents),
    });
    return {
      budgetAmount: 0,
      actualCharges: centsToDollars(actualCents),
      billedAmount: centsToDollars(actualCents + deviationCents),
      trueUpDebit: 0,
      creditApplied: 0,
      deviation: 0,
      billOfYear: 0,
    };
  }
}
