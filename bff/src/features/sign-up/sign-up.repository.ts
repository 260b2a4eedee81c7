import type { Insertable } from "kysely";
import type { Db } from "../../database";
import type { PendingSignUpsTable, SignUpTicketsTable } from "./sign-up.table";

export function insertTicket(db: Db, row: Insertable<SignUpTicketsTable>) {
  return db.insertInto("sign_up_tickets").values(row).execute();
}

/** A ticket still open (not used, not expired) at `now`. */
export function findOpenTicket(db: Db, ticketHash: string, now: string) {
  return db
    .selectFrom("sign_up_tickets")
    .selectAll()
    .where("ticket_hash", "=", ticketHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
}

export function markTicketVerified(db: Db, ticketHash: string, at: string) {
  return db
    .updateTable("sign_up_tickets")
    .set({ verified_at: at })
    .where("ticket_hash", "=", ticketHash)
    .execute();
}

export function deleteExpiredTickets(db: Db, now: string) {
  return db.deleteFrom("sign_up_tickets").where("expires_at", "<=", now).execute();
}

// -- pending sign-ups (awaiting the e-mailed confirmation link) ----------------------------------

export function insertPendingSignUp(db: Db, row: Insertable<PendingSignUpsTable>) {
  return db.insertInto("pending_sign_ups").values(row).execute();
}

/** The person's sign-ups neither confirmed nor replaced (expired or not). */
export function findUnconfirmedOfPerson(db: Db, personId: string) {
  return db
    .selectFrom("pending_sign_ups")
    .selectAll()
    .where("person_id", "=", personId)
    .where("confirmed_at", "is", null)
    .where("cancelled_at", "is", null)
    .execute();
}

export function cancelPendingSignUp(db: Db, tokenHash: string, at: string) {
  return db
    .updateTable("pending_sign_ups")
    .set({ cancelled_at: at })
    .where("token_hash", "=", tokenHash)
    .execute();
}

/** Whether a sign-up with this username waits for its confirmation. */
export async function isAwaitingConfirmation(db: Db, username: string): Promise<boolean> {
  const row = await db
    .selectFrom("pending_sign_ups")
    .select("token_hash")
    .where("username", "=", username)
    .where("confirmed_at", "is", null)
    .where("cancelled_at", "is", null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Takes the link for this confirmation only (single use); false when it is used, replaced or expired. */
export async function claimPendingSignUp(db: Db, tokenHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable("pending_sign_ups")
    .set({ confirmed_at: now })
    .where("token_hash", "=", tokenHash)
    .where("confirmed_at", "is", null)
    .where("cancelled_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function releasePendingSignUp(db: Db, tokenHash: string) {
  return db
    .updateTable("pending_sign_ups")
    .set({ confirmed_at: null })
    .where("token_hash", "=", tokenHash)
    .execute();
}

export function findPendingSignUp(db: Db, tokenHash: string) {
  return db.selectFrom("pending_sign_ups").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();
}

export function markTicketUsed(db: Db, ticketHash: string, at: string) {
  return db
    .updateTable("sign_up_tickets")
    .set({ used_at: at })
    .where("ticket_hash", "=", ticketHash)
    .execute();
}
