/**
 * The report's benchmark (built for a million payments): N generated payments in a database, then the figures a
 * finance clerk feels — p50/p95 of a filtered search with its totals, of a page turn, and the
 * duration and peak RSS of a full CSV export. It prints figures and never fails on timing.
 */
import type { ReportSearch } from "@paygpa/contract";
import type { Db } from "../src/database";
import { searchTransactions } from "../src/features/reports";
import { type ExportFigures, exportEverything } from "./export-figures";
import { historicalPayments } from "../src/demo/historical-payments";
import { insertHistoricalPayments } from "../src/demo/historical-payments.repository";

const BATCH = 2000;
export const BENCH_ACCOUNTS = Array.from({ length: 50_000 }, (_, i) => String(1_000_100_000 + i));

/** Adds `count` generated payments over the 365 days before `now`, in batches; reports progress. */
export async function seedTransactions(
  db: Db,
  options: { count: number; now: Date; startAt?: number; progress?: (done: number) => void },
): Promise<void> {
  const generator = historicalPayments({
    count: options.count,
    seed: 1_000_003 + (options.startAt ?? 0),
    now: options.now,
    days: 365,
    accounts: BENCH_ACCOUNTS,
    phonedInAdminId: null,
    startAt: options.startAt ?? 0,
  });
  let batch = [];
  let done = 0;
  for (const payment of generator) {
    batch.push(payment);
    if (batch.length === BATCH) {
      await insertHistoricalPayments(db, batch);
      done += batch.length;
      batch = [];
      if (done % 50_000 === 0) options.progress?.(done);
    }
  }
  await insertHistoricalPayments(db, batch);
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export async function timed(runs: number, step: (i: number) => Promise<unknown>) {
  const durations: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await step(i);
    durations.push(performance.now() - start);
  }
  durations.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return { p50Ms: round(percentile(durations, 50)), p95Ms: round(percentile(durations, 95)), runs };
}

export const SEARCH: ReportSearch = {
  pay_date_start: "",
  pay_date_end: "",
  accountId: "",
  invoice_num: "",
  transaction_tag: "",
  sequence_no: "",
  page: 1,
  pageSize: 10,
  sortBy: "payment_date",
  sortDir: "desc",
};

/** MM/DD/YYYY of the day `daysAgo` before `now`. */
function usDay(now: Date, daysAgo: number): string {
  const day = new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const [year, month, date] = day.split("-");
  return `${month}/${date}/${year}`;
}

export interface ReportFigures {
  rows: number;
  accountSearch: { p50Ms: number; p95Ms: number; runs: number };
  daySearch: { p50Ms: number; p95Ms: number; runs: number };
  pageTurn: { p50Ms: number; p95Ms: number; runs: number };
  unfilteredFirstPage: { p50Ms: number; p95Ms: number; runs: number };
  export: ExportFigures;
}

/** Runs every measure on the database as it is. */
export async function benchmarkReports(
  db: Db,
  options: { now: Date; runs: number; exportFigures?: () => Promise<ExportFigures> },
): Promise<ReportFigures> {
  const services = { db };
  const { now, runs } = options;
  const lastMonth = { pay_date_start: usDay(now, 30), pay_date_end: usDay(now, 0) };
  // A filtered search as finance asks it: an account over the last month, with its totals.
  const accountSearch = await timed(runs, (i) =>
    searchTransactions(services, {
      ...SEARCH,
      ...lastMonth,
      accountId: BENCH_ACCOUNTS[(i * 7919) % BENCH_ACCOUNTS.length]!,
    }),
  );
  // One day's payments (every account), with totals: the reconciliation clerk's question.
  const daySearch = await timed(runs, (i) =>
    searchTransactions(services, {
      ...SEARCH,
      pay_date_start: usDay(now, 1 + (i % 300)),
      pay_date_end: usDay(now, 1 + (i % 300)),
    }),
  );
  // Turning pages of a month's payments (page 2 to 41, 30 a page).
  const pageTurn = await timed(runs, (i) =>
    searchTransactions(services, { ...SEARCH, ...lastMonth, pageSize: 30, page: 2 + (i % 40) }),
  );
  // The screen's first load: no filter, totals over every row.
  const unfilteredFirstPage = await timed(Math.min(runs, 20), () => searchTransactions(services, SEARCH));
  return {
    rows: await countRows(db),
    accountSearch,
    daySearch,
    pageTurn,
    unfilteredFirstPage,
    // A database file is exported by a process of its own running built JavaScript (bench-export.ts).
    export: await (options.exportFigures ?? (() => exportEverything(db)))(),
  };
}

async function countRows(db: Db): Promise<number> {
  const row = await db
    .selectFrom("checkout_lines")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
