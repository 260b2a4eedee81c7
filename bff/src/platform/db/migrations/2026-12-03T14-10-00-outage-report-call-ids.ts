import type { Kysely } from "kysely";

// Frozen in time: never edit a migration that has shipped; add a new one.
// Outage calls report (decision 046, amended): the outage system's own id for each delivered call or
// callback, and the report's order by the day it was made.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("outage_reports").addColumn("oms_call_id", "text").execute();
  await db.schema
    .createIndex("outage_reports_reported")
    .on("outage_reports")
    .columns(["reported_at", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("outage_reports_reported").execute();
  await db.schema.alterTable("outage_reports").dropColumn("oms_call_id").execute();
}
