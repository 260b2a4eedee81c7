/**
 * The payment extension (decision 045): a promise to pay the amount due by a later date,
 * from the dashboard for a due or past-due bill, or granted by a clerk for a phoning customer.
 * Spec 002's "Request Extension" names the payment arrangement's checkbox; this product calls its
 * own tool "Ask for more time" so the two never read alike. Staff set N (the latest date, in days
 * after the due date) and M (once per M months) in System Maintenance.
 */
import * as v from "valibot";
import { AccountId } from "./common";
import { CsvStream } from "./reports";
import { BILLING_ERRORS } from "./route-errors";
import type { RouteEntry } from "./route-entry";

/** The defaults until staff set them: 14 days after the due date, once every 6 months. */
export const EXTENSION_DEFAULTS = { maxDaysAfterDue: 14, everyMonths: 6 } as const;
export const EXTENSION_MAX_DAYS_RANGE = { min: 1, max: 30 } as const;
export const EXTENSION_EVERY_MONTHS_RANGE = { min: 1, max: 24 } as const;
/** The reminder goes this many days before the promised date. */
export const EXTENSION_REMINDER_DAYS = 2;

export const extensionMessages = {
  title: "Ask for more time",
  intro:
    "Need a little longer to pay this bill? Choose the date you will pay by. Collection waits until then.",
  dateLabel: "I will pay by",
  submit: "Ask for more time",
  confirmed: (date: string) => `Your payment extension is set: pay by ${date}.`,
  activeNote: (date: string) => `Payment extension: pay by ${date}.`,
  keptNote: "Your payment extension was kept. Thank you.",
  brokenNote: (date: string) =>
    `Your payment extension ended: the bill was not paid by ${date}. The account is back on the normal collection path.`,
  cancelledNote: "Your payment extension was cancelled.",
  prepaid: "A payment extension is for billed accounts; prepaid accounts have no due date to move.",
  cashOnly: "This account pays in person only. Call us to talk about more time.",
  noBillDue: "There is no bill due on this account, so there is nothing to give more time for.",
  alreadyActive: (date: string) => `This account already has a payment extension: pay by ${date}.`,
  arrangementActive:
    "A payment extension cannot be added while a payment arrangement is active on this account.",
  tooSoon: (months: number, date: string) =>
    `A payment extension can be given once every ${months} months. This account can ask again from ${date}.`,
  windowPassed: (date: string) =>
    `The latest date an extension could reach (${date}) has passed. Please pay the bill, or call us.`,
  dateOutOfRange: (from: string, to: string) => `Choose a date from ${from} to ${to}.`,
  notActive: "This account has no active payment extension to cancel.",
  settingsInvalid: "Enter whole numbers: 1 to 30 days, and 1 to 24 months.",
} as const;

const IsoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the date as YYYY-MM-DD."));

export const ExtensionAccountRequest = v.object({ accountId: AccountId });
export type ExtensionAccountRequest = v.InferInput<typeof ExtensionAccountRequest>;

export const ExtensionRequest = v.object({ accountId: AccountId, promiseDate: IsoDate });
export type ExtensionRequest = v.InferInput<typeof ExtensionRequest>;

export const PaymentExtension = v.object({
  extensionId: v.string(),
  accountId: v.string(),
  status: v.picklist(["active", "kept", "broken", "cancelled"]),
  billDueDate: v.string(),
  promiseDate: v.string(),
  amount: v.string(),
  requestedBy: v.string(),
  requestedOn: v.string(),
  endedOn: v.nullable(v.string()),
  /** What the customer reads about it (the account row's note). */
  note: v.string(),
});
export type PaymentExtension = v.InferOutput<typeof PaymentExtension>;

/** GET: whether the account may ask, why not, the dates allowed, and its latest extension. */
export const ExtensionStatusResponse = v.object({
  accountId: v.string(),
  eligible: v.boolean(),
  refusal: v.nullable(v.object({ code: v.string(), message: v.string() })),
  range: v.nullable(v.object({ from: v.string(), to: v.string() })),
  billDueDate: v.nullable(v.string()),
  amountDue: v.string(),
  extension: v.nullable(PaymentExtension),
});
export type ExtensionStatusResponse = v.InferOutput<typeof ExtensionStatusResponse>;

export const ExtensionSettings = v.object({
  maxDaysAfterDue: v.number(),
  everyMonths: v.number(),
  setByStaff: v.boolean(),
});
export type ExtensionSettings = v.InferOutput<typeof ExtensionSettings>;
export const ExtensionSettingsUpdateRequest = v.object({
  maxDaysAfterDue: v.number(),
  everyMonths: v.number(),
});
export type ExtensionSettingsUpdateRequest = v.InferInput<typeof ExtensionSettingsUpdateRequest>;

