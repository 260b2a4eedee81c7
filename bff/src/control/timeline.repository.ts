import type { Db } from "../database";

/** The mail queued while serving these correlation ids, or mentioning this invoice. */
export async function mailForTimeline(db: Db, filter: { correlationIds: string[]; invoice?: string }) {
  if (filter.correlationIds.length === 0 && !filter.invoice) return [];
  return db
    .selectFrom("mail_outbox")
    .select(["id", "created_at", "kind", "to_address", "subject", "status", "correlation_id"])
    .where((eb) =>
      eb.or([
        ...(filter.correlationIds.length > 0 ? [eb("correlation_id", "in", filter.correlationIds)] : []),
        ...(filter.invoice ? [eb("text_body", "like", `%${filter.invoice}%`)] : []),
      ]),
    )
    .orderBy("id")
    .limit(200)
    .execute();
}

/** One checkout's record: the checkout, its lines and their posting rows. */
export async function checkoutForTimeline(db: Db, invoice: string) {
  const checkout = await db
    .selectFrom("checkouts")
    .select([
      "invoice_num",
      "created_at",
      "created_by",
      "channel",
      "amount_cents",
      "status",
      "settled_at",
      "settled_by",
      "issuer_code",
      "issuer_message",
      "gateway_tag",
    ])
    .where("invoice_num", "=", invoice)
    .executeTakeFirst();
  if (!checkout) return null;
  const lines = await db
    .selectFrom("checkout_lines")
    .leftJoin("posting_outbox", "posting_outbox.line_id", "checkout_lines.id")
    .select([
      "checkout_lines.account_id",
      "checkout_lines.amount_cents",
      "checkout_lines.billing_status",
      "checkout_lines.payment_id",
      "checkout_lines.posted_at",
      "posting_outbox.payment_key",
      "posting_outbox.attempts",
      "posting_outbox.last_error",
    ])
    .where("checkout_lines.invoice_num", "=", invoice)
    .execute();
  return { checkout, lines };
}

/** The last checkouts, newest first: the console's "last payments", each one a timeline to open. */
export async function lastCheckouts(db: Db, limit: number) {
  return db
    .selectFrom("checkouts")
    .select(["invoice_num", "created_at", "amount_cents", "channel", "status"])
    .orderBy("created_at", "desc")
    .orderBy("invoice_num", "desc")
    .limit(limit)
    .execute();
}
