import type { Kysely } from "kysely";

// Frozen in time: never edit a migration that has shipped; add a new one.
// The correlation id of the request that queued a mail, for the QA timeline (docs/qa-guide.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("mail_outbox").addColumn("correlation_id", "text").execute();
  await db.schema.createIndex("mail_outbox_correlation").on("mail_outbox").column("correlation_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("mail_outbox_correlation").execute();
  await db.schema.alterTable("mail_outbox").dropColumn("correlation_id").execute();
}
