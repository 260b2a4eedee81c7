import type { Kysely } from "kysely";

// Frozen in time: never edit a migration that has shipped; add a new one.
// The back office's transaction report over a million payments (built for a million payments): an index per
// search of spec 000 §7 search-transaction, chosen by the benchmark (`npm run bench:reports`), and
// the record of each reconciliation run (beyond the spec). Portable: no SQLite-only SQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Pay date range, newest first (the export's keyset: date, then invoice), with the status for
  // the totals: the date searches and the totals read this index only.
  await db.schema
    .createIndex("checkouts_report_date")
    .on("checkouts")
    .columns(["created_at", "invoice_num", "status"])
    .execute();
  await db.schema.createIndex("checkouts_sequence_no").on("checkouts").column("sequence_no").execute();
  // Account no. search, and the lines of an attempt with their amounts (totals without the table).
  await db.schema
    .createIndex("checkout_lines_account_invoice")
    .on("checkout_lines")
    .columns(["account_id", "invoice_num"])
    .execute();
  await db.schema
    .createIndex("checkout_lines_invoice_amount")
    .on("checkout_lines")
    .columns(["invoice_num", "amount_cents"])
    .execute();
  await db.schema
    .createTable("reconciliation_runs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("ran_at", "text", (c) => c.notNull())
    .addColumn("ran_by", "text", (c) => c.notNull())
    .addColumn("outcome", "text", (c) => c.notNull())
    .addColumn("gateway_count", "integer", (c) => c.notNull())
    .addColumn("recorded_count", "integer", (c) => c.notNull())
    .addColumn("billing_count", "integer", (c) => c.notNull())
    .addColumn("differences", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("reconciliation_runs_ran_at")
    .on("reconciliation_runs")
    .columns(["ran_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("reconciliation_runs").execute();
  for (const index of [
    "checkout_lines_invoice_amount",
    "checkout_lines_account_invoice",
    "checkouts_sequence_no",
    "checkouts_report_date",
  ]) {
    await db.schema.dropIndex(index).execute();
  }
}
