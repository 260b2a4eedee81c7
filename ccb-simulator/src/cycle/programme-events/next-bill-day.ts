/** The account's next bill day after the last day run, if it has one in the coming two months. */
import type { Account } from "@paygpa/fixtures";
import { addDays, type IsoDate } from "@paygpa/simulator-kit";
import type { EventContext } from "./event-source";

/** How far ahead a bill day is looked for: every monthly bill day falls within it. */
const LOOK_AHEAD_DAYS = 62;

export function nextBillDay({ cycle, from }: EventContext, account: Account): IsoDate | null {
  for (let day = addDays(from, 1); day <= addDays(from, LOOK_AHEAD_DAYS); day = addDays(day, 1)) {
    if (cycle.isBillDayOf(account, day)) return day;
  }
  return null;
}
