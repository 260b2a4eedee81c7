/**
 * The migration that names the BFF's gateway columns in the utility's words (2026-12-01T22-00-00)
 * keeps every row: a checkout, a duplicate refund and a saved card written under the old names read
 * back under the new ones, on SQLite and (under `npm run test:postgres`) PostgreSQL alike.
 */
import { sql } from "kysely";
import { afterEach, expect, it } from "vitest";
import { withMigrator } from "../src/platform/db/database";
import type { Db } from "../src/database";
import { openTestDatabase } from "./support/test-database";

const BEFORE = "2026-11-27T02-00-00-autopay";
let db: Db | undefined;
afterEach(async () => {
  await db?.destroy();
  db = undefined;
});

it("renames the gateway columns of checkouts, duplicate refunds and saved cards and keeps their rows", async () => {
  db = openTestDatabase();
  const before = await withMigrator(db, (migrator) => migrator.migrateTo(BEFORE));
  expect(before.error).toBeUndefined();
  await sql`
    INSERT INTO checkouts (invoice_num, created_at, created_by, mode, channel, customer_class, page_login,
      amount_cents, currency, customer_name, status, transaction_tag, sequence_no, authorization_num,
      bank_resp_code, bank_message, exact_resp_code, exact_message, cardholder_name, ctr)
    VALUES ('200001', '2026-11-30T00:00:00.000Z', 'customer', 'Online', 'hosted', 'RESID', 'WSP-GPA-RES-01',
      2550, 'USD', 'Maria Cruz', 'approved', '902006933', '000001', 'ET4653',
      '100', 'Approved', '00', 'Transaction Normal', 'MARIA CRUZ', 'TRANS. REF. : 200001')
  `.execute(db);
  await sql`
    INSERT INTO duplicate_refunds (invoice_num, transaction_tag, authorization_num, amount_cents, status,
      attempts, next_attempt_at, created_at)
    VALUES ('200001', '902006934', 'ET4654', 2550, 'pending', 0, '2026-11-30T00:00:00.000Z', '2026-11-30T00:00:00.000Z')
  `.execute(db);
  await sql`
    INSERT INTO saved_cards (card_id, person_id, transarmor_token, brand, last_four, expiry, cardholder_name, created_at)
    VALUES ('card-1', 'P1', '9123456789011111', 'Visa', '1111', '1230', 'MARIA CRUZ', '2026-11-30T00:00:00.000Z')
  `.execute(db);

  const after = await withMigrator(db, (migrator) => migrator.migrateToLatest());
  expect(after.error).toBeUndefined();

  expect(
    await db
      .selectFrom("checkouts")
      .select([
        "gateway_tag",
        "gateway_sequence",
        "authorization_code",
        "issuer_code",
        "issuer_message",
        "gateway_code",
        "gateway_message",
        "card_holder",
        "receipt_text",
      ])
      .executeTakeFirstOrThrow(),
  ).toEqual({
    gateway_tag: "902006933",
    gateway_sequence: "000001",
    authorization_code: "ET4653",
    issuer_code: "100",
    issuer_message: "Approved",
    gateway_code: "00",
    gateway_message: "Transaction Normal",
    card_holder: "MARIA CRUZ",
    receipt_text: "TRANS. REF. : 200001",
  });
  expect(
    await db
      .selectFrom("duplicate_refunds")
      .select(["gateway_tag", "authorization_code"])
      .executeTakeFirstOrThrow(),
  ).toEqual({ gateway_tag: "902006934", authorization_code: "ET4654" });
  expect(
    await db.selectFrom("saved_cards").select(["card_token", "card_holder"]).executeTakeFirstOrThrow(),
  ).toEqual({ card_token: "9123456789011111", card_holder: "MARIA CRUZ" });
  // The tag stays unique: a second checkout cannot take a recorded tag.
  await expect(
    sql`
      INSERT INTO checkouts (invoice_num, created_at, created_by, mode, channel, customer_class, page_login,
        amount_cents, currency, customer_name, status, gateway_tag)
      VALUES ('200002', '2026-11-30T00:00:00.000Z', 'customer', 'Online', 'hosted', 'RESID', 'WSP-GPA-RES-01',
        100, 'USD', 'Maria Cruz', 'approved', '902006933')
    `.execute(db),
  ).rejects.toThrow();

  const down = await withMigrator(db, (migrator) => migrator.migrateTo(BEFORE));
  expect(down.error).toBeUndefined();
  const back = await sql<{ transaction_tag: string }>`SELECT transaction_tag FROM checkouts`.execute(db);
  expect(back.rows).toEqual([{ transaction_tag: "902006933" }]);
});
