/**
 * The back office's report of budget billing (decision 043, amended): every enrolment and leaving,
 * by the day it enrolled, its status, who enrolled it (the customer or a clerk) and the account;
 * paged in the database, its CSV streamed through the reports feature's one writer, a chunk at a time.
 */
import {
  BUDGET_ENROLLED_BY,
  BUDGET_REPORT_STATUSES,
  type BudgetReportFilters,
  type BudgetReportResponse,
  type BudgetReportRow,
  budgetReportMessages as messages,
} from "@paygpa/contract";
import type { Db } from "../../database";
import type { Logger } from "../../platform/http/logger";
import { guamDayOf, reportAccount, reportChoice, reportCsvStream, reportDays, reportPage } from "../reports";
import type { BudgetEnrolmentsTable } from "./budget-billing.table";
import {
  type BudgetReportCriteria,
  type BudgetReportCursor,
  budgetReportChunk,
  budgetReportCount,
  budgetReportRows,
} from "./budget-report.repository";

/** The filters checked: real days, the end not before the start, a known status and "by", a 10-digit account; empty means any. */
export function budgetCriteriaOf(filters: BudgetReportFilters): BudgetReportCriteria {
  const { fromAt, untilAt } = reportDays(filters, messages);
  return {
    fromAt,
    untilAt,
    status: reportChoice("status", filters.status, BUDGET_REPORT_STATUSES, messages.badStatus),
    by: reportChoice("by", filters.by, BUDGET_ENROLLED_BY, messages.badBy),
    accountId: reportAccount(filters.account, messages.badAccount),
  };
}

/** The row as staff read it: Guam days, the amount as the enrolment recorded it (billing's, in dollars). */
function reportRow(row: BudgetEnrolmentsTable): BudgetReportRow {
  return {
    enrolmentId: row.enrolment_id,
    accountId: row.account_id,
    enrolledOn: guamDayOf(row.enrolled_at),
    enrolledBy: row.enrolled_by,
    consentVersion: row.consent_version,
    budgetAmount: (row.budget_amount_cents / 100).toFixed(2),
    status: row.status,
    leftOn: row.left_at ? guamDayOf(row.left_at) : null,
  };
}

/** How many enrolments the filters match (the export's progress bar and its audit row). */
export const budgetReportTotal = (db: Db, criteria: BudgetReportCriteria) => budgetReportCount(db, criteria);

export function budgetReport(
  db: Db,
  filters: BudgetReportFilters & { page: string },
): Promise<BudgetReportResponse> {
  const criteria = budgetCriteriaOf(filters);
  return reportPage(filters.page, {
    count: () => budgetReportCount(db, criteria),
    rows: (limit, offset) => budgetReportRows(db, criteria, limit, offset),
    view: reportRow,
  });
}

export const BUDGET_CSV_COLUMNS = [
  { key: "accountId", header: "Account No." },
  { key: "enrolledOn", header: "Enrolled On" },
  { key: "enrolledBy", header: "Enrolled By" },
  { key: "consentVersion", header: "Consent Version" },
  { key: "budgetAmount", header: "Budget Amount at Enrolment" },
  { key: "status", header: "Status" },
  { key: "leftOn", header: "Left On" },
] as const;

/** Every enrolment of the filters as CSV text, streamed (header first), formulas neutralised. */
export function budgetReportCsv(
  deps: { db: Db; logger: Logger },
  criteria: BudgetReportCriteria,
  chunkSize?: number,
) {
  return reportCsvStream(
    deps.logger,
    {
      name: "budget billing report",
      columns: BUDGET_CSV_COLUMNS,
      chunk: (after: BudgetReportCursor | null, size) => budgetReportChunk(deps.db, criteria, after, size),
      cursorOf: (row) => ({ enrolledAt: row.enrolled_at, enrolmentId: row.enrolment_id }),
      record: (row) => {
        const view = reportRow(row);
        return {
          ...view,
          enrolledBy: view.enrolledBy === "customer" ? messages.enrolledBy.customer : view.enrolledBy,
          status: messages.statuses[view.status],
          leftOn: view.leftOn ?? "",
        };
      },
    },
    chunkSize,
  );
}
