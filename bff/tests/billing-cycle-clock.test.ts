/**
 * The billing cycle as a time machine (decision 029): `PUT /system/clock { advance: "90d" }` on a fresh
 * system advances day by day — each day all three clocks move, billing runs that day's cycle, then
 * the BFF's day jobs run — and leaves the dashboard, Payment History and the reports reading what
 * billing holds. Each simulator runs on its own clock here, so only the system call can move them.
 */
import { BillingCycleEvents } from "@paygpa/contract";
import { utilityDate } from "@paygpa/simulator-kit";
import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clockBeforeDueDate } from "../src/control/cycle-clock";
import { simulatorControl } from "../src/control/simulator-control";
import { runPostingOutbox } from "../src/features/payments";
import type { Json } from "./harness";
import { type PaymentStack, startPaymentStack, TODAY } from "./payment-harness";
import personasFile from "@paygpa/fixtures/personas.json" with { type: "json" };
import { persona } from "./personas";
import { accountId as mariaAccount, adminToken, paidByHostedPage, search } from "./reports/report-stack";

let stack: PaymentStack;
beforeEach(async () => {
  stack = await startPaymentStack({ separateClocks: true });
});
afterEach(async () => {
  await stack.close();
});

const control = (method: string, path: string, body?: unknown) =>
  stack.sim(stack.bff, method, `/__control${path}`, body);
const billing = async (path: string, AccountID: string) =>
  (await stack.sim(stack.ccb, "POST", `/rest/apis/cm/accounts/${path}`, { AccountID })).body;
// The account's bills come from Oracle's Search Bills (decision 027).
const accountBills = async (accountId: string) =>
  (await stack.sim(stack.ccb, "POST", "/rest/apis/customer/financials/bills/search", { accountId })).body;
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const postpaidAccounts = personasFile.customers.flatMap((customer) =>
  customer.accounts.filter((account) => account.kind === "postpaid").map((account) => account.accountId),
);

