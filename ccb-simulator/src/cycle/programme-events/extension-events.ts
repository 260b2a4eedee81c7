/**
 * The payment extension's next events (decision 045): billing's active pay plan of the account —
 * its promised date, with the amount scheduled, and the day after it, when billing breaks the plan
 * unless the account has paid (the late notice it held back goes out then, back to normal collection).
 */
import { centsToDollars, dollarsToCents } from "@paygpa/fixtures";
import { addDays, type IsoDate } from "@paygpa/simulator-kit";
import type { PayPlan } from "../../pay-plans/pay-plans";
import type { ProgrammeEventSource } from "./event-source";

/** The plan's last scheduled date: the promise. */
const promisedDateOf = (plan: PayPlan): IsoDate =>
  plan.scheduledPayments
    .map((payment) => payment.scheduleDate)
    .sort()
    .at(-1) ?? plan.startDate;

/** The day billing's cycle breaks the plan if it is still unpaid (the day after the promise). */
export const breakDayOf = (plan: PayPlan): IsoDate => addDays(promisedDateOf(plan), 1);

export const extensionEvents: ProgrammeEventSource = {
  programme: "extension",
  kinds: ["extension-promise", "extension-break"],
  next: ({ cycle }, account) => {
    const plan = cycle.payPlans.activeOf(account.AccountID);
    if (!plan) return [];
    const amount = centsToDollars(
      plan.scheduledPayments.reduce((sum, payment) => sum + dollarsToCents(payment.scheduleAmount), 0),
    );
    return [
      {
        date: promisedDateOf(plan),
        AccountID: account.AccountID,
        kind: "extension-promise",
        description: `The payment extension's promised date: $${amount.toFixed(2)} to be paid (collection is held until then)`,
        amount,
      },
      {
        date: breakDayOf(plan),
        AccountID: account.AccountID,
        kind: "extension-break",
        description:
          "Unless paid by then, the payment extension breaks: the held late notice goes out and the account is back on normal collection",
        amount,
      },
    ];
  },
};
