import { type Kysely, sql } from "kysely";

// Frozen in time: never edit a migration that has shipped; add a new one.
// Payment extensions (decision 048): the broken-promise notice is claimed like the reminder, in
// the transaction that queues its e-mail and text, so two BFF instances (or two rounds of the day
// job) tell the customer once. A promise broken before this column existed counts as told (no late
// burst of notices on the first run). The back office report pages newest first and filters by
// status: indexes in that order (the status one also serves the day job's "active" read, so the
// status-only index goes).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("payment_extensions").addColumn("broken_notice_sent_at", "text").execute();
  await sql`UPDATE payment_extensions SET broken_notice_sent_at = coalesce(ended_on, requested_at)
    WHERE status = 'broken'`.execute(db);
  await db.schema
    .createIndex("payment_extensions_report_newest")
    .on("payment_extensions")
    .columns(["requested_at desc", "extension_id desc"])
    .execute();
  await db.schema
    .createIndex("payment_extensions_report_status_newest")
    .on("payment_extensions")
    .columns(["status", "requested_at desc", "extension_id desc"])
    .execute();
  await db.schema.dropIndex("payment_extensions_status").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("payment_extensions_status")
    .on("payment_extensions")
    .column("status")
    .execute();
  await db.schema.dropIndex("payment_extensions_report_status_newest").execute();
  await db.schema.dropIndex("payment_extensions_report_newest").execute();
  await db.schema.alterTable("payment_extensions").dropColumn("broken_notice_sent_at").execute();
}
