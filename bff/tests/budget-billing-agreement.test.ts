/**
 * Budget billing's year (decision 043), over the BFF, the billing simulator and the gateway
 * simulator on one clock: an account enrolled, then twelve bill cycles with AutoPay paying each bill
 * on its due date. After them billing's bills and budget, the dashboard's row, My Bills, Payment
 * History and the payments report agree on every amount due, every amount paid and the true-up.
 * And a dashboard of accounts never enrolled asks billing nothing about budgets.
 */
import { BUDGET_CONSENT } from "@paygpa/contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as autopay from "./autopay-helpers";
import type { Json } from "./harness";
import { type PaymentStack, startPaymentStack } from "./payment-harness";
import { persona } from "./personas";
import { adminToken, search } from "./reports/report-stack";

const maria = persona("postpaid-current"); // bills on the 11th, due 20 days later
const MARIA = maria.accounts[0]!.accountId;
const cents = (dollars: string | number) => Math.round(Number(dollars) * 100);
const sumCents = (values: readonly (string | number)[]) => values.reduce<number>((t, v) => t + cents(v), 0);

let stack: PaymentStack;
beforeEach(async () => {
  stack = await startPaymentStack({
    separateClocks: true,
    config: { sessionIdleSeconds: 800 * 24 * 3600 },
  });
  await stack.sim(stack.gateway, "PUT", "/__control/terminal/settings", { tokenization: true });
});
afterEach(() => stack.close());

const journal = async (query: string) =>
  (await stack.sim(stack.ccb, "GET", `/__control/journal?${query}`)).body.entries as Json[];
const BUDGET_CALLS = "pathPattern=/rest/apis/customer/financials/budgets/*";
const BILL_SEARCHES = "path=/rest/apis/customer/financials/bills/search";

