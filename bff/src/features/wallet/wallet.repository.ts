/** The only place the wallet's SQL lives. */
import type { Insertable } from "kysely";
import type { Executor } from "../../platform/db/database";
import type { Database } from "../../database";
import type { SavedCardsTable } from "./wallet.table";

type Db = Executor<Database>;

/** Saves a card once per person and token: the same card saved again keeps its first row. */
export async function insertSavedCard(db: Db, row: Insertable<SavedCardsTable>) {
  await db
    .insertInto("saved_cards")
    .values(row)
    .onConflict((conflict) => conflict.columns(["person_id", "card_token"]).doNothing())
    .execute();
  return db
    .selectFrom("saved_cards")
    .selectAll()
    .where("person_id", "=", row.person_id)
    .where("card_token", "=", row.card_token)
    .executeTakeFirstOrThrow();
}

export function listSavedCards(db: Db, personId: string) {
  return db
    .selectFrom("saved_cards")
    .selectAll()
    .where("person_id", "=", personId)
    .orderBy("created_at")
    .orderBy("card_id")
    .execute();
}

export function findSavedCard(db: Db, cardId: string) {
  return db.selectFrom("saved_cards").selectAll().where("card_id", "=", cardId).executeTakeFirst();
}

export async function deleteSavedCard(db: Db, cardId: string, personId: string): Promise<boolean> {
  const result = await db
    .deleteFrom("saved_cards")
    .where("card_id", "=", cardId)
    .where("person_id", "=", personId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
