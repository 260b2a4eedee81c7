import type { Kysely } from "kysely";
import { identityPrimaryKey } from "../dialect";

// Frozen in time: never edit a migration that has shipped; add a new one.
// Outages (decision 046): the customers' reports, kept first and delivered by an outbox; status tickets.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("outage_reports")
    .addColumn("id", "integer", identityPrimaryKey(db))
    .addColumn("report_id", "text", (c) => c.notNull().unique())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("account_id", "text", (c) => c.notNull())
    .addColumn("premise_id", "text", (c) => c.notNull())
    .addColumn("person_id", "text", (c) => c.notNull())
    .addColumn("problem", "text", (c) => c.notNull())
    .addColumn("outage_id", "text")
    .addColumn("joined_known_outage", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("reported_at", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("delivered_at", "text")
    .addColumn("last_error", "text")
    .addColumn("claimed_by", "text")
    .addColumn("claimed_until", "text")
    .execute();
  await db.schema.createIndex("outage_reports_status").on("outage_reports").column("status").execute();
  await db.schema
    .createIndex("outage_reports_account")
    .on("outage_reports")
    .columns(["account_id", "reported_at"])
    .execute();
  await db.schema
    .createTable("outage_watches")
    .addColumn("ticket_hash", "text", (c) => c.primaryKey())
    .addColumn("premises", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("outage_watches_expiry").on("outage_watches").column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("outage_watches").execute();
  await db.schema.dropTable("outage_reports").execute();
}
