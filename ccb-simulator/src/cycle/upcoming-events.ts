/**
 * The next events of the billing cycle for some accounts (the console's "next billing events"): the
 * coming bill days, due dates and the late notices unpaid bills will get, and tomorrow's prepaid
 * usage — predicted from the world as it stands now (a payment before a due date takes its notice away).
 */
import { type Account, DAYS_TO_PAY } from "@paygpa/fixtures";
import { addDays, type IsoDate } from "@paygpa/simulator-kit";
import type { LoadedWorld } from "../loaded-world";
import type { BillingCycle } from "./billing-cycle";
import type { CycleEvent } from "./cycle-records";
import { dailyUsage } from "./usage";
import { budgetEvents } from "../budgets/budget-events";

/** How far ahead a bill day is looked for: every monthly bill day falls within it. */
const LOOK_AHEAD_DAYS = 62;

function nextBill(cycle: BillingCycle, account: Account, from: IsoDate): CycleEvent | null {
  for (let day = addDays(from, 1); day <= addDays(from, LOOK_AHEAD_DAYS); day = addDays(day, 1)) {
    if (!cycle.isBillDayOf(account, day)) continue;
    const instalment = cycle.nextInstalment(account.AccountID);
    return {
      date: day,
      AccountID: account.AccountID,
      kind: "bill",
      description: `A new bill issues (due ${addDays(day, DAYS_TO_PAY)})${
        instalment
          ? `, with instalment ${instalment.number} of ${instalment.of} of the payment arrangement ($${instalment.amount.toFixed(2)})`
          : ""
      }`,
    };
  }
  return null;
}

function dueDates(cycle: BillingCycle, loaded: LoadedWorld, accountId: string, from: IsoDate): CycleEvent[] {
  return (loaded.billsByAccount.get(accountId) ?? [])
    .filter((bill) => bill.dueDate >= from)
    .flatMap((bill) => {
      const unpaid = cycle.unpaidOf(bill);
      const events: CycleEvent[] = [
        {
          date: bill.dueDate,
          AccountID: accountId,
          kind: "due-date",
          description: `The bill of ${bill.billDate} is due${unpaid > 0 ? `: $${unpaid.toFixed(2)} unpaid` : " (paid)"}`,
          amount: unpaid,
        },
      ];
      if (unpaid > 0) {
        events.push({
          date: addDays(bill.dueDate, 1),
          AccountID: accountId,
          kind: "late-notice",
          description: `Unless paid by then, a late payment notice for $${unpaid.toFixed(2)}; it moves to Due Now`,
          amount: unpaid,
        });
      }
      return events;
    });
}

function prepaidUsage(loaded: LoadedWorld, account: Account, from: IsoDate): CycleEvent[] {
  if (account.kind !== "prepaid") return [];
  const usage = dailyUsage(loaded.dailyUsageByAccount.get(account.AccountID) ?? [], from);
  if (!usage) return [];
  return [
    {
      date: addDays(from, 1),
      AccountID: account.AccountID,
      kind: "prepaid-usage",
      description: `About $${usage.charge.toFixed(2)} of today's usage (${usage.kwh} kWh) comes off the prepaid balance`,
      amount: usage.charge,
    },
  ];
}

const KIND_ORDER: Record<CycleEvent["kind"], number> = {
  "prepaid-usage": 0,
  "due-date": 1,
  "late-notice": 2,
  bill: 3,
  "budget-review": 4,
  "budget-true-up": 4,
  "budget-settlement": 4,
};

/** The next `limit` events of these accounts after the last day run, in the order they will run. */
export function upcomingEvents(
  cycle: BillingCycle,
  loaded: LoadedWorld,
  accounts: readonly Account[],
  limit: number,
): CycleEvent[] {
  const from = cycle.ranThrough;
  const events = accounts.flatMap((account) => {
    const bill = nextBill(cycle, account, from);
    return [
      ...prepaidUsage(loaded, account, from),
      ...dueDates(cycle, loaded, account.AccountID, from),
      ...(bill ? [bill] : []),
      ...budgetEvents(cycle, account, from),
    ];
  });
  return events
    .filter((event) => event.date > from || event.kind === "due-date")
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
        a.AccountID.localeCompare(b.AccountID),
    )
    .slice(0, limit);
}
