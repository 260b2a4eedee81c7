import { sql } from "kysely";
import type { Db } from "../database";
import { databaseKind } from "../platform/db/dialect";

/**
 * The BFF's tables, found by introspection, Kysely's own migration tables left out. On PostgreSQL
 * only those of the connection's schema, read from the catalog directly (pg_class, not
 * information_schema, whose views check privileges on every table of every schema: slow where the
 * tests keep a schema per app).
 */
export async function ownTables(db: Db): Promise<string[]> {
  if (databaseKind(db) === "sqlite") {
    return (await db.introspection.getTables()).filter((table) => !table.isView).map((table) => table.name);
  }
  const { rows } = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_catalog.pg_class c
    JOIN pg_catalog.pg_namespace ns ON ns.oid = c.relnamespace
    WHERE ns.nspname = current_schema() AND c.relkind IN ('r', 'p')
      AND c.relname NOT LIKE 'kysely\_%'
    ORDER BY c.relname`.execute(db);
  return rows.map((row) => row.name);
}

/**
 * Empties every table of the BFF (docs/qa-guide.md: payments, checkouts, outbox, sessions, mail, audit,
 * and any table added later), found by introspection rather than listed, and restarts the invoice
 * sequence. Kysely's own migration tables are not listed by introspection and stay.
 */
export async function emptyAllTables(db: Db): Promise<string[]> {
  const tables = await ownTables(db);
  if (databaseKind(db) === "postgres") {
    // One statement empties them all, rows referring to each other included, and restarts every
    // identity column (the invoice sequence) (decision 019).
    if (tables.length > 0) {
      const names = sql.join(tables.map((table) => sql.id(table)));
      await sql`TRUNCATE TABLE ${names} RESTART IDENTITY CASCADE`.execute(db);
    }
    return tables;
  }
  await db.transaction().execute(async (trx) => {
    // Rows refer to each other (checkout lines to checkouts): checked once, at commit, when all are gone.
    await sql`PRAGMA defer_foreign_keys = ON`.execute(trx);
    for (const table of tables) await trx.deleteFrom(table as never).execute();
    // SQLite keeps AUTOINCREMENT counters (the invoice sequence) apart.
    const counters = await sql<{ name: string }>`
      SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'sqlite_sequence'`.execute(trx);
    if (counters.rows.length > 0) await sql`DELETE FROM sqlite_sequence`.execute(trx);
  });
  await giveBackSqliteSpace(db);
  return tables;
}

/** Free pages worth rewriting the file for: about 8 MB of 4 KB pages (an ordinary reset frees far less). */
const FREE_PAGES_WORTH_A_VACUUM = 2_000;

/**
 * SQLite keeps the pages of deleted rows in its file and the WAL as long as the last big write:
 * after the million-historical-payments scenario, hundreds of MB each. Once emptied, the file is
 * rewritten small (VACUUM, only when much is free: an ordinary reset stays fast) and the WAL cut
 * back to nothing (`wal_checkpoint(TRUNCATE)`).
 */
async function giveBackSqliteSpace(db: Db): Promise<void> {
  const free = await sql<{ freelist_count: number }>`PRAGMA freelist_count`.execute(db);
  if ((free.rows[0]?.freelist_count ?? 0) > FREE_PAGES_WORTH_A_VACUUM) await sql`VACUUM`.execute(db);
  await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
}
