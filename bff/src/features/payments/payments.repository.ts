/** The only place payments' SQL lives. Functions take the database or a transaction first. */
import type { Insertable, Kysely, Updateable } from "kysely";
import type { Db } from "../../database";
import type { Database } from "../../database";
import type { CheckoutsTable, PostingOutboxTable } from "./payments.table";

type Executor = Db | Kysely<Database>;

/** A posting line's claim given back once its attempt is recorded (decision 020). */
const RELEASED = { claimed_by: null, claimed_until: null } as const;

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
    .where("gateway_tag", "=", tag)
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

/** Settled checkouts created before `before` whose invoice was not yet looked up a last time. */
export function checkoutsDueFinalLookup(db: Executor, before: string, limit: number) {
  return db
    .selectFrom("checkouts")
    .selectAll()
    .where("status", "!=", "pending")
    .where("final_lookup_at", "is", null)
    .where("created_at", "<=", before)
    .orderBy("created_at")
    .limit(limit)
    .execute();
}

export function markFinalLookup(db: Executor, invoice: string, at: string) {
  return db
    .updateTable("checkouts")
    .set({ final_lookup_at: at })
    .where("invoice_num", "=", invoice)
    .execute();
}

/**
 * The portal's own payments to one account, newest first (spec 002 §2 'Payment History': web
 * payments listed too, a payment shown from these records before billing has it). Settled
 * checkouts only: an abandoned card page is not a payment.
 */
export function listWebPayments(db: Executor, accountId: string, limit: number) {
  return (
    db
      .selectFrom("checkout_lines")
      .innerJoin("checkouts", "checkouts.invoice_num", "checkout_lines.invoice_num")
      .select([
        "checkouts.invoice_num",
        "checkouts.settled_at",
        "checkouts.created_at",
        "checkouts.status",
        "checkouts.gateway_tag",
        "checkout_lines.amount_cents",
        "checkout_lines.billing_status",
      ])
      .where("checkout_lines.account_id", "=", accountId)
      .where("checkouts.status", "!=", "pending")
      // An AutoPay draft the gateway did not attempt is no payment of the customer's (decision 031).
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("autopay_not_attempted")
              .select("autopay_not_attempted.id")
              .whereRef("autopay_not_attempted.invoice_num", "=", "checkouts.invoice_num"),
          ),
        ),
      )
      .orderBy("checkouts.created_at", "desc")
      .orderBy("checkout_lines.id", "desc")
      .limit(limit)
      .execute()
  );
}
