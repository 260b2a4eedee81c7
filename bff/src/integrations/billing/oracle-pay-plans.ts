/**
 * Pay plans over Oracle's C1-PayPlan services (Create, Get and Update Pay Plan; the pages are cited
 * in ccb-simulator/src/contract/oracle/financials.ts): the payment extension's promise (decision
 * 045) as CCB keeps it. CCB's names stay here; the port answers `PayPlan` in domain words.
 */
import * as v from "valibot";
import type { PayPlan, PayPlanBilling } from "./billing-port";
import type { CcbCall } from "./ccb-caller";
import { ORACLE_PATHS } from "./oracle-paths";

/** GPA's pay plan type for a payment extension. */
const EXTENSION_PAY_PLAN_TYPE = "EXTENSION";

const CcbPayPlan = v.object({
  payPlanId: v.string(),
  account: v.object({ accountId: v.string() }),
  payPlanType: v.string(),
  status: v.picklist(["ACTIVE", "COMPLETED", "BROKEN", "CANCELED"]),
  startDate: v.string(),
  endDate: v.optional(v.string()),
  scheduledPayments: v.object({
    _data: v.array(v.object({ scheduleDate: v.string(), scheduleAmount: v.string() })),
  }),
});
type CcbPayPlan = v.InferOutput<typeof CcbPayPlan>;

const STATUS: Record<CcbPayPlan["status"], PayPlan["status"]> = {
  ACTIVE: "active",
  COMPLETED: "kept",
  BROKEN: "broken",
  CANCELED: "cancelled",
};

function payPlanOf(answer: CcbPayPlan): PayPlan {
  const [scheduled] = answer.scheduledPayments._data;
  return {
    payPlanId: answer.payPlanId,
    accountId: answer.account.accountId,
    status: STATUS[answer.status],
    startDate: answer.startDate,
    endDate: answer.endDate ?? null,
    promiseDate: scheduled?.scheduleDate ?? answer.startDate,
    amount: scheduled?.scheduleAmount ?? "0.00",
  };
}

export function oraclePayPlans(call: CcbCall): PayPlanBilling {
  return {
    async createPayPlan({ accountId, promiseDate, amount }) {
      const answer = await call(
        {
          method: "POST",
          path: ORACLE_PATHS.payPlans,
          body: {
            account: { accountId },
            payPlanType: EXTENSION_PAY_PLAN_TYPE,
            scheduledPayments: { _data: [{ scheduleDate: promiseDate, scheduleAmount: amount }] },
          },
        },
        CcbPayPlan,
      );
      return payPlanOf(answer);
    },
    payPlan: async (payPlanId) =>
      payPlanOf(await call({ method: "GET", path: ORACLE_PATHS.payPlan(payPlanId) }, CcbPayPlan)),
    cancelPayPlan: async (payPlanId) =>
      payPlanOf(
        await call(
          { method: "PUT", path: ORACLE_PATHS.payPlan(payPlanId), body: { status: "CANCELED" } },
          CcbPayPlan,
        ),
      ),
  };
}
