import type { Kysely } from "kysely";
import { databaseKind } from "../dialect";

// Frozen in time: never edit a migration that has shipped; add a new one.
// A day's approved cents (built for a million payments) add up every payment of a Guam day: on a bill day's
// rush, 100,000 payments of $200 are 2,000,000,000 cents, at the edge of PostgreSQL's `integer`
// (4 bytes, up to 2,147,483,647). SQLite's integers are 8 bytes already: nothing to do there
// (decision 019). Read back as a number by the pool's int8 parser.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (databaseKind(db) !== "postgres") return;
  await db.schema
    .alterTable("payment_day_totals")
    .alterColumn("approved_cents", (column) => column.setDataType("bigint"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (databaseKind(db) !== "postgres") return;
  await db.schema
    .alterTable("payment_day_totals")
    .alterColumn("approved_cents", (column) => column.setDataType("integer"))
    .execute();
}
