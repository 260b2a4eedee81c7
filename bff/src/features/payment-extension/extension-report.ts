/**
 * The back office's report of payment extensions (decision 045): every extension granted, by the
 * day it was granted and its state (active, kept, broken, cancelled), paged in the database, and
 * its CSV export streamed through csv-stringify a chunk at a time, like the transaction report's.
 */
import { neutraliseFormula } from "../reports";
import { pipeline, Readable } from "node:stream";
import { stringify } from "csv-stringify";
import {
  EXTENSION_STATES,
  type ExtensionReportFilters,
  type ExtensionReportResponse,
  extensionReportMessages as messages,
} from "@paygpa/contract";
import { fail } from "../../platform/failures";
import type { Logger } from "../../platform/http/logger";
import type { Db } from "../../database";
import {
  type ExtensionReportCriteria,
  extensionReportChunk,
  extensionReportCount,
  extensionReportRows,
} from "./payment-extension.repository";
import type { PaymentExtensionsTable } from "./payment-extension.table";
import { extensionView } from "./payment-extension.service";

export const EXTENSION_REPORT_PAGE = 25;
const CHUNK = 1000;

const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

function refuse(field: string, message: string): never {
  throw fail.invalidInput("BAD_REQUEST", message, {
    fields: { [field]: [message] },
  });
}

/** The filters checked: real days, the end not before the start, a known state; empty means any. */
export function extensionCriteriaOf(filters: ExtensionReportFilters): ExtensionReportCriteria {
  const from = filters.from.trim();
  const to = filters.to.trim();
  const state = filters.state.trim();
  if (from && !isDay(from)) refuse("from", messages.badDate);
  if (to && !isDay(to)) refuse("to", messages.badDate);
  if (from && to && to < from) refuse("to", messages.dateOrder);
  if (state && !(EXTENSION_STATES as readonly string[]).includes(state)) refuse("state", messages.badState);
  return {
    from: from || null,
    to: to || null,
    state: (state || null) as ExtensionReportCriteria["state"],
  };
}

/** The report's row: the extension as the customer sees it, with who asked named (the clerk). */
function reportRow(row: PaymentExtensionsTable) {
  return { ...extensionView(row), requestedBy: row.requested_by };
}

/** How many extensions the filters match (the export's progress bar). */
export const extensionReportTotal = (db: Db, criteria: ExtensionReportCriteria) =>
  extensionReportCount(db, criteria);

export async function extensionReport(
  db: Db,
  filters: ExtensionReportFilters & { page: string },
): Promise<ExtensionReportResponse> {
  const criteria = extensionCriteriaOf(filters);
  const total = await extensionReportCount(db, criteria);
  const pages = Math.max(1, Math.ceil(total / EXTENSION_REPORT_PAGE));
  const page = Math.min(Math.max(1, Number(filters.page) || 1), pages);
  const rows =
    total === 0
      ? []
      : await extensionReportRows(db, criteria, EXTENSION_REPORT_PAGE, (page - 1) * EXTENSION_REPORT_PAGE);
  return { rows: rows.map(reportRow), page, pages, total };
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

async function* exportRows(db: Db, criteria: ExtensionReportCriteria, chunkSize: number) {
  let after: { requestedAt: string; extensionId: string } | null = null;
  for (;;) {
    const chunk = await extensionReportChunk(db, criteria, after, chunkSize);
    for (const row of chunk) {
      const view = reportRow(row);
      yield {
        ...view,
        status: messages.states[view.status],
        endedOn: view.endedOn ?? "",
      };
    }
    const last = chunk.at(-1);
    if (!last || chunk.length < chunkSize) return;
    after = { requestedAt: last.requested_at, extensionId: last.extension_id };
  }
}

/** Every extension of the filters as CSV text, streamed (header first). */
export function extensionReportCsv(
  deps: { db: Db; logger: Logger },
  criteria: ExtensionReportCriteria,
  chunkSize = CHUNK,
): Readable {
  const csv = stringify({
    header: true,
    columns: EXTENSION_CSV_COLUMNS.map((column) => ({
      key: column.key,
      header: column.header,
    })),
    cast: { string: neutraliseFormula },
  });
  return pipeline(Readable.from(exportRows(deps.db, criteria, chunkSize)), csv, (error) => {
    if (error)
      deps.logger.error("extension report export failed", {
        error: String(error),
      });
  });
}
