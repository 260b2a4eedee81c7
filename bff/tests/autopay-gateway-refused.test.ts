/**
 * A card gateway that refuses AutoPay's requests themselves (a 401: a rotated HMAC key, a wrong
 * terminal, a clock out of step) is not a customer's decline (decision 031): the draft is not
 * attempted, keeps the customer's one retry, never reads Paid, is left out of Payment History, and
 * operations are told once when it lasts longer than the set hours; once the gateway takes requests
 * again the draft is charged at once, once, and reads Paid only when billing has it. And billing
 * unreadable on the due date: the draft is made as soon as billing answers, its retry 2 days after
 * that decline.
 */
import { timelineMessages } from "@paygpa/contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { autopayDraftsNeedingAHand, runAutopay } from "../src/features/autopay";
import { listWebPayments, runPostingOutbox } from "../src/features/payments";
import { GatewayDidNotProcess } from "../src/integrations/gateway";
import * as autopay from "./autopay-helpers";
import { type PaymentStack, startPaymentStack, TODAY } from "./payment-harness";
import { persona } from "./personas";

const maria = persona("postpaid-current");
const HOUR = 3_600_000;

let stack: PaymentStack;
beforeEach(async () => {
  stack = await startPaymentStack({ config: { sessionIdleSeconds: 90 * 24 * 3600 } });
  await stack.sim(stack.gateway, "PUT", "/__control/terminal/settings", { tokenization: true });
  stack.clock.set(new Date(`${TODAY}T09:00:00+10:00`));
});
afterEach(() => stack.close());

const db = () => stack.bffApp.services.db;
const run = () => runAutopay(stack.bffApp.services, stack.clock.now());
const operationsMails = async () => {
  const { body } = await stack.call("/__control/mail?kind=autopay-not-attempted");
  return body.messages as { to: string; subject: string }[];
};

/** The gateway answering every purchase 401 (what the adapter throws for it), until put back. */
function gatewayRefusing() {
  const gateway = stack.bffApp.services.gateway;
  const real = gateway.purchaseWithToken.bind(gateway);
  gateway.purchaseWithToken = async () => {
    throw new GatewayDidNotProcess(401);
  };
  return () => {
    gateway.purchaseWithToken = real;
  };
}

describe("AutoPay when the card gateway refuses the request itself", () => {
  it("is not a decline, never reads Paid, tells operations once, and pays once the gateway is back", async () => {
    const token = await stack.login(maria.username, maria.password);
    const accountId = maria.accounts[0]!.accountId;
    const cardId = await autopay.saveCard(stack, token);
    const { enrolled } = await autopay.enrol(stack, token, {
      accountId,
      cardId,
      plan: { kind: "amount-due" },
    });
    expect(enrolled.status).toBe(200);
    const bill = await autopay.latestBill(stack, accountId);
    const dueAt = Date.parse(`${bill.dueDate}T08:00:00+10:00`);
    const key = `${enrolled.body.enrolmentId}:${bill.billId}`;
    const draft = () =>
      db().selectFrom("autopay_drafts").selectAll().where("draft_key", "=", key).executeTakeFirstOrThrow();
    const page = async () => {
      const { body } = await stack.call("/api/v1/autopay", { token });
      return (body.enrolments[0].drafts as { draftKey: string; status: string; message: string }[]).find(
        (row) => row.draftKey === key,
      )!;
    };

    const putBack = gatewayRefusing();
    stack.clock.set(new Date(dueAt));
    await run();
    await run(); // at once again: waits before trying the gateway again
    expect(await draft()).toMatchObject({ status: "reminded", attempts: 0, invoice_num: null });
    expect((await draft()).message).toMatch(/^Not attempted/);
    expect(await autopay.mails(stack, "autopay-declined")).toEqual([]);
    expect((await page()).status).not.toMatch(/paid|approved/);
    const tried = await db().selectFrom("autopay_not_attempted").selectAll().execute();
    expect(tried).toHaveLength(1);
    // The checkout settled as an error is not a payment of the customer's: not in Payment History.
    expect(await listWebPayments(db(), accountId, 20)).toEqual([]);
    expect(await operationsMails()).toEqual([]);

    // Through the set hours (2 by default), tried every few minutes; operations told once, after.
    for (let minutes = 6; minutes <= 3 * 60; minutes += 6) {
      stack.clock.set(new Date(dueAt + minutes * 60_000));
      await Promise.all([run(), run()]);
    }
    const told = await operationsMails();
    expect(told).toHaveLength(1);
    // The back office's "needs a hand" lists the draft while the outage lasts.
    const hand = await autopayDraftsNeedingAHand(stack.bffApp.services);
    expect(hand).toEqual([expect.objectContaining({ draftKey: key, accountId })]);
    expect(told[0]!.to).toBe(stack.bffApp.services.config.payments.operationsEmail);
    expect(await draft()).toMatchObject({ status: "reminded", attempts: 0 });
    expect(await autopay.mails(stack, "autopay-declined")).toEqual([]);
    expect(await listWebPayments(db(), accountId, 20)).toEqual([]);

    putBack();
    stack.clock.set(new Date(dueAt + 3 * HOUR + 10 * 60_000));
    await Promise.all([run(), run()]);
    await run();
    expect(await draft()).toMatchObject({ status: "approved", attempts: 1 });
    // Approved, not yet in billing: the timeline's words, not Paid. The settlement's kick may post
    // it at once (it runs beside the test): Paid then only because billing already has it.
    const shown = await page();
    if (shown.status === "paid") {
      const lines = await listWebPayments(db(), accountId, 20);
      expect(lines.map((line) => line.billing_status)).toEqual(["In CCB"]);
    } else {
      expect(shown).toMatchObject({ status: "approved", message: timelineMessages.postedQueued });
    }
    await runPostingOutbox(stack.bffApp.services);
    expect((await page()).status).toBe("paid");
    const payments = await listWebPayments(db(), accountId, 20);
    expect(payments.map((row) => row.status)).toEqual(["approved"]);
    expect(await operationsMails()).toHaveLength(1);
    const open = await db()
      .selectFrom("autopay_not_attempted")
      .select("id")
      .where("resolved_at", "is", null)
      .execute();
    expect(open).toEqual([]);
    expect(await autopayDraftsNeedingAHand(stack.bffApp.services)).toEqual([]);
  });
});

