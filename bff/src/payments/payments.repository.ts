/** The only place payments' SQL lives. Functions take the database or a transaction first. */
import type { Insertable, Kysely, Updateable } from "kysely";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import type { CheckoutsTable, PostingOutboxTable } from "./payments.table";

type Executor = Db | Kysely<Database>;

/** The next invoice number of the sequence (200001, 200002, …). */
export async function nextInvoiceNumber(db: Executor, at: string): Promise<string> {
  const row = await db
    .insertInto("checkout_sequence")
    .values({ created_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return String(200_000 + row.id);
}

export function insertCheckout(db: Executor, row: Insertable<CheckoutsTable>) {
  return db.insertInto("checkouts").values(row).execute();
}

export function insertCheckoutLines(
  db: Executor,
  invoice: string,
  lines: readonly { accountId: string; cents: number }[],
) {
  return db
    .insertInto("checkout_lines")
    .values(
      lines.map((line) => ({
        invoice_num: invoice,
        account_id: line.accountId,
        amount_cents: line.cents,
        billing_status: "Pending" as const,
        payment_id: null,
        posted_at: null,
      })),
    )
    .execute();
}

export function findCheckout(db: Executor, invoice: string) {
  return db.selectFrom("checkouts").selectAll().where("invoice_num", "=", invoice).executeTakeFirst();
}

/** The checkout a gateway transaction tag was recorded on, if any (a tag settles one checkout only). */
export function findCheckoutByTransactionTag(db: Executor, tag: string) {
  return db
    .selectFrom("checkouts")
    .select(["invoice_num", "status"])
    .where("transaction_tag", "=", tag)
    .executeTakeFirst();
}

export function listCheckoutLines(db: Executor, invoice: string) {
  return db
    .selectFrom("checkout_lines")
    .selectAll()
    .where("invoice_num", "=", invoice)
    .orderBy("id")
    .execute();
}

/**
 * Settles a pending checkout; answers false when it was already settled (a replay changes nothing).
 * An approval may still settle a checkout settled as declined or error: the customer paid again on
 * the gateway's page with the same form, and an approved payment must never be dropped.
 */
export async function settleCheckout(
  db: Executor,
  invoice: string,
  values: Updateable<CheckoutsTable>,
): Promise<boolean> {
  const settleable =
    values.status === "approved" ? (["pending", "declined", "error"] as const) : (["pending"] as const);
  const result = await db
    .updateTable("checkouts")
    .set(values)
    .where("invoice_num", "=", invoice)
    .where("status", "in", [...settleable])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function setLinesBillingStatus(db: Executor, invoice: string, status: "Pending" | "Not Paid") {
  return db
    .updateTable("checkout_lines")
    .set({ billing_status: status })
    .where("invoice_num", "=", invoice)
    .execute();
}

export function insertPostings(db: Executor, rows: Insertable<PostingOutboxTable>[]) {
  if (rows.length === 0) return Promise.resolve();
  return db.insertInto("posting_outbox").values(rows).execute();
}

export function duePostings(db: Executor, now: string, limit: number) {
  return db
    .selectFrom("posting_outbox")
    .selectAll()
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", now)
    .orderBy("id")
    .limit(limit)
    .execute();
}

export async function markPosted(
  db: Db,
  posting: { id: number; line_id: number },
  paymentId: string,
  at: string,
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("posting_outbox")
      .set((eb) => ({ status: "done", done_at: at, attempts: eb("attempts", "+", 1), last_error: null }))
      .where("id", "=", posting.id)
      .execute();
    await trx
      .updateTable("checkout_lines")
      .set({ billing_status: "In CCB", payment_id: paymentId, posted_at: at })
      .where("id", "=", posting.line_id)
      .execute();
  });
}

export async function markPostingAttemptFailed(
  db: Db,
  posting: { id: number; line_id: number },
  values: { error: string; nextAttemptAt: string; giveUp: boolean },
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("posting_outbox")
      .set((eb) => ({
        status: values.giveUp ? "failed" : "pending",
        attempts: eb("attempts", "+", 1),
        last_error: values.error,
        next_attempt_at: values.nextAttemptAt,
      }))
      .where("id", "=", posting.id)
      .execute();
    if (values.giveUp) {
      await trx
        .updateTable("checkout_lines")
        .set({ billing_status: "Failed" })
        .where("id", "=", posting.line_id)
        .execute();
    }
  });
}

export function pendingCheckoutsCreatedBefore(db: Executor, before: string, limit: number) {
  return db
    .selectFrom("checkouts")
    .selectAll()
    .where("status", "=", "pending")
    .where("created_at", "<=", before)
    .orderBy("created_at")
    .limit(limit)
    .execute();
}

/** Quick-pay sessions are rows of the sessions table of kind 'quickpay'. */
export function findSessionRow(db: Executor, tokenHash: string) {
  return db.selectFrom("sessions").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();
}