describe("a year on budget billing, paid by AutoPay", () => {
  it("billing's bills and budget, the dashboard, My Bills, Payment History and the report agree", async () => {
    const token = await stack.login(maria.username, maria.password);
    const quote = await stack.call(`/api/v1/budget-billing?accountId=${MARIA}`, { token });
    const enrolled = await stack.call("/api/v1/budget-billing", {
      token,
      body: { accountId: MARIA, consentVersion: BUDGET_CONSENT.version, agreed: true },
    });
    expect(enrolled.body.enrolment).toMatchObject({
      status: "active",
      budgetAmount: quote.body.quote.amount,
    });
    const cardId = await autopay.saveCard(stack, token);
    const { enrolled: onAutoPay } = await autopay.enrol(stack, token, {
      accountId: MARIA,
      cardId,
      plan: { kind: "amount-due" },
    });
    expect(onAutoPay.status).toBe(200);

    // From 2026-11-21 to 2027-12-01: the bill due 2026-12-01, then twelve bills cut on budget from
    // 2026-12-11 to 2027-11-11, the last one due 2027-12-01, each drafted on its due date.
    const moved = await stack.sim(stack.bff, "PUT", "/__control/system/clock", { advance: "375d" });
    expect(moved.status, JSON.stringify(moved.body).slice(0, 600)).toBe(200);
    for (const day of moved.body.dayReport as Json[]) expect(day.failed, day.day).toBeUndefined();

    const { billing } = stack.bffApp.services;
    const [newestFirst, budget, bills, summary] = await Promise.all([
      billing.budgetBills(MARIA),
      billing.budget(MARIA),
      billing.bills(MARIA),
      billing.financialSummary(MARIA),
    ]);
    const lines = [...newestFirst].sort((a, b) => a.billDate.localeCompare(b.billDate));
    expect(lines.map((line) => line.billOfYear)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // Amounts due: each budget bill charged its budget amount (no true-up part, no credit, in year one).
    for (const line of lines) {
      expect(line.billedAmount, line.billDate).toBe(line.budgetAmount);
      expect(cents(bills.find((bill) => bill.billId === line.billId)!.total), line.billDate).toBe(
        cents(line.billedAmount),
      );
    }
    // The true-up on the twelfth bill: the year's actual charges less what was billed.
    const trueUp = budget.events.find((event) => event.kind.startsWith("true-up"))!;
    expect(trueUp.date).toBe(lines[11]!.billDate);
    expect(cents(trueUp.difference!)).toBe(
      sumCents(lines.map((line) => line.actualCharges)) - sumCents(lines.map((line) => line.billedAmount)),
    );
    expect(cents(budget.deviation)).toBe(cents(trueUp.difference!));

    // Amounts paid: one approved draft per bill due on the way, of that bill's amount due.
    const dueOnTheWay = bills.filter((bill) => bill.dueDate > "2026-11-21" && bill.dueDate <= "2027-12-01");
    expect(dueOnTheWay).toHaveLength(13);
    const drafts = await stack.bffApp.services.db
      .selectFrom("autopay_drafts")
      .selectAll()
      .where("account_id", "=", MARIA)
      .orderBy("draft_on")
      .execute();
    expect(drafts.map((draft) => [draft.bill_id, draft.status, draft.amount_cents])).toEqual(
      [...dueOnTheWay]
        .sort((a, b) => a.dueDate.localeCompare(b.dueDate))
        .map((bill) => [bill.billId, "approved", cents(bill.total)]),
    );
    // Paid in full: nothing owed now but the twelfth budget bill was paid, so billing's balance is 0.
    expect(summary.currentBalance).toBe(0);

    // The dashboard's row: billing's amount in force, the latest bill's amount due beside its actual charges.
    const overview = (await stack.call("/api/v1/dashboard-overview", { token, body: {} })).body;
    const row = overview.accounts.find((entry: Json) => entry.accountId === MARIA);
    expect(row.budget).toEqual({
      budgetAmount: budget.budgetAmount,
      currentBill: { budgetAmount: lines[11]!.budgetAmount, actualCharges: lines[11]!.actualCharges },
    });
    expect(row.line.amount).toBe(summary.currentBalance);

    // My Bills: each bill on budget with billing's two figures; the bill before enrolment without.
    const myBills = (
      await stack.call("/api/v1/my-bills-list", { token, body: { accountId: MARIA, pageSize: 18 } })
    ).body.result as Json[];
    for (const line of lines) {
      expect(myBills.find((bill) => bill.billID === line.billId)?.budget, line.billDate).toEqual({
        budgetAmount: line.budgetAmount,
        actualCharges: line.actualCharges,
      });
    }
    const beforeBudget = myBills.filter((bill) => !lines.some((line) => line.billId === bill.billID));
    expect(beforeBudget.length).toBeGreaterThan(0);
    for (const bill of beforeBudget) expect(bill.budget).toBeNull();

    // Payment History: billing's payment lines and the portal's web payments, each draft's amount.
    const history = (await stack.call("/api/v1/payment-history", { token, body: { accountId: MARIA } })).body;
    const paid = drafts.map((draft) => Number(draft.amount_cents)).sort((a, b) => a - b);
    const usToIso = (us: string) => `${us.slice(6, 10)}-${us.slice(0, 2)}-${us.slice(3, 5)}`;
    const billingPaid = (history.result as Json[])
      .filter((line) => line.type === "Payment" && usToIso(line.paymentDate) > "2026-11-21")
      .map((line) => cents(Math.abs(line.totalAmount)));
    expect([...billingPaid].sort((a, b) => a - b)).toEqual(paid);
    const webPaid = (history.webPayments as Json[]).map((payment) => cents(payment.amount));
    expect([...webPaid].sort((a, b) => a - b)).toEqual(paid);
    for (const payment of history.webPayments as Json[]) expect(payment.status).toBe("In CCB");

    // The payments report: one row a draft, approved, in billing, of the same amount.
    const report = await search(stack, await adminToken(stack, 3), { accountId: MARIA, pageSize: 50 });
    const rows = (report.body.result.list as Json[]).filter((item) => item.status === "approved");
    expect(rows.map((item) => cents(item.amount)).sort((a, b) => a - b)).toEqual(paid);
    for (const item of rows) expect(item.ccb_status).toBe("In CCB");
    expect(cents(report.body.result.totalAmount)).toBe(paid.reduce((t, v) => t + v, 0));
  }, 300_000);
});

describe("a dashboard of accounts never enrolled", () => {
  it("asks billing for no budget and shows none", async () => {
    const many = persona("many-accounts");
    const token = await stack.login(many.username, many.password);
    const overview = (await stack.call("/api/v1/dashboard-overview", { token, body: {} })).body;
    expect(overview.accounts.length).toBe(many.accounts.length);
    for (const entry of overview.accounts as Json[])
      if (entry.status === "loaded") expect(entry.budget).toBeNull();
    const postpaid = many.accounts.find((account) => account.kind === "postpaid")!.accountId;
    const searchesBefore = (await journal(BILL_SEARCHES)).length;
    const myBills = await stack.call("/api/v1/my-bills-list", { token, body: { accountId: postpaid } });
    for (const bill of myBills.body.result as Json[]) expect(bill.budget).toBeNull();
    expect(await journal(BUDGET_CALLS)).toEqual([]);
    expect((await journal(BILL_SEARCHES)).length).toBe(searchesBefore + 1);
  });
});
