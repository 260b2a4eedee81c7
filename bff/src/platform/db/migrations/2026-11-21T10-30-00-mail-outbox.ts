import type { Kysely } from "kysely";
import { identityPrimaryKey } from "../dialect";

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "integer", identityPrimaryKey(db))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sent_at", "text")
    .addColumn("last_error", "text")
    .execute();
  await db.schema.createIndex("mail_outbox_status").on("mail_outbox").column("status").execute();
  await db.schema.createIndex("mail_outbox_to").on("mail_outbox").column("to_address").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("mail_outbox").execute();
}
