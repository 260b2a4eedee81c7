import type { Insertable, Kysely } from "kysely";
import { type Executor, tablesOf } from "../db/database";
import { databaseKind } from "../db/dialect";
import type { MailOutboxTable, MailTables } from "./mail.table";

/** The mail outbox of the database the root composes, or of a transaction of it. */
type Db = Kysely<MailTables>;

/** Any database (or transaction) holding the mail outbox, seen as the outbox alone. */
export const mailTables = tablesOf<MailTables>();

export async function insertMail(db: Db, row: Insertable<MailOutboxTable>): Promise<number> {
  const inserted = await db.insertInto("mail_outbox").values(row).returning("id").executeTakeFirstOrThrow();
  return inserted.id;
}

/**
 * Claims the next queued mail for one instance until `until` (decision 020), the posting outbox's
 * way: one UPDATE … RETURNING (atomic on SQLite; `FOR UPDATE SKIP LOCKED` inside on PostgreSQL), so
 * two instances never send the same mail, and a crashed sender's mail goes after its claim ends.
 */
export function claimQueuedMail(
  db: Db,
  claim: { afterId: number; holder: string; now: string; until: string },
) {
  const next = db
    .selectFrom("mail_outbox")
    .select("id")
    .where("status", "=", "queued")
    // One pass in id order per run: a row tried in this run waits for the next run.
    .where("id", ">", claim.afterId)
    .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", claim.now)]))
    .orderBy("id")
    .limit(1)
    .$if(databaseKind(db) === "postgres", (query) => query.forUpdate().skipLocked());
  return db
    .updateTable("mail_outbox")
    .set({ claimed_by: claim.holder, claimed_until: claim.until })
    .where("id", "=", next)
    .returningAll()
    .executeTakeFirst();
}

/** A mail's claim given back once its attempt is recorded. */
const RELEASED = { claimed_by: null, claimed_until: null } as const;

export function markMailSent(db: Db, id: number, at: string) {
  return db
    .updateTable("mail_outbox")
    .set((eb) => ({
      status: "sent",
      sent_at: at,
      attempts: eb("attempts", "+", 1),
      last_error: null,
      ...RELEASED,
    }))
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
      ...RELEASED,
    }))
    .where("id", "=", id)
    .execute();
}

/** Newest first; optionally only mail to one address. */
export function listMail<DB extends MailTables>(
  db: Executor<DB>,
  options: { to?: string; kind?: string; limit: number },
) {
  let query = mailTables(db).selectFrom("mail_outbox").selectAll().orderBy("id", "desc").limit(options.limit);
  if (options.to) query = query.where("to_address", "=", options.to);
  if (options.kind) query = query.where("kind", "=", options.kind);
  return query.execute();
}
