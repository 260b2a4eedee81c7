/**
 * Pay plans as CCB models them (CCB user guide, "Pay Plan"; Oracle's "Pay Plan REST Endpoints": "a pay
 * plan is an agreement with a customer to make payments on specific dates … independent from the
 * customer's billing dates"). GPA uses one kind, the payment extension (decision 045): one scheduled
 * payment, the amount due, on the promised date. While a plan is active the bills it covers get no
 * late-payment notice (collection is held); the cycle ends it each day (decision 045): kept once the
 * account's payments since its start reach the scheduled amount, broken the day after the date
 * passes unpaid, and the held bill then goes back to normal collection (its late notice).
 */
import { dollarsToCents } from "@paygpa/fixtures";
import type { IsoDate } from "@paygpa/simulator-kit";
import type { LoadedWorld } from "../loaded-world";

/** CCB's pay plan statuses as the simulator answers them (unverified names, see the contract). */
export type PayPlanStatus = "ACTIVE" | "COMPLETED" | "BROKEN" | "CANCELED";

/** The one pay plan type GPA configures: a promise to pay the amount due by a later date. */
export const EXTENSION_PAY_PLAN_TYPE = "EXTENSION";

export interface ScheduledPayment {
  scheduleDate: IsoDate;
  scheduleAmount: number;
}

export interface PayPlan {
  payPlanId: string;
  accountId: string;
  payPlanType: string;
  status: PayPlanStatus;
  startDate: IsoDate;
  /** The day the plan ended (kept, broken or canceled). */
  endDate: IsoDate | null;
  scheduledPayments: ScheduledPayment[];
}

/** The account's payments (PS transactions) from `from` on, in cents. */
function paidSinceCents(loaded: LoadedWorld, accountId: string, from: IsoDate): number {
  return (loaded.transactionsByAccount.get(accountId) ?? [])
    .filter((ft) => ft.FinancialTransactionType === "PS" && ft.ArrearsDate >= from)
    .reduce((sum, ft) => sum - dollarsToCents(ft.TotalAmount), 0);
}

export class PayPlans {
  private readonly plans = new Map<string, PayPlan>();
  private count = 0;

  reset(): void {
    this.plans.clear();
    this.count = 0;
  }

  create(input: Omit<PayPlan, "payPlanId" | "status" | "endDate">): PayPlan {
    this.count += 1;
    const plan: PayPlan = {
      ...input,
      payPlanId: String(945_000_000_000 + this.count),
      status: "ACTIVE",
      endDate: null,
    };
    this.plans.set(plan.payPlanId, plan);
    return plan;
  }

  get(payPlanId: string): PayPlan | undefined {
    return this.plans.get(payPlanId);
  }

  /** The account's active pay plan, if any. */
  activeOf(accountId: string): PayPlan | undefined {
    return [...this.plans.values()].find((plan) => plan.accountId === accountId && plan.status === "ACTIVE");
  }

  /** Whether collection of the account is held by an active pay plan (no late notice). */
  holdsCollection(accountId: string): boolean {
    return this.activeOf(accountId) !== undefined;
  }

  cancel(plan: PayPlan, today: IsoDate): void {
    if (plan.status !== "ACTIVE") return;
    plan.status = "CANCELED";
    plan.endDate = today;
  }

  /**
   * The day's end of pay plans: kept when paid, broken when the last scheduled date has passed
   * unpaid. Answers the plans broken today, so the cycle sends the notices they held back.
   */
  runDay(loaded: LoadedWorld, day: IsoDate, only?: ReadonlySet<string>): PayPlan[] {
    const broken: PayPlan[] = [];
    for (const plan of this.plans.values()) {
      if (plan.status !== "ACTIVE" || (only && !only.has(plan.accountId))) continue;
      const dueCents = plan.scheduledPayments.reduce((sum, p) => sum + dollarsToCents(p.scheduleAmount), 0);
      const lastDate =
        plan.scheduledPayments
          .map((p) => p.scheduleDate)
          .sort()
          .at(-1) ?? plan.startDate;
      if (paidSinceCents(loaded, plan.accountId, plan.startDate) >= dueCents) {
        plan.status = "COMPLETED";
        plan.endDate = day;
      } else if (day > lastDate) {
        plan.status = "BROKEN";
        plan.endDate = day;
        broken.push(plan);
      }
    }
    return broken;
  }
}
