/**
 * 'Export CSV' (spec 000 §2 Reports, §9): every row of the search, streamed. Rows are read in
 * keyset chunks and written through csv-stringify (quoting, escaping) with backpressure, so memory
 * stays at a chunk whatever the count; every text cell is neutralised so that a spreadsheet never
 * runs it as a formula.
 */
import { pipeline, Readable } from "node:stream";
import { stringify } from "csv-stringify";
import type { Logger } from "../../platform/http/logger";
import type { Db } from "../../database";
import { guamDayOf, neutraliseFormula, usDate } from "./report-rules";
import {
  type ExportPosition,
  type ReportCriteria,
  type ReportRecord,
  reportChunkAfter,
} from "./reports.repository";

const CHUNK = 2000;

export const CSV_COLUMNS = [
  { key: "payment_date", header: "Payment Date (UTC)" },
  { key: "pay_day", header: "Pay Date (Guam)" },
  { key: "account", header: "Account No." },
  { key: "receipt", header: "Payment ID" },
  { key: "tag", header: "Transaction Tag" },
  { key: "sequence", header: "Sequence No." },
  { key: "amount", header: "Amount" },
  { key: "status", header: "Status" },
  { key: "issuer_message", header: "Bank Message" },
  { key: "payment_source", header: "Payment Source" },
  { key: "mode", header: "Mode" },
  { key: "ccb_status", header: "CCB Status" },
  { key: "taken_by", header: "Taken By" },
] as const;

function csvRecord(row: ReportRecord) {
  return {
    payment_date: row.created_at,
    pay_day: usDate(guamDayOf(row.created_at)),
    account: row.account_id,
    receipt: row.invoice_num,
    tag: row.gateway_tag ?? "",
    sequence: row.gateway_sequence ?? "",
    amount: (row.amount_cents / 100).toFixed(2),
    status: row.status,
    issuer_message: row.issuer_message ?? "",
    payment_source: row.payment_source ?? "",
    mode: row.mode,
    ccb_status: row.billing_status,
    taken_by: row.taken_by ?? "",
  };
}

async function* exportRows(db: Db, criteria: ReportCriteria, chunkSize: number) {
  let position: ExportPosition | null = null;
  for (;;) {
    const chunk = await reportChunkAfter(db, criteria, position, chunkSize);
    if (chunk.length < chunkSize) {
      for (const row of chunk) yield csvRecord(row);
      return;
    }
    // A full chunk may end inside an attempt: keep its whole attempts, and start after them.
    const lastInvoice = chunk.at(-1)?.invoice_num;
    const whole = chunk.filter((row) => row.invoice_num !== lastInvoice);
    const last = whole.at(-1);
    if (!last) throw new Error("an export chunk holds a single attempt");
    for (const row of whole) yield csvRecord(row);
    position = { createdAt: last.created_at, invoiceNum: last.invoice_num };
  }
}

/** The CSV text of every row matching the search, as a stream (header first). */
export function reportCsv(
  deps: { db: Db; logger: Logger },
  criteria: ReportCriteria,
  chunkSize = CHUNK,
): Readable {
  const csv = stringify({
    header: true,
    columns: CSV_COLUMNS.map((column) => ({ key: column.key, header: column.header })),
    cast: { string: (value) => neutraliseFormula(value) },
  });
  return pipeline(Readable.from(exportRows(deps.db, criteria, chunkSize)), csv, (error) => {
    if (error) deps.logger.error("report export failed", { error: String(error) });
  });
}
