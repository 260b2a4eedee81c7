/**
 * The back office's report of due date changes (decision 047), beside the payment extensions': every
 * change by the day it was made and who made it (the customer, or staff for a phoning customer),
 * paged in the database, its CSV export streamed through csv-stringify a chunk at a time.
 */
import { neutraliseFormula } from "../reports";
import { pipeline, Readable } from "node:stream";
import { stringify } from "csv-stringify";
import {
  DUE_DATE_CHANGED_BY,
  type DueDateReportFilters,
  type DueDateReportResponse,
  dueDateReportMessages as messages,
} from "@paygpa/contract";
import type { Db } from "../../database";
import { fail } from "../../platform/failures";
import type { Logger } from "../../platform/http/logger";
import {
  type DueDateReportCriteria,
  dueDateReportChunk,
  dueDateReportCount,
  dueDateReportRows,
} from "./due-date.repository";
import { dueDateChangeView } from "./due-date.service";
import type { DueDateChangesTable } from "./due-date.table";

export const DUE_DATE_REPORT_PAGE = 25;
const CHUNK = 1000;

const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

function refuse(field: string, message: string): never {
  throw fail.invalidInput("BAD_REQUEST", message, { fields: { [field]: [message] } });
}

/** The filters checked: real days, the end not before the start, a known "by"; empty means any. */
export function dueDateCriteriaOf(filters: DueDateReportFilters): DueDateReportCriteria {
  const from = filters.from.trim();
  const to = filters.to.trim();
  const by = filters.by.trim();
  if (from && !isDay(from)) refuse("from", messages.badDate);
  if (to && !isDay(to)) refuse("to", messages.badDate);
  if (from && to && to < from) refuse("to", messages.dateOrder);
  if (by && !(DUE_DATE_CHANGED_BY as readonly string[]).includes(by)) refuse("by", messages.badBy);
  return { from: from || null, to: to || null, by: (by || null) as DueDateReportCriteria["by"] };
}

/** The report's row: the change with who made it named (the clerk's username). */
const reportRow = (row: DueDateChangesTable) => ({
  ...dueDateChangeView(row),
  requestedBy: row.requested_by,
});

export const dueDateReportTotal = (db: Db, criteria: DueDateReportCriteria) =>
  dueDateReportCount(db, criteria);

export async function dueDateReport(
  db: Db,
  filters: DueDateReportFilters & { page: string },
): Promise<DueDateReportResponse> {
  const criteria = dueDateCriteriaOf(filters);
  const total = await dueDateReportCount(db, criteria);
  const pages = Math.max(1, Math.ceil(total / DUE_DATE_REPORT_PAGE));
  const page = Math.min(Math.max(1, Number(filters.page) || 1), pages);
  const rows =
    total === 0
      ? []
      : await dueDateReportRows(db, criteria, DUE_DATE_REPORT_PAGE, (page - 1) * DUE_DATE_REPORT_PAGE);
  return { rows: rows.map(reportRow), page, pages, total };
}

export const DUE_DATE_CSV_COLUMNS = [
  { key: "accountId", header: "Account No." },
  { key: "requestedOn", header: "Changed On" },
  { key: "requestedBy", header: "Changed By" },
  { key: "dueDay", header: "New Due Day" },
  { key: "firstBillDate", header: "First Bill" },
  { key: "firstDueDate", header: "First Due Date" },
] as const;

async function* exportRows(db: Db, criteria: DueDateReportCriteria, chunkSize: number) {
  let after: { requestedAt: string; changeId: string } | null = null;
  for (;;) {
    const chunk = await dueDateReportChunk(db, criteria, after, chunkSize);
    for (const row of chunk) yield { ...reportRow(row), dueDay: String(row.due_day) };
    const last = chunk.at(-1);
    if (!last || chunk.length < chunkSize) return;
    after = { requestedAt: last.requested_at, changeId: last.change_id };
  }
}

/** Every change of the filters as CSV text, streamed (header first). */
export function dueDateReportCsv(
  deps: { db: Db; logger: Logger },
  criteria: DueDateReportCriteria,
  chunkSize = CHUNK,
): Readable {
  const csv = stringify({
    header: true,
    columns: DUE_DATE_CSV_COLUMNS.map((column) => ({ key: column.key, header: column.header })),
    cast: { string: neutraliseFormula },
  });
  return pipeline(Readable.from(exportRows(deps.db, criteria, chunkSize)), csv, (error) => {
    if (error) deps.logger.error("due date report export failed", { error: String(error) });
  });
}
