/**
 * The back office's report of payment extensions (decision 045): every extension granted, by the
 * day it was granted and its state (active, kept, broken, cancelled), paged in the database, and
 * its CSV export streamed through csv-stringify a chunk at a time, like the transaction report's.
 */
import {
  EXTENSION_STATES,
  type ExtensionReportFilters,
  type ExtensionReportResponse,
  extensionReportMessages as messages,
} from "@paygpa/contract";
import type { Logger } from "../../platform/http/logger";
import type { Db } from "../../database";
import { reportChoice, reportCsvStream, reportDays, reportPage } from "../reports";
import {
  type ExtensionReportCriteria,
  extensionReportChunk,
  extensionReportCount,
  extensionReportRows,
} from "./payment-extension.repository";
import type { PaymentExtensionsTable } from "./payment-extension.table";
import { extensionView } from "./payment-extension.service";

/** The filters checked: real days, the end not before the start, a known state; empty means any. */
export function extensionCriteriaOf(filters: ExtensionReportFilters): ExtensionReportCriteria {
  const { from, to } = reportDays(filters, messages);
  return { from, to, state: reportChoice("state", filters.state, EXTENSION_STATES, messages.badState) };
}

/** The report's row: the extension as the customer sees it, with who asked named (the clerk). */
function reportRow(row: PaymentExtensionsTable) {
  return { ...extensionView(row), requestedBy: row.requested_by };
}

/** How many extensions the filters match (the export's progress bar). */
export const extensionReportTotal = (db: Db, criteria: ExtensionReportCriteria) =>
  extensionReportCount(db, criteria);

export function extensionReport(
  db: Db,
  filters: ExtensionReportFilters & { page: string },
): Promise<ExtensionReportResponse> {
  const criteria = extensionCriteriaOf(filters);
  return reportPage(filters.page, {
    count: () => extensionReportCount(db, criteria),
    rows: (limit, offset) => extensionReportRows(db, criteria, limit, offset),
    view: reportRow,
  });
}

export const EXTENSION_CSV_COLUMNS = [
  { key: "accountId", header: "Account No." },
  { key: "status", header: "State" },
  { key: "requestedOn", header: "Granted On" },
  { key: "requestedBy", header: "Asked By" },
  { key: "billDueDate", header: "Bill Due Date" },
  { key: "promiseDate", header: "Pay By" },
  { key: "amount", header: "Amount" },
  { key: "endedOn", header: "Ended On" },
] as const;

/** Every extension of the filters as CSV text, streamed (header first). */
export function extensionReportCsv(
  deps: { db: Db; logger: Logger },
  criteria: ExtensionReportCriteria,
  chunkSize?: number,
) {
  return reportCsvStream(
    deps.logger,
    {
      name: "extension report",
      columns: EXTENSION_CSV_COLUMNS,
      chunk: (after: { requestedAt: string; extensionId: string } | null, size) =>
        extensionReportChunk(deps.db, criteria, after, size),
      cursorOf: (row) => ({ requestedAt: row.requested_at, extensionId: row.extension_id }),
      record: (row) => {
        const view = reportRow(row);
        return { ...view, status: messages.states[view.status], endedOn: view.endedOn ?? "" };
      },
    },
    chunkSize,
  );
}
