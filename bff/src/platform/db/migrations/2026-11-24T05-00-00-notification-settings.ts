import type { Kysely } from "kysely";

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The notices a customer switched on, per account and notice (spec 002 §2 account actions): e-mail and text.
  await db.schema
    .createTable("notification_settings")
    .addColumn("account_id", "text", (c) => c.notNull())
    .addColumn("notice", "text", (c) => c.notNull())
    .addColumn("person_id", "text", (c) => c.notNull())
    .addColumn("by_email", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("by_text", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("notification_settings_pk", ["account_id", "notice"])
    .execute();

  // One row per notice sent (its natural key), so a timed run never sends the same notice twice.
  await db.schema
    .createTable("notices_sent")
    .addColumn("account_id", "text", (c) => c.notNull())
    .addColumn("notice", "text", (c) => c.notNull())
    .addColumn("occasion", "text", (c) => c.notNull())
    .addColumn("sent_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("notices_sent_pk", ["account_id", "notice", "occasion"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("notices_sent").execute();
  await db.schema.dropTable("notification_settings").execute();
}
