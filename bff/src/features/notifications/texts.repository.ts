/** The texts' SQL: confirmed numbers, the opt-out list and the text outbox (decisions 038, 039). */
import type { Insertable } from "kysely";
import type { Db } from "../../database";
import { databaseKind } from "../../platform/db/dialect";
import type { TextNumbersTable, TextOutboxTable } from "./texts.table";

export function findNumberOf(db: Db, personId: string) {
  return db.selectFrom("text_numbers").selectAll().where("person_id", "=", personId).executeTakeFirst();
}

/** The person whose confirmed number this is, if any. */
export function findPersonOfNumber(db: Db, phone: string) {
  return db
    .selectFrom("text_numbers")
    .select("person_id")
    .where("phone", "=", phone)
    .where("confirmed_at", "is not", null)
    .executeTakeFirst();
}

export async function saveNumber(db: Db, row: TextNumbersTable) {
  await db
    .insertInto("text_numbers")
    .values(row)
    .onConflict((oc) => oc.column("person_id").doUpdateSet({ ...row }))
    .execute();
}

export async function countWrongCode(db: Db, personId: string) {
  await db
    .updateTable("text_numbers")
    .set((eb) => ({ code_tries: eb("code_tries", "+", 1) }))
    .where("person_id", "=", personId)
    .execute();
}

/** How many one-time codes were texted to a number since `since` (the outbox keeps a masked row of each). */
export async function countCodesSentTo(db: Db, phone: string, since: string): Promise<number> {
  const row = await db
    .selectFrom("text_outbox")
    .select((eb) => eb.fn.countAll<number | string>().as("sent"))
    .where("kind", "=", "phoneCode")
    .where("to_phone", "=", phone)
    .where("created_at", ">", since)
    .executeTakeFirst();
  return Number(row?.sent ?? 0);
}

export function isOptedOut(db: Db, phone: string) {
  return db
    .selectFrom("text_opt_outs")
    .select("phone")
    .where("phone", "=", phone)
    .executeTakeFirst()
    .then(Boolean);
}

export async function setOptedOut(db: Db, phone: string, optedOut: boolean, at: string) {
  if (!optedOut) {
    await db.deleteFrom("text_opt_outs").where("phone", "=", phone).execute();
    return;
  }
  await db
    .insertInto("text_opt_outs")
    .values({ phone, opted_out_at: at })
    .onConflict((oc) => oc.column("phone").doNothing())
    .execute();
}

/** Queues a text; false when the same event was queued already (one text per event). */
export async function insertText(db: Db, row: Insertable<TextOutboxTable>): Promise<boolean> {
  const result = await db
    .insertInto("text_outbox")
    .values(row)
    .onConflict((oc) => oc.column("event_key").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Claims the next queued text whose time has come, for one instance until `until`: the mail
 * outbox's single UPDATE … RETURNING (`FOR UPDATE SKIP LOCKED` on PostgreSQL), so two instances
 * never send the same text and a crashed sender's text goes after its claim ends.
 */
export function claimQueuedText(
  db: Db,
  claim: { afterId: number; sendableAt: string; holder: string; now: string; until: string },
) {
  const next = db
    .selectFrom("text_outbox")
    .select("id")
    .where("status", "=", "queued")
    .where("send_after", "<=", claim.sendableAt)
    .where("id", ">", claim.afterId)
    .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", claim.now)]))
    .orderBy("id")
    .limit(1)
    .$if(databaseKind(db) === "postgres", (query) => query.forUpdate().skipLocked());
  return db
    .updateTable("text_outbox")
    .set({ claimed_by: claim.holder, claimed_until: claim.until })
    .where("id", "=", next)
    .returningAll()
    .executeTakeFirst();
}

/**
 * The provider's ids already recorded for other texts of the same words to the same number (two
 * payments of one amount): a look-up after a lost answer must not take one of them for this one.
 */
export async function providerIdsOfSameText(db: Db, row: { id: number; to_phone: string; body: string }) {
  const rows = await db
    .selectFrom("text_outbox")
    .select("provider_id")
    .where("to_phone", "=", row.to_phone)
    .where("body", "=", row.body)
    .where("id", "!=", row.id)
    .where("provider_id", "is not", null)
    .execute();
  return rows.map((other) => other.provider_id ?? "");
}

const RELEASED = { claimed_by: null, claimed_until: null } as const;

export function markTextSent(db: Db, id: number, sent: { providerId: string; delivery: string; at: string }) {
  return db
    .updateTable("text_outbox")
    .set((eb) => ({
      status: "sent",
      provider_id: sent.providerId,
      delivery: sent.delivery,
      sent_at: sent.at,
      attempts: eb("attempts", "+", 1),
      last_error: null,
      ...RELEASED,
    }))
    .where("id", "=", id)
    .execute();
}

/** An attempt without a useful answer: queued again, the provider may have taken it. */
export function markTextUnanswered(db: Db, id: number, error: string, giveUp: boolean) {
  return db
    .updateTable("text_outbox")
    .set((eb) => ({
      status: giveUp ? "given-up" : "queued",
      attempts: eb("attempts", "+", 1),
      outcome_unknown: 1,
      last_error: error,
      ...RELEASED,
    }))
    .where("id", "=", id)
    .execute();
}

export function markTextGivenUp(db: Db, id: number, reason: string) {
  return db
    .updateTable("text_outbox")
    .set({ status: "given-up", last_error: reason, ...RELEASED })
    .where("id", "=", id)
    .execute();
}

/** A delivery report: where the text the provider knows by `providerId` is now. */
export function recordDelivery(db: Db, providerId: string, delivery: string, errorCode: number | null) {
  return db
    .updateTable("text_outbox")
    .set({ delivery, ...(errorCode ? { last_error: `delivery ${errorCode}` } : {}) })
    .where("provider_id", "=", providerId)
    .execute();
}

/** A customer's texts, newest first (the back office's list). */
export function listTextsOf(db: Db, personId: string, limit: number) {
  return db
    .selectFrom("text_outbox")
    .select(["id", "created_at", "sent_at", "kind", "to_phone", "status", "delivery", "last_error"])
    .where("person_id", "=", personId)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** Who texts a notice of an account: the people who chose text for it (and their confirmed numbers). */
export function listTextChoosers(db: Db, accountId: string, notice: string) {
  return db
    .selectFrom("notification_settings")
    .innerJoin("text_numbers", "text_numbers.person_id", "notification_settings.person_id")
    .select(["notification_settings.person_id", "text_numbers.phone", "text_numbers.confirmed_at"])
    .where("notification_settings.account_id", "=", accountId)
    .where("notification_settings.notice", "=", notice as never)
    .where("notification_settings.by_text", "=", 1)
    .where("text_numbers.confirmed_at", "is not", null)
    .execute();
}

/** Every notice switched on by text (the timed job's texts). */
export function listTextNotices(db: Db, notices: readonly string[]) {
  return db
    .selectFrom("notification_settings")
    .select(["account_id", "person_id", "notice", "updated_at"])
    .where("by_text", "=", 1)
    .where("notice", "in", notices as never[])
    .orderBy("account_id")
    .execute();
}
