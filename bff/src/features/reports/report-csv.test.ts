import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { historicalPayments } from "../../demo/historical-payments";
import { insertHistoricalPayments } from "../../demo/historical-payments.repository";
import { openTestDatabase } from "../../../tests/support/test-database";
import { migrateToLatest } from "../../platform/db/database";
import { silentLogger } from "../../platform/http/logger";
import { reportCsv } from "./report-csv";
import { criteriaOf } from "./reports.service";

const NO_FILTER = {
  pay_date_start: "",
  pay_date_end: "",
  accountId: "",
  invoice_num: "",
  transaction_tag: "",
  sequence_no: "",
};

describe("the export reads in chunks and writes every row once", () => {
  it("gives each line of every attempt exactly once, newest attempt first, across chunk ends", async () => {
    const db = openTestDatabase();
    await migrateToLatest(db);
    const payments = [
      ...historicalPayments({
        count: 40,
        seed: 3,
        now: new Date("2026-11-21T00:00:00Z"),
        days: 5,
        accounts: ["1000000001"],
        phonedInAdminId: null,
      }),
    ];
    await insertHistoricalPayments(db, payments);
    const csv = await text(reportCsv({ db, logger: silentLogger }, criteriaOf(NO_FILTER), 3));
    const rows = csv
      .trim()
      .split("\n")
      .slice(1)
      .map((line) => line.split(","));
    const lines = payments.flatMap((p) => p.lines.map((_, n) => `${p.checkout.invoice_num}#${n}`));
    expect(rows).toHaveLength(lines.length);
    const receipts = rows.map((row) => row[3]);
    expect(new Set(receipts).size).toBe(payments.length);
    const dates = rows.map((row) => row[0] ?? "");
    expect(dates).toEqual([...dates].sort().reverse());
    await db.destroy();
  });
});
