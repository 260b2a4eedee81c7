/** SQL of the reconciliation (beyond the spec): the day's approved payments, and the runs' record. */
import type { Insertable, Kysely } from "kysely";
import type { Db } from "../../database";
import type { Database } from "../../database";
import type { ReconciliationRunsTable } from "./reports.table";

type Executor = Db | Kysely<Database>;

/** The approved checkouts created in [from, before), with their lines. */
export async function approvedPaymentsBetween(db: Executor, from: string, before: string) {
  const rows = await db
    .selectFrom("checkouts as c")
    .innerJoin("checkout_lines as l", "l.invoice_num", "c.invoice_num")
    .select([
      "c.invoice_num",
      "c.gateway_tag",
      "c.amount_cents",
      "l.id as line_id",
      "l.account_id",
      "l.amount_cents as line_cents",
      "l.billing_status",
      "l.payment_id",
    ])
    .where("c.status", "=", "approved")
    .where("c.created_at", ">=", from)
    .where("c.created_at", "<", before)
    .orderBy("c.created_at")
    .orderBy("l.id")
    .execute();
  return rows;
}

/** The checkouts recorded with these gateway tags, whatever their day. */
export function checkoutsByTags(db: Executor, tags: readonly string[]) {
  if (tags.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("checkouts")
    .select(["invoice_num", "gateway_tag", "amount_cents", "status"])
    .where("gateway_tag", "in", [...tags])
    .execute();
}

export function insertReconciliationRun(db: Executor, run: Insertable<ReconciliationRunsTable>) {
  return db.insertInto("reconciliation_runs").values(run).execute();
}

export function latestReconciliationRuns(db: Executor, limit: number) {
  return db.selectFrom("reconciliation_runs").selectAll().orderBy("ran_at", "desc").limit(limit).execute();
}

/** The newest day a nightly run reconciled, or null. */
export async function lastNightlyDay(db: Executor): Promise<string | null> {
  const row = await db
    .selectFrom("reconciliation_runs")
    .select("day")
    .where("ran_by", "=", "nightly")
    .orderBy("day", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.day ?? null;
}
