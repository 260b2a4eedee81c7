import type { Kysely } from "kysely";

// Frozen in time: never edit a migration that has shipped; add a new one.
// When the BFF last looked a settled checkout's invoice up at the gateway, once no card can be
// charged for it any more (payments/final-lookup.ts): an approval whose relay was lost is found then.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("checkouts").addColumn("final_lookup_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("checkouts").dropColumn("final_lookup_at").execute();
}
