import type { Kysely } from "kysely";

// Frozen in time: never edit a migration that has shipped; add a new one.
// The event a mail tells of, as the text outbox names it (`outages:<account>:<occasion>`), so the
// outage alerts report (decision 046) finds each alert's e-mail, its account and its outage; null
// for the mails that tell of no such event. Indexed: the report reads by its prefix.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("mail_outbox").addColumn("event_key", "text").execute();
  await db.schema.createIndex("mail_outbox_event_key").on("mail_outbox").column("event_key").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("mail_outbox_event_key").execute();
  await db.schema.alterTable("mail_outbox").dropColumn("event_key").execute();
}
