import type { Kysely } from "kysely";
import { identityPrimaryKey } from "../dialect";

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("checkout_sequence")
    .addColumn("id", "integer", identityPrimaryKey(db))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("checkouts")
    .addColumn("invoice_num", "text", (c) => c.primaryKey())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("person_id", "text")
    .addColumn("admin_id", "integer")
    .addColumn("quickpay_account_id", "text")
    .addColumn("quickpay_token_hash", "text")
    .addColumn("mode", "text", (c) => c.notNull())
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("customer_class", "text", (c) => c.notNull())
    .addColumn("page_login", "text", (c) => c.notNull())
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("customer_name", "text", (c) => c.notNull())
    .addColumn("customer_email", "text")
    .addColumn("fp_timestamp", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("settled_at", "text")
    .addColumn("settled_by", "text")
    .addColumn("transaction_tag", "text")
    .addColumn("sequence_no", "text")
    .addColumn("authorization_num", "text")
    .addColumn("bank_resp_code", "text")
    .addColumn("bank_message", "text")
    .addColumn("exact_resp_code", "text")
    .addColumn("exact_message", "text")
    .addColumn("card_type", "text")
    .addColumn("payment_source", "text")
    .addColumn("card_number", "text")
    .addColumn("cardholder_name", "text")
    .addColumn("ctr", "text")
    .addColumn("code_response", "text")
    .execute();
  await db.schema
    .createIndex("checkouts_status_created")
    .on("checkouts")
    .columns(["status", "created_at"])
    .execute();
  await db.schema.createIndex("checkouts_tag").on("checkouts").column("transaction_tag").execute();
  await db.schema
    .createTable("checkout_lines")
    .addColumn("id", "integer", identityPrimaryKey(db))
    .addColumn("invoice_num", "text", (c) => c.notNull().references("checkouts.invoice_num"))
    .addColumn("account_id", "text", (c) => c.notNull())
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("billing_status", "text", (c) => c.notNull())
    .addColumn("payment_id", "text")
    .addColumn("posted_at", "text")
    .execute();
  await db.schema.createIndex("checkout_lines_invoice").on("checkout_lines").column("invoice_num").execute();
  await db.schema.createIndex("checkout_lines_account").on("checkout_lines").column("account_id").execute();
  await db.schema
    .createTable("posting_outbox")
    .addColumn("id", "integer", identityPrimaryKey(db))
    .addColumn("line_id", "integer", (c) => c.notNull().unique().references("checkout_lines.id"))
    .addColumn("payment_key", "text", (c) => c.notNull().unique())
    .addColumn("account_id", "text", (c) => c.notNull())
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("payment_source", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("done_at", "text")
    .execute();
  await db.schema
    .createIndex("posting_outbox_due")
    .on("posting_outbox")
    .columns(["status", "next_attempt_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["posting_outbox", "checkout_lines", "checkouts", "checkout_sequence"]) {
    await db.schema.dropTable(table).execute();
  }
}
