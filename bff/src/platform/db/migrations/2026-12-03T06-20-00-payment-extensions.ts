import type { Kysely } from "kysely";

// Frozen in time: never edit a migration that has shipped; add a new one.
// Payment extensions (decision 045): the customer's or a clerk's promise to pay the amount
// due by a later date, kept by billing as a pay plan (its id here); its reminder sent once, and the
// moment the customer was shown that it ended.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("payment_extensions")
    .addColumn("extension_id", "text", (column) => column.primaryKey())
    .addColumn("account_id", "text", (column) => column.notNull())
    .addColumn("person_id", "text", (column) => column.notNull())
    .addColumn("pay_plan_id", "text", (column) => column.notNull())
    .addColumn("bill_due_date", "text", (column) => column.notNull())
    .addColumn("promise_date", "text", (column) => column.notNull())
    .addColumn("amount_cents", "integer", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("requested_by", "text", (column) => column.notNull())
    .addColumn("requested_at", "text", (column) => column.notNull())
    .addColumn("requested_on", "text", (column) => column.notNull())
    .addColumn("ended_on", "text")
    .addColumn("ended_by", "text")
    .addColumn("reminder_sent_at", "text")
    .execute();
  await db.schema
    .createIndex("payment_extensions_account")
    .on("payment_extensions")
    .columns(["account_id", "requested_on"])
    .execute();
  await db.schema
    .createIndex("payment_extensions_status")
    .on("payment_extensions")
    .column("status")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("payment_extensions").execute();
}
