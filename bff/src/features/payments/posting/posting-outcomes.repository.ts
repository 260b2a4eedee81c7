/**
 * What a posting attempt did to its outbox row and its line (decision 007, decision 020): posted
 * ('In CCB'), to be tried again, or given up ('Failed', for staff to post by hand), each giving the
 * row's claim back; and the lines given up, as staff list them.
 */
import type { Kysely } from "kysely";
import type { Db } from "../../../database";
import type { Database } from "../../../database";

type Executor = Db | Kysely<Database>;

/** A posting line's claim given back once its attempt is recorded (decision 020). */
const RELEASED = { claimed_by: null, claimed_until: null } as const;

/** Billing confirmed: the row is done and its line 'In CCB' (its claim given back). */
export async function markPosted(
  db: Db,
  posting: { id: number; line_id: number },
  paymentId: string,
  at: string,
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("posting_outbox")
      .set((eb) => ({
        status: "done",
        done_at: at,
        attempts: eb("attempts", "+", 1),
        last_error: null,
        ...RELEASED,
      }))
      .where("id", "=", posting.id)
      .execute();
    await trx
      .updateTable("checkout_lines")
      .set({ billing_status: "In CCB", payment_id: paymentId, posted_at: at })
      .where("id", "=", posting.line_id)
      .execute();
  });
}

/** Billing did not confirm; the row waits for its next attempt. */
export function markPostingRetry(
  db: Executor,
  posting: { id: number },
  values: { error: string; nextAttemptAt: string },
) {
  return db
    .updateTable("posting_outbox")
    .set((eb) => ({
      attempts: eb("attempts", "+", 1),
      last_error: values.error,
      next_attempt_at: values.nextAttemptAt,
      ...RELEASED,
    }))
    .where("id", "=", posting.id)
    .where("status", "=", "pending")
    .execute();
}

/**
 * The worker gave up: the row is 'failed' with the reason, the line 'Failed'. Run it in the
 * transaction that queues the operations e-mail, so that one is never without the other.
 */
export async function markPostingGivenUp(
  db: Executor,
  posting: { id: number; line_id: number },
  values: { reason: string; at: string },
) {
  await db
    .updateTable("posting_outbox")
    .set((eb) => ({
      status: "failed",
      attempts: eb("attempts", "+", 1),
      last_error: values.reason,
      // No attempt follows: the column keeps when the worker gave up.
      next_attempt_at: values.at,
      ...RELEASED,
    }))
    .where("id", "=", posting.id)
    .execute();
  await db
    .updateTable("checkout_lines")
    .set({ billing_status: "Failed" })
    .where("id", "=", posting.line_id)
    .execute();
}

/** An approved payment line the posting worker gave up on: staff must post it to billing by hand. */
export interface PaymentNeedingAttention {
  invoice: string;
  lineId: number;
  accountId: string;
  amountCents: number;
  /** Billing's idempotency key: posting by hand with it can never post twice. */
  paymentKey: string;
  reason: string | null;
  attempts: number;
  /** When the gateway's approval was recorded (the line entered the outbox). */
  approvedAt: string;
  /** When the worker gave up. */
  failedAt: string;
  transactionTag: string | null;
  customerName: string;
  mode: "Online" | "Phoned-In";
}

/** Every line that gave up, oldest first: the record the back office's reports screen lists. */
export async function listPaymentsNeedingAttention(db: Executor): Promise<PaymentNeedingAttention[]> {
  const rows = await db
    .selectFrom("posting_outbox")
    .innerJoin("checkout_lines", "checkout_lines.id", "posting_outbox.line_id")
    .innerJoin("checkouts", "checkouts.invoice_num", "checkout_lines.invoice_num")
    .select([
      "checkout_lines.invoice_num",
      "posting_outbox.line_id",
      "posting_outbox.account_id",
      "posting_outbox.amount_cents",
      "posting_outbox.payment_key",
      "posting_outbox.last_error",
      "posting_outbox.attempts",
      "posting_outbox.created_at",
      "posting_outbox.next_attempt_at",
      "checkouts.gateway_tag",
      "checkouts.customer_name",
      "checkouts.mode",
    ])
    .where("posting_outbox.status", "=", "failed")
    .orderBy("posting_outbox.id")
    .execute();
  return rows.map((row) => ({
    invoice: row.invoice_num,
    lineId: row.line_id,
    accountId: row.account_id,
    amountCents: row.amount_cents,
    paymentKey: row.payment_key,
    reason: row.last_error,
    attempts: row.attempts,
    approvedAt: row.created_at,
    failedAt: row.next_attempt_at,
    transactionTag: row.gateway_tag,
    customerName: row.customer_name,
    mode: row.mode,
  }));
}
