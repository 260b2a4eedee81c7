/**
 * The preferred due date in the console's next billing events (decision 047): while the first bill
 * under a new due day is still to come, the day it is cut says so, with the due date it brings.
 */
import type { Account } from "@paygpa/fixtures";
import type { IsoDate } from "@paygpa/simulator-kit";
import { latestBill } from "../cycle/bill-day";
import type { BillingCycle } from "../cycle/billing-cycle";
import type { CycleEvent } from "../cycle/cycle-records";
import type { LoadedWorld } from "../loaded-world";
import { firstWindow } from "./due-day-cycles";

const ordinal = (day: number) => {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${{ 1: "st", 2: "nd", 3: "rd" }[day % 10] ?? "th"}`;
};

export function dueDayChangeEvents(
  cycle: BillingCycle,
  loaded: LoadedWorld,
  account: Account,
  from: IsoDate,
): Omit<CycleEvent, "programme">[] {
  const change = cycle.billCycles.of(account.AccountID);
  if (!change) return [];
  const latest = latestBill(loaded.billsByAccount.get(account.AccountID) ?? []);
  if (latest && latest.billDate > change.changedOn) return [];
  const first = firstWindow(change.dueDay, change.changedOn, latest?.billDate);
  if (first.billDate <= from) return [];
  return [
    {
      date: first.billDate,
      AccountID: account.AccountID,
      kind: "due-day-change",
      description: `The due date changed on ${change.changedOn} takes effect: this bill is the first due on the ${ordinal(change.dueDay)} (${first.dueDate})`,
    },
  ];
}
