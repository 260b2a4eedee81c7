/**
 * The per-day totals' SQL. Changes are added (an upsert of increments), never recomputed, so two
 * writers of one day on PostgreSQL each add their own share under the row's lock. Callers pass the
 * transaction that writes or settles the checkout, so the totals can never disagree with the rows.
 */
import type { Kysely } from "kysely";
import type { Db } from "../../database";
import type { Database } from "../../database";
import { type AttemptForTotals, type DayTotalsChange, dayTotalsOf } from "./payment-day-totals";

type Executor = Db | Kysely<Database>;

export async function addToPaymentDayTotals(
  db: Executor,
  changes: ReadonlyMap<string, DayTotalsChange>,
): Promise<void> {
  const rows = [...changes].map(([day, change]) => ({
    day,
    lines: change.lines,
    approved_lines: change.approvedLines,
    approved_cents: change.approvedCents,
  }));
  // 4 values a row: well under SQLite's limit of 32,766 values in one statement.
  for (let start = 0; start < rows.length; start += 1_000) {
    await db
      .insertInto("payment_day_totals")
      .values(rows.slice(start, start + 1_000))
      .onConflict((conflict) =>
        conflict.column("day").doUpdateSet((eb) => ({
          lines: eb("payment_day_totals.lines", "+", eb.ref("excluded.lines")),
          approved_lines: eb("payment_day_totals.approved_lines", "+", eb.ref("excluded.approved_lines")),
          approved_cents: eb("payment_day_totals.approved_cents", "+", eb.ref("excluded.approved_cents")),
        })),
      )
      .execute();
  }
}

/** Adds attempts written in bulk (the demo's history, the benchmark) to their days' totals. */
export function addAttemptsToDayTotals(db: Executor, attempts: readonly AttemptForTotals[]): Promise<void> {
  return addToPaymentDayTotals(db, dayTotalsOf(attempts));
}
