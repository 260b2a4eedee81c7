import type { Kysely } from "kysely";

// Frozen in time: never edit a migration that has shipped; add a new one.
// Wrong passwords are counted per username typed, whether or not the name exists (decision 009's
// lock, applied alike to every name), for admins and customers: a row per scope and SHA-256 of the
// name, forgotten once it expires. The admins' own lock columns go: the count lives here now.
// Portable: text keys, ISO-8601 UTC text times, no autoIncrement.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("login_failures")
    .addColumn("key", "text", (column) => column.primaryKey())
    .addColumn("failures", "integer", (column) => column.notNull())
    .addColumn("first_failed_at", "text", (column) => column.notNull())
    .addColumn("locked_until", "text")
    .addColumn("expires_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("login_failures_expires_at")
    .on("login_failures")
    .column("expires_at")
    .execute();
  await db.schema.alterTable("admins").dropColumn("locked_until").execute();
  await db.schema.alterTable("admins").dropColumn("failed_logins").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("admins")
    .addColumn("failed_logins", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("admins").addColumn("locked_until", "text").execute();
  await db.schema.dropIndex("login_failures_expires_at").execute();
  await db.schema.dropTable("login_failures").execute();
}
