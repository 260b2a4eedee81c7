import type { Kysely } from "kysely";
import { identityPrimaryKey } from "../dialect";

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Wrong billing zips per account (sign-up and quick pay), counted over a rolling hour.
  await db.schema
    .createTable("zip_failures")
    .addColumn("id", "integer", identityPrimaryKey(db))
    .addColumn("account_id", "text", (c) => c.notNull())
    .addColumn("flow", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("zip_failures_account")
    .on("zip_failures")
    .columns(["account_id", "at"])
    .execute();

  // A submitted sign-up waiting for its e-mailed confirmation link (only the link's hash is kept).
  await db.schema
    .createTable("pending_sign_ups")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("account_id", "text", (c) => c.notNull())
    .addColumn("person_id", "text", (c) => c.notNull())
    .addColumn("username", "text", (c) => c.notNull())
    .addColumn("link_sent_to", "text", (c) => c.notNull())
    .addColumn("new_email", "text")
    .addColumn("phones", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("confirmed_at", "text")
    .addColumn("cancelled_at", "text")
    .execute();
  await db.schema
    .createIndex("pending_sign_ups_person")
    .on("pending_sign_ups")
    .columns(["person_id"])
    .execute();
  await db.schema
    .createIndex("pending_sign_ups_username")
    .on("pending_sign_ups")
    .columns(["username"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("pending_sign_ups").execute();
  await db.schema.dropTable("zip_failures").execute();
}
