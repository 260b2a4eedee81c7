import type { Kysely } from "kysely";

// Frozen in time: never edit a migration that has shipped; add a new one.
// Budget billing enrolments (decision 043): billing keeps the budget on the service agreement; the
// BFF keeps who enrolled the account, the version of the terms they agreed to, when, and who ended it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("budget_enrolments")
    .addColumn("enrolment_id", "text", (column) => column.primaryKey())
    .addColumn("account_id", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("budget_amount_cents", "integer", (column) => column.notNull())
    .addColumn("consent_version", "text", (column) => column.notNull())
    .addColumn("enrolled_by", "text", (column) => column.notNull())
    .addColumn("enrolled_at", "text", (column) => column.notNull())
    .addColumn("left_by", "text")
    .addColumn("left_at", "text")
    .execute();
  await db.schema
    .createIndex("budget_enrolments_account")
    .on("budget_enrolments")
    .columns(["account_id", "enrolled_at"])
    .execute();
  await db.schema.createIndex("budget_enrolments_status").on("budget_enrolments").column("status").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("budget_enrolments").execute();
}
