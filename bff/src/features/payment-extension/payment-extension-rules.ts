/**
 * The payment extension's rules (decision 045) as pure functions: who may ask, the dates
 * allowed, and the account row following the promise. Every refusal carries the message saying why.
 */
import { type AccountSummaryLine, extensionMessages } from "@paygpa/contract";

/** YYYY-MM-DD plus `days` (calendar days, no time zone involved). */
export const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** YYYY-MM-DD plus `months`, the day kept or, past the month's end, its last day. */
export function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, last));
  return first.toISOString().slice(0, 10);
}

/** MM/DD/YYYY, as the dashboard shows dates (spec 002 §3). */
export const shownDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

export interface ExtensionSettingsInForce {
  /** N: the promised date is at most this many days after the bill's due date. */
  maxDaysAfterDue: number;
  /** M: an account may have one extension every this many months. */
  everyMonths: number;
}

/** What the rules read of the account. */
export interface ExtensionAccount {
  kind: "postpaid" | "prepaid";
  cashOnly: boolean;
  /** The latest bill's due date, null without a bill. */
  billDueDate: string | null;
  /** What is owed now (the current balance), in dollars. */
  amountDue: number;
  /** A payment arrangement is running on the account (its PA service agreement active). */
  arrangementActive: boolean;
  /** The account's active extension's promised date, if one is active. */
  activePromiseDate: string | null;
  /** The day the account's latest extension was asked for, any status but cancelled. */
  lastRequestedOn: string | null;
}

export type ExtensionRefusalCode =
  | "PREPAID"
  | "CASH_ONLY"
  | "NO_BILL_DUE"
  | "ALREADY_ACTIVE"
  | "ARRANGEMENT_ACTIVE"
  | "TOO_SOON"
  | "WINDOW_PASSED";

export interface ExtensionRefusal {
  code: ExtensionRefusalCode;
  message: string;
}

/** The dates a promise may take: from tomorrow (or the day after the due date) to N days after it. */
export function allowedPromiseDates(
  billDueDate: string,
  today: string,
  settings: ExtensionSettingsInForce,
): { from: string; to: string } {
  const tomorrow = addDays(today, 1);
  const afterDue = addDays(billDueDate, 1);
  return {
    from: afterDue > tomorrow ? afterDue : tomorrow,
    to: addDays(billDueDate, settings.maxDaysAfterDue),
  };
}

/**
 * Why the account may not ask for an extension today, or null when it may (decision 045): a bill due or
 * past due with an amount above 0; no extension already active; no payment arrangement running;
 * once per M months; a date still left in the window.
 */
export function extensionRefusal(
  account: ExtensionAccount,
  today: string,
  settings: ExtensionSettingsInForce,
): ExtensionRefusal | null {
  if (account.kind === "prepaid") return { code: "PREPAID", message: extensionMessages.prepaid };
  if (account.cashOnly) return { code: "CASH_ONLY", message: extensionMessages.cashOnly };
  if (account.activePromiseDate) {
    return {
      code: "ALREADY_ACTIVE",
      message: extensionMessages.alreadyActive(shownDate(account.activePromiseDate)),
    };
  }
  if (account.billDueDate === null || account.amountDue <= 0) {
    return { code: "NO_BILL_DUE", message: extensionMessages.noBillDue };
  }
  if (account.arrangementActive) {
    return { code: "ARRANGEMENT_ACTIVE", message: extensionMessages.arrangementActive };
  }
  if (account.lastRequestedOn) {
    const again = addMonths(account.lastRequestedOn, settings.everyMonths);
    if (today < again) {
      return { code: "TOO_SOON", message: extensionMessages.tooSoon(settings.everyMonths, shownDate(again)) };
    }
  }
  const range = allowedPromiseDates(account.billDueDate, today, settings);
  if (range.from > range.to) {
    return { code: "WINDOW_PASSED", message: extensionMessages.windowPassed(shownDate(range.to)) };
  }
  return null;
}

/** Why a chosen date is not allowed, or null when it is within the range. */
export function promiseDateRefusal(promiseDate: string, range: { from: string; to: string }): string | null {
  if (promiseDate < range.from || promiseDate > range.to) {
    return extensionMessages.dateOutOfRange(shownDate(range.from), shownDate(range.to));
  }
  return null;
}

/** What the customer reads about an extension, by its status. */
export function extensionNote(extension: { status: string; promiseDate: string }): string {
  const date = shownDate(extension.promiseDate);
  if (extension.status === "active") return extensionMessages.activeNote(date);
  if (extension.status === "kept") return extensionMessages.keptNote;
  if (extension.status === "broken") return extensionMessages.brokenNote(date);
  return extensionMessages.cancelledNote;
}

/**
 * The dashboard's row while a promise stands (decision 045): the due date shown is the promised one, not
 * "Due Now", and red only from that date on (spec 002 §4's rule, the promised date for the due date);
 * the note says why. A broken, kept or
 * cancelled extension leaves billing's row as it is, with its note.
 */
export function lineFollowingPromise(
  line: AccountSummaryLine,
  extension: { status: string; promiseDate: string } | null,
  today: string,
): AccountSummaryLine {
  if (!extension) return line;
  const note = extensionNote(extension);
  if (extension.status !== "active") return { ...line, extensionNote: note };
  const red = extension.promiseDate <= today;
  return {
    ...line,
    dueDate: shownDate(extension.promiseDate),
    isDueNow: false,
    isDueDateRed: red,
    showDueDateRed: red && line.amount > 0,
    extensionNote: note,
  };
}
