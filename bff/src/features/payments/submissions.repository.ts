/** SQL of payment submissions (idempotency keys) and of refunds of duplicate approvals. */
import type { Insertable, Kysely } from "kysely";
import type { Db } from "../../database";
import type { Database } from "../../database";
import type { DuplicateRefundsTable, PaymentSubmissionsTable } from "./submissions.table";

type Executor = Db | Kysely<Database>;

/** Claims a key atomically: answers false when the submitter already used it (the unique constraint). */
export async function claimSubmission(
  db: Executor,
  row: Insertable<PaymentSubmissionsTable>,
): Promise<boolean> {
  const result = await db
    .insertInto("payment_submissions")
    .values(row)
    .onConflict((conflict) => conflict.columns(["submitter", "idempotency_key"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export function findSubmission(db: Executor, submitter: string, key: string) {
  return db
    .selectFrom("payment_submissions")
    .selectAll()
    .where("submitter", "=", submitter)
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
}

export function setSubmissionInvoice(db: Executor, id: number, invoice: string) {
  return db.updateTable("payment_submissions").set({ invoice_num: invoice }).where("id", "=", id).execute();
}

export function finishSubmission(
  db: Executor,
  id: number,
  answer: { status: number; body: unknown; at: string },
) {
  return db
    .updateTable("payment_submissions")
    .set({
      state: "done",
      answer_status: answer.status,
      answer: JSON.stringify(answer.body),
      done_at: answer.at,
    })
    .where("id", "=", id)
    .execute();
}

/** Frees a key whose submission was refused before any checkout was made (the customer may correct it). */
export function releaseSubmission(db: Executor, id: number) {
  return db.deleteFrom("payment_submissions").where("id", "=", id).execute();
}

/** Records a refund to make; a second record of the same transaction changes nothing. */
export async function insertDuplicateRefund(
  db: Executor,
  row: Insertable<DuplicateRefundsTable>,
): Promise<boolean> {
  const result = await db
    .insertInto("duplicate_refunds")
    .values(row)
    .onConflict((conflict) => conflict.column("gateway_tag").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export function dueDuplicateRefunds(db: Executor, now: string, limit: number) {
  return db
    .selectFrom("duplicate_refunds")
    .selectAll()
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", now)
    .orderBy("id")
    .limit(limit)
    .execute();
}

export function updateDuplicateRefund(
  db: Executor,
  id: number,
  values: Pick<DuplicateRefundsTable, "status" | "attempts" | "next_attempt_at" | "last_error"> &
    Partial<Pick<DuplicateRefundsTable, "refund_tag" | "done_at">>,
) {
  return db.updateTable("duplicate_refunds").set(values).where("id", "=", id).execute();
}

/**
 * Refunds of duplicate approvals for staff (the reports screen): newest first, with the checkout's
 * customer, mode and recorded (kept) transaction.
 */
export function listDuplicateRefunds(
  db: Executor,
  filter: { status?: DuplicateRefundsTable["status"]; limit?: number } = {},
) {
  let query = db
    .selectFrom("duplicate_refunds")
    .innerJoin("checkouts", "checkouts.invoice_num", "duplicate_refunds.invoice_num")
    .select([
      "duplicate_refunds.id",
      "duplicate_refunds.invoice_num",
      "duplicate_refunds.gateway_tag",
      "duplicate_refunds.amount_cents",
      "duplicate_refunds.status",
      "duplicate_refunds.attempts",
      "duplicate_refunds.last_error",
      "duplicate_refunds.refund_tag",
      "duplicate_refunds.created_at",
      "duplicate_refunds.done_at",
      "checkouts.customer_name",
      "checkouts.mode",
      "checkouts.gateway_tag as kept_transaction_tag",
    ])
    .orderBy("duplicate_refunds.id", "desc")
    .limit(filter.limit ?? 200);
  if (filter.status) query = query.where("duplicate_refunds.status", "=", filter.status);
  return query.execute();
}
