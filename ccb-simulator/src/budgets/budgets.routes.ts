/**
 * Oracle's Budget REST endpoints (C1-Budget, "Financial Transactions/Budget"): Get Budget
 * (`GET /customer/financials/budgets/{accountId}`, `…/framework/254/restapi/op-rest-apis-customer-financials-budgets-accountid-get.html`,
 * since 4.5.0.0.0) and Action Budget (`PATCH …/budgets/{accountId}/lifecycle`,
 * `…/framework/45012/restapi/op-https-server-port-spl-rest-apis-customer-financials-budgets-accountid-lifecycle-patch.html`):
 * "actions like recommend, cancel, and save on budget" — `C1RC` Recommend Budget (the quote, saves
 * nothing), `C1SV` Save (enrol), `C1CN` Cancel (leave). Names beyond the pages' are listed as
 * unverified in `../contract/oracle/financials.ts`; no CM service is needed (decision 043).
 */
import type Router from "@koa/router";
import type { ServiceAgreement } from "@paygpa/fixtures";
import type { Clock } from "@paygpa/simulator-kit";
import { badRequest, CcbError, unknownAccount } from "../errors";
import type { CcbStore } from "../store";
import { jsonObject, requiredString } from "../validation";
import { BUDGET_PLAN, type Budget } from "./budgets";

export const BUDGET_ACTIONS = ["C1RC", "C1SV", "C1CN"] as const;

const money = (amount: number) => amount.toFixed(2);

/** Oracle's C1BudgetDeta, with GPA's budget state beside it (unverified names). */
function budgetView(
  accountId: string,
  budget: Budget | undefined,
  recommended?: { amount: number; basis: string },
) {
  const active = budget?.status === "ACTIVE";
  return {
    accountId,
    currency: { currency: "USD" },
    ...(budget ? { budgetPlan: { budgetPlan: budget.budgetPlan }, budgetDate: budget.budgetDate } : {}),
    serviceAgreementsList: {
      _data: budget
        ? [
            {
              serviceAgreement: { serviceAgreementId: budget.SAID },
              budgetAmount: money(active ? budget.budgetAmount : 0),
              ...(recommended ? { newBudgetAmount: money(recommended.amount) } : {}),
            },
          ]
        : [],
    },
    totalBudgetAmount: money(active && budget ? budget.budgetAmount : 0),
    ...(recommended ? { totalNewBudgetAmount: money(recommended.amount), basis: recommended.basis } : {}),
    status: budget ? budget.status : "NONE",
    ...(budget
      ? {
          startDate: budget.startDate,
          ...(budget.endDate ? { endDate: budget.endDate } : {}),
          basis: budget.basis,
          reviewTolerancePercent: budget.reviewTolerancePercent,
          deviation: money(budget.deviationCents / 100),
          settlementDue: budget.settlementDue,
          events: {
            _data: budget.events.map((event) => ({
              date: event.date,
              kind: event.kind,
              budgetAmount: money(event.budgetAmount),
              ...(event.drift !== undefined ? { driftPercent: event.drift } : {}),
              ...(event.difference !== undefined ? { difference: money(event.difference) } : {}),
            })),
          },
        }
      : {}),
  };
}

function tolerance(body: Record<string, unknown>): number {
  const value = body.reviewTolerancePercent;
  if (typeof value !== "number" || !Number.isFinite(value) || value < 1 || value > 100) {
    throw badRequest("reviewTolerancePercent must be a number from 1 to 100");
  }
  return value;
}

export function budgetRoutes(router: Router, store: CcbStore, clock: Clock): void {
  const budgets = store.cycle.budgets;
  const accountOf = (accountId: string) => {
    const account = store.account(accountId);
    if (!account) throw unknownAccount();
    return account;
  };

  router.get("/customer/financials/budgets/:accountId", (ctx) => {
    const account = accountOf(ctx.params.accountId as string);
    ctx.body = budgetView(account.AccountID, budgets.of(account.AccountID));
  });

  router.patch("/customer/financials/budgets/:accountId/lifecycle", (ctx) => {
    const account = accountOf(ctx.params.accountId as string);
    const body = jsonObject(ctx.request.body);
    const action = requiredString(body, "action");
    if (!(BUDGET_ACTIONS as readonly string[]).includes(action)) {
      throw badRequest(`action must be one of ${BUDGET_ACTIONS.join(", ")}`);
    }
    const today = clock.today();
    const current = budgets.of(account.AccountID);
    if (action === "C1CN") {
      if (current?.status !== "ACTIVE") {
        throw new CcbError(400, "BUDGET_NOT_ACTIVE", "The account has no active budget");
      }
      budgets.cancel(current, today);
      ctx.body = budgetView(account.AccountID, current);
      return;
    }
    const electric: ServiceAgreement | undefined = store.cycle.electricOf(account.AccountID);
    if (account.kind !== "postpaid" || !electric) {
      throw new CcbError(400, "BUDGET_NOT_ALLOWED", "Budgets are for postpaid electric service only");
    }
    if (current?.status === "ACTIVE") {
      throw new CcbError(400, "BUDGET_ACTIVE", "The account already has an active budget");
    }
    if (action === "C1RC") {
      ctx.body = budgetView(account.AccountID, current, store.cycle.recommendBudget(account, today));
      return;
    }
    const plan = body.budgetPlan;
    if (plan !== undefined && (plan as { budgetPlan?: unknown } | null)?.budgetPlan !== BUDGET_PLAN) {
      throw badRequest(`budgetPlan.budgetPlan must be "${BUDGET_PLAN}"`);
    }
    const saved = store.cycle.saveBudget(account, electric, today, tolerance(body));
    ctx.body = budgetView(account.AccountID, saved);
  });
}
