/**
 * AutoPay and the Pay Now maintenance switch (spec 000 §2 'System Maintenance', decision 031): while
 * the second flag is on, a draft due that day is held — nothing charged, the customer's AutoPay page
 * and the back office's report say why — and the first run after the switch is back on charges it
 * exactly once, posted once; a decline after a hold retries 2 days after the day it was charged; a
 * prepaid reload held over several low-balance days is one reload, not one a day.
 */
import { autopayMessages } from "@paygpa/contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runAutopay } from "../src/features/autopay";
import { runPostingOutbox } from "../src/features/payments";
import { DAY, enrol, latestBill, mails, saveCard } from "./autopay-helpers";
import { type PaymentStack, startPaymentStack, TODAY } from "./payment-harness";
import { admins, persona } from "./personas";

const maria = persona("postpaid-current");
const commerce = persona("commercial");
const both = persona("postpaid-and-prepaid");

let stack: PaymentStack;

beforeEach(async () => {
  stack = await startPaymentStack({ config: { sessionIdleSeconds: 90 * 24 * 3600 } });
  await stack.sim(stack.gateway, "PUT", "/__control/terminal/settings", { tokenization: true });
  stack.clock.set(new Date(`${TODAY}T09:00:00+10:00`));
});
afterEach(() => stack.close());

const db = () => stack.bffApp.services.db;
const run = () => runAutopay(stack.bffApp.services, stack.clock.now());

/** A super admin (level 1: System Maintenance and Reports). */
async function superAdmin(): Promise<string> {
  const admin = admins.find((candidate) => candidate.level === 1)!;
  const { body } = await stack.call("/api/v1/login", {
    body: { username: admin.username, password: admin.password },
  });
  return body.token;
}

async function payNow(admin: string, flag: 0 | 1) {
  const { status } = await stack.call("/api/v1/system-maintenance-update", {
    token: admin,
    body: { id: 2, flag },
  });
  expect(status).toBe(200);
}

const draftOf = (key: string) =>
  db().selectFrom("autopay_drafts").selectAll().where("draft_key", "=", key).executeTakeFirstOrThrow();

async function gatewayCharges(invoiceOf: (invoice: string) => boolean) {
  const { body } = await stack.sim(stack.gateway, "GET", "/__control/transactions");
  return (body.transactions as { invoice: string; approved: boolean; transactionType?: string }[]).filter(
    (transaction) => (transaction.transactionType ?? "00") === "00" && invoiceOf(transaction.invoice),
  );
}

