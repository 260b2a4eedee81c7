/**
 * Billing's own next events (decision 029): the coming bill day, the due dates and the late notices
 * unpaid bills will get, and tomorrow's prepaid usage. A late notice that an active payment
 * extension holds back is not predicted here: the extension's events say when it would go out.
 */
import { type Account, DAYS_TO_PAY } from "@paygpa/fixtures";
import { addDays } from "@paygpa/simulator-kit";
import { dailyUsage } from "../usage";
import type { EventContext, ProgrammeEvent, ProgrammeEventSource } from "./event-source";
import { breakDayOf } from "./extension-events";
import { nextBillDay } from "./next-bill-day";

function nextBill(at: EventContext, account: Account): ProgrammeEvent[] {
  const day = nextBillDay(at, account);
  if (!day) return [];
  return [
    {
      date: day,
      AccountID: account.AccountID,
      kind: "bill",
      description: `A new bill issues (due ${addDays(day, DAYS_TO_PAY)})`,
    },
  ];
}

function dueDates({ cycle, loaded, from }: EventContext, accountId: string): ProgrammeEvent[] {
  const plan = cycle.payPlans.activeOf(accountId);
  const heldUntil = plan ? breakDayOf(plan) : null;
  return (loaded.billsByAccount.get(accountId) ?? [])
    .filter((bill) => bill.dueDate >= from)
    .flatMap((bill) => {
      const unpaid = cycle.unpaidOf(bill);
      const events: ProgrammeEvent[] = [
        {
          date: bill.dueDate,
          AccountID: accountId,
          kind: "due-date",
          description: `The bill of ${bill.billDate} is due${unpaid > 0 ? `: $${unpaid.toFixed(2)} unpaid` : " (paid)"}`,
          amount: unpaid,
        },
      ];
      const noticeDay = addDays(bill.dueDate, 1);
      if (unpaid > 0 && !(heldUntil && noticeDay < heldUntil)) {
        events.push({
          date: noticeDay,
          AccountID: accountId,
          kind: "late-notice",
          description: `Unless paid by then, a late payment notice for $${unpaid.toFixed(2)}; it moves to Due Now`,
          amount: unpaid,
        });
      }
      return events;
    });
}

function prepaidUsage({ loaded, from }: EventContext, account: Account): ProgrammeEvent[] {
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

export const billingEvents: ProgrammeEventSource = {
  programme: "billing",
  kinds: ["prepaid-usage", "due-date", "late-notice", "bill"],
  next: (at, account) => [
    ...prepaidUsage(at, account),
    ...dueDates(at, account.AccountID),
    ...nextBill(at, account),
  ],
};
