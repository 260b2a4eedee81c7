/** The only place the phoned-in screen's SQL lives: the Web payment history and the pay-by-links. */
import type { Insertable, Kysely } from "kysely";
import type { Db } from "../../database";
import type { Database } from "../../database";
import type { PayLinksTable } from "./pay-links.table";

type Executor = Db | Kysely<Database>;

/** The account's lines of checkouts made here, newest first, with the clerk of a phoned-in one. */
export function listWebPayments(db: Executor, accountId: string, limit: number) {
  return db
    .selectFrom("checkout_lines")
    .innerJoin("checkouts", "checkouts.invoice_num", "checkout_lines.invoice_num")
    .leftJoin("admins", "admins.id", "checkouts.admin_id")
    .select([
      "checkouts.invoice_num",
      "checkouts.created_at",
      "checkouts.settled_at",
      "checkouts.created_by",
      "checkouts.status",
      "checkouts.gateway_tag",
      "checkout_lines.amount_cents",
      "admins.username as admin_username",
    ])
    .where("checkout_lines.account_id", "=", accountId)
    .orderBy("checkouts.created_at", "desc")
    .orderBy("checkouts.invoice_num", "desc")
    .limit(limit)
    .execute();
}

export function insertPayLink(db: Executor, row: Insertable<PayLinksTable>) {
  return db.insertInto("pay_links").values(row).execute();
}

/** The link with the status of its last checkout (null before the first). */
export function findPayLink(db: Executor, tokenHash: string) {
  return db
    .selectFrom("pay_links")
    .leftJoin("checkouts", "checkouts.invoice_num", "pay_links.invoice_num")
    .selectAll("pay_links")
    .select("checkouts.status as last_status")
    .where("pay_links.token_hash", "=", tokenHash)
    .executeTakeFirst();
}

/**
 * Points the link at its new checkout, only if it still points where the caller saw it: of two
 * openings at once, one wins (the other's checkout stays pending and is abandoned by reconciliation).
 */
export async function claimPayLink(
  db: Executor,
  tokenHash: string,
  seenInvoice: string | null,
  invoice: string,
  at: string,
): Promise<boolean> {
  const seen = seenInvoice === null ? ("is" as const) : ("=" as const);
  const result = await db
    .updateTable("pay_links")
    .set({ invoice_num: invoice, opened_at: at })
    .where("token_hash", "=", tokenHash)
    .where("invoice_num", seen, seenInvoice)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
