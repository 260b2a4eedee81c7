/**
 * `npm run bench:reports -w @paygpa/bff -- N`: the report's benchmark on N payments (built for a million
 * payments). The database is PAYGPA_BENCH_DB (default data/bench-reports.sqlite), filled up to N first when
 * it holds fewer. Prints the figures; never fails on timing.
 */
import { migrateToLatest, openDatabase } from "../src/platform/db/database";
import type { Database } from "../src/database";
import { exportInBuiltProcess } from "./export-in-built-process";
import { benchmarkReports, seedTransactions } from "./report-benchmark";

const count = Number(process.argv[2] ?? "1000000");
const runs = Number(process.env.PAYGPA_BENCH_RUNS ?? "200");
const path = process.env.PAYGPA_BENCH_DB ?? "data/bench-reports.sqlite";
const db = openDatabase<Database>(path);
await migrateToLatest(db);
const now = new Date();
const existing = Number(
  (
    await db
      .selectFrom("checkouts")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow()
  ).n,
);
if (existing < count) {
  const started = performance.now();
  await seedTransactions(db, {
    count: count - existing,
    now,
    startAt: existing,
    progress: (done) => console.log(`seeding: ${existing + done} of ${count}`),
  });
  console.log(`seeded ${count - existing} payments in ${Math.round((performance.now() - started) / 1000)} s`);
}
const figures = await benchmarkReports(db, { now, runs, exportFigures: () => exportInBuiltProcess(path) });
console.log(JSON.stringify({ payments: count, ...figures }, null, 2));
await db.destroy();
