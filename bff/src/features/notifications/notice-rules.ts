/**
 * When a notice is due (spec 002 §2 account actions), as pure functions of the account's latest bill and today
 * (the utility's calendar). Each answers the notice's occasion, its natural key, or null: a notice
 * goes once per occasion.
 */
import type { NoticeKind } from "@paygpa/contract";
import { utilityDay } from "../../platform/clock";

/** 'Due soon' is sent from this many days before the due date. */
export const DUE_SOON_DAYS = 3;

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export interface LatestBill {
  billDate: string;
  dueDate: string;
  /** What is owed now. */
  amount: number;
}

/**
 * Bill ready: the latest bill's date has come, and it came after the customer switched the notice on
 * (switching it on does not send a notice for a bill already seen).
 */
export function billReadyOccasion(bill: LatestBill, today: string, switchedOnDate: string): string | null {
  return bill.billDate <= today && bill.billDate >= switchedOnDate ? `bill-${bill.billDate}` : null;
}

/** Due soon: from 3 days before the due date until the due date, while something is owed. */
export function dueSoonOccasion(bill: LatestBill, today: string): string | null {
  if (bill.amount <= 0) return null;
  return today >= addDays(bill.dueDate, -DUE_SOON_DAYS) && today <= bill.dueDate
    ? `due-${bill.dueDate}`
    : null;
}

/** Past due: the day after the due date, while something is owed. */
export function pastDueOccasion(bill: LatestBill, today: string): string | null {
  return bill.amount > 0 && today > bill.dueDate ? `past-${bill.dueDate}` : null;
}

/** The occasion of a notice, for the notices the timed job sends. */
export function noticeOccasion(notice: NoticeKind, bill: LatestBill, today: string, switchedOnDate: string) {
  if (notice === "billReady") return billReadyOccasion(bill, today, switchedOnDate);
  if (notice === "dueSoon") return dueSoonOccasion(bill, today);
  if (notice === "pastDue") return pastDueOccasion(bill, today);
  return null;
}

/**
 * A customer's notice choice and today: its occasion from the account's latest bill (with what is
 * owed now), counted from the Guam day the choice was switched on; null when none is due. The one
 * rule the e-mail and the text notices share.
 */
export function settingOccasion(
  setting: { notice: string; updated_at: string },
  bill: LatestBill,
  today: string,
) {
  return noticeOccasion(setting.notice as NoticeKind, bill, today, utilityDay(new Date(setting.updated_at)));
}
