/**
 * The back office's report of outage alerts sent (decision 046, amended): each
 * text and e-mail an outage alert queued, which change it told, the outage, the account, when, to
 * whom (masked like the Payment History dialog's "Texts and E-mails" tab) and its status; never a
 * body. Paged in the database, its CSV streamed through csv-stringify a chunk at a time.
 */
import {
  OUTAGE_ALERT_CHANGES,
  OUTAGE_ALERT_CHANNELS,
  type OutageAlertChange,
  type OutageAlertReportFilters,
  type OutageAlertReportResponse,
  type OutageAlertSent,
  outageAlertReportMessages as messages,
} from "@paygpa/contract";
import type { Db } from "../../database";
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
import { reportAccount, reportChoice, reportCsvStream, reportDays, reportPage } from "../reports";

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** The filters checked: real days, the end not before the start, a known channel and change, a 10-digit account; empty means any. */
export function outageAlertCriteriaOf(filters: OutageAlertReportFilters): OutageAlertCriteria {
  const { fromAt, untilAt } = reportDays(filters, messages);
  return {
    fromAt,
    untilAt,
    channel: reportChoice("channel", filters.channel, OUTAGE_ALERT_CHANNELS, messages.badChannel),
    change: reportChoice("change", filters.change, OUTAGE_ALERT_CHANGES, messages.badChange),
    accountId: reportAccount(filters.account, messages.badAccount),
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

export function outageAlertReport(
  db: Db,
  filters: OutageAlertReportFilters & { page: string },
): Promise<OutageAlertReportResponse> {
  const criteria = outageAlertCriteriaOf(filters);
  return reportPage(filters.page, {
    count: () => outageAlertCount(db, criteria),
    rows: (limit, offset) => outageAlertRows(db, criteria, limit, offset),
    view: alertOf,
  });
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

/** Every outage alert sent of the filters as CSV text, streamed (header first), formulas neutralised. */
export function outageAlertReportCsv(
  deps: { db: Db; logger: Logger },
  criteria: OutageAlertCriteria,
  chunkSize?: number,
) {
  return reportCsvStream(
    deps.logger,
    {
      name: "outage alerts",
      columns: OUTAGE_ALERT_CSV_COLUMNS,
      chunk: (after: OutageAlertCursor | null, size) => outageAlertChunk(deps.db, criteria, after, size),
      cursorOf: (row) => ({ at: row.at, channel: row.channel, id: row.id }),
      record: (row) => {
        const alert = alertOf(row);
        return {
          ...alert,
          channel: messages.channels[alert.channel],
          change: messages.changes[alert.change],
        };
      },
    },
    chunkSize,
  );
}
