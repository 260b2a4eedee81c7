/**
 * The report's totals kept per Guam day (built for a million payments; spec 000 §3 'Total No of Online
 * Payments', 'Total Amount of Online Payments'): whatever happened to the payments — approved,
 * declined, approved after a decline, charged twice and refunded, phoned-in, still pending, or
 * written as history — a date-only search (the screen's unfiltered first load included) shows
 * exactly the totals a count over the payments themselves gives.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runDuplicateRefunds, settleFromGateway } from "../src/features/payments";
import { reportTotals } from "../src/features/reports/reports.repository";
import { criteriaOf } from "../src/features/reports";
import { withMigrator } from "../src/platform/db/database";
import { type PaymentStack, payOnHostedPage, startPaymentStack } from "./payment-harness";
import { admins, persona } from "./personas";
import { accountId, adminToken, paidByHostedPage, search, withHistory } from "./reports/report-stack";

let stack: PaymentStack;
beforeEach(async () => {
  stack = await startPaymentStack();
});
afterEach(async () => {
  await stack.close();
});

const TODAY_US = "11/21/2026";
const NO_FILTER = { accountId: "", invoice_num: "", transaction_tag: "", sequence_no: "" };
const SEARCHES = [
  { pay_date_start: "", pay_date_end: "" },
  { pay_date_start: TODAY_US, pay_date_end: TODAY_US },
  { pay_date_start: "11/01/2026", pay_date_end: "11/20/2026" },
  { pay_date_start: "11/10/2026", pay_date_end: "" },
  { pay_date_start: "", pay_date_end: "11/15/2026" },
];

/** Totals as the screen shows them, and as a count over the payments themselves gives them. */
async function shownAndCounted(token: string, dates: (typeof SEARCHES)[number]) {
  const { status, body } = await search(stack, token, dates);
  expect(status).toBe(200);
  const { total, totalOnline, totalAmount } = body.result;
  const counted = await reportTotals(stack.bffApp.services.db, criteriaOf({ ...NO_FILTER, ...dates }));
  return {
    shown: { total, totalOnline, totalAmount },
    counted: {
      total: counted.total,
      totalOnline: counted.approved,
      totalAmount: counted.approvedCents / 100,
    },
  };
}

async function phonedInForTwoAccounts(): Promise<string> {
  const clerk = admins.find((admin) => admin.level === 4)!;
  const { body: login } = await stack.call("/api/v1/login", {
    body: { username: clerk.username, password: clerk.password },
  });
  const { body: form } = await stack.call("/api/v1/get-fphash", {
    token: login.token,
    body: {
      accounts: [
        { accountId, amount: 12.5 },
        { accountId: persona("postpaid-overdue").accounts[0]!.accountId, amount: 100.25 },
      ],
    },
  });
  await payOnHostedPage(stack, form.fields);
  return form.fp_sequence as string;
}

/** The same invoice approved by the gateway's API after its hosted page was declined or approved. */
async function approvedAgainByApi(invoice: string, amount: string) {
  const services = stack.bffApp.services;
  const answer = await services.gateway.purchase({
    amount,
    cardNumber: "5500000000000004",
    expiry: "1230",
    cardholderName: "MARIA CRUZ",
    cvv: "123",
    zipCode: "96929",
    invoice,
    channel: "ONLINE",
  });
  await settleFromGateway(services, invoice, answer, "api");
}

describe("the report's totals equal a count over the payments (spec 000 §3)", () => {
  it("after approvals, declines, an approval after a decline, a refunded second charge, phoned-in and pending payments", async () => {
    await withHistory(stack, 150);
    const token = await adminToken(stack, 3);
    const before = (await shownAndCounted(token, SEARCHES[1]!)).shown;
    const approved = await paidByHostedPage(stack, 25.5);
    await paidByHostedPage(stack, 12, "4000000000000002");
    const declinedThenApproved = await paidByHostedPage(stack, 7.25, "4000000000000002");
    await approvedAgainByApi(declinedThenApproved, "7.25");
    await approvedAgainByApi(approved, "25.50");
    await runDuplicateRefunds(stack.bffApp.services);
    await phonedInForTwoAccounts();
    const customer = await stack.login(
      persona("postpaid-current").username,
      persona("postpaid-current").password,
    );
    await stack.call("/api/v1/get-fphash", {
      token: customer,
      body: { accounts: [{ accountId, amount: 3 }] },
    });

    const today = await shownAndCounted(token, SEARCHES[1]!);
    // Added today: 25.50 (charged twice, the second refunded), 12 declined, 7.25 approved after its
    // decline, two phoned-in lines (12.50 and 100.25), 3 still pending.
    expect({
      total: today.shown.total - before.total,
      totalOnline: today.shown.totalOnline - before.totalOnline,
      totalCents: Math.round((today.shown.totalAmount - before.totalAmount) * 100),
    }).toEqual({ total: 6, totalOnline: 4, totalCents: 14_550 });
    expect(today.counted).toEqual(today.shown);
    for (const dates of SEARCHES) {
      const { shown, counted } = await shownAndCounted(token, dates);
      expect(shown, JSON.stringify(dates)).toEqual(counted);
    }
  });

  it("fills the day totals from the payments already recorded when the migration runs", async () => {
    await withHistory(stack, 200);
    await paidByHostedPage(stack, 40);
    const db = stack.bffApp.services.db;
    // Down and back up under the lock every migration takes: another test app migrating its own
    // schema at the same moment reads every schema's catalog.
    const down = await withMigrator(db, (migrator) =>
      migrator.migrateTo("2026-11-24T07-00-00-mail-correlation"),
    );
    expect(down.error).toBeUndefined();
    const up = await withMigrator(db, (migrator) => migrator.migrateToLatest());
    expect(up.error).toBeUndefined();
    const token = await adminToken(stack, 1);
    for (const dates of SEARCHES) {
      const { shown, counted } = await shownAndCounted(token, dates);
      expect(shown.total, JSON.stringify(dates)).toBeGreaterThan(0);
      expect(shown, JSON.stringify(dates)).toEqual(counted);
    }
  });
});
