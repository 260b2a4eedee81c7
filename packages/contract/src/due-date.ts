/**
 * The preferred due date (decision 047): the customer picks the day of the month their bills are
 * due, within the days staff allow (1–28 until set), once every 12 months; billing moves the account
 * to that day's bill cycle and the next bill is the first due on it. A clerk can change it for a
 * phoning customer (audited); staff set the allowed days in System Maintenance.
 */
import * as v from "valibot";
import { AccountId } from "./common";
import { CsvStream } from "./reports";
import { BILLING_ERRORS } from "./route-errors";
import type { RouteEntry } from "./route-entry";

/** The days allowed until staff set them; every month has them. */
export const DUE_DATE_DEFAULTS = { firstDay: 1, lastDay: 28 } as const;
export const DUE_DAY_RANGE = { min: 1, max: 28 } as const;
/** The due day can be changed once every this many months. */
export const DUE_DATE_EVERY_MONTHS = 12;

/** 1st, 2nd, 3rd, 4th … 28th. */
export function dayOrdinal(day: number): string {
  if (day >= 11 && day <= 13) return `${day}th`;
  const suffix = { 1: "st", 2: "nd", 3: "rd" }[day % 10] ?? "th";
  return `${day}${suffix}`;
}

export const dueDateMessages = {
  title: "Due date",
  linkLabel: "Change due date",
  intro:
    "Choose the day of the month your bills are due, to fit your paycheck. The change starts with your next bill.",
  current: (day: number) => `Your bills are due on the ${dayOrdinal(day)} of the month.`,
  currentFromBill: (date: string) => `Your latest bill is due on ${date}.`,
  dayLabel: "New due day",
  preview: (billDate: string, dueDate: string, day: number) =>
    `Your next bill, issued on ${billDate}, will be the first due on the ${dayOrdinal(day)}: it is due on ${dueDate}. Every bill after it is due on the ${dayOrdinal(day)}.`,
  submit: "Change my due date",
  confirmed: (dueDate: string, day: number) =>
    `Your due date is changed to the ${dayOrdinal(day)}. Your next bill is due on ${dueDate}.`,
  prepaid: "A due date is for billed accounts; prepaid accounts have no bill to move.",
  tooSoon: (months: number, date: string) =>
    `The due date can be changed once every ${months} months. This account can change it again from ${date}.`,
  dayOutOfRange: (first: number, last: number) =>
    `Choose a day from the ${dayOrdinal(first)} to the ${dayOrdinal(last)}.`,
  sameDay: (day: number) => `Your bills are already due on the ${dayOrdinal(day)}.`,
  changedNote: (day: number, dueDate: string) =>
    `Due day changed to the ${dayOrdinal(day)}: the first bill due on it is due on ${dueDate}.`,
  settingsInvalid: "Enter whole days from 1 to 28, the first no later than the last.",
} as const;

export const DueDateAccountRequest = v.object({ accountId: AccountId });
export type DueDateAccountRequest = v.InferInput<typeof DueDateAccountRequest>;

/** The day as a person chose it: a whole number (a query's text is read as one). */
const DueDay = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,2}$/), v.transform(Number))]),
  v.integer(),
);
export const DueDayRequest = v.object({ accountId: AccountId, dueDay: DueDay });
export type DueDayRequest = v.InferInput<typeof DueDayRequest>;

/** When a change takes effect, as billing answers it: the first bill under the new day. */
export const DueDatePreview = v.object({
  accountId: v.string(),
  dueDay: v.number(),
  firstBillDate: v.string(),
  firstDueDate: v.string(),
  /** The sentence the customer reads. */
  sentence: v.string(),
});
export type DueDatePreview = v.InferOutput<typeof DueDatePreview>;

export const DueDateChange = v.object({
  changeId: v.string(),
  accountId: v.string(),
  dueDay: v.number(),
  firstBillDate: v.string(),
  firstDueDate: v.string(),
  requestedBy: v.string(),
  requestedOn: v.string(),
  note: v.string(),
});
export type DueDateChange = v.InferOutput<typeof DueDateChange>;

/** GET: the account's due day now, whether it may change and why not, the days allowed. */
export const DueDateStatusResponse = v.object({
  accountId: v.string(),
  /** The day of its due-day bill cycle, null while bills are due a fixed time after each bill. */
  currentDueDay: v.nullable(v.number()),
  latestDueDate: v.nullable(v.string()),
  /** What the customer reads about the day now. */
  currentSentence: v.string(),
  eligible: v.boolean(),
  refusal: v.nullable(v.object({ code: v.string(), message: v.string() })),
  days: v.object({ firstDay: v.number(), lastDay: v.number() }),
  lastChange: v.nullable(DueDateChange),
});
export type DueDateStatusResponse = v.InferOutput<typeof DueDateStatusResponse>;

