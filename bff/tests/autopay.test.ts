/**
 * AutoPay over the real simulators (decisions 031, 032): consent stored, cash-only refused, the
 * reminder and the draft caught up after a 30-day clock jump, exactly once however often the runner
 * runs (two at once included), a declined draft retried once then stopped, and stop taking effect
 * before the next draft.
 */
import { AUTOPAY_CONSENT_VERSION } from "@paygpa/contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runAutopay } from "../src/features/autopay";
import { runPostingOutbox } from "../src/features/payments";
import * as autopay from "./autopay-helpers";
import { type PaymentStack, startPaymentStack, TODAY } from "./payment-harness";
import { persona } from "./personas";

const { DAY } = autopay;
const maria = persona("postpaid-current");
const cashOnly = persona("cash-only");
const both = persona("postpaid-and-prepaid");
const commerce = persona("commercial");

let stack: PaymentStack;

// A stack of its own for each case: billing's cycle issues bills as the clock moves (decision 029),
// so a case that moved the clock would leave the next one a world a month older.
beforeEach(async () => {
  stack = await startPaymentStack({ config: { sessionIdleSeconds: 90 * 24 * 3600 } });
  await stack.sim(stack.gateway, "PUT", "/__control/terminal/settings", { tokenization: true });
  // Each case starts on the harness's day: the bills of the seeded world are due relative to it.
  stack.clock.set(new Date(`${TODAY}T09:00:00+10:00`));
});
afterEach(() => stack.close());

const db = () => stack.bffApp.services.db;
const run = () => runAutopay(stack.bffApp.services, stack.clock.now());
const saveCard = (token: string, overrides?: Record<string, string>) =>
  autopay.saveCard(stack, token, overrides);
const enrol = (token: string, body: Record<string, unknown>) => autopay.enrol(stack, token, body);
const mails = (kind: string) => autopay.mails(stack, kind);
const latestBill = (accountId: string) => autopay.latestBill(stack, accountId);

