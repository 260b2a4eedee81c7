/**
 * Budgets over Oracle's C1-Budget services (Get Budget and Action Budget — recommend `C1RC`, save
 * `C1SV`, cancel `C1CN`; the pages are cited in ccb-simulator/src/contract/oracle/financials.ts) and
 * the budget lines of Search Bills (C1-Bill): budget billing (decision 043) as CCB keeps it. CCB's
 * names stay here; the port answers `Budget` in domain words.
 */
import * as v from "valibot";
import type { Budget, BudgetBilling, BudgetBillLine, BudgetQuote } from "./billing-port";
import type { CcbCall } from "./ccb-caller";
import { CCB_PATHS } from "./ccb-paths";
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

const CcbBills = v.object({
  result: v.array(
    v.object({
      billID: v.string(),
      billDate: v.string(),
      dueDate: v.string(),
      budgetBilling: v.optional(
        v.object({
          budgetAmount: v.number(),
          actualCharges: v.number(),
          billedAmount: v.number(),
          trueUpDebit: v.number(),
          creditApplied: v.number(),
          billOfYear: v.number(),
        }),
      ),
    }),
  ),
});

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

const money = (amount: number) => amount.toFixed(2);

export function oracleBudgets(call: CcbCall): BudgetBilling {
  const action = (accountId: string, body: Record<string, unknown>) =>
    call(
      { method: "PATCH", path: ORACLE_PATHS.budgetLifecycle(accountId), body: { accountId, ...body } },
      CcbBudget,
    );
  return {
    budget: async (accountId) =>
      budgetOf(await call({ method: "GET", path: ORACLE_PATHS.budget(accountId) }, CcbBudget)),
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
    async budgetBills(accountId): Promise<BudgetBillLine[]> {
      const answer = await call(
        { method: "POST", path: CCB_PATHS.billSearch, body: { accountId } },
        CcbBills,
      );
      return answer.result.flatMap((bill) =>
        bill.budgetBilling
          ? [
              {
                billId: bill.billID,
                billDate: bill.billDate,
                dueDate: bill.dueDate,
                budgetAmount: money(bill.budgetBilling.budgetAmount),
                actualCharges: money(bill.budgetBilling.actualCharges),
                billedAmount: money(bill.budgetBilling.billedAmount),
                trueUpDebit: money(bill.budgetBilling.trueUpDebit),
                creditApplied: money(bill.budgetBilling.creditApplied),
                billOfYear: bill.budgetBilling.billOfYear,
              },
            ]
          : [],
      );
    },
  };
}
