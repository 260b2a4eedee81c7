/**
 * Budget billing's next event (decision 043): the account's next bill when it is a quarterly review,
 * the annual true-up or the bill that settles after leaving (`../../budgets/budget-events.ts`).
 */
import { budgetEvents as nextBudgetEvents } from "../../budgets/budget-events";
import type { ProgrammeEventSource } from "./event-source";

export const budgetEvents: ProgrammeEventSource = {
  programme: "budget",
  kinds: ["budget-review", "budget-true-up", "budget-settlement"],
  next: ({ cycle, from }, account) => nextBudgetEvents(cycle, account, from),
};
