/**
 * The transaction inquiry's first page with no filter (spec 000 §7), sorted by any column either
 * way, reads an index in the sort's order and stops at the page: SQLite's plan has no sort of every
 * line ("USE TEMP B-TREE FOR ORDER BY"). Over a million payments that sort was the difference
 * between a few milliseconds and seconds (bench/README.md, "Reports at scale").
 */
import { REPORT_SORT_COLUMNS } from "@paygpa/contract";
import { CompiledQuery } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTransactions } from "../../../bench/report-benchmark";
import type { Database } from "../../database";
import { migrateToLatest, openDatabase } from "../../platform/db/database";
import { criteriaOf } from "./reports.service";
import { type ReportOrder, reportChunkQuery, reportPageQuery } from "./reports.repository";

const db = openDatabase<Database>(":memory:");
const NO_FILTER = criteriaOf({
  pay_date_start: "",
  pay_date_end: "",
  accountId: "",
  invoice_num: "",
  transaction_tag: "",
  sequence_no: "",
});

beforeAll(async () => {
  await migrateToLatest(db);
  await seedTransactions(db, { count: 3000, now: new Date("2026-11-21T00:00:00Z") });
});
afterAll(() => db.destroy());

async function planOf(order: ReportOrder): Promise<string> {
  return planOfQuery(reportPageQuery(db, NO_FILTER, order));
}

async function planOfQuery(query: { compile(): { sql: string; parameters: readonly unknown[] } }) {
  const { sql, parameters } = query.compile();
  const rows = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`EXPLAIN QUERY PLAN ${sql}`, [...parameters]),
  );
  return rows.rows.map((row) => row.detail).join("\n");
}

describe("every sortable column's first page reads an index in order", () => {
  for (const sortBy of REPORT_SORT_COLUMNS) {
    for (const sortDir of ["asc", "desc"] as const) {
      it(`${sortBy} ${sortDir}`, async () => {
        const plan = await planOf({ sortBy, sortDir, limit: 10, offset: 0 });
        expect(plan).not.toContain("USE TEMP B-TREE FOR ORDER BY");
      });
    }
  }

  it("CCB Status, either way, is read whole from its index: no sort at all", async () => {
    for (const sortDir of ["asc", "desc"] as const) {
      const plan = await planOf({ sortBy: "ccb_status", sortDir, limit: 10, offset: 0 });
      expect(plan).toMatch(/SCAN l USING (COVERING )?INDEX checkout_lines_report_ccb_status_(up|down)/);
      expect(plan).not.toContain("TEMP B-TREE");
    }
  });

  it("CCB Status answers each status's newest lines first", async () => {
    const { rows } = await db.executeQuery<{ id: number; billing_status: string }>(
      reportPageQuery(db, NO_FILTER, {
        sortBy: "ccb_status",
        sortDir: "asc",
        limit: 50,
        offset: 0,
      }).compile(),
    );
    const expected = [...rows].sort((a, b) =>
      a.billing_status === b.billing_status ? b.id - a.id : a.billing_status < b.billing_status ? -1 : 1,
    );
    expect(rows.length).toBe(50);
    expect(rows.map((row) => row.id)).toEqual(expected.map((row) => row.id));
  });
});

describe("the export's next chunk", () => {
  it("starts at its position in the date index: a range, not a read from the newest row down", async () => {
    const position = { createdAt: "2026-06-01T00:00:00.000Z", invoiceNum: "500000000500" };
    const plan = await planOfQuery(reportChunkQuery(db, NO_FILTER, position, 2000));
    expect(plan).toMatch(
      /SEARCH c USING (COVERING )?INDEX checkouts_report_date \(\(created_at,invoice_num\)<\(\?,\?\)\)/,
    );
  });
});
