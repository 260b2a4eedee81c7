/**
 * Oracle's Pay Plan REST endpoints (C1-PayPlan, "Financial Transactions/Pay Plan",
 * `…/framework/2510/restapi/api-financial-transactions-pay-plan.html`): Create Pay Plan
 * (`POST /customer/financials/payPlans/`), Get Pay Plan (`GET …/payPlans/{payPlanId}`) and, on the
 * 4.5.0.0.0 page (`…/framework/4.5.0.0.0/restapi/api-financial-transactions-pay-plan.html`), Update
 * Pay Plan (`PUT …/payPlans/{payPlanId}`), which GPA uses to cancel one. The bodies' names are listed
 * as unverified in `../contract/oracle/financials.ts`.
 */
import type Router from "@koa/router";
import type { Clock } from "@paygpa/simulator-kit";
import { badRequest, CcbError, unknownAccount } from "../errors";
import type { CcbStore } from "../store";
import { type Body, jsonObject, requiredString } from "../validation";
import { EXTENSION_PAY_PLAN_TYPE, type PayPlan, type ScheduledPayment } from "./pay-plans";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Oracle's nesting: references as objects holding their id, the business object's lists as `_data`. */
function payPlanView(plan: PayPlan) {
  return {
    payPlanId: plan.payPlanId,
    account: { accountId: plan.accountId },
    payPlanType: plan.payPlanType,
    status: plan.status,
    startDate: plan.startDate,
    ...(plan.endDate ? { endDate: plan.endDate } : {}),
    scheduledPayments: {
      _data: plan.scheduledPayments.map((payment) => ({
        scheduleDate: payment.scheduleDate,
        scheduleAmount: payment.scheduleAmount.toFixed(2),
      })),
    },
  };
}

function objectField(body: Body, field: string): Body {
  const value = body[field];
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw badRequest(`${field} is required`);
  return value as Body;
}

function scheduledPayments(body: Body): ScheduledPayment[] {
  const list = objectField(body, "scheduledPayments")._data;
  if (!Array.isArray(list) || list.length === 0 || list.length > 12) {
    throw badRequest("scheduledPayments._data must list 1 to 12 scheduled payments");
  }
  return list.map((item) => {
    const payment = jsonObject(item);
    const scheduleDate = requiredString(payment, "scheduleDate");
    if (!ISO_DATE.test(scheduleDate)) throw badRequest("scheduleDate must be YYYY-MM-DD");
    const scheduleAmount = Number(requiredString(payment, "scheduleAmount"));
    if (!Number.isFinite(scheduleAmount) || scheduleAmount <= 0) {
      throw badRequest("scheduleAmount must be an amount above 0");
    }
    return { scheduleDate, scheduleAmount };
  });
}

export function payPlanRoutes(router: Router, store: CcbStore, clock: Clock): void {
  const plans = store.cycle.payPlans;
  const planOf = (payPlanId: string) => {
    const plan = plans.get(payPlanId);
    if (!plan) throw new CcbError(400, "NOT_FOUND", "Pay plan doesn't exist");
    return plan;
  };

  router.post("/customer/financials/payPlans/", (ctx) => {
    const body = jsonObject(ctx.request.body);
    const accountId = requiredString(objectField(body, "account"), "accountId");
    if (!store.account(accountId)) throw unknownAccount();
    const payPlanType = requiredString(body, "payPlanType");
    if (payPlanType !== EXTENSION_PAY_PLAN_TYPE)
      throw badRequest(`payPlanType must be "${EXTENSION_PAY_PLAN_TYPE}"`);
    const payments = scheduledPayments(body);
    const today = clock.today();
    if (payments.some((payment) => payment.scheduleDate < today)) {
      throw badRequest("scheduleDate must not be before today");
    }
    if (plans.activeOf(accountId)) {
      throw new CcbError(400, "PAY_PLAN_ACTIVE", "The account already has an active pay plan");
    }
    ctx.status = 201;
    ctx.body = payPlanView(
      plans.create({ accountId, payPlanType, startDate: today, scheduledPayments: payments }),
    );
  });

  router.get("/customer/financials/payPlans/:payPlanId", (ctx) => {
    ctx.body = payPlanView(planOf(ctx.params.payPlanId as string));
  });

  router.put("/customer/financials/payPlans/:payPlanId", (ctx) => {
    const plan = planOf(ctx.params.payPlanId as string);
    const status = requiredString(jsonObject(ctx.request.body), "status");
    if (status !== "CANCELED") throw badRequest('status can only be changed to "CANCELED"');
    if (plan.status !== "ACTIVE" && plan.status !== "CANCELED") {
      throw new CcbError(400, "PAY_PLAN_ENDED", "The pay plan has already ended");
    }
    plans.cancel(plan, clock.today());
    ctx.body = payPlanView(plan);
  });
}
