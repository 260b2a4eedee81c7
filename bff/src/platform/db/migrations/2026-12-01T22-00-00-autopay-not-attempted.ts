import type { Kysely } from "kysely";

// Frozen in time: never edit a migration that has shipped; add a new one.
// AutoPay outcomes (decision 031): the amount a reminder stated (a change is said in the draft's
// e-mail), and the drafts the gateway refused to attempt (credentials, clock, terminal): never a
// customer's decline, kept apart so that Payment History leaves them out and operations are told
// once per outage.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("autopay_drafts").addColumn("reminded_cents", "integer").execute();
  await db.schema.alterTable("autopay_drafts").addColumn("not_before", "text").execute();
  await db.schema
    .createTable("autopay_not_attempted")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("draft_key", "text", (column) => column.notNull())
    .addColumn("account_id", "text", (column) => column.notNull())
    .addColumn("invoice_num", "text")
    .addColumn("reason", "text", (column) => column.notNull())
    .addColumn("at", "text", (column) => column.notNull())
    .addColumn("resolved_at", "text")
    .addColumn("told_at", "text")
    .execute();
  await db.schema
    .createIndex("autopay_not_attempted_open")
    .on("autopay_not_attempted")
    .columns(["resolved_at", "at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("autopay_not_attempted").execute();
  await db.schema.alterTable("autopay_drafts").dropColumn("not_before").execute();
  await db.schema.alterTable("autopay_drafts").dropColumn("reminded_cents").execute();
}
