/** SQL of the payments that need a hand (beyond the spec): posting lines failed or still retrying. */
import type { Kysely } from "kysely";
import type { Db } from "../../../database";
import type { Database } from "../../../database";

type Executor = Db | Kysely<Database>;

/** Lines whose posting gave up, or is being retried after at least one failed attempt; oldest first. */
export function postingsNeedingAHand(db: Executor) {
  return db
    .selectFrom("posting_outbox as o")
    .innerJoin("checkout_lines as l", "l.id", "o.line_id")
    .innerJoin("checkouts as c", "c.invoice_num", "l.invoice_num")
    .select([
      "o.line_id",
      "l.invoice_num",
      "o.account_id",
      "o.amount_cents",
      "o.payment_key",
      "o.status",
      "o.last_error",
      "o.attempts",
      "o.created_at",
      "o.next_attempt_at",
      "c.gateway_tag",
      "c.customer_name",
      "c.mode",
    ])
    .where((eb) =>
      eb.or([
        eb("o.status", "=", "failed"),
        eb.and([eb("o.status", "=", "pending"), eb("o.attempts", ">", 0)]),
      ]),
    )
    .orderBy("o.id")
    .execute();
}

export function findPostingOfLine(db: Executor, lineId: number) {
  return db
    .selectFrom("posting_outbox as o")
    .innerJoin("checkout_lines as l", "l.id", "o.line_id")
    .select([
      "o.id",
      "o.line_id",
      "o.status",
      "o.payment_key",
      "o.last_error",
      "o.attempts",
      "l.invoice_num",
      "l.account_id",
      "l.amount_cents",
      "l.payment_id",
    ])
    .where("o.line_id", "=", lineId)
    .executeTakeFirst();
}

/**
 * Makes a failed or retrying line due now, for one more attempt under its own payment key (the worker
 * looks that key up in billing first, so this can never post it twice; decision 027). A line already
 * posted is left alone.
 */
export async function makePostingDueNow(db: Db, lineId: number, now: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("posting_outbox")
      .set({ status: "pending", next_attempt_at: now })
      .where("line_id", "=", lineId)
      .where("status", "in", ["failed", "pending"])
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await trx
      .updateTable("checkout_lines")
      .set({ billing_status: "Pending" })
      .where("id", "=", lineId)
      .where("billing_status", "=", "Failed")
      .execute();
    return true;
  });
}
