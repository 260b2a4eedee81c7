import type { Kysely } from "kysely";
import { identityPrimaryKey } from "../dialect";

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("payment_submissions")
    .addColumn("id", "integer", identityPrimaryKey(db))
    .addColumn("submitter", "text", (c) => c.notNull())
    .addColumn("idempotency_key", "text", (c) => c.notNull())
    .addColumn("route", "text", (c) => c.notNull())
    .addColumn("request_digest", "text", (c) => c.notNull())
    .addColumn("invoice_num", "text")
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("answer_status", "integer")
    .addColumn("answer", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("done_at", "text")
    .addUniqueConstraint("payment_submissions_key", ["submitter", "idempotency_key"])
    .execute();
  await db.schema
    .createTable("duplicate_refunds")
    .addColumn("id", "integer", identityPrimaryKey(db))
    .addColumn("invoice_num", "text", (c) => c.notNull().references("checkouts.invoice_num"))
    .addColumn("transaction_tag", "text", (c) => c.notNull().unique())
    .addColumn("authorization_num", "text", (c) => c.notNull())
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("last_error", "text")
    .addColumn("refund_tag", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("done_at", "text")
    .execute();
  await db.schema
    .createIndex("duplicate_refunds_due")
    .on("duplicate_refunds")
    .columns(["status", "next_attempt_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("duplicate_refunds").execute();
  await db.schema.dropTable("payment_submissions").execute();
}