export const DueDateSettings = v.object({
  firstDay: v.number(),
  lastDay: v.number(),
  setByStaff: v.boolean(),
});
export type DueDateSettings = v.InferOutput<typeof DueDateSettings>;
export const DueDateSettingsUpdateRequest = v.object({ firstDay: v.number(), lastDay: v.number() });
export type DueDateSettingsUpdateRequest = v.InferInput<typeof DueDateSettingsUpdateRequest>;

export const dueDateReportMessages = {
  title: "Due date changes",
  none: "No due date change matches these filters.",
  dateOrder: "The end date cannot be before the start date.",
  badDate: "Enter the date as YYYY-MM-DD.",
  badBy: "Choose who changed it from the list.",
  by: { customer: "Customer", staff: "Staff" },
} as const;
export const DUE_DATE_CHANGED_BY = ["customer", "staff"] as const;

/** The filters: the day it was changed (from, to, both inclusive), who changed it, the page. */
export const DueDateReportFilters = v.object({
  from: v.optional(v.string(), ""),
  to: v.optional(v.string(), ""),
  by: v.optional(v.string(), ""),
});
export type DueDateReportFilters = v.InferOutput<typeof DueDateReportFilters>;
export const DueDateReportRequest = v.object({
  ...DueDateReportFilters.entries,
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/)), "1"),
});
export const DueDateReportResponse = v.object({
  rows: v.array(DueDateChange),
  page: v.number(),
  pages: v.number(),
  total: v.number(),
});
export type DueDateReportResponse = v.InferOutput<typeof DueDateReportResponse>;

const CHANGE_ERRORS = [...BILLING_ERRORS, "DUE_DATE_REFUSED", "INVALID_DUE_DAY"] as const;

/** The preferred due date's routes (decision 017). */
export const dueDateRoutes = {
  dueDate: {
    method: "GET",
    path: "/api/v1/due-date",
    access: "customer",
    request: DueDateAccountRequest,
    answer: DueDateStatusResponse,
    errors: BILLING_ERRORS,
    summary: "preferred due date (decision 047): the day now, whether it may change, the days allowed",
  },
  dueDatePreview: {
    method: "GET",
    path: "/api/v1/due-date/preview",
    access: "customer",
    request: DueDayRequest,
    answer: DueDatePreview,
    errors: CHANGE_ERRORS,
    summary: "preferred due date (decision 047): when a change to this day would take effect",
  },
  dueDateChange: {
    method: "POST",
    path: "/api/v1/due-date",
    access: "customer",
    request: DueDayRequest,
    answer: DueDateChange,
    errors: CHANGE_ERRORS,
    summary: "preferred due date (decision 047): the customer changes the day",
  },
  phonedInDueDate: {
    method: "GET",
    path: "/api/v1/phoned-in/due-date",
    access: { admin: "phonedIn" },
    request: DueDateAccountRequest,
    answer: DueDateStatusResponse,
    errors: BILLING_ERRORS,
    summary: "preferred due date for a phoning customer: the day now and whether it may change",
  },
  phonedInDueDatePreview: {
    method: "GET",
    path: "/api/v1/phoned-in/due-date/preview",
    access: { admin: "phonedIn" },
    request: DueDayRequest,
    answer: DueDatePreview,
    errors: CHANGE_ERRORS,
    summary: "preferred due date for a phoning customer: when a change would take effect",
  },
  phonedInDueDateChange: {
    method: "POST",
    path: "/api/v1/phoned-in/due-date",
    access: { admin: "phonedIn" },
    request: DueDayRequest,
    answer: DueDateChange,
    errors: CHANGE_ERRORS,
    summary: "preferred due date for a phoning customer: a clerk changes the day (audited)",
  },
  dueDateSettings: {
    method: "GET",
    path: "/api/v1/system-maintenance/due-date",
    access: { admin: "systemMaintenance" },
    answer: DueDateSettings,
    errors: [],
    summary: "preferred due date's allowed days (decision 047)",
  },
  dueDateSettingsUpdate: {
    method: "POST",
    path: "/api/v1/system-maintenance/due-date",
    access: { admin: "systemMaintenance" },
    request: DueDateSettingsUpdateRequest,
    answer: DueDateSettings,
    errors: ["INVALID_DUE_DATE_SETTINGS"],
    summary: "sets the preferred due date's allowed days (decision 047, audited)",
  },
  dueDateReport: {
    method: "GET",
    path: "/api/v1/reports/due-date-changes",
    access: { admin: "reports" },
    request: DueDateReportRequest,
    answer: DueDateReportResponse,
    errors: ["BAD_REQUEST"],
    summary: "back office Reports: due date changes by the day changed and who, a page at a time",
  },
  dueDateReportExport: {
    method: "GET",
    path: "/api/v1/reports/due-date-changes/export",
    access: { admin: "reports" },
    request: DueDateReportFilters,
    answer: CsvStream,
    answerType: "csv",
    errors: ["BAD_REQUEST"],
    summary: "back office Reports: every due date change of the filters, streamed as text/csv",
  },
} as const satisfies Record<string, RouteEntry>;
