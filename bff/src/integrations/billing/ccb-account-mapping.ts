/**
 * From billing's wire answers to the port's domain answers, for an account's standing and the
 * product's writes (`billing-domain.ts`, `billing-domain-writes.ts`): the one place the CM field
 * names of the financial summary, prepaid usage and the write answers are read. When
 * the adapter moves to Oracle's base services, these functions change and no feature does.
 */
import type * as v from "valibot";
import type { BillingStatusAnswer, PrepaidUsage } from "./billing-dashboard-answers";
import type { DailyUsage } from "./billing-domain";
import type { BillingChange } from "./billing-domain-writes";

export const dailyUsageOf = (usage: v.InferOutput<typeof PrepaidUsage>): DailyUsage[] =>
  usage.result.map(({ date, kwh, charge }) => ({ date, kwh, charge }));

/** CCB's status answer to a profile or password write: 'True' = done, with billing's description. */
export const billingChangeOf = (answer: v.InferOutput<typeof BillingStatusAnswer>): BillingChange => ({
  changed: answer.result.status === "True",
  message: answer.result.description,
});
