import type { Insertable, Kysely } from "kysely";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import type { MailOutboxTable } from "./mail.table";

/** The database or a transaction of it. */
type Executor = Db | Kysely<Database>;

export async function insertMail(db: Executor, row: Insertable<MailOutboxTable>): Promise<number> {
  const inserted = await db.insertInto("mail_outbox").values(row).returning("id").executeTakeFirstOrThrow();
  return inserted.id;
}

export function listQueuedMail(db: Db, limit: number) {
  return db
    .selectFrom("mail_outbox")
    .selectAll()
    .where("status", "=", "queued")
    .orderBy("id")
    .limit(limit)
    .execute();
}

export function markMailSent(db: Db, id: number, at: string) {
  return db
    .updateTable("mail_outbox")
    .set((eb) => ({ status: "sent", sent_at: at, attempts: eb("attempts", "+", 1), last_error: null }))
    .where("id", "=", id)
    .execute();
}

export function markMailAttemptFailed(db: Db, id: number, error: string, giveUp: boolean) {
  return db
    .updateTable("mail_outbox")
    .set((eb) => ({
      status: giveUp ? "failed" : "queued",
      attempts: eb("attempts", "+", 1),
      last_error: error,
    }))
    .where("id", "=", id)
    .execute();
}

/** Newest first; optionally only mail to one address. */
export function listMail(db: Db, options: { to?: string; kind?: string; limit: number }) {
  let query = db.selectFrom("mail_outbox").selectAll().orderBy("id", "desc").limit(options.limit);
  if (options.to) query = query.where("to_address", "=", options.to);
  if (options.kind) query = query.where("kind", "=", options.kind);
  return query.execute();
}
