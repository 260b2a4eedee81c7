import { databaseKind } from "../../../platform/db/dialect";
import type { Db } from "../../../database";

/**
 * Claims the next due posting line for one instance until `until` (decision 020): a line nobody
 * holds, or whose holder's claim ran out (a crashed instance's). One UPDATE … RETURNING: atomic on
 * SQLite (one writer at a time); on PostgreSQL the inner SELECT takes the row `FOR UPDATE SKIP
 * LOCKED`, so two instances claiming at once get two different lines. Answers the line, or
 * undefined when nothing is due.
 */
export async function claimDuePosting(
  db: Db,
  claim: { afterId: number; due: string; holder: string; now: string; until: string },
) {
  const next = db
    .selectFrom("posting_outbox")
    .select("id")
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", claim.due)
    // One pass in id order per run: a row tried in this run waits for the next run.
    .where("id", ">", claim.afterId)
    .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", claim.now)]))
    .orderBy("id")
    .limit(1)
    .$if(databaseKind(db) === "postgres", (query) => query.forUpdate().skipLocked());
  const claimed = await db
    .updateTable("posting_outbox")
    // A claim taken over from a holder that never recorded its outcome counts that holder's attempt:
    // it may have reached billing, so the worker looks the line up before posting it (decision 027).
    .set((eb) => ({
      claimed_by: claim.holder,
      claimed_until: claim.until,
      attempts: eb("attempts", "+", eb.case().when("claimed_until", "is not", null).then(1).else(0).end()),
    }))
    .where("id", "=", next)
    .returning("id")
    .executeTakeFirst();
  if (!claimed) return undefined;
  return db
    .selectFrom("posting_outbox")
    .innerJoin("checkout_lines", "checkout_lines.id", "posting_outbox.line_id")
    .selectAll("posting_outbox")
    .select("checkout_lines.invoice_num")
    .where("posting_outbox.id", "=", claimed.id)
    .executeTakeFirstOrThrow();
}
