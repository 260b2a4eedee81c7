/**
 * After a big load (the million-historical-payments scenario), a reset gives the disk back: the
 * SQLite file shrinks and its WAL is cut to nothing (control/tables.repository.ts).
 */
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { emptyAllTables } from "../src/control/tables.repository";
import type { Database } from "../src/database";
import { historicalPayments } from "../src/demo/historical-payments";
import { insertHistoricalPayments } from "../src/demo/historical-payments.repository";
import { migrateToLatest, openDatabase } from "../src/platform/db/database";
import { testPostgresUrl } from "./support/test-database";

const folder = mkdtempSync(join(tmpdir(), "paygpa-reset-space-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const sizeOf = (file: string) => {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
};

it.skipIf(testPostgresUrl() !== null)(
  "shrinks the SQLite file and truncates its WAL once the tables are emptied",
  async () => {
    const file = join(folder, "bff.sqlite");
    const db = openDatabase<Database>(file);
    await migrateToLatest(db);
    const payments = [
      ...historicalPayments({
        count: 20_000,
        seed: 7,
        now: new Date("2026-11-21T00:00:00Z"),
        days: 365,
        accounts: ["1000000001", "1000000002"],
        phonedInAdminId: null,
      }),
    ];
    for (let start = 0; start < payments.length; start += 2_000) {
      await insertHistoricalPayments(db, payments.slice(start, start + 2_000));
    }
    const loaded = { file: sizeOf(file), wal: sizeOf(`${file}-wal`) };
    expect(loaded.file + loaded.wal).toBeGreaterThan(10_000_000);

    await emptyAllTables(db);
    const emptied = { file: sizeOf(file), wal: sizeOf(`${file}-wal`) };
    expect(emptied.wal).toBe(0);
    expect(emptied.file).toBeLessThan(loaded.file / 4);
    expect(emptied.file).toBeLessThan(2_000_000);
    await db.destroy();
  },
  60_000,
);
