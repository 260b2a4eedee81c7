import type { Kysely } from "kysely";

// Frozen in time: never edit a migration that has shipped; add a new one.
// Saved cards (decision 030): a person's TransArmor tokens with brand, last four and expiry; never the
// card number or the CVV. One row per person and token. Portable: text keys and ISO-8601 text times.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("saved_cards")
    .addColumn("card_id", "text", (column) => column.primaryKey())
    .addColumn("person_id", "text", (column) => column.notNull())
    .addColumn("transarmor_token", "text", (column) => column.notNull())
    .addColumn("brand", "text", (column) => column.notNull())
    .addColumn("last_four", "text", (column) => column.notNull())
    .addColumn("expiry", "text", (column) => column.notNull())
    .addColumn("cardholder_name", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addUniqueConstraint("saved_cards_person_token", ["person_id", "transarmor_token"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("saved_cards").execute();
}
