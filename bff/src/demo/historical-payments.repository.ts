/** Writes generated historical payments in batches (checkouts, lines, and the outbox rows of the failed ones). */
import { addAttemptsToDayTotals } from "../features/payments";
import type { Db } from "../database";
import type { HistoricalPayment } from "./historical-payments";

/** One batch in one transaction; payment keys follow the live rule `PAYGPA-{invoice}-{line}`. */
export async function insertHistoricalPayments(db: Db, batch: readonly HistoricalPayment[]): Promise<void> {
  if (batch.length === 0) return;
  await db.transaction().execute(async (trx) => {
    // SQLite takes at most 32,766 values in one statement: 500 checkouts of 33 columns at a time.
    for (let start = 0; start < batch.length; start += 500) {
      await trx
        .insertInto("checkouts")
        .values(batch.slice(start, start + 500).map((payment) => payment.checkout))
        .execute();
    }
    const lines = batch.flatMap((payment) => payment.lines.map((line, index) => ({ payment, line, index })));
    const ids: { id: number }[] = [];
    for (let start = 0; start < lines.length; start += 2000) {
      const inserted = await trx
        .insertInto("checkout_lines")
        .values(
          lines.slice(start, start + 2000).map(({ payment, line }) => ({
            invoice_num: payment.checkout.invoice_num,
            account_id: line.accountId,
            amount_cents: line.cents,
            billing_status: line.billingStatus,
            payment_id: line.paymentId,
            posted_at: line.postedAt,
          })),
        )
        .returning("id")
        .execute();
      ids.push(...inserted);
    }
    const postings = lines.flatMap(({ payment, line, index }, n) => {
      const posting = line.posting;
      const lineId = ids[n]?.id;
      if (!posting || lineId === undefined) return [];
      return [
        {
          line_id: lineId,
          payment_key: `PAYGPA-${payment.checkout.invoice_num}-${index + 1}`,
          account_id: line.accountId,
          amount_cents: line.cents,
          payment_source: payment.checkout.payment_source ?? "CCV",
          status: posting.status,
          attempts: posting.attempts,
          next_attempt_at: posting.nextAttemptAt,
          last_error: posting.lastError,
          created_at: payment.checkout.created_at,
          done_at: null,
        },
      ];
    });
    if (postings.length > 0) await trx.insertInto("posting_outbox").values(postings).execute();
    await addAttemptsToDayTotals(
      trx,
      batch.map(({ checkout, lines }) => ({
        createdAt: checkout.created_at,
        approved: checkout.status === "approved",
        lineCents: lines.map((line) => line.cents),
      })),
    );
  });
}

export async function historicalPaymentsPresent(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom("checkouts")
    .select("invoice_num")
    .where("invoice_num", ">=", "300000000")
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** An admin's id by username (the phoned-in clerk of the demo's history). */
export function findAdminByUsername(db: Db, username: string) {
  return db.selectFrom("admins").select("id").where("username", "=", username).executeTakeFirst();
}
