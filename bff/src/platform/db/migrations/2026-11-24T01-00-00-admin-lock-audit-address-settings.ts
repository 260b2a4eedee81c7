import type { Kysely } from "kysely";

// Frozen in time: never edit a migration that has shipped; add a new one.
// Back office, part 1 (spec 000 §2):
// - an admin account locks for 15 minutes after 5 wrong passwords (failed_logins, locked_until);
// - the audit log says from where an action came (the browser's address);
// - the back office's own settings by key (the payment-arrangement upload path, spec 000 §2).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("admins")
    .addColumn("failed_logins", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("admins").addColumn("locked_until", "text").execute();
  await db.schema.alterTable("audit_log").addColumn("address", "text").execute();
  await db.schema
    .createTable("back_office_settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("audit_log_at").on("audit_log").column("at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("audit_log_at").execute();
  await db.schema.dropTable("back_office_settings").execute();
  await db.schema.alterTable("audit_log").dropColumn("address").execute();
  await db.schema.alterTable("admins").dropColumn("locked_until").execute();
  await db.schema.alterTable("admins").dropColumn("failed_logins").execute();
}
