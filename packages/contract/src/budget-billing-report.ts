/**
 * The back office's report of budget billing (decision 043, amended): every enrolment and leaving
 * the BFF recorded — the account, the day it enrolled, who enrolled it (the customer, or the clerk
 * for a phoning customer), the terms' version agreed to, the budget amount billing set at enrolment,
 * and whether and when it left. Filters: the day enrolled, the status, who enrolled it, the account;
 * paged on the server; CSV streamed and audited.
 */
import * as v from "valibot";
import { CsvStream } from "./reports";
import type { RouteEntry } from "./route-entry";

export const BUDGET_REPORT_STATUSES = ["active", "left"] as const;
/** Who enrolled the account: the customer on the portal, or a clerk for a phoning customer. */
export const BUDGET_ENROLLED_BY = ["customer", "clerk"] as const;

export const budgetReportMessages = {
  title: "Budget billing",
  none: "No budget billing enrolment matches these filters.",
  dateOrder: "The end date cannot be before the start date.",
  badDate: "Enter the date as YYYY-MM-DD.",
  badStatus: "Choose a status from the list.",
  badBy: "Choose who enrolled the account from the list.",
  badAccount: "Enter the 10-digit account number.",
  statuses: { active: "Enrolled", left: "Left" },
  enrolledBy: { customer: "Customer", clerk: "Clerk" },
} as const;

/** The filters: the day enrolled (from, to, both inclusive, Guam days), the status, who enrolled it, the account. */
export const BudgetReportFilters = v.object({
  from: v.optional(v.string(), ""),
  to: v.optional(v.string(), ""),
  status: v.optional(v.string(), ""),
  by: v.optional(v.string(), ""),
  account: v.optional(v.string(), ""),
});
export type BudgetReportFilters = v.InferOutput<typeof BudgetReportFilters>;
export const BudgetReportRequest = v.object({
  ...BudgetReportFilters.entries,
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/)), "1"),
});

export const BudgetReportRow = v.object({
  enrolmentId: v.string(),
  accountId: v.string(),
  /** The Guam day it enrolled (YYYY-MM-DD). */
  enrolledOn: v.string(),
  /** "customer", or the clerk's username. */
  enrolledBy: v.string(),
  consentVersion: v.string(),
  /** Billing's monthly amount when the account enrolled, as the enrolment recorded it (dollars, "123.00"). */
  budgetAmount: v.string(),
  status: v.picklist(BUDGET_REPORT_STATUSES),
  /** The Guam day it left (YYYY-MM-DD), or null while enrolled. */
  leftOn: v.nullable(v.string()),
});
export type BudgetReportRow = v.InferOutput<typeof BudgetReportRow>;

export const BudgetReportResponse = v.object({
  rows: v.array(BudgetReportRow),
  page: v.number(),
  pages: v.number(),
  total: v.number(),
});
export type BudgetReportResponse = v.InferOutput<typeof BudgetReportResponse>;

export const budgetBillingReportRoutes = {
  budgetReport: {
    method: "GET",
    path: "/api/v1/reports/budget-billing",
    access: { admin: "reports" },
    request: BudgetReportRequest,
    answer: BudgetReportResponse,
    errors: ["BAD_REQUEST"],
    summary:
      "back office Reports: budget billing enrolments and leavings by day enrolled, status, who and account, a page at a time",
  },
  budgetReportExport: {
    method: "GET",
    path: "/api/v1/reports/budget-billing/export",
    access: { admin: "reports" },
    request: BudgetReportFilters,
    answer: CsvStream,
    answerType: "csv",
    errors: ["BAD_REQUEST"],
    summary:
      "back office Reports: every budget billing enrolment of the filters, streamed as text/csv (audited)",
  },
} as const satisfies Record<string, RouteEntry>;
