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