describe("AutoPay", () => {
  it("refuses a cash-only account, and a consent given to another version of the text", async () => {
    const token = await stack.login(cashOnly.username, cashOnly.password);
    const cardId = await saveCard(token);
    const accountId = cashOnly.accounts[0]!.accountId;
    const refused = await stack.call("/api/v1/autopay/enrol", {
      token,
      body: {
        accountId,
        cardId,
        plan: { kind: "amount-due" },
        consentVersion: AUTOPAY_CONSENT_VERSION,
        consentAccepted: true,
        receiptEmail: "autopay@example.org",
      },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("CASH_ONLY");
    const mariaToken = await stack.login(maria.username, maria.password);
    const mariaCard = await saveCard(mariaToken);
    const outdated = await stack.call("/api/v1/autopay/enrol", {
      token: mariaToken,
      body: {
        accountId: maria.accounts[0]!.accountId,
        cardId: mariaCard,
        plan: { kind: "amount-due" },
        consentVersion: "2020-01-01.1",
        consentAccepted: true,
        receiptEmail: "autopay@example.org",
      },
    });
    expect(outdated.status).toBe(409);
    expect(outdated.body.error.code).toBe("AUTOPAY_CONSENT_OUTDATED");
    // Another person's card cannot be enrolled.
    const other = await stack.call("/api/v1/autopay/terms", {
      token,
      body: { accountId, cardId: mariaCard, plan: { kind: "amount-due" } },
    });
    expect(other.status).toBe(403);
  });

  it("stores the consent, reminds 3 days before, drafts on the due date once, after a 30-day jump", async () => {
    const token = await stack.login(maria.username, maria.password);
    const accountId = maria.accounts[0]!.accountId;
    const cardId = await saveCard(token);
    const { terms, enrolled } = await enrol(token, {
      accountId,
      cardId,
      plan: { kind: "amount-due" },
    });
    expect(enrolled.status).toBe(200);
    expect(enrolled.body.consentText).toBe(terms.body.text);
    expect(enrolled.body.consentVersion).toBe(AUTOPAY_CONSENT_VERSION);
    const stored = await db()
      .selectFrom("autopay_enrolments")
      .selectAll()
      .where("account_id", "=", accountId)
      .execute();
    expect(stored.map((row) => row.consent_text)).toEqual([terms.body.text]);

    const bill = await latestBill(accountId);
    const owed = (await stack.bffApp.services.billing.financialSummary(accountId)).currentBalance;
    await run();
    expect(await mails("autopay-reminder")).toEqual([]);
    stack.clock.advance(30 * DAY);
    // Two runs at once and one after: one reminder, one charge.
    await Promise.all([run(), run()]);
    await run();
    const reminders = await mails("autopay-reminder");
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain(`On ${bill.dueDate}, AutoPay will charge $${owed.toFixed(2)}`);
    // The bill cut during the month has its own draft, scheduled for its own due date.
    const drafts = await db()
      .selectFrom("autopay_drafts")
      .selectAll()
      .where("account_id", "=", accountId)
      .where("bill_id", "=", bill.billId)
      .execute();
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({
      bill_id: bill.billId,
      draft_on: bill.dueDate,
      status: "approved",
      attempts: 1,
    });
    const checkouts = await db()
      .selectFrom("checkout_lines")
      .innerJoin("checkouts", "checkouts.invoice_num", "checkout_lines.invoice_num")
      .select(["checkouts.status", "checkout_lines.amount_cents"])
      .where("checkout_lines.account_id", "=", accountId)
      .execute();
    expect(checkouts).toEqual([{ status: "approved", amount_cents: Math.round(owed * 100) }]);
    await runPostingOutbox(stack.bffApp.services);
    // Paid to the due date: what is left is the bill cut during the month, not due yet.
    const after = (await stack.bffApp.services.billing.financialSummary(accountId)).currentBalance;
    const bills = await stack.bffApp.services.billing.bills(accountId);
    const notYetDue = bills.filter((other) => other.dueDate > bill.dueDate);
    expect(notYetDue.length).toBeGreaterThan(0);
    expect(after).toBeCloseTo(
      notYetDue.reduce((sum, other) => sum + other.charges, 0),
      2,
    );
  });

  it("tells a declined draft at once, retries once 2 days later, then stops and says so", async () => {
    const token = await stack.login(commerce.username, commerce.password);
    const accountId = commerce.accounts[0]!.accountId;
    const cardId = await saveCard(token, { card_type: "MasterCard", card_num: "5500000000000004" });
    // $25.51 is the gateway's trigger amount for a decline (insufficient funds).
    const { enrolled } = await enrol(token, { accountId, cardId, plan: { kind: "fixed", amount: 25.51 } });
    expect(enrolled.status).toBe(200);
    const bill = await latestBill(accountId);
    const dueAt = Date.parse(`${bill.dueDate}T12:00:00+10:00`);
    stack.clock.set(new Date(dueAt));
    await run();
    const key = `${enrolled.body.enrolmentId}:${bill.billId}`;
    const first = await db()
      .selectFrom("autopay_drafts")
      .selectAll()
      .where("draft_key", "=", key)
      .executeTakeFirstOrThrow();
    expect(first).toMatchObject({ status: "retry", attempts: 1 });
    expect((await mails("autopay-declined")).length).toBe(1);
    stack.clock.set(new Date(dueAt + DAY));
    await run();
    expect(
      (
        await db()
          .selectFrom("autopay_drafts")
          .select("attempts")
          .where("draft_key", "=", key)
          .executeTakeFirstOrThrow()
      ).attempts,
    ).toBe(1);
    stack.clock.set(new Date(dueAt + 2 * DAY));
    await run();
    const second = await db()
      .selectFrom("autopay_drafts")
      .selectAll()
      .where("draft_key", "=", key)
      .executeTakeFirstOrThrow();
    expect(second).toMatchObject({ status: "failed", attempts: 2 });
    expect((await mails("autopay-failed")).length).toBe(1);
    stack.clock.set(new Date(dueAt + 10 * DAY));
    await run();
    expect(
      (
        await db()
          .selectFrom("autopay_drafts")
          .select("attempts")
          .where("draft_key", "=", key)
          .executeTakeFirstOrThrow()
      ).attempts,
    ).toBe(2);
  });

  it("stops with one click before the next draft: nothing is charged after", async () => {
    const token = await stack.login(both.username, both.password);
    const postpaid = both.accounts.find((account) => account.kind === "postpaid")!.accountId;
    const cardId = await saveCard(token);
    const { enrolled } = await enrol(token, {
      accountId: postpaid,
      cardId,
      plan: { kind: "fixed", amount: 10 },
    });
    expect(enrolled.status).toBe(200);
    const bill = await latestBill(postpaid);
    // The reminder is out; then the customer stops.
    stack.clock.set(new Date(Date.parse(`${bill.dueDate}T12:00:00+10:00`) - 2 * DAY));
    await run();
    const stopped = await stack.call("/api/v1/autopay/stop", {
      token,
      body: { enrolmentId: enrolled.body.enrolmentId },
    });
    expect(stopped.body.status).toBe("stopped");
    stack.clock.advance(5 * DAY);
    await run();
    const drafts = await db()
      .selectFrom("autopay_drafts")
      .selectAll()
      .where("account_id", "=", postpaid)
      .execute();
    expect(drafts.map((draft) => draft.status)).toEqual(["stopped"]);
    const lines = await db()
      .selectFrom("checkout_lines")
      .select("id")
      .where("account_id", "=", postpaid)
      .execute();
    expect(lines).toEqual([]);
  });
});
