/**
 * `npm run seed:transactions -w @paygpa/bff -- N`: adds N generated payment attempts (built for a million
 * payments) to the BFF's database (PAYGPA_BFF_DB, default data/bff.sqlite), for benchmarks and big demos.
 */
import { migrateToLatest, openDatabase } from "../src/platform/db/database";
import type { Database } from "../src/database";
import { seedTransactions } from "./report-benchmark";

const count = Number(process.argv[2] ?? "1000");
if (!Number.isInteger(count) || count < 1) {
  console.error("usage: npm run seed:transactions -w @paygpa/bff -- N   (N payments, e.g. 1000000)");
  process.exit(2);
}
const path = process.env.PAYGPA_BFF_DB ?? "data/bff.sqlite";
const db = openDatabase<Database>(path);
await migrateToLatest(db);
const existing = await db
  .selectFrom("checkouts")
  .select((eb) => eb.fn.countAll().as("n"))
  .executeTakeFirstOrThrow();
const started = performance.now();
await seedTransactions(db, {
  count,
  now: new Date(),
  startAt: Number(existing.n),
  progress: (done) => console.log(`${done} of ${count} payments written`),
});
console.log(`${count} payments written to ${path} in ${Math.round((performance.now() - started) / 1000)} s`);
await db.destroy();
