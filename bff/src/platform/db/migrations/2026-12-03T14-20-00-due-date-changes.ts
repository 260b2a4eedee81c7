import type { Kysely } from "kysely";

// Frozen in time: never edit a migration that has shipped; add a new one.
// Preferred due date changes (decision 047): the day chosen, who chose it, and the first bill and
// due date billing said the change brings; "once every 12 months" counts from requested_on.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("due_date_changes")
    .addColumn("change_id", "text", (column) => column.primaryKey())
    .addColumn("account_id", "text", (column) => column.notNull())
    .addColumn("due_day", "integer", (column) => column.notNull())
    .addColumn("previous_due_day", "integer")
    .addColumn("first_bill_date", "text", (column) => column.notNull())
    .addColumn("first_due_date", "text", (column) => column.notNull())
    .addColumn("requested_by", "text", (column) => column.notNull())
    .addColumn("requested_at", "text", (column) => column.notNull())
    .addColumn("requested_on", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("due_date_changes_account")
    .on("due_date_changes")
    .columns(["account_id", "requested_on"])
    .execute();
  await db.schema
    .createIndex("due_date_changes_requested")
    .on("due_date_changes")
    .columns(["requested_at", "change_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("due_date_changes").execute();
}
