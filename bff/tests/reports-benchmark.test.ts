/**
 * The report benchmark runs on a small N in CI (built for a million payments): it must produce every figure; it
 * never fails on timing (the 1,000,000-row figures are in the BFF README).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { exportInBuiltProcess } from "../bench/export-in-built-process";
import { benchmarkReports, seedTransactions } from "../bench/report-benchmark";
import { openTestDatabase } from "./support/test-database";
import { migrateToLatest, openDatabase } from "../src/platform/db/database";
import type { Database } from "../src/database";

it("seeds N payments and reports search, page turn and export figures (the export in-process)", async () => {
  const db = openTestDatabase();
  await migrateToLatest(db);
  const now = new Date("2026-11-21T00:00:00Z");
  await seedTransactions(db, { count: 1500, now });
  const figures = await benchmarkReports(db, { now, runs: 10 });
  const timing = { p50Ms: expect.any(Number), p95Ms: expect.any(Number), runs: expect.any(Number) };
  expect(figures).toMatchObject({
    accountSearch: timing,
    daySearch: timing,
    pageTurn: timing,
    unfilteredFirstPage: timing,
    export: { durationMs: expect.any(Number), peakRssMb: expect.any(Number) },
  });
  // Every generated line is exported, once.
  expect(figures.rows).toBeGreaterThan(1500);
  expect(figures.export.rows).toBe(figures.rows);
  await db.destroy();
});

// A SQLite file handed to a second process by its path: SQLite by nature, on both test runs.
it("measures the export of a database file in a process of its own running built JavaScript", async () => {
  const folder = await mkdtemp(join(tmpdir(), "paygpa-bench-"));
  const path = join(folder, "bench.sqlite");
  const db = openDatabase<Database>(path);
  try {
    await migrateToLatest(db);
    await seedTransactions(db, { count: 300, now: new Date("2026-11-21T00:00:00Z") });
    const lines = await db
      .selectFrom("checkout_lines")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    const figures = await exportInBuiltProcess(path);
    expect(figures).toMatchObject({ process: "built-javascript", rows: Number(lines.n) });
    expect(figures.peakRssMb).toBeGreaterThan(0);
  } finally {
    await db.destroy();
    await rm(folder, { recursive: true, force: true });
  }
});
