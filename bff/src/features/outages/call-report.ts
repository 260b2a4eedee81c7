/**
 * The back office's report of outage calls from the portal (decision 046, amended): every report,
 * "still out" and "power is back", who made it, whether it reached the outage system or waits in the
 * outbox, and the outage system's call id; paged in the database, its CSV streamed through
 * csv-stringify a chunk at a time, like the payment extensions report's.
 */
import { neutraliseFormula } from "../reports";
import { pipeline, Readable } from "node:stream";
import { stringify } from "csv-stringify";
import {
  OUTAGE_CALL_KINDS,
  type OutageCall,
  type OutageCallKind,
  type OutageCallReportFilters,
  type OutageCallReportResponse,
  outageCallReportMessages as messages,
} from "@paygpa/contract";
import type { Db } from "../../database";
import { fail } from "../../platform/failures";
import type { Logger } from "../../platform/http/logger";
import {
  type OutageCallCriteria,
  outageCallChunk,
  outageCallCount,
  outageCallRows,
} from "./call-report.repository";
import type { OutageReportRow } from "./outages.repository";

export const OUTAGE_CALL_PAGE = 25;
const CHUNK = 1000;
const DAY_MS = 86_400_000;

/** The first instant of a Guam day (UTC+10, no daylight saving), or null when it is not a real day. */
export function guamDayStart(day: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const at = Date.parse(`${day}T00:00:00+10:00`);
  return Number.isNaN(at) || new Date(at + 10 * 3_600_000).toISOString().slice(0, 10) !== day ? null : at;
}

function refuse(field: string, message: string): never {
  throw fail.invalidInput("BAD_REQUEST", message, { fields: { [field]: [message] } });
}

/** The filters checked: real days, the end not before the start, a known kind, a 10-digit account; empty means any. */
export function outageCallCriteriaOf(filters: OutageCallReportFilters): OutageCallCriteria {
  const from = filters.from.trim();
  const to = filters.to.trim();
  const kind = filters.kind.trim();
  const account = filters.account.trim();
  const fromAt = from ? guamDayStart(from) : null;
  const toAt = to ? guamDayStart(to) : null;
  if (from && fromAt === null) refuse("from", messages.badDate);
  if (to && toAt === null) refuse("to", messages.badDate);
  if (fromAt !== null && toAt !== null && toAt < fromAt) refuse("to", messages.dateOrder);
  if (kind && !(OUTAGE_CALL_KINDS as readonly string[]).includes(kind)) refuse("kind", messages.badKind);
  if (account && !/^\d{10}$/.test(account)) refuse("account", messages.badAccount);
  return {
    fromAt: fromAt === null ? null : new Date(fromAt).toISOString(),
    untilAt: toAt === null ? null : new Date(toAt + DAY_MS).toISOString(),
    kind: (kind || null) as OutageCallKind | null,
    accountId: account || null,
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

export async function outageCallReport(
  db: Db,
  filters: OutageCallReportFilters & { page: string },
): Promise<OutageCallReportResponse> {
  const criteria = outageCallCriteriaOf(filters);
  const total = await outageCallCount(db, criteria);
  const pages = Math.max(1, Math.ceil(total / OUTAGE_CALL_PAGE));
  const page = Math.min(Math.max(1, Number(filters.page) || 1), pages);
  const rows =
    total === 0 ? [] : await outageCallRows(db, criteria, OUTAGE_CALL_PAGE, (page - 1) * OUTAGE_CALL_PAGE);
  return { rows: rows.map(callOf), page, pages, total };
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

async function* exportRows(db: Db, criteria: OutageCallCriteria, chunkSize: number) {
  let after: { reportedAt: string; id: number } | null = null;
  for (;;) {
    const chunk = await outageCallChunk(db, criteria, after, chunkSize);
    for (const row of chunk) {
      const call = callOf(row);
      yield {
        ...call,
        kind: messages.kinds[call.kind],
        delivery: messages.deliveries[call.delivery],
        deliveredAt: call.deliveredAt ?? "",
        outageId: call.outageId ?? "",
        omsCallId: call.omsCallId ?? "",
      };
    }
    const last = chunk.at(-1);
    if (!last || chunk.length < chunkSize) return;
    after = { reportedAt: last.reported_at, id: last.id };
  }
}

/** Every outage call of the filters as CSV text, streamed (header first). */
export function outageCallReportCsv(
  deps: { db: Db; logger: Logger },
  criteria: OutageCallCriteria,
  chunkSize = CHUNK,
): Readable {
  const csv = stringify({
    header: true,
    columns: OUTAGE_CALL_CSV_COLUMNS.map((column) => ({ key: column.key, header: column.header })),
    cast: { string: neutraliseFormula },
  });
  return pipeline(Readable.from(exportRows(deps.db, criteria, chunkSize)), csv, (error) => {
    if (error) deps.logger.error("outage calls export failed", { error: String(error) });
  });
}
