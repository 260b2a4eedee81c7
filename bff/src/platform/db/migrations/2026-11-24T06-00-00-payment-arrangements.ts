import type { Kysely } from "kysely";

// Frozen in time: never edit a migration that has shipped; add a new one.
// Portable (PostgreSQL next): text keys, integer cents, ISO-8601 UTC text, integer 0/1 booleans.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The arrangement in progress, one row per customer and account (spec 002 §3 'Payment arrangement
  // account'): what the steps chose, and what billing already did (deposit stopped, case opened).
  await db.schema
    .createTable("arrangement_drafts")
    .addColumn("person_id", "text", (c) => c.notNull())
    .addColumn("account_id", "text", (c) => c.notNull())
    .addColumn("full_name", "text", (c) => c.notNull())
    .addColumn("email_address", "text", (c) => c.notNull())
    .addColumn("premise_address", "text", (c) => c.notNull())
    .addColumn("balance_cents", "integer", (c) => c.notNull())
    .addColumn("dep_amount_cents", "integer", (c) => c.notNull())
    .addColumn("dep_credit_cents", "integer", (c) => c.notNull())
    .addColumn("apply_deposit", "integer", (c) => c.notNull())
    .addColumn("deposit_stopped_at", "text")
    .addColumn("case_id", "text")
    .addColumn("customer_contact_id", "text")
    .addColumn("case_status", "text")
    .addColumn("case_amount_cents", "integer")
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("arrangement_drafts_pk", ["person_id", "account_id"])
    .execute();

  // Step 2's payments through the hosted page, by checkout invoice: counted once toward the draft.
  await db.schema
    .createTable("arrangement_payments")
    .addColumn("invoice", "text", (c) => c.primaryKey())
    .addColumn("person_id", "text", (c) => c.notNull())
    .addColumn("account_id", "text", (c) => c.notNull())
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("counted", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  // Signed agreement forms uploaded (decision 018): the file's metadata and staff's review.
  await db.schema
    .createTable("arrangement_forms")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("case_id", "text", (c) => c.notNull())
    .addColumn("account_id", "text", (c) => c.notNull())
    .addColumn("person_id", "text", (c) => c.notNull())
    .addColumn("customer_contact_id", "text", (c) => c.notNull())
    .addColumn("email_address", "text", (c) => c.notNull())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("stored_path", "text", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("sha256", "text", (c) => c.notNull())
    .addColumn("barcode_status", "text", (c) => c.notNull())
    .addColumn("review_status", "text", (c) => c.notNull())
    .addColumn("review_note", "text")
    .addColumn("reviewed_by", "text")
    .addColumn("reviewed_at", "text")
    .addColumn("uploaded_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("arrangement_forms_review")
    .on("arrangement_forms")
    .columns(["review_status", "uploaded_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("arrangement_forms").execute();
  await db.schema.dropTable("arrangement_payments").execute();
  await db.schema.dropTable("arrangement_drafts").execute();
}
