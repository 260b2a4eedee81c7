import { type Kysely, sql } from "kysely";

// Frozen in time: never edit a migration that has shipped; add a new one.
// A gateway transaction settles one checkout only: a tag recorded on one checkout can never be
// recorded on another (decision 010: a genuine relay re-aimed at another invoice).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("checkouts_transaction_tag_unique")
    .unique()
    .on("checkouts")
    .column("transaction_tag")
    .where(sql.ref("transaction_tag"), "is not", null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("checkouts_transaction_tag_unique").execute();
}
