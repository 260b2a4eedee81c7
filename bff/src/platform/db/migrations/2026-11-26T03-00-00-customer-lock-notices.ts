import type { Kysely } from "kysely";

// Frozen in time: never edit a migration that has shipped; add a new one.
// A customer login that starts a lock leaves a notice, for a web user and an unknown name alike; a
// timed job finds the web user's person through billing and e-mails the lock (spec 001 §8).
// Portable: text keys, ISO-8601 UTC text times, no autoIncrement.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("customer_lock_notices")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("username", "text", (column) => column.notNull())
    .addColumn("locked_at", "text", (column) => column.notNull())
    .addColumn("attempts", "integer", (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("customer_lock_notices").execute();
}
