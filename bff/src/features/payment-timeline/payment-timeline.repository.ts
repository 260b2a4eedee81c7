/**
 * What the timeline reads beside the checkout (payments' own repository): the posting outbox's rows
 * of its lines, its receipt in the mail outbox, and whether AutoPay or an arrangement made it.
 */
import type { Db } from "../../database";

export function postingRowsOf(db: Db, lineIds: readonly number[]) {
  if (lineIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("posting_outbox")
    .select(["line_id", "status", "attempts", "last_error", "next_attempt_at", "done_at"])
    .where("line_id", "in", [...lineIds])
    .execute();
}

/** The receipt of an invoice (its subject names the invoice: settlement's receipt mail). */
export function receiptMailOf(db: Db, invoice: string) {
  return db
    .selectFrom("mail_outbox")
    .select(["status", "created_at", "sent_at"])
    .where("kind", "=", "payment-receipt")
    .where("subject", "like", `%${invoice}`)
    .orderBy("id")
    .executeTakeFirst();
}

export async function sourceFacts(db: Db, invoice: string) {
  const [draft, arrangement] = await Promise.all([
    db.selectFrom("autopay_drafts").select("draft_key").where("invoice_num", "=", invoice).executeTakeFirst(),
    db.selectFrom("arrangement_payments").select("invoice").where("invoice", "=", invoice).executeTakeFirst(),
  ]);
  return { autopay: draft !== undefined, arrangement: arrangement !== undefined };
}
