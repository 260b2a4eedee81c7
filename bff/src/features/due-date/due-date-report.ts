/**
 * The back office's report of due date changes (decision 047), beside the payment extensions': every
 * change by the day it was made and who made it (the customer, or staff for a phoning customer),
 * paged in the database, its CSV export streamed through csv-stringify a chunk at a time.
 */
import {
  DUE_DATE_CHANGED_BY,
  type DueDateReportFilters,
  type DueDateReportResponse,
  dueDateReportMessages as messages,
} from "@paygpa/contract";
import type { Db } from "../../database";
import type { Logger } from "../../platform/http/logger";
import { reportChoice, reportCsvStream, reportDays, reportPage } from "../reports";
import {
  type DueDateReportCriteria,
  dueDateReportChunk,
  dueDateReportCount,
  dueDateReportRows,
} from "./due-date.repository";
import { dueDateChangeView } from "./due-date.service";
import type { DueDateChangesTable } from "./due-date.table";

/** The filters checked: real days, the end not before the start, a known "by"; empty means any. */
export function dueDateCriteriaOf(filters: DueDateReportFilters): DueDateReportCriteria {
  const { from, to } = reportDays(filters, messages);
  return { from, to, by: reportChoice("by", filters.by, DUE_DATE_CHANGED_BY, messages.badBy) };
}

/** The report's row: the change with who made it named (the clerk's username). */
const reportRow = (row: DueDateChangesTable) => ({
  ...dueDateChangeView(row),
  requestedBy: row.requested_by,
});

export const dueDateReportTotal = (db: Db, criteria: DueDateReportCriteria) =>
  dueDateReportCount(db, criteria);

export function dueDateReport(
  db: Db,
  filters: DueDateReportFilters & { page: string },
): Promise<DueDateReportResponse> {
  const criteria = dueDateCriteriaOf(filters);
  return reportPage(filters.page, {
    count: () => dueDateReportCount(db, criteria),
    rows: (limit, offset) => dueDateReportRows(db, criteria, limit, offset),
    view: reportRow,
  });
}

export const DUE_DATE_CSV_COLUMNS = [
  { key: "accountId", header: "Account No." },
  { key: "requestedOn", header: "Changed On" },
  { key: "requestedBy", header: "Changed By" },
  { key: "dueDay", header: "New Due Day" },
  { key: "firstBillDate", header: "First Bill" },
  { key: "firstDueDate", header: "First Due Date" },
] as const;

/** Every change of the filters as CSV text, streamed (header first). */
export function dueDateReportCsv(
  deps: { db: Db; logger: Logger },
  criteria: DueDateReportCriteria,
  chunkSize?: number,
) {
  return reportCsvStream(
    deps.logger,
    {
      name: "due date report",
      columns: DUE_DATE_CSV_COLUMNS,
      chunk: (after: { requestedAt: string; changeId: string } | null, size) =>
        dueDateReportChunk(deps.db, criteria, after, size),
      cursorOf: (row) => ({ requestedAt: row.requested_at, changeId: row.change_id }),
      record: (row) => ({ ...reportRow(row), dueDay: String(row.due_day) }),
    },
    chunkSize,
  );
}
