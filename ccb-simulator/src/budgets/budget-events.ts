/**
 * Budget billing's next events for the console's "next billing events" (decision 043): the next
 * bill of an account on budget is its quarterly review, its annual true-up, or — after leaving — the
 * bill that settles the difference. Predicted from the budget as it stands (how many budget bills
 * this year), on the account's next bill day.
 */
import type { Account } from "@paygpa/fixtures";
import { addDays, type IsoDate } from "@paygpa/simulator-kit";
import type { BillingCycle } from "../cycle/billing-cycle";
import type { CycleEvent } from "../cycle/cycle-records";
import { BILLS_PER_REVIEW, BILLS_PER_YEAR } from "./budgets";

const LOOK_AHEAD_DAYS = 62;

function nextBillDay(cycle: BillingCycle, account: Account, from: IsoDate): IsoDate | null {
  for (let day = addDays(from, 1); day <= addDays(from, LOOK_AHEAD_DAYS); day = addDays(day, 1)) {
    if (cycle.isBillDayOf(account, day)) return day;
  }
  return null;
}

/** The account's next budget event, if its next bill is a review, the true-up or the settlement. */
export function budgetEvents(
  cycle: BillingCycle,
  account: Account,
  from: IsoDate,
): Omit<CycleEvent, "programme">[] {
  const budget = cycle.budgets.of(account.AccountID);
  if (!budget || (budget.status !== "ACTIVE" && !budget.settlementDue)) return [];
  const date = nextBillDay(cycle, account, from);
  if (!date) return [];
  const base = { date, AccountID: account.AccountID };
  if (budget.settlementDue) {
    return [
      {
        ...base,
        kind: "budget-settlement",
        description: `The bill settles the budget's difference ($${(budget.deviationCents / 100).toFixed(2)} so far)`,
      },
    ];
  }
  const number = budget.billsThisYear + 1;
  if (number >= BILLS_PER_YEAR) {
    return [
      {
        ...base,
        kind: "budget-true-up",
        description: `Budget bill ${number} of ${BILLS_PER_YEAR}: the annual true-up ($${(budget.deviationCents / 100).toFixed(2)} difference so far)`,
      },
    ];
  }
  if (number % BILLS_PER_REVIEW !== 0) return [];
  return [
    {
      ...base,
      kind: "budget-review",
      description: `Budget bill ${number} of ${BILLS_PER_YEAR}: the quarterly review (the amount changes if the quarter drifts more than ${budget.reviewTolerancePercent} %)`,
    },
  ];
}