describe("AutoPay while Pay Now is switched off for maintenance", () => {
  it("holds the due date's draft, shows why, and charges it exactly once after the switch is back on", async () => {
    const token = await stack.login(maria.username, maria.password);
    const accountId = maria.accounts[0]!.accountId;
    const cardId = await saveCard(stack, token);
    const { enrolled } = await enrol(stack, token, {
      accountId,
      cardId,
      plan: { kind: "fixed", amount: 10 },
    });
    expect(enrolled.status).toBe(200);
    const bill = await latestBill(stack, accountId);
    const key = `${enrolled.body.enrolmentId}:${bill.billId}`;
    const admin = await superAdmin();
    await payNow(admin, 1);

    // The due date and the day after, under maintenance: reminded, not charged.
    const dueAt = Date.parse(`${bill.dueDate}T12:00:00+10:00`);
    stack.clock.set(new Date(dueAt));
    await Promise.all([run(), run()]);
    expect(await mails(stack, "autopay-reminder")).toHaveLength(1);
    expect(await draftOf(key)).toMatchObject({
      status: "reminded",
      attempts: 0,
      invoice_num: null,
      next_attempt_on: bill.dueDate,
      message: autopayMessages.heldForMaintenance,
    });
    stack.clock.set(new Date(dueAt + DAY));
    await run();
    const nextDay = stack.clock.today();
    expect(await draftOf(key)).toMatchObject({ status: "reminded", attempts: 0, next_attempt_on: nextDay });
    const lines = () =>
      db()
        .selectFrom("checkout_lines")
        .innerJoin("checkouts", "checkouts.invoice_num", "checkout_lines.invoice_num")
        .select(["checkouts.invoice_num", "checkouts.status", "checkout_lines.billing_status"])
        .where("checkout_lines.account_id", "=", accountId)
        .execute();
    expect(await lines()).toEqual([]);

    // Where the customer and the clerk look: the AutoPay page's draft and the AutoPay report.
    const page = await stack.call("/api/v1/autopay", { token });
    expect(page.body.enrolments[0].drafts[0]).toMatchObject({
      status: "reminded",
      nextAttemptOn: nextDay,
      message: autopayMessages.heldForMaintenance,
    });
    const report = await stack.call("/api/v1/reports/autopay?page=1", { token: admin });
    expect(report.status).toBe(200);
    expect(report.body.rows.find((row: { draftKey: string }) => row.draftKey === key)).toMatchObject({
      draftStatus: "reminded",
      message: autopayMessages.heldForMaintenance,
    });

    // Back on: the first run charges it, once however many runs race; billing gets it once.
    await payNow(admin, 0);
    const before = (await stack.bffApp.services.billing.financialSummary(accountId)).currentBalance;
    await Promise.all([run(), run()]);
    await run();
    const charged = await draftOf(key);
    expect(charged).toMatchObject({ status: "approved", attempts: 1, amount_cents: 1000, message: null });
    // Posted at once or by the posting worker: either way one line, approved.
    expect((await lines()).map((line) => [line.invoice_num, line.status])).toEqual([
      [charged.invoice_num, "approved"],
    ]);
    const atGateway = await gatewayCharges((invoice) => invoice === charged.invoice_num);
    expect(atGateway.map((transaction) => transaction.approved)).toEqual([true]);
    await runPostingOutbox(stack.bffApp.services);
    await runPostingOutbox(stack.bffApp.services);
    expect((await lines()).map((line) => line.billing_status)).toEqual(["In CCB"]);
    const after = (await stack.bffApp.services.billing.financialSummary(accountId)).currentBalance;
    expect(after).toBeCloseTo(before - 10, 2);
  });

  it("retries a draft declined after a hold 2 days after the day it was charged", async () => {
    const token = await stack.login(commerce.username, commerce.password);
    const accountId = commerce.accounts[0]!.accountId;
    const cardId = await saveCard(stack, token, { card_type: "MasterCard", card_num: "5500000000000004" });
    // $25.51 is the gateway's trigger amount for a decline (insufficient funds).
    const { enrolled } = await enrol(stack, token, {
      accountId,
      cardId,
      plan: { kind: "fixed", amount: 25.51 },
    });
    const bill = await latestBill(stack, accountId);
    const key = `${enrolled.body.enrolmentId}:${bill.billId}`;
    const admin = await superAdmin();
    await payNow(admin, 1);
    const dueAt = Date.parse(`${bill.dueDate}T12:00:00+10:00`);
    stack.clock.set(new Date(dueAt + DAY));
    await run();
    expect(await draftOf(key)).toMatchObject({ attempts: 0, message: autopayMessages.heldForMaintenance });
    await payNow(admin, 0);
    await run();
    const chargedOn = stack.clock.today();
    const retryOn = new Date(Date.parse(`${chargedOn}T00:00:00Z`) + 2 * DAY).toISOString().slice(0, 10);
    expect(await draftOf(key)).toMatchObject({ status: "retry", attempts: 1, next_attempt_on: retryOn });
    expect(await mails(stack, "autopay-declined")).toHaveLength(1);
  });

  it("reloads a prepaid account once after a hold of several days, not once for each day", async () => {
    const token = await stack.login(both.username, both.password);
    const accountId = both.accounts.find((account) => account.kind === "prepaid")!.accountId;
    const summary = await stack.bffApp.services.billing.financialSummary(accountId);
    const balance = summary.prepaid?.balance ?? 0;
    const cardId = await saveCard(stack, token);
    // A threshold above today's balance: a reload is owed every day until it is paid.
    const { enrolled } = await enrol(stack, token, {
      accountId,
      cardId,
      plan: { kind: "reload", threshold: Math.ceil(balance) + 10, amount: 15 },
    });
    expect(enrolled.status).toBe(200);
    const admin = await superAdmin();
    await payNow(admin, 1);
    const startAt = stack.clock.now().getTime();
    for (const day of [0, 1, 2]) {
      stack.clock.set(new Date(startAt + day * DAY));
      await run();
    }
    const reloads = () =>
      db()
        .selectFrom("autopay_drafts")
        .selectAll()
        .where("enrolment_id", "=", enrolled.body.enrolmentId)
        .execute();
    const held = await reloads();
    expect(held.map((draft) => [draft.status, draft.message])).toEqual([
      ["scheduled", autopayMessages.heldForMaintenance],
    ]);
    await payNow(admin, 0);
    await run();
    await run();
    const after = await reloads();
    expect(after.map((draft) => [draft.status, draft.amount_cents])).toEqual([["approved", 1500]]);
    const invoices = new Set(after.map((draft) => draft.invoice_num));
    const atGateway = await gatewayCharges((invoice) => invoices.has(invoice));
    expect(atGateway.map((transaction) => transaction.approved)).toEqual([true]);
  });
});
