/**
 * 'All Payments/Transaction Inquiry' (spec 000 §2 Reports, §3, §7 transactions, search-transaction,
 * get-individual, §9; spec 000 §2 Reports; built for a million payments): finance sees every attempt, filtered, totalled, paged
 * and sorted in the database, exports it as CSV, and levels outside 1–3 see nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Json } from "./harness";
import { type PaymentStack, startPaymentStack } from "./payment-harness";
import {
  accountId,
  adminToken,
  exportCsv,
  paidByHostedPage,
  search,
  withHistory,
} from "./reports/report-stack";

let stack: PaymentStack;
beforeEach(async () => {
  stack = await startPaymentStack();
});
afterEach(async () => {
  await stack.close();
});

const TODAY_US = "11/21/2026";

describe("finance finds the payments made today, with totals (spec 000 §2, §3)", () => {
  it("lists an approved and a declined hosted payment of the account, and totals the approved one", async () => {
    const approved = await paidByHostedPage(stack, 25.5);
    const declined = await paidByHostedPage(stack, 12, "4000000000000002");
    const token = await adminToken(stack, 3);
    const { status, body } = await search(stack, token, {
      accountId,
      pay_date_start: TODAY_US,
      pay_date_end: TODAY_US,
    });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ total: 2, totalOnline: 1, totalAmount: 25.5, pages: 1, page: 1 });
    const rows = body.result.list as Json[];
    expect(rows.map((row) => [row.paymentId, row.status, row.ccb_status, row.mode])).toEqual([
      [approved, "approved", "In CCB", "Online"],
      [declined, "declined", "Not Paid", "Online"],
    ]);
    expect(rows[0]).toMatchObject({ accountId, amount: 25.5, transaction_tag: expect.any(String) });
    // The 'Payment Logs' modal's JSON: the gateway's answer with the card number masked.
    for (const row of rows) expect(row.code_response).not.toMatch(/\d{13,19}/);
    expect(JSON.parse(rows[0].code_response).Transaction_Approved).toBe("YES");
  });

  it("shows one attempt by its receipt number (get-individual), and 404 for an unknown one", async () => {
    const invoice = await paidByHostedPage(stack, 40);
    const token = await adminToken(stack, 1);
    const { status, body } = await stack.call(`/api/v1/get-individual/${invoice}`, { token });
    expect(status).toBe(200);
    expect(body.result.data).toMatchObject({
      receipt_num: invoice,
      account_number: accountId,
      amount: 40,
      status: "approved",
    });
    expect(body.result.data.card_number).toMatch(/^#+1111$/);
    expect((await stack.call("/api/v1/get-individual/999999999999", { token })).status).toBe(404);
  });
});

describe("every search filter (spec 000 §7 search-transaction)", () => {
  it("finds a row by invoice no., by transaction tag and by payment sequence no.", async () => {
    const history = await withHistory(stack, 60);
    const token = await adminToken(stack, 3);
    const target = history.find((p) => p.checkout.gateway_tag && p.lines.length === 1)!;
    for (const filter of [
      { invoice_num: target.checkout.invoice_num },
      { transaction_tag: target.checkout.gateway_tag },
      { sequence_no: target.checkout.gateway_sequence },
    ]) {
      const { body } = await search(stack, token, filter);
      expect(
        body.result.list.map((row: Json) => row.paymentId),
        JSON.stringify(filter),
      ).toEqual([target.checkout.invoice_num]);
    }
  });

  it("keeps to the account and to the pay dates, Guam days both ends included", async () => {
    const history = await withHistory(stack, 120);
    const token = await adminToken(stack, 3);
    const { body } = await search(stack, token, {
      accountId: "1000000002",
      pay_date_start: "11/10/2026",
      pay_date_end: "11/15/2026",
      pageSize: 50,
    });
    const expected = history.flatMap((p) =>
      p.lines.filter(
        (line) =>
          line.accountId === "1000000002" &&
          String(p.checkout.created_at) >= "2026-11-09T14:00:00.000Z" &&
          String(p.checkout.created_at) < "2026-11-15T14:00:00.000Z",
      ),
    );
    expect(expected.length).toBeGreaterThan(3);
    expect(body.result.total).toBe(expected.length);
    expect(body.result.list.every((row: Json) => row.accountId === "1000000002")).toBe(true);
  });

  it("refuses a date that is not MM/DD/YYYY and an end before the start", async () => {
    const token = await adminToken(stack, 3);
    expect((await search(stack, token, { pay_date_start: "2026-11-21" })).status).toBe(400);
    const backwards = await search(stack, token, {
      pay_date_start: "11/21/2026",
      pay_date_end: "11/20/2026",
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.message).toBe("The end date must not be before the start date.");
  });
});

describe("sort and paging (spec 000 §9)", () => {
  it("sorts by payment date, then amount, newest first by default; any column either way", async () => {
    await withHistory(stack, 80);
    const token = await adminToken(stack, 3);
    const { body } = await search(stack, token, { pageSize: 50 });
    const keys = body.result.list.map((row: Json) => [row.payment_date, row.amount]);
    const sorted = [...keys].sort((a, b) => (a[0] === b[0] ? b[1] - a[1] : a[0] < b[0] ? 1 : -1));
    expect(keys).toEqual(sorted);
    const byAmount = await search(stack, token, { sortBy: "amount", sortDir: "asc", pageSize: 50 });
    const amounts = byAmount.body.result.list.map((row: Json) => row.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });

  it("pages by 10, 30 or 50, never past the last page, and refuses other sizes", async () => {
    await withHistory(stack, 45);
    const token = await adminToken(stack, 3);
    const first = await search(stack, token, { pageSize: 30 });
    const total = first.body.result.total;
    expect(first.body.result).toMatchObject({ pages: Math.ceil(total / 30), pageSize: 30 });
    expect(first.body.result.list).toHaveLength(30);
    const past = await search(stack, token, { pageSize: 30, page: 999 });
    expect(past.body.result.page).toBe(Math.ceil(total / 30));
    expect(past.body.result.list).toHaveLength(total - 30 * (Math.ceil(total / 30) - 1));
    expect((await search(stack, token, { pageSize: 1000 })).status).toBe(400);
    const asGet = await stack.call("/api/v1/transactions?pageSize=10&page=2", { token });
    expect(asGet.body.result).toMatchObject({ page: 2, pageSize: 10 });
    expect(asGet.body.result.list).toHaveLength(10);
  });
});

describe("Export CSV (spec 000 §2, §9)", () => {
  it("streams every matching row, named DD-MM-YYYY-Admin-Control-Reports, with a total for the progress", async () => {
    await withHistory(stack, 70);
    const token = await adminToken(stack, 3);
    const query = { accountId: "1000000001", pay_date_start: "11/01/2026", pay_date_end: TODAY_US };
    const { body } = await search(stack, token, { ...query, pageSize: 10 });
    const csv = await exportCsv(stack, token, query);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toContain(
      'filename="21-11-2026-Admin-Control-Reports.csv"',
    );
    expect(csv.headers.get("x-total-rows")).toBe(String(body.result.total));
    const lines = csv.text.trim().split("\n");
    expect(lines[0]).toContain("Account No.,Payment ID,Transaction Tag");
    expect(lines).toHaveLength(body.result.total + 1);
    expect(lines.slice(1).every((line) => line.includes(",1000000001,"))).toBe(true);
  });

  it("neutralises a cell that would run as a formula in a spreadsheet", async () => {
    const [payment] = await withHistory(stack, 1);
    await stack.bffApp.services.db
      .updateTable("checkouts")
      .set({ issuer_message: '=HYPERLINK("http://evil.example","x")', card_holder: "@SUM(1)" })
      .where("invoice_num", "=", payment!.checkout.invoice_num)
      .execute();
    const token = await adminToken(stack, 1);
    const csv = await exportCsv(stack, token, {});
    expect(csv.text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv.text).not.toMatch(/(^|,)=HYPERLINK/m);
  });
});

describe("only levels 1–3 see the reports (spec 001 §6)", () => {
  it("answers super admin, IT admin and finance; refuses phoned-in staff, customers and strangers", async () => {
    for (const level of [1, 2, 3] as const) {
      const token = await adminToken(stack, level);
      expect((await search(stack, token, {})).status, `level ${level}`).toBe(200);
    }
    const phonedIn = await adminToken(stack, 4);
    expect((await search(stack, phonedIn, {})).status).toBe(403);
    expect((await exportCsv(stack, phonedIn, {})).status).toBe(403);
    expect((await stack.call("/api/v1/get-individual/200001", { token: phonedIn })).status).toBe(403);
    const customer = await stack.login("maria.cruz", "Current#2026");
    expect((await search(stack, customer, {})).status).toBe(403);
    expect((await search(stack, "", {})).status).toBe(401);
  });
});
