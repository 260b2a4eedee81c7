/**
 * `npx tsx bench/bench-report-sorts.ts` (bff/README.md, "History and benchmark"): the transaction
 * inquiry's first page with no filter, sorted by each sortable column both ways, on the database at
 * PAYGPA_BENCH_DB (default data/bench-reports.sqlite; fill it with `npm run bench:reports`), with the
 * query plan SQLite chose. Prints p50/p95 of PAYGPA_BENCH_RUNS (20) runs; never fails on timing.
 */
import { REPORT_SORT_COLUMNS } from "@paygpa/contract";
import type { Database } from "../src/database";
import { searchTransactions } from "../src/features/reports";
import { migrateToLatest, openDatabase } from "../src/platform/db/database";
import { SEARCH, timed } from "./report-benchmark";

const runs = Number(process.env.PAYGPA_BENCH_RUNS ?? "20");
const db = openDatabase<Database>(process.env.PAYGPA_BENCH_DB ?? "data/bench-reports.sqlite");
const migrating = performance.now();
await migrateToLatest(db);
console.log(`migrations: ${Math.round(performance.now() - migrating)} ms`);
for (const sortBy of REPORT_SORT_COLUMNS) {
  for (const sortDir of ["asc", "desc"] as const) {
    const figures = await timed(runs, () => searchTransactions({ db }, { ...SEARCH, sortBy, sortDir }));
    console.log(`${sortBy.padEnd(16)} ${sortDir.padEnd(4)} p50 ${figures.p50Ms} ms  p95 ${figures.p95Ms} ms`);
  }
}
await db.destroy();
