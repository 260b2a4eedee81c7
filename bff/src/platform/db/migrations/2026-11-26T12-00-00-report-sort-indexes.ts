import type { Kysely } from "kysely";

// Frozen in time: never edit a migration that has shipped; add a new one.
// The transaction inquiry sorted by a column other than the pay date (spec 000 §7): an index whose
// order is the sort's, so that the first page reads ten rows in order instead of sorting every
// line. Ties fall back to the newest first: mode (two values) carries the pay date in both
// directions; the tag and the sequence no. carry it newest first for the attempts that have none
// (they sort first going up). Amounts are read from the lines (the search then starts from them,
// reports.repository.ts); accounts already have their index (2026-11-24T03-00-00).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("checkouts_report_mode_newest")
    .on("checkouts")
    .columns(["mode", "created_at desc"])
    .execute();
  await db.schema
    .createIndex("checkouts_report_mode_oldest")
    .on("checkouts")
    .columns(["mode", "created_at"])
    .execute();
  await db.schema
    .createIndex("checkouts_report_tag_newest")
    .on("checkouts")
    .columns(["transaction_tag", "created_at desc"])
    .execute();
  await db.schema
    .createIndex("checkouts_report_sequence_newest")
    .on("checkouts")
    .columns(["sequence_no", "created_at desc"])
    .execute();
  await db.schema
    .createIndex("checkout_lines_report_amount")
    .on("checkout_lines")
    .column("amount_cents")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("checkout_lines_report_amount").execute();
  await db.schema.dropIndex("checkouts_report_sequence_newest").execute();
  await db.schema.dropIndex("checkouts_report_tag_newest").execute();
  await db.schema.dropIndex("checkouts_report_mode_oldest").execute();
  await db.schema.dropIndex("checkouts_report_mode_newest").execute();
}
