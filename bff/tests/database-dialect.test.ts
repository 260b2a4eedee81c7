/**
 * One set of migrations on SQLite and PostgreSQL (decisions 019 and 020). The
 * normal run checks SQLite; `npm run test:postgres` runs the same file on a real PostgreSQL.
 */
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { emptyAllTables } from "../src/control/tables.repository";
import { openTestDatabase, testPostgresUrl } from "./support/test-database";
import { migrateToLatest, openDatabase } from "../src/platform/db/database";
import type { Db } from "../src/database";
import { databaseKind } from "../src/platform/db/dialect";

const onPostgres = testPostgresUrl() !== null;
const opened: Db[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.destroy()));
});

async function migrated(db: Db = openTestDatabase()): Promise<Db> {
  opened.push(db);
  await migrateToLatest(db);
  return db;
}

async function recordCheckout(db: Db, invoice: string, cents: number[]): Promise<void> {
  const at = "2026-11-21T01:00:00.000Z";
  await db
    .insertInto("checkouts")
    .values({
      invoice_num: invoice,
      created_at: at,
      created_by: "tester",
      mode: "customer",
      channel: "web",
      customer_class: "RESID",
      page_login: "WSP-GPA-RES-01",
      amount_cents: cents.reduce((a, b) => a + b, 0),
      currency: "USD",
      customer_name: "Ana Cruz",
      status: "approved",
    } as never)
    .execute();
  for (const amount of cents) {
    await db
      .insertInto("checkout_lines")
      .values({
        invoice_num: invoice,
        account_id: "1000000001",
        amount_cents: amount,
        billing_status: "In CCB",
      })
      .execute();
  }
}

describe(`the migrations on ${onPostgres ? "PostgreSQL" : "SQLite"}`, () => {
  it("run on this run's database, and a second run finds nothing to do", async () => {
    const db = await migrated();
    expect(databaseKind(db)).toBe(onPostgres ? "postgres" : "sqlite");
    await migrateToLatest(db);
    const tables = (await db.introspection.getTables()).map((table) => table.name);
    expect(tables).toEqual(
      expect.arrayContaining(["checkouts", "posting_outbox", "mail_outbox", "audit_log"]),
    );
  });

  it.runIf(onPostgres)(
    "introspect only their own schema: another app's tables are neither listed nor waited for",
    async () => {
      const [first, second] = await Promise.all([migrated(), migrated()]);
      const look = async (db: Db) => ({
        schema: (await sql<{ s: string }>`SELECT current_schema() AS s`.execute(db)).rows[0]?.s,
        tables: await db.introspection.getTables(),
      });
      const [mine, theirs] = [await look(first), await look(second)];
      expect(mine.schema).not.toEqual(theirs.schema);
      expect(new Set(mine.tables.map((table) => table.schema))).toEqual(new Set([mine.schema]));
      expect(mine.tables.map((table) => table.name)).toEqual(theirs.tables.map((table) => table.name));
      const checkouts = mine.tables.find((table) => table.name === "checkouts");
      expect(checkouts?.columns.map((column) => column.name)).toContain("invoice_num");
    },
  );

  it("number new rows themselves (identity columns), read back with returning, not insertId", async () => {
    const db = await migrated();
    const ids: number[] = [];
    for (const action of ["login", "logout"]) {
      const row = await db
        .insertInto("audit_log")
        .values({ at: "2026-11-21T00:00:00.000Z", actor: "admin", action })
        .returning("id")
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    expect(ids[1]).toBeGreaterThan(ids[0] as number);
    expect(typeof ids[0]).toBe("number");
  });

  it("give counts and sums of cents back as numbers, not strings", async () => {
    const db = await migrated();
    await recordCheckout(db, "INV-1", [1050, 2025]);
    const totals = await db
      .selectFrom("checkout_lines")
      .select((eb) => [eb.fn.countAll().as("lines"), eb.fn.sum("amount_cents").as("cents")])
      .executeTakeFirstOrThrow();
    expect(totals).toEqual({ lines: 2, cents: 3075 });
  });

  it("keep a bill day's approved cents past 2^31 (a day's total of a few hundred thousand payments)", async () => {
    const db = await migrated();
    const day = { day: "2026-11-21", lines: 120_000, approved_lines: 110_000, approved_cents: 3_000_000_000 };
    await db.insertInto("payment_day_totals").values(day).execute();
    expect(await db.selectFrom("payment_day_totals").selectAll().executeTakeFirst()).toEqual(day);
  });

  it("empty every table and restart the invoice sequence for a system reset", async () => {
    const db = await migrated();
    await recordCheckout(db, "INV-2", [500]);
    const first = await db
      .insertInto("checkout_sequence")
      .values({ created_at: "x" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.insertInto("checkout_sequence").values({ created_at: "x" }).execute();
    const emptied = await emptyAllTables(db);
    expect(emptied).toEqual(expect.arrayContaining(["checkouts", "checkout_lines", "checkout_sequence"]));
    expect(await db.selectFrom("checkouts").selectAll().execute()).toEqual([]);
    const again = await db
      .insertInto("checkout_sequence")
      .values({ created_at: "x" })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(again.id).toBe(first.id);
  });
});

describe("SQLite databases made before PostgreSQL", () => {
  it("get the very tables they always got: integer primary key autoincrement", async () => {
    const db = await migrated(openDatabase(":memory:"));
    const { rows } = await sql<{ sql: string }>`
      SELECT sql FROM sqlite_master WHERE name IN ('audit_log', 'checkout_sequence') ORDER BY name`.execute(
      db,
    );
    expect(rows.map((row) => row.sql)).toEqual([
      'CREATE TABLE "audit_log" ("id" integer primary key autoincrement, "at" text not null, "actor" text not null, "action" text not null, "subject" text, "details" text, "address" text)',
      'CREATE TABLE "checkout_sequence" ("id" integer primary key autoincrement, "created_at" text not null)',
    ]);
  });
});

describe.skipIf(!onPostgres)("several apps on one PostgreSQL (tests: a schema each)", () => {
  it("see only their own schema's rows, and a reset empties only its own", async () => {
    const [a, b] = [await migrated(), await migrated()];
    await recordCheckout(a, "INV-A", [100]);
    await recordCheckout(b, "INV-B", [200]);
    await emptyAllTables(a);
    expect(await a.selectFrom("checkouts").select("invoice_num").execute()).toEqual([]);
    expect(await b.selectFrom("checkouts").select("invoice_num").execute()).toEqual([
      { invoice_num: "INV-B" },
    ]);
  });

  it("carry on after the server ends an idle connection (a restart), instead of the process ending", async () => {
    const [a, b] = [await migrated(), await migrated()];
    const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(a);
    await sql`SELECT pg_terminate_backend(${rows[0]?.pid})`.execute(b);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await sql<{ one: number }>`SELECT 1 AS one`.execute(a);
    expect(again.rows).toEqual([{ one: 1 }]);
  });
});
