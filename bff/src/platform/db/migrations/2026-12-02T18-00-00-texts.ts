import type { Kysely } from "kysely";
import { identityPrimaryKey } from "../dialect";

// Frozen in time: never edit a migration that has shipped; add a new one.
// Texts (decisions 038, 039): confirmed numbers with their consent, the opt-out list, the outbox.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("text_numbers")
    .addColumn("person_id", "text", (c) => c.primaryKey())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("code_hash", "text")
    .addColumn("code_expires_at", "text")
    .addColumn("code_tries", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("confirmed_at", "text")
    .addColumn("consent_text", "text")
    .addColumn("consent_version", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("text_opt_outs")
    .addColumn("phone", "text", (c) => c.primaryKey())
    .addColumn("opted_out_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("text_outbox")
    .addColumn("id", "integer", identityPrimaryKey(db))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("event_key", "text", (c) => c.notNull().unique())
    .addColumn("person_id", "text", (c) => c.notNull())
    .addColumn("account_id", "text")
    .addColumn("to_phone", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("delivery", "text")
    .addColumn("provider_id", "text")
    .addColumn("send_after", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("outcome_unknown", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sent_at", "text")
    .addColumn("last_error", "text")
    .addColumn("claimed_by", "text")
    .addColumn("claimed_until", "text")
    .execute();
  await db.schema
    .createIndex("text_outbox_status")
    .on("text_outbox")
    .columns(["status", "send_after"])
    .execute();
  await db.schema.createIndex("text_outbox_provider").on("text_outbox").column("provider_id").execute();
  await db.schema.createIndex("text_outbox_person").on("text_outbox").column("person_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("text_outbox").execute();
  await db.schema.dropTable("text_opt_outs").execute();
  await db.schema.dropTable("text_numbers").execute();
}
