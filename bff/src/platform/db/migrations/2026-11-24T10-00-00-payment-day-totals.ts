import { type Kysely, sql } from "kysely";

// Frozen in time: never edit a migration that has shipped; add a new one.
// The transaction report's totals per Guam calendar day (built for a million payments): a date-only search,
// the screen's unfiltered first load included, adds up day rows instead of counting a million
// payments. Filled here from the payments already recorded; kept by every checkout written or
// settled afterwards. Portable: grouped by the UTC hour with substr (SQLite and PostgreSQL alike),
// folded into Guam days (UTC+10, no daylight saving) here rather than with date functions.
const GUAM_OFFSET_MS = 10 * 60 * 60 * 1000;

interface HourTotals {
  hour: string;
  lines: number | string;
  approved_lines: number | string | null;
  approved_cents: number | string | null;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("payment_day_totals")
    .addColumn("day", "text", (col) => col.primaryKey())
    .addColumn("lines", "integer", (col) => col.notNull())
    .addColumn("approved_lines", "integer", (col) => col.notNull())
    .addColumn("approved_cents", "integer", (col) => col.notNull())
    .execute();
  const hours = await sql<HourTotals>`
    SELECT substr(c.created_at, 1, 13) AS hour,
           count(*) AS lines,
           sum(CASE WHEN c.status = 'approved' THEN 1 ELSE 0 END) AS approved_lines,
           sum(CASE WHEN c.status = 'approved' THEN l.amount_cents ELSE 0 END) AS approved_cents
    FROM checkout_lines l JOIN checkouts c ON c.invoice_num = l.invoice_num
    GROUP BY substr(c.created_at, 1, 13)`.execute(db);
  const days = new Map<string, { lines: number; approved_lines: number; approved_cents: number }>();
  for (const row of hours.rows) {
    const day = new Date(Date.parse(`${row.hour}:00:00.000Z`) + GUAM_OFFSET_MS).toISOString().slice(0, 10);
    const totals = days.get(day) ?? { lines: 0, approved_lines: 0, approved_cents: 0 };
    totals.lines += Number(row.lines);
    totals.approved_lines += Number(row.approved_lines ?? 0);
    totals.approved_cents += Number(row.approved_cents ?? 0);
    days.set(day, totals);
  }
  const rows = [...days].map(([day, totals]) => ({ day, ...totals }));
  for (let start = 0; start < rows.length; start += 1_000) {
    await db
      .insertInto("payment_day_totals" as never)
      .values(rows.slice(start, start + 1_000) as never)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("payment_day_totals").execute();
}
