/**
 * Each postpaid account's bill day: the day of the month its bill cycle cuts a bill (CCB user guide,
 * "Bill Cycle": an account's bill cycle says when its bills are produced; each cut makes one bill with
 * a bill segment per billable service agreement). The fixtures bill every account once a month on the
 * day of its latest bill; an account without bills takes the day it was set up (days 29 to 31 become
 * 28, so every month has it) — deterministic, as the world is.
 */
import type { Account, Bill } from "@paygpa/fixtures";
import type { IsoDate } from "@paygpa/simulator-kit";

/** The day of the month (1–31) of a calendar date. */
export const dayOfMonth = (date: IsoDate): number => Number(date.slice(8, 10));

function lastDayOfMonth(date: IsoDate): number {
  const [year, month] = date.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The latest bill by bill date, if any. */
export function latestBill(bills: readonly Bill[]): Bill | undefined {
  return bills.reduce<Bill | undefined>(
    (latest, bill) => (!latest || bill.billDate > latest.billDate ? bill : latest),
    undefined,
  );
}

/** The account's bill day: its latest bill's day of the month, else its set-up day (at most 28). */
export function billDayOf(account: Account, bills: readonly Bill[]): number {
  const latest = latestBill(bills);
  return latest ? dayOfMonth(latest.billDate) : Math.min(dayOfMonth(account.setUpDate), 28);
}

/** Whether `date` is the bill day `billDay` (a 31 falls on the last day of a shorter month). */
export function isBillDay(date: IsoDate, billDay: number): boolean {
  return dayOfMonth(date) === Math.min(billDay, lastDayOfMonth(date));
}
