/**
 * The back office's report of outage alerts sent (decision 046, amended): each
 * text and e-mail an outage alert queued, which change it told, the outage, the account, when, to
 * whom (masked like the Payment History dialog's "Texts and E-mails" tab) and its status; never a
 * body. Paged in the database, its CSV streamed through csv-stringify a chunk at a time.
 */
import { pipeline, Readable } from "node:stream";
import { stringify } from "csv-stringify";
import {
  OUTAGE_ALERT_CHANGES,
  OUTAGE_ALERT_CHANNELS,
  type OutageAlertChange,
  type OutageAlertChannel,
  type OutageAlertReportFilters,
  type OutageAlertReportResponse,
  type OutageAlertSent,
  outageAlertReportMessages as messages,
} from "@paygpa/contract";
import type { Db } from "../../database";
import { fail } from "../../platform/failures";
import type { Logger } from "../../platform/http/logger";
import { maskAddress, maskPhone } from "../notifications";
import {
  type OutageAlertCriteria,
  type OutageAlertCursor,
  type OutageAlertRow,
  outageAlertChunk,
  outageAlertCount,
  outageAlertRows,
} from "./alert-report.repository";
import { neutraliseFormula } from "../reports";
import { guamDayStart } from "./call-report";

export const OUTAGE_ALERT_PAGE = 25;
const CHUNK = 1000;
const DAY_MS = 86_400_000;

function refuse(field: string, message: string): never {
  throw fail.invalidInput("BAD_REQUEST", message, { fields: { [field]: [message] } });
}

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** The filters checked: real days, the end not before the start, a known channel and change, a 10-digit account; empty means any. */
export function outageAlertCriteriaOf(filters: OutageAlertReportFilters): OutageAlertCriteria {
  const from = filters.from.trim();
  const to = filters.to.trim();
  const channel = filters.channel.trim();
  const change = filters.change.trim();
  const account = filters.account.trim();
  const fromAt = from ? guamDayStart(from) : null;
  const toAt = to ? guamDayStart(to) : null;
  if (from && fromAt === null) refuse("from", messages.badDate);
  if (to && toAt === null) refuse("to", messages.badDate);
  if (fromAt !== null && toAt !== null && toAt < fromAt) refuse("to", messages.dateOrder);
  if (channel && !isOneOf(OUTAGE_ALERT_CHANNELS, channel)) refuse("channel", messages.badChannel);
  if (change && !isOneOf(OUTAGE_ALERT_CHANGES, change)) refuse("change", messages.badChange);
  if (account && !/^\d{10}$/.test(account)) refuse("account", messages.badAccount);
  return {
    fromAt: fromAt === null ? null : new Date(fromAt).toISOString(),
    untilAt: toAt === null ? null : new Date(toAt + DAY_MS).toISOString(),
    channel: (channel || null) as OutageAlertChannel | null,
    change: (change || null) as OutageAlertChange | null,
    accountId: account || null,
  };
}

/**
 * `outages:<account>:<occasion>`; the occasion (`alert-rules.ts`) is `confirmed:<outage>@<estimate>`,
 * `estimate:<outage>@<estimate>#<n>` or `restored:<outage>`.
 */
function alertOf(row: OutageAlertRow): OutageAlertSent {
  const [, accountId = "", change = "", ...rest] = row.event_key.split(":");
  const outageId = rest.join(":").split("@")[0] ?? "";
  return {
    channel: row.channel,
    change: (isOneOf(OUTAGE_ALERT_CHANGES, change) ? change : "confirmed") as OutageAlertChange,
    outageId,
    accountId,
    sentAt: row.at,
    to: row.channel === "text" ? maskPhone(row.to_whom) : maskAddress(row.to_whom),
    // The tab's status: a text handed to the provider shows where the provider says it is.
    status: row.channel === "text" && row.status === "sent" ? (row.delivery ?? "sent") : row.status,
  };
}

export const outageAlertTotal = (db: Db, criteria: OutageAlertCriteria) => outageAlertCount(db, criteria);

export async function outageAlertReport(
  db: Db,
  filters: OutageAlertReportFilters & { page: string },
): Promise<OutageAlertReportResponse> {
  const criteria = outageAlertCriteriaOf(filters);
  const total = await outageAlertCount(db, criteria);
  const pages = Math.max(1, Math.ceil(total / OUTAGE_ALERT_PAGE));
  const page = Math.min(Math.max(1, Number(filters.page) || 1), pages);
  const rows =
    total === 0 ? [] : await outageAlertRows(db, criteria, OUTAGE_ALERT_PAGE, (page - 1) * OUTAGE_ALERT_PAGE);
  return { rows: rows.map(alertOf), page, pages, total };
}

export const OUTAGE_ALERT_CSV_COLUMNS = [
  { key: "sentAt", header: "Sent At (UTC)" },
  { key: "channel", header: "Channel" },
  { key: "change", header: "Change" },
  { key: "outageId", header: "Outage (Job)" },
  { key: "accountId", header: "Account No." },
  { key: "to", header: "To" },
  { key: "status", header: "Status" },
] as const;

async function* exportRows(db: Db, criteria: OutageAlertCriteria, chunkSize: number) {
  let after: OutageAlertCursor | null = null;
  for (;;) {
    const chunk = await outageAlertChunk(db, criteria, after, chunkSize);
    for (const row of chunk) {
      const alert = alertOf(row);
      yield { ...alert, channel: messages.channels[alert.channel], change: messages.changes[alert.change] };
    }
    const last = chunk.at(-1);
    if (!last || chunk.length < chunkSize) return;
    after = { at: last.at, channel: last.channel, id: last.id };
  }
}

/** Every outage alert sent of the filters as CSV text, streamed (header first), formulas neutralised. */
export function outageAlertReportCsv(
  deps: { db: Db; logger: Logger },
  criteria: OutageAlertCriteria,
  chunkSize = CHUNK,
): Readable {
  const csv = stringify({
    header: true,
    columns: OUTAGE_ALERT_CSV_COLUMNS.map((column) => ({ key: column.key, header: column.header })),
    cast: { string: neutraliseFormula },
  });
  return pipeline(Readable.from(exportRows(deps.db, criteria, chunkSize)), csv, (error) => {
    if (error) deps.logger.error("outage alerts export failed", { error: String(error) });
  });
}