/** The back office's report of extensions (decision 045): the states a filter may ask for. */
export const EXTENSION_STATES = ["active", "kept", "broken", "cancelled"] as const;
export const extensionReportMessages = {
  title: "Payment extensions",
  none: "No payment extension matches these filters.",
  dateOrder: "The end date cannot be before the start date.",
  badDate: "Enter the date as YYYY-MM-DD.",
  badState: "Choose a state from the list.",
  states: { active: "Active", kept: "Kept", broken: "Broken", cancelled: "Cancelled" },
} as const;

/** The filters: the day it was granted (from, to, both inclusive), the state, the page. */
export const ExtensionReportFilters = v.object({
  from: v.optional(v.string(), ""),
  to: v.optional(v.string(), ""),
  state: v.optional(v.string(), ""),
});
export type ExtensionReportFilters = v.InferOutput<typeof ExtensionReportFilters>;
export const ExtensionReportRequest = v.object({
  ...ExtensionReportFilters.entries,
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/)), "1"),
});
export const ExtensionReportResponse = v.object({
  rows: v.array(PaymentExtension),
  page: v.number(),
  pages: v.number(),
  total: v.number(),
});
export type ExtensionReportResponse = v.InferOutput<typeof ExtensionReportResponse>;

const EXTENSION_ERRORS = [...BILLING_ERRORS, "EXTENSION_REFUSED", "INVALID_EXTENSION_DATE"] as const;

/** The payment extension's routes (decision 017). */
export const paymentExtensionRoutes = {
  paymentExtension: {
    method: "GET",
    path: "/api/v1/payment-extension",
    access: "customer",
    request: ExtensionAccountRequest,
    answer: ExtensionStatusResponse,
    errors: BILLING_ERRORS,
    summary: "payment extension (decision 045): eligibility, the allowed dates and the latest extension",
  },
  paymentExtensionRequest: {
    method: "POST",
    path: "/api/v1/payment-extension",
    access: "customer",
    request: ExtensionRequest,
    answer: PaymentExtension,
    errors: EXTENSION_ERRORS,
    summary: "payment extension (decision 045): the customer asks for more time",
  },
  phonedInExtension: {
    method: "GET",
    path: "/api/v1/phoned-in/payment-extension",
    access: { admin: "phonedIn" },
    request: ExtensionAccountRequest,
    answer: ExtensionStatusResponse,
    errors: BILLING_ERRORS,
    summary: "payment extension for a phoning customer: eligibility and the latest extension",
  },
  phonedInExtensionGrant: {
    method: "POST",
    path: "/api/v1/phoned-in/payment-extension",
    access: { admin: "phonedIn" },
    request: ExtensionRequest,
    answer: PaymentExtension,
    errors: EXTENSION_ERRORS,
    summary: "payment extension for a phoning customer: a clerk grants one (audited)",
  },
  phonedInExtensionCancel: {
    method: "POST",
    path: "/api/v1/phoned-in/payment-extension/cancel",
    access: { admin: "phonedIn" },
    request: ExtensionAccountRequest,
    answer: PaymentExtension,
    errors: [...BILLING_ERRORS, "EXTENSION_REFUSED"],
    summary: "payment extension for a phoning customer: a clerk cancels the active one (audited)",
  },
  extensionSettings: {
    method: "GET",
    path: "/api/v1/system-maintenance/payment-extension",
    access: { admin: "systemMaintenance" },
    answer: ExtensionSettings,
    errors: [],
    summary: "payment extension's N (days after the due date) and M (once per months) (decision 045)",
  },
  extensionSettingsUpdate: {
    method: "POST",
    path: "/api/v1/system-maintenance/payment-extension",
    access: { admin: "systemMaintenance" },
    request: ExtensionSettingsUpdateRequest,
    answer: ExtensionSettings,
    errors: ["INVALID_EXTENSION_SETTINGS"],
    summary: "sets the payment extension's N and M (decision 045, audited)",
  },
  extensionReport: {
    method: "GET",
    path: "/api/v1/reports/payment-extensions",
    access: { admin: "reports" },
    request: ExtensionReportRequest,
    answer: ExtensionReportResponse,
    errors: ["BAD_REQUEST"],
    summary: "back office Reports: payment extensions by the day granted and state, a page at a time",
  },
  extensionReportExport: {
    method: "GET",
    path: "/api/v1/reports/payment-extensions/export",
    access: { admin: "reports" },
    request: ExtensionReportFilters,
    answer: CsvStream,
    answerType: "csv",
    errors: ["BAD_REQUEST"],
    summary: "back office Reports: every payment extension of the filters, streamed as text/csv",
  },
} as const satisfies Record<string, RouteEntry>;
