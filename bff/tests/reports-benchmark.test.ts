/**
 * The report benchmark runs on a small N in CI (issue 11 point 2): it must produce every figure; it
 * never fails on timing (the 1,000,000-row figures are in the BFF README).
 */
import { expect, it } from "vitest";
import { benchmarkReports, seedTransactions } from "../src/demo/report-benchmark";
import { migrateToLatest, openDatabase } from "../src/platform/db/database";

it("seeds N payments and reports search, page turn and export figures", async () => {
  const db = openDatabase(":memory:");
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