describe("AutoPay when billing cannot be read on the due date", () => {
  it("drafts as soon as billing answers, and retries a decline 2 days after it, not after the due date", async () => {
    const commerce = persona("commercial");
    const token = await stack.login(commerce.username, commerce.password);
    const accountId = commerce.accounts[0]!.accountId;
    const cardId = await autopay.saveCard(stack, token, {
      card_type: "MasterCard",
      card_num: "5500000000000004",
    });
    // $25.51 is the gateway's trigger amount for a decline (insufficient funds).
    const { enrolled } = await autopay.enrol(stack, token, {
      accountId,
      cardId,
      plan: { kind: "fixed", amount: 25.51 },
    });
    expect(enrolled.status).toBe(200);
    const bill = await autopay.latestBill(stack, accountId);
    const key = `${enrolled.body.enrolmentId}:${bill.billId}`;
    const draft = () =>
      db().selectFrom("autopay_drafts").selectAll().where("draft_key", "=", key).executeTakeFirstOrThrow();
    await run(); // the draft is found while billing answers
    const dueAt = Date.parse(`${bill.dueDate}T08:00:00+10:00`);
    stack.clock.set(new Date(dueAt));
    await stack.sim(stack.ccb, "PUT", "/__control/faults", { route: "*", status: 503 });
    await run();
    stack.clock.set(new Date(dueAt + 12 * HOUR));
    await run();
    expect(await draft()).toMatchObject({ attempts: 0, invoice_num: null });
    expect((await draft()).status).not.toBe("retry");
    // The next morning billing answers: drafted at once, declined, retried 2 days after that.
    await stack.sim(stack.ccb, "DELETE", "/__control/faults");
    stack.clock.set(new Date(dueAt + 24 * HOUR));
    await run();
    const dayAfter = new Date(Date.parse(`${bill.dueDate}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    const retryOn = new Date(Date.parse(`${dayAfter}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(await draft()).toMatchObject({ status: "retry", attempts: 1, next_attempt_on: retryOn });
    stack.clock.set(new Date(dueAt + 48 * HOUR));
    await run();
    expect(await draft()).toMatchObject({ status: "retry", attempts: 1 });
    stack.clock.set(new Date(dueAt + 72 * HOUR));
    await run();
    expect(await draft()).toMatchObject({ status: "failed", attempts: 2 });
    expect(await autopay.mails(stack, "autopay-declined")).toHaveLength(1);
  });
});