describe("advancing the system clock 90 days on a fresh system", () => {
  it("runs 90 days in order, billing's day before the day jobs, and issues three bill cycles for every persona", async () => {
    const ran: { day: string; billingRanThrough: string }[] = [];
    stack.bffApp.services.dayJobs.push({
      name: "a test's witness",
      async run(now) {
        const cycle = await stack.sim(stack.ccb, "GET", "/__control/cycle");
        ran.push({ day: utilityDate(now), billingRanThrough: cycle.body.ranThrough });
      },
    });
    const billsBefore = new Map<string, number>();
    for (const id of postpaidAccounts) billsBefore.set(id, (await accountBills(id)).result.length);

    const answer = await control("PUT", "/system/clock", { advance: "90d" });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ today: "2027-02-19", days: 90 });
    expect(answer.body.services["ccb-simulator"].today).toBe("2027-02-19");
    expect(answer.body.services["gateway-simulator"].today).toBe("2027-02-19");

    expect(ran).toHaveLength(90);
    expect(ran[0]).toEqual({ day: "2026-11-22", billingRanThrough: "2026-11-22" });
    expect(ran.at(-1)).toEqual({ day: "2027-02-19", billingRanThrough: "2027-02-19" });
    for (const { day, billingRanThrough } of ran) expect(billingRanThrough).toBe(day);

    for (const id of postpaidAccounts) {
      const bills = (await accountBills(id)).result as Json[];
      expect(bills.length - billsBefore.get(id)!, id).toBe(3);
      const newest = bills.slice(0, 3);
      for (const bill of newest) expect(bill.billDate > TODAY && bill.billDate <= "2027-02-19").toBe(true);
      // Monthly: the three new bills a month apart, each due 20 days after it was cut.
      expect(new Set(newest.map((bill) => bill.billDate.slice(8, 10))).size, id).toBe(1);
    }
  }, 60_000);

  it("leaves the dashboard, Payment History and the reports consistent with billing", async () => {
    const maria = persona("postpaid-current");
    const mariaToken = await stack.login(maria.username, maria.password);
    const on = { email: true, text: false };
    const off = { email: false, text: false };
    const saved = await stack.call("/api/v1/update-notification-settings", {
      token: mariaToken,
      body: {
        accountId: mariaAccount,
        notices: {
          billReady: on,
          dueSoon: on,
          pastDue: on,
          paymentPosted: off,
          lowPrepaidBalance: off,
          outages: off,
        },
      },
    });
    expect(saved.status).toBe(200);
    const paid = await paidByHostedPage(stack, 25);
    await runPostingOutbox(stack.bffApp.services);
    expect((await control("PUT", "/system/clock", { advance: "90d" })).status).toBe(200);

    const loggedIn = [
      "postpaid-current",
      "postpaid-overdue",
      "due-today",
      "postpaid-and-prepaid",
      "many-accounts",
    ];
    for (const key of loggedIn) {
      const customer = persona(key);
      const token = await stack.login(customer.username, customer.password);
      const overview = await stack.call("/api/v1/dashboard-overview", { token, body: {} });
      expect(overview.status).toBe(200);
      const ofKind = (kind: string) =>
        (overview.body.accounts as Json[]).filter((entry) => entry.line.accountType === kind);
      for (const entry of ofKind("postpaid")) {
        const summary = await billing("financialSummary", entry.accountId);
        const dueNow =
          (summary.arrears as Json[]).find((line) => line.Label === "Due Now")?.ArrearsAmount ?? 0;
        expect(entry.line, entry.accountId).toMatchObject({
          amount: summary.details.CurrentBalance,
          billDate: usDate(summary.paymentDetails.billDate),
          dueDate: usDate(summary.paymentDetails.dueDate),
          arrearsTotal: dueNow,
          isDueNow: dueNow > 0,
        });
        // Nobody paid the two bills whose due dates passed: Due Now and a red due date.
        expect(entry.line.isDueNow, entry.accountId).toBe(true);
        expect(entry.line.showDueDateRed, entry.accountId).toBe(true);
        expect(summary.paymentDetails.billDate > "2027-01-19").toBe(true);
      }
      for (const entry of ofKind("prepaid")) {
        const summary = await billing("financialSummary", entry.accountId);
        expect(entry.line.electricBalance).toBe(summary.prepaid.prepayBalance);
      }
    }

    // Payment History: the payment posted 90 days ago, among billing's lines; the statement's newest
    // lines are the cycle's bills.
    const token = await stack.login(
      persona("postpaid-current").username,
      persona("postpaid-current").password,
    );
    const history = await stack.call("/api/v1/payment-history", { token, body: { accountId: mariaAccount } });
    expect(history.body.result[0]).toMatchObject({
      paymentDate: usDate(TODAY),
      type: "Payment",
      totalAmount: 25,
    });
    expect(history.body.webPayments).toEqual([expect.objectContaining({ receiptNumber: paid, amount: 25 })]);
    const statement = await stack.call("/api/v1/statement", { token, body: { accountId: mariaAccount } });
    const bills = ((await accountBills(mariaAccount)).result as Json[]).slice(0, 3);
    expect(
      (statement.body.result as Json[])
        .filter((line) => line.type === "Bill")
        .slice(0, 3)
        .map((line) => line.paymentDate),
    ).toEqual(bills.map((bill) => usDate(bill.billDate)));

    // The reports: the one payment, In CCB, the same one billing posted.
    const admin = await adminToken(stack, 3);
    const report = await search(stack, admin, {
      accountId: mariaAccount,
      pay_date_start: usDate(TODAY),
      pay_date_end: "02/19/2027",
    });
    expect(report.body.result).toMatchObject({ total: 1, totalAmount: 25 });
    expect(report.body.result.list[0]).toMatchObject({ paymentId: paid, ccb_status: "In CCB" });
    const posted = (await stack.sim(stack.ccb, "GET", "/__control/payments")).body.payments as Json[];
    expect(posted.filter((payment) => payment.AccountID === mariaAccount)).toEqual([
      expect.objectContaining({ amount: "25.00", ArrearsDate: TODAY }),
    ]);
    // The BFF's notices ran as a day job on each day: every new bill announced on its bill date, and
    // each due date reminded and then reported past due on its own day.
    const mail = await control("GET", `/mail?to=${encodeURIComponent(maria.email ?? "")}`);
    const kinds = (mail.body.messages as Json[]).map((message) => message.kind as string);
    expect(kinds.filter((kind) => kind === "notice-billReady")).toHaveLength(3);
    expect(kinds.filter((kind) => kind === "notice-dueSoon")).toHaveLength(3);
    expect(kinds.filter((kind) => kind === "notice-pastDue")).toHaveLength(3);
    // Billing's late-payment notices: the two new bills whose due dates passed unpaid, at least.
    const notices = await stack.sim(stack.ccb, "GET", `/__control/cycle/notices?account=${mariaAccount}`);
    expect(notices.body.notices.length).toBeGreaterThanOrEqual(2);
  }, 60_000);

  it("keeps an advance of less than a day one step, with no day job when no day begins", async () => {
    let runs = 0;
    stack.bffApp.services.dayJobs.push({
      name: "counter",
      async run() {
        runs += 1;
      },
    });
    const answer = await control("PUT", "/system/clock", { advance: "2h" });
    expect(answer.body).toMatchObject({ days: 0, today: TODAY });
    expect(runs).toBe(0);
  });

  it("lets a scenario step put the clock N days before a persona's due date, day by day", async () => {
    const { services } = stack.bffApp;
    const simulators = simulatorControl(
      { "ccb-simulator": stack.ccb, "gateway-simulator": stack.gateway },
      services.config.control?.token ?? "",
    );
    const system = { services, simulators, startToday: null, resetBff: async () => {} };
    // maria's bill is due on 2026-12-01 (10 days on): 3 days before it is 2026-11-28.
    expect(await clockBeforeDueDate(system, { account: mariaAccount, daysBeforeDue: 3 })).toEqual({
      dueDate: "2026-12-01",
      days: 7,
    });
    expect((await control("GET", "/system/clock")).body.services["ccb-simulator"].today).toBe("2026-11-28");
    // Already there: nothing moves.
    expect(await clockBeforeDueDate(system, { account: mariaAccount, daysBeforeDue: 3 })).toMatchObject({
      days: 0,
    });
  });

  it("answers the console's next billing events of each persona, and a day's step moves them on", async () => {
    const first = await control("GET", "/billing-cycle?limit=3");
    expect(first.status).toBe(200);
    const cycle = v.parse(BillingCycleEvents, first.body);
    expect(cycle.ranThrough).toBe(TODAY);
    const maria = cycle.personas.find((entry) => entry.key === "postpaid-current")!;
    expect(maria.events.map((event) => [event.date, event.kind])).toEqual([
      ["2026-12-01", "due-date"],
      ["2026-12-02", "late-notice"],
      ["2026-12-11", "bill"],
    ]);
    expect((await control("PUT", "/system/clock", { advance: "1d" })).body.days).toBe(1);
    expect((await control("GET", "/billing-cycle")).body.ranThrough).toBe("2026-11-22");
    expect((await control("GET", "/billing-cycle?limit=0")).status).toBe(400);
  });
});
