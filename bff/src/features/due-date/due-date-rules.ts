/**
 * The preferred due date's rules (decision 047) as pure functions: who may change the day, the
 * days allowed, how often, and the sentences the customer reads. Each refusal says why.
 */
import { DUE_DATE_EVERY_MONTHS, dueDateMessages } from "@paygpa/contract";
import { addMonths, shownDate } from "../payment-extension";

/** The days staff allow (1–28 until set). */
export interface DueDaySettingsInForce {
  firstDay: number;
  lastDay: number;
}

/** What the rules read of the account. */
export interface DueDateAccount {
  kind: "postpaid" | "prepaid";
  /** The day of its due-day bill cycle; null while its bills are due a fixed time after each bill. */
  currentDueDay: number | null;
  /** The utility day of the account's latest change of due day, if any. */
  lastChangedOn: string | null;
}

export type DueDateRefusalCode = "PREPAID" | "TOO_SOON";
export interface DueDateRefusal {
  code: DueDateRefusalCode;
  message: string;
}

/** The day the account may change its due day again: 12 months after the last change. */
export const nextChangeFrom = (lastChangedOn: string) => addMonths(lastChangedOn, DUE_DATE_EVERY_MONTHS);

/** Why the account may not change its due day today, or null when it may: postpaid, once every 12 months. */
export function dueDateRefusal(account: DueDateAccount, today: string): DueDateRefusal | null {
  if (account.kind === "prepaid") return { code: "PREPAID", message: dueDateMessages.prepaid };
  if (account.lastChangedOn) {
    const again = nextChangeFrom(account.lastChangedOn);
    if (today < again) {
      return { code: "TOO_SOON", message: dueDateMessages.tooSoon(DUE_DATE_EVERY_MONTHS, shownDate(again)) };
    }
  }
  return null;
}

/** Why this day cannot be chosen, or null: a whole day within staff's range, not the day already in force. */
export function dueDayRefusal(
  dueDay: number,
  settings: DueDaySettingsInForce,
  currentDueDay: number | null,
): string | null {
  if (!Number.isInteger(dueDay) || dueDay < settings.firstDay || dueDay > settings.lastDay) {
    return dueDateMessages.dayOutOfRange(settings.firstDay, settings.lastDay);
  }
  if (dueDay === currentDueDay) return dueDateMessages.sameDay(dueDay);
  return null;
}

/** What the customer reads about the day now. */
export function currentSentence(currentDueDay: number | null, latestDueDate: string | null): string {
  const latest = latestDueDate ? dueDateMessages.currentFromBill(shownDate(latestDueDate)) : "";
  if (currentDueDay === null) return latest || dueDateMessages.intro;
  return [dueDateMessages.current(currentDueDay), latest].filter(Boolean).join(" ");
}

/** When a change takes effect, in the customer's words, from billing's first bill under the new day. */
export function previewSentence(dueDay: number, firstBill: { billDate: string; dueDate: string }): string {
  return dueDateMessages.preview(shownDate(firstBill.billDate), shownDate(firstBill.dueDate), dueDay);
}
