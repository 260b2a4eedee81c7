/**
 * Usage from the meter's 15-minute reads (decision 042): the month, day and hour views, aggregated
 * by the BFF so that no year of reads travels to the browser, and Green Button "Download My Data" as
 * NAESB ESPI XML (an Atom feed) or CSV, streamed. The customer's own accounts; the back office any
 * account, for a customer who phones in.
 */
import * as v from "valibot";
import { AccountId } from "./common";
import type { RouteEntry } from "./route-entry";
import { BILLING_ERRORS } from "./route-errors";

const IsoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date as YYYY-MM-DD."));

export const USAGE_VIEWS = ["month", "day", "hour"] as const;
export type UsageView = (typeof USAGE_VIEWS)[number];

/**
 * month: the bill periods (13 at most); day: one bill period's days (`billId`, else the latest), or
 * the days `from` … `to` (92 at most; a prepaid account's, which has no bills, else its last 30);
 * hour: one day's hours (`date`, else the latest day with reads).
 */
export const UsageViewRequest = v.object({
  accountId: AccountId,
  view: v.picklist(USAGE_VIEWS, "Choose month, day or hour."),
  billId: v.optional(v.pipe(v.string(), v.regex(/^\d{1,12}$/))),
  date: v.optional(IsoDate),
  from: v.optional(IsoDate),
  to: v.optional(IsoDate),
});

export const UsagePoint = v.object({
  /** What the bar is: a bill date (month), a day (day), an hour "13:00" (hour). */
  label: v.string(),
  /** Where the bar starts and ends, ISO date/times in Guam time. */
  start: v.string(),
  end: v.string(),
  kwh: v.number(),
  /** The usage charge of a bill period in dollars (month view only). */
  amount: v.nullable(v.number()),
  /** Some of the reads in the bar were estimated by the meter data system. */
  estimated: v.boolean(),
  /** Reads the meter did not send in the bar. */
  missingReads: v.number(),
});
export type UsagePoint = v.InferOutput<typeof UsagePoint>;

export const UsageComparison = v.object({
  /** "last-period", "last-year" (the same period a year before) or "days-before" (as many days just before a range). */
  against: v.picklist(["last-period", "last-year", "days-before"]),
  kwh: v.number(),
  /** Rounded percent change from it (positive: more). */
  changePercent: v.number(),
});

export const UsageViewAnswer = v.object({
  result: v.object({
    view: v.picklist(USAGE_VIEWS),
    unit: v.literal("kWh"),
    title: v.string(),
    totalKwh: v.number(),
    points: v.array(UsagePoint),
    /** The bill periods one may open in the day view, newest first. */
    periods: v.array(v.object({ billId: v.string(), billDate: v.string() })),
    comparisons: v.array(UsageComparison),
    /** The change explained in plain words from the reads (day view), null without a period to compare. */
    explanation: v.nullable(v.string()),
    /** The days shown (Guam dates, both included): the bill period's or the range's; null for month and hour. */
    range: v.nullable(v.object({ from: v.string(), to: v.string() })),
    /** The period Download My Data offers first (the last 13 months of reads), null before any read. */
    download: v.nullable(v.object({ from: v.string(), to: v.string() })),
  }),
});
export type UsageViewAnswer = v.InferOutput<typeof UsageViewAnswer>;

/** A period of at most 13 months; without dates, the 13 months up to the latest read. */
export const UsageDownloadRequest = v.object({
  accountId: AccountId,
  from: v.optional(IsoDate),
  to: v.optional(IsoDate),
});

/** A streamed file (ESPI XML or CSV). */
export const UsageFileStream = v.custom<AsyncIterable<unknown>>(
  (value) => typeof value === "object" && value !== null,
);

const USAGE_ERRORS = [...BILLING_ERRORS, "NOT_FOUND"] as const;

export const usageRoutes = {
  usageView: {
    method: "POST",
    path: "/api/v1/usage-view",
    access: "customer",
    request: UsageViewRequest,
    answer: UsageViewAnswer,
    errors: USAGE_ERRORS,
    summary: "Usage by month, day or hour from the meter's 15-minute reads, compared, explained",
  },
  usageDownloadXml: {
    method: "GET",
    path: "/api/v1/usage-download.xml",
    access: "customer",
    request: UsageDownloadRequest,
    answer: UsageFileStream,
    answerType: "atom",
    errors: USAGE_ERRORS,
    summary: "Green Button Download My Data: NAESB ESPI XML (Atom feed), streamed",
  },
  usageDownloadCsv: {
    method: "GET",
    path: "/api/v1/usage-download.csv",
    access: "customer",
    request: UsageDownloadRequest,
    answer: UsageFileStream,
    answerType: "csv",
    errors: USAGE_ERRORS,
    summary: "Green Button Download My Data: the same reads as CSV, streamed",
  },
  adminUsageView: {
    method: "POST",
    path: "/api/v1/admin/usage-view",
    access: { admin: "phonedIn" },
    request: UsageViewRequest,
    answer: UsageViewAnswer,
    errors: USAGE_ERRORS,
    summary: "A customer's usage for staff helping them on the phone (same views)",
  },
  adminUsageDownloadXml: {
    method: "GET",
    path: "/api/v1/admin/usage-download.xml",
    access: { admin: "phonedIn" },
    request: UsageDownloadRequest,
    answer: UsageFileStream,
    answerType: "atom",
    errors: USAGE_ERRORS,
    summary: "A customer's Download My Data (ESPI XML) for staff",
  },
  adminUsageDownloadCsv: {
    method: "GET",
    path: "/api/v1/admin/usage-download.csv",
    access: { admin: "phonedIn" },
    request: UsageDownloadRequest,
    answer: UsageFileStream,
    answerType: "csv",
    errors: USAGE_ERRORS,
    summary: "A customer's Download My Data (CSV) for staff",
  },
} as const satisfies Record<string, RouteEntry>;
