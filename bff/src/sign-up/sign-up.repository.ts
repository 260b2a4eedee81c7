import type { Insertable } from "kysely";
import type { Db } from "../db/database";
import type { SignUpTicketsTable } from "./sign-up.table";

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

/** Counts a wrong zip; closes the ticket when it reaches the limit. Returns the count. */
export async function recordZipFailure(
  db: Db,
  ticketHash: string,
  limit: number,
  at: string,
): Promise<number> {
  const row = await db
    .updateTable("sign_up_tickets")
    .set((eb) => ({ zip_failures: eb("zip_failures", "+", 1) }))
    .where("ticket_hash", "=", ticketHash)
    .returning("zip_failures")
    .executeTakeFirstOrThrow();
  if (row.zip_failures >= limit) {
    await db
      .updateTable("sign_up_tickets")
      .set({ used_at: at })
      .where("ticket_hash", "=", ticketHash)
      .execute();
  }
  return row.zip_failures;
}
