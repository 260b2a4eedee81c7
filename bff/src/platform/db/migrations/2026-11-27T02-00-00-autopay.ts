import type { Kysely } from "kysely";

// Frozen in time: never edit a migration that has shipped; add a new one.
// AutoPay (decisions 031, 031): enrolments with the consent text and version as accepted, and drafts
// keyed by (enrolment, bill) so that one bill is drafted once, whichever instance finds it first.
// Portable: text keys and ISO-8601 text times; cents as integers.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("autopay_enrolments")
    .addColumn("enrolment_id", "text", (column) => column.primaryKey())
    .addColumn("person_id", "text", (column) => column.notNull())
    .addColumn("account_id", "text", (column) => column.notNull())
    .addColumn("card_id", "text", (column) => column.notNull())
    .addColumn("plan_kind", "text", (column) => column.notNull())
    .addColumn("amount_cents", "integer")
    .addColumn("threshold_cents", "integer")
    .addColumn("consent_version", "text", (column) => column.notNull())
    .addColumn("consent_text", "text", (column) => column.notNull())
    .addColumn("consented_at", "text", (column) => column.notNull())
    .addColumn("consented_on", "text", (column) => column.notNull())
    .addColumn("receipt_email", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("stopped_at", "text")
    .execute();
  await db.schema
    .createIndex("autopay_enrolments_person")
    .on("autopay_enrolments")
    .column("person_id")
    .execute();
  await db.schema
    .createTable("autopay_drafts")
    .addColumn("draft_key", "text", (column) => column.primaryKey())
    .addColumn("enrolment_id", "text", (column) => column.notNull())
    .addColumn("account_id", "text", (column) => column.notNull())
    .addColumn("bill_id", "text", (column) => column.notNull())
    .addColumn("draft_on", "text", (column) => column.notNull())
    .addColumn("remind_on", "text")
    .addColumn("reminded_at", "text")
    .addColumn("amount_cents", "integer")
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("attempts", "integer", (column) => column.notNull())
    .addColumn("next_attempt_on", "text", (column) => column.notNull())
    .addColumn("invoice_num", "text")
    .addColumn("message", "text")
    .addColumn("claimed_by", "text")
    .addColumn("claimed_until", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("autopay_drafts_enrolment")
    .on("autopay_drafts")
    .column("enrolment_id")
    .execute();
  await db.schema.createIndex("autopay_drafts_status").on("autopay_drafts").column("status").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("autopay_drafts").execute();
  await db.schema.dropTable("autopay_enrolments").execute();
}
