/**
 * The back office's report of outage alerts sent (decision 046, amended): one row
 * per text or e-mail the outage alerts queued — which change it told (confirmed, restoration time
 * changed, restored), the outage, the account, when, to whom (masked, as the Payment History
 * dialog's "Texts and E-mails" tab shows it) and how far delivery got; never a body. Filters: the
 * Guam day it was sent, the channel, the change, the account; paged on the server; CSV streamed.
 */
import * as v from "valibot";
import { CsvStream } from "./reports";
import type { RouteEntry } from "./route-entry";

export const OUTAGE_ALERT_CHANNELS = ["text", "email"] as const;
export type OutageAlertChannel = (typeof OUTAGE_ALERT_CHANNELS)[number];
/** The change an alert told of: the outage's occasion kinds (`alert-rules.ts`). */
export const OUTAGE_ALERT_CHANGES = ["confirmed", "estimate", "restored"] as const;
export type OutageAlertChange = (typeof OUTAGE_ALERT_CHANGES)[number];

export const outageAlertReportMessages = {
  title: "Outage alerts sent",
  none: "No outage alert matches these filters.",
  dateOrder: "The end date cannot be before the start date.",
  badDate: "Enter the date as YYYY-MM-DD.",
  badChannel: "Choose a channel from the list.",
  badChange: "Choose a change from the list.",
  badAccount: "Enter the 10-digit account number.",
  channels: { text: "Text", email: "E-mail" },
  changes: {
    confirmed: "Outage confirmed",
    estimate: "Restoration time changed",
    restored: "Power restored",
  },
} as const;

export const OutageAlertReportFilters = v.object({
  from: v.optional(v.string(), ""),
  to: v.optional(v.string(), ""),
  channel: v.optional(v.string(), ""),
  change: v.optional(v.string(), ""),
  account: v.optional(v.string(), ""),
});
export type OutageAlertReportFilters = v.InferOutput<typeof OutageAlertReportFilters>;
export const OutageAlertReportRequest = v.object({
  ...OutageAlertReportFilters.entries,
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/)), "1"),
});

export const OutageAlertSent = v.object({
  channel: v.picklist(OUTAGE_ALERT_CHANNELS),
  change: v.picklist(OUTAGE_ALERT_CHANGES),
  outageId: v.string(),
  accountId: v.string(),
  /** When it was queued (UTC). */
  sentAt: v.string(),
  /** "***-***-0142" or "m***@example.com". */
  to: v.string(),
  /** Text: queued, sent, delivered, not-delivered, given-up …; e-mail: queued, sent, failed, kept. */
  status: v.string(),
});
export type OutageAlertSent = v.InferOutput<typeof OutageAlertSent>;

export const OutageAlertReportResponse = v.object({
  rows: v.array(OutageAlertSent),
  page: v.number(),
  pages: v.number(),
  total: v.number(),
});
export type OutageAlertReportResponse = v.InferOutput<typeof OutageAlertReportResponse>;

export const outageAlertReportRoutes = {
  outageAlertReport: {
    method: "GET",
    path: "/api/v1/reports/outage-alerts",
    access: { admin: "reports" },
    request: OutageAlertReportRequest,
    answer: OutageAlertReportResponse,
    errors: ["BAD_REQUEST"],
    summary: "back office Reports: outage alerts sent by day, channel, change and account, a page at a time",
  },
  outageAlertReportExport: {
    method: "GET",
    path: "/api/v1/reports/outage-alerts/export",
    access: { admin: "reports" },
    request: OutageAlertReportFilters,
    answer: CsvStream,
    answerType: "csv",
    errors: ["BAD_REQUEST"],
    summary: "back office Reports: every outage alert sent of the filters, streamed as text/csv",
  },
} as const satisfies Record<string, RouteEntry>;
