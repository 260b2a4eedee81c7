/**
 * The back office's report of outage calls from the portal (decision 046, amended): every report,
 * "still out" and "power is back" a customer (or a clerk for them, or a text reply) made, whether it
 * reached the outage system or waits in the outbox, and the outage system's call id. Filters: the
 * day it was made, the kind, the account; paged on the server; CSV streamed.
 */
import * as v from "valibot";
import { CsvStream } from "./reports";
import type { RouteEntry } from "./route-entry";

/** What the customer told us: the four problems of a report, and the two answers after a restoration. */
export const OUTAGE_CALL_KINDS = [
  "no-power",
  "partial-power",
  "flickering",
  "line-down",
  "still-out",
  "power-back",
] as const;
export type OutageCallKind = (typeof OUTAGE_CALL_KINDS)[number];

export const outageCallReportMessages = {
  title: "Outage calls",
  none: "No outage call matches these filters.",
  dateOrder: "The end date cannot be before the start date.",
  badDate: "Enter the date as YYYY-MM-DD.",
  badKind: "Choose a kind from the list.",
  badAccount: "Enter the 10-digit account number.",
  kinds: {
    "no-power": "No power",
    "partial-power": "Partial power",
    flickering: "Flickering lights",
    "line-down": "Line down",
    "still-out": "Still out after restoration",
    "power-back": "Power is back",
  },
  deliveries: {
    delivered: "Delivered",
    queued: "Queued",
    "given-up": "Not known to the outage system",
    kept: "Kept (before callbacks)",
  },
} as const;

export const OutageCallReportFilters = v.object({
  from: v.optional(v.string(), ""),
  to: v.optional(v.string(), ""),
  kind: v.optional(v.string(), ""),
  account: v.optional(v.string(), ""),
});
export type OutageCallReportFilters = v.InferOutput<typeof OutageCallReportFilters>;
export const OutageCallReportRequest = v.object({
  ...OutageCallReportFilters.entries,
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/)), "1"),
});

export const OutageCall = v.object({
  reportId: v.string(),
  accountId: v.string(),
  premiseId: v.string(),
  /** "Customer" (the portal or a text reply) or "Clerk <username>" (phoned in). */
  madeBy: v.string(),
  kind: v.picklist(OUTAGE_CALL_KINDS),
  reportedAt: v.string(),
  delivery: v.picklist(["delivered", "queued", "given-up", "kept"]),
  deliveredAt: v.nullable(v.string()),
  outageId: v.nullable(v.string()),
  omsCallId: v.nullable(v.string()),
});
export type OutageCall = v.InferOutput<typeof OutageCall>;

export const OutageCallReportResponse = v.object({
  rows: v.array(OutageCall),
  page: v.number(),
  pages: v.number(),
  total: v.number(),
});
export type OutageCallReportResponse = v.InferOutput<typeof OutageCallReportResponse>;

export const outageReportRoutes = {
  outageCallReport: {
    method: "GET",
    path: "/api/v1/reports/outage-calls",
    access: { admin: "reports" },
    request: OutageCallReportRequest,
    answer: OutageCallReportResponse,
    errors: ["BAD_REQUEST"],
    summary: "back office Reports: outage calls from the portal by day, kind and account, a page at a time",
  },
  outageCallReportExport: {
    method: "GET",
    path: "/api/v1/reports/outage-calls/export",
    access: { admin: "reports" },
    request: OutageCallReportFilters,
    answer: CsvStream,
    answerType: "csv",
    errors: ["BAD_REQUEST"],
    summary: "back office Reports: every outage call of the filters, streamed as text/csv",
  },
} as const satisfies Record<string, RouteEntry>;
