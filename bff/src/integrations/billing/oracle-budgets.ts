/**
 * Budgets over Oracle's C1-Budget services (Get Budget and Action Budget — recommend `C1RC`, save
 * `C1SV`, cancel `C1CN`; the pages are cited in ccb-simulator/src/contract/oracle/financials.ts) and
 * the bills on budget through Search Bills and their bill segments (`oracle-budget-bills.ts`):
 * budget billing (decision 043) as CCB keeps it. CCB's names stay here; the port answers `Budget`
 * in domain words.
 */
import * as v from "valibot";
import type { Budget, BudgetBilling, BudgetQuote } from "./billing-port";
import type { CcbCall } from "./ccb-caller";
import { readBudgetBills } from "./oracle-budget-bills";
import { ORACLE_PATHS } from "./oracle-paths";

/** GPA's one budget plan. */
const BUDGET_PLAN = "GPA-BUDGET";

const EVENT_KINDS = [
  "enrolled",
  "review-kept",
  "review-adjusted",
  "true-up-credit",
  "true-up-debit",
  "left",
  "settled",
] as const;

const CcbBudget = v.object({
  accountId: v.string(),
  totalBudgetAmount: v.string(),
  totalNewBudgetAmount: v.optional(v.string()),
  basis: v.optional(v.picklist(["ACCOUNT", "PREMISE", "PROJECTED"])),
  status: v.picklist(["NONE", "ACTIVE", "CANCELED"]),
  startDate: v.optional(v.string()),
  endDate: v.optional(v.string()),
  deviation: v.optional(v.string()),
  events: v.optional(
    v.object({
      _data: v.array(
        v.object({
          date: v.string(),
          kind: v.picklist(EVENT_KINDS),
          budgetAmount: v.string(),
          driftPercent: v.optional(v.number()),
          difference: v.optional(v.string()),
        }),
      ),
    }),
  ),
});
type CcbBudget = v.InferOutput<typeof CcbBudget>;

const STATUS: Record<CcbBudget["status"], Budget["status"]> = {
  NONE: "none",
  ACTIVE: "active",
  CANCELED: "left",
};

function budgetOf(answer: CcbBudget): Budget {
  return {
    accountId: answer.accountId,
    status: STATUS[answer.status],
    budgetAmount: answer.totalBudgetAmount,
    startDate: answer.startDate ?? null,
    endDate: answer.endDate ?? null,
    deviation: answer.deviation ?? "0.00",
    events: (answer.events?._data ?? []).map((event) => ({
      date: event.date,
      kind: event.kind,
      budgetAmount: event.budgetAmount,
      driftPercent: event.driftPercent ?? null,
      difference: event.difference ?? null,
    })),
  };
}

export function oracleBudgets(call: CcbCall): BudgetBilling {
  const action = (accountId: string, body: Record<string, unknown>) =>
    call(
      { method: "PATCH", path: ORACLE_PATHS.budgetLifecycle(accountId), body: { accountId, ...body } },
      CcbBudget,
    );
  const budget = async (accountId: string) =>
    budgetOf(await call({ method: "GET", path: ORACLE_PATHS.budget(accountId) }, CcbBudget));
  return {
    budget,
    async quoteBudget(accountId): Promise<BudgetQuote> {
      const answer = await action(accountId, { action: "C1RC" });
      return {
        amount: answer.totalNewBudgetAmount ?? "0.00",
        basis: (answer.basis ?? "ACCOUNT").toLowerCase() as BudgetQuote["basis"],
      };
    },
    saveBudget: async (accountId, reviewThresholdPercent) =>
      budgetOf(
        await action(accountId, {
          action: "C1SV",
          budgetPlan: { budgetPlan: BUDGET_PLAN },
          reviewTolerancePercent: reviewThresholdPercent,
        }),
      ),
    cancelBudget: async (accountId) => budgetOf(await action(accountId, { action: "C1CN" })),
    budgetBills: async (accountId, scope) => readBudgetBills(call, accountId, await budget(accountId), scope),
  };
}
