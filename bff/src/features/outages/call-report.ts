/**
 * The back office's report of outage calls from the portal (decision 046, amended): every report,
 * "still out" and "power is back", who made it, whether it reached the outage system or waits in the
 * outbox, and the outage system's call id; paged in the database, its CSV streamed through
 * csv-stringify a chunk at a time, like the payment extensions report's.
 */
import {
  OUTAGE_CALL_KINDS,
  type OutageCall,
  type OutageCallKind,
  type OutageCallReportFilters,
  type OutageCallReportResponse,
  outageCallReportMessages as messages,
} from "@paygpa/contract";
import type { Db } from "../../database";
import type { Logger } from "../../platform/http/logger";
import { reportAccount, reportChoice, reportCsvStream, reportDays, reportPage } from "../reports";
import {
  type OutageCallCriteria,
  outageCallChunk,
  outageCallCount,
  outageCallRows,
} from "./call-report.repository";
import type { OutageReportRow } from "./outages.repository";

/** The filters checked: real days, the end not before the start, a known kind, a 10-digit account; empty means any. */
export function outageCallCriteriaOf(filters: OutageCallReportFilters): OutageCallCriteria {
  const { fromAt, untilAt } = reportDays(filters, messages);
  return {
    fromAt,
    untilAt,
    kind: reportChoice("kind", filters.kind, OUTAGE_CALL_KINDS, messages.badKind),
    accountId: reportAccount(filters.account, messages.badAccount),
  };
}

/** Who made it: a clerk on the caller's behalf (`clerk:<username>`), or the customer (portal or text reply). */
function madeBy(row: OutageReportRow): string {
  if (row.person_id.startsWith("clerk:")) return `Clerk ${row.person_id.slice("clerk:".length)}`;
  return "Customer";
}

function callOf(row: OutageReportRow): OutageCall {
  return {
    reportId: row.report_id,
    accountId: row.account_id,
    premiseId: row.premise_id,
    madeBy: madeBy(row),
    kind: (row.kind === "report" ? row.problem : row.kind) as OutageCallKind,
    reportedAt: row.reported_at,
    delivery: row.status as OutageCall["delivery"],
    deliveredAt: row.delivered_at,
    outageId: row.outage_id,
    omsCallId: row.oms_call_id,
  };
}

export const outageCallTotal = (db: Db, criteria: OutageCallCriteria) => outageCallCount(db, criteria);

export function outageCallReport(
  db: Db,
  filters: OutageCallReportFilters & { page: string },
): Promise<OutageCallReportResponse> {
  const criteria = outageCallCriteriaOf(filters);
  return reportPage(filters.page, {
    count: () => outageCallCount(db, criteria),
    rows: (limit, offset) => outageCallRows(db, criteria, limit, offset),
    view: callOf,
  });
}

export const OUTAGE_CALL_CSV_COLUMNS = [
  { key: "reportedAt", header: "Made At (UTC)" },
  { key: "accountId", header: "Account No." },
  { key: "premiseId", header: "Premise" },
  { key: "madeBy", header: "Made By" },
  { key: "kind", header: "Kind" },
  { key: "delivery", header: "Outage System" },
  { key: "deliveredAt", header: "Delivered At (UTC)" },
  { key: "outageId", header: "Outage (Job)" },
  { key: "omsCallId", header: "Outage System Call" },
] as const;

/** Every outage call of the filters as CSV text, streamed (header first). */
export function outageCallReportCsv(
  deps: { db: Db; logger: Logger },
  criteria: OutageCallCriteria,
  chunkSize?: number,
) {
  return reportCsvStream(
    deps.logger,
    {
      name: "outage calls",
      columns: OUTAGE_CALL_CSV_COLUMNS,
      chunk: (after: { reportedAt: string; id: number } | null, size) =>
        outageCallChunk(deps.db, criteria, after, size),
      cursorOf: (row) => ({ reportedAt: row.reported_at, id: row.id }),
      record: (row) => {
        const call = callOf(row);
        return {
          ...call,
          kind: messages.kinds[call.kind],
          delivery: messages.deliveries[call.delivery],
          deliveredAt: call.deliveredAt ?? "",
          outageId: call.outageId ?? "",
          omsCallId: call.omsCallId ?? "",
        };
      },
    },
    chunkSize,
  );
}
