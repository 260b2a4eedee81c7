import { sql } from "kysely";
import type { Db } from "../platform/db/database";

/**
 * Empties every table of the BFF (issue 14 §1: payments, checkouts, outbox, sessions, mail, audit,
 * and any table added later), found by introspection rather than listed, and restarts the invoice
 * sequence. Kysely's own migration tables are not listed by introspection and stay.
 */
export async function emptyAllTables(db: Db): Promise<string[]> {
  const tables = (await db.introspection.getTables()).filter((table) => !table.isView).map((t) => t.name);
  await db.transaction().execute(async (trx) => {
    // Rows refer to each other (checkout lines to checkouts): checked once, at commit, when all are gone.
    await sql`PRAGMA defer_foreign_keys = ON`.execute(trx);
    for (const table of tables) await trx.deleteFrom(table as never).execute();
    // SQLite keeps AUTOINCREMENT counters (the invoice sequence) apart; PostgreSQL will need
    // `TRUNCATE … RESTART IDENTITY` here instead.
    const counters = await sql<{ name: string }>`
      SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'sqlite_sequence'`.execute(trx);
    if (counters.rows.length > 0) await sql`DELETE FROM sqlite_sequence`.execute(trx);
  });
  return tables;
}
