import type { Kysely } from "kysely";

// Frozen in time: never edit a migration that has shipped; add a new one.
// The BFF's own columns named in the utility's words, not after the card gateway's wire (the
// gateway port, decision 026): a checkout's gateway tag, sequence, authorization code, the issuer's
// and the gateway's response codes and texts, the card holder and the receipt text; a duplicate
// refund's tag and authorization code; a saved card's token and holder. A rename keeps every row,
// index and constraint (SQLite ≥ 3.25 and PostgreSQL alike: ALTER TABLE … RENAME COLUMN).
export const RENAMED_COLUMNS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  checkouts: {
    transaction_tag: "gateway_tag",
    sequence_no: "gateway_sequence",
    authorization_num: "authorization_code",
    bank_resp_code: "issuer_code",
    bank_message: "issuer_message",
    exact_resp_code: "gateway_code",
    exact_message: "gateway_message",
    cardholder_name: "card_holder",
    ctr: "receipt_text",
  },
  duplicate_refunds: {
    transaction_tag: "gateway_tag",
    authorization_num: "authorization_code",
  },
  saved_cards: {
    transarmor_token: "card_token",
    cardholder_name: "card_holder",
  },
};

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, columns] of Object.entries(RENAMED_COLUMNS)) {
    for (const [from, to] of Object.entries(columns)) {
      await db.schema.alterTable(table).renameColumn(from, to).execute();
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, columns] of Object.entries(RENAMED_COLUMNS)) {
    for (const [from, to] of Object.entries(columns)) {
      await db.schema.alterTable(table).renameColumn(to, from).execute();
    }
  }
}
