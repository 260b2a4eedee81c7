/**
 * Payments' SQL: checkouts, their lines, the posting outbox's rows, the settlement's look-ups and
 * the web payments of an account. A posting attempt's outcome is `posting/posting-outcomes.repository.ts`.
 * Functions take the database or a transaction first.
 */
import type { Insertable, Kysely, Updateable } from "kysely";
import type { Db } from "../../database";
import type { Database } from "../../database";
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
