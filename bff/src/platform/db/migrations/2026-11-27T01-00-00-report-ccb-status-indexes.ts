import type { Kysely } from "kysely";

// Frozen in time: never edit a migration that has shipped; add a new one.
// The transaction inquiry sorted by CCB Status (spec 000 §7): a handful of statuses over a million
// lines, so an index on the status alone left each status's rows to be sorted by date (every line
// for the first page). Within a status the newest line comes first (the line's id, which grows as
// payments are recorded, so in pay-date order): one index for each direction of the status, read
// in order and stopped at the page (reports.repository.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("checkout_lines_report_ccb_status_up")
    .on("checkout_lines")
    .columns(["billing_status", "id desc"])
    .execute();
  await db.schema
    .createIndex("checkout_lines_report_ccb_status_down")
    .on("checkout_lines")
    .columns(["billing_status desc", "id desc"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("checkout_lines_report_ccb_status_down").execute();
  await db.schema.dropIndex("checkout_lines_report_ccb_status_up").execute();
}
