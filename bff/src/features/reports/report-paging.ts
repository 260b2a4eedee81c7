/**
 * What every back-office report of a feature shares (payment extensions, due date changes, outage
 * calls and alerts, budget billing): the filters checked the same way (Guam days, a choice from a
 * list, a 10-digit account; empty means any), a page read in the database, and the CSV streamed
 * through csv-stringify a keyset chunk at a time with every cell's formula neutralised.
 */
import { pipeline, Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { fail } from "../../platform/failures";
import type { Logger } from "../../platform/http/logger";
import { guamIsoDayStart, neutraliseFormula, pageOf } from "./report-rules";

/** Rows on a report's page, and rows read per chunk of its export. */
export const REPORT_PAGE = 25;
export const REPORT_CHUNK = 1000;
const DAY_MS = 86_400_000;

/** A filter refused: the message on the form and beside its field. */
export function refuseFilter(field: string, message: string): never {
  throw fail.invalidInput("BAD_REQUEST", message, { fields: { [field]: [message] } });
}

/**
 * The days searched (`from`, `to`, YYYY-MM-DD, both inclusive): as days, and as the instants they
 * cover on Guam's calendar (from the first day's first instant to the instant after the last day).
 */
export interface ReportDays {
  from: string | null;
  to: string | null;
  fromAt: string | null;
  untilAt: string | null;
}

export function reportDays(
  filters: { from: string; to: string },
  messages: { badDate: string; dateOrder: string },
): ReportDays {
  const from = filters.from.trim();
  const to = filters.to.trim();
  const fromAt = from ? guamIsoDayStart(from) : null;
  const toAt = to ? guamIsoDayStart(to) : null;
  if (from && fromAt === null) refuseFilter("from", messages.badDate);
  if (to && toAt === null) refuseFilter("to", messages.badDate);
  if (fromAt !== null && toAt !== null && toAt < fromAt) refuseFilter("to", messages.dateOrder);
  return {
    from: from || null,
    to: to || null,
    fromAt,
    untilAt: toAt === null ? null : new Date(Date.parse(toAt) + DAY_MS).toISOString(),
  };
}

/** A choice from the contract's list, or null for any; anything else is refused on its field. */
export function reportChoice<T extends string>(
  field: string,
  value: string,
  list: readonly T[],
  message: string,
): T | null {
  const choice = value.trim();
  if (!choice) return null;
  if (!(list as readonly string[]).includes(choice)) refuseFilter(field, message);
  return choice as T;
}

/** A 10-digit account number, or null for any. */
export function reportAccount(value: string, message: string, field = "account"): string | null {
  const account = value.trim();
  if (account && !/^\d{10}$/.test(account)) refuseFilter(field, message);
  return account || null;
}

/** One page of a report: the count first, then that page's rows (none read when nothing matches). */
export async function reportPage<Row, View>(
  page: string,
  read: {
    count: () => Promise<number>;
    rows: (limit: number, offset: number) => Promise<Row[]>;
    view: (row: Row) => View;
  },
): Promise<{ rows: View[]; page: number; pages: number; total: number }> {
  const total = await read.count();
  const shown = pageOf(total, REPORT_PAGE, Number(page) || 1);
  const rows = total === 0 ? [] : await read.rows(REPORT_PAGE, shown.offset);
  return { rows: rows.map(read.view), page: shown.page, pages: shown.pages, total };
}

/**
 * Every row of a report as CSV text, streamed (header first): chunks read after the last row sent,
 * so a row written while the file streams neither repeats nor drops one.
 */
export function reportCsvStream<Row, Cursor, Key extends string>(
  logger: Logger,
  report: {
    name: string;
    columns: readonly { key: Key; header: string }[];
    chunk: (after: Cursor | null, size: number) => Promise<Row[]>;
    cursorOf: (row: Row) => Cursor;
    record: (row: Row) => Record<Key, string>;
  },
  chunkSize = REPORT_CHUNK,
): Readable {
  async function* records() {
    let after: Cursor | null = null;
    for (;;) {
      const chunk = await report.chunk(after, chunkSize);
      for (const row of chunk) yield report.record(row);
      const last = chunk.at(-1);
      if (!last || chunk.length < chunkSize) return;
      after = report.cursorOf(last);
    }
  }
  const csv = stringify({
    header: true,
    columns: report.columns.map((column) => ({ key: column.key, header: column.header })),
    cast: { string: neutraliseFormula },
  });
  return pipeline(Readable.from(records()), csv, (error) => {
    if (error) logger.error(`${report.name} export failed`, { error: String(error) });
  });
}
