/**
 * The demo's payment history (demo data for the reports): a few hundred attempts of every kind over the last
 * months, so that the reports look real; written once.
 */
import { expect, it } from "vitest";
import { seedHistoricalPayments } from "../src/demo/seed-historical-payments";
import { openTestDatabase } from "./support/test-database";
import { migrateToLatest } from "../src/platform/db/database";

it("writes approved, declined, error, failed-posting and phoned-in attempts over four months, once", async () => {
  const db = openTestDatabase();
  await migrateToLatest(db);
  const now = new Date("2026-11-21T00:00:00Z");
  await seedHistoricalPayments(db, now);
  await seedHistoricalPayments(db, now);
  const checkouts = await db.selectFrom("checkouts").select(["status", "mode", "created_at"]).execute();
  expect(checkouts).toHaveLength(400);
  expect(new Set(checkouts.map((c) => c.status))).toEqual(new Set(["approved", "declined", "error"]));
  expect(checkouts.some((c) => c.mode === "Phoned-In")).toBe(true);
  const dates = checkouts.map((c) => c.created_at).sort();
  expect(dates[0]! < "2026-08-01").toBe(true);
  // Up to the end of 2026-11-19 in Guam (14:00 UTC), the day before yesterday.
  expect(dates.at(-1)! < "2026-11-19T14:00:00.000Z").toBe(true);
  const failed = await db.selectFrom("posting_outbox").select("status").execute();
  expect(failed.length).toBeGreaterThan(0);
  expect(failed.every((row) => row.status === "failed")).toBe(true);
  await db.destroy();
});

it("writes the same history at the same times on every reset of one day (repeatable runs)", async () => {
  const written = async (now: Date) => {
    const db = openTestDatabase();
    await migrateToLatest(db);
    await seedHistoricalPayments(db, now);
    const rows = await db
      .selectFrom("checkouts")
      .select(["invoice_num", "created_at", "settled_at", "gateway_tag", "amount_cents"])
      .orderBy("invoice_num")
      .execute();
    await db.destroy();
    return rows;
  };
  // 08:05 and 21:40 on 2026-11-21 in Guam: the same day, hours apart.
  const morning = await written(new Date("2026-11-20T22:05:00Z"));
  expect(await written(new Date("2026-11-21T11:40:00Z"))).toEqual(morning);
  expect(morning.at(-1)!.created_at < "2026-11-19T14:00:00.000Z").toBe(true);
});
