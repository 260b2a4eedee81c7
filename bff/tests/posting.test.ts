/**
 * Posting approved payment lines to billing (decision 007, decision 027): transient answers (no
 * answer, 408, 429, 5xx, billing's documented "try again") are tried again for the whole retry
 * window, each retry first looking the payment's external reference up in billing; a business
 * refusal (any other 4xx, in OUAF's problem detail document) gives up in the same run, and then
 * staff hear of it (log, e-mail to operations, a listed record).
 */
import { afterEach, describe, expect, it } from "vitest";
import type { Logger } from "../src/platform/http/logger";
import { runPostingOutbox } from "../src/features/payments";
import { listPaymentsNeedingAttention } from "../src/features/payments/posting/posting-outcomes.repository";
import type { Json } from "./harness";
import { type PaymentStack, payOnHostedPage, startPaymentStack } from "./payment-harness";
import { persona } from "./personas";

const current = persona("postpaid-current");
const accountId = current.accounts[0]!.accountId;
const PAYMENTS = "/rest/apis/customer/financials/paymentEvents/";
const TENDER_SEARCH = "/rest/apis/cm/financials/paymentTenders";

let stack: PaymentStack;
const errors: { message: string; fields: Record<string, unknown> }[] = [];
const logger: Logger = {
  info() {},
  error: (message, fields = {}) => errors.push({ message, fields }),
};

afterEach(async () => {
  errors.length = 0;
  await stack.close();
});

async function start() {
  stack = await startPaymentStack({ logger });
}

const fault = (body: Record<string, unknown>) => stack.sim(stack.ccb, "PUT", "/__control/faults", body);
const run = () => runPostingOutbox(stack.bffApp.services);
const outboxRow = () =>
  stack.bffApp.services.db.selectFrom("posting_outbox").selectAll().executeTakeFirstOrThrow();

/** A hosted checkout paid and approved by the gateway; the relay settles it (and kicks a posting run). */
async function approvedPayment(amount: number): Promise<string> {
  const token = await stack.login(current.username, current.password);
  const { body: form } = await stack.call("/api/v1/get-fphash", {
    token,
    body: { accounts: [{ accountId, amount }] },
  });
  await payOnHostedPage(stack, form.fields);
  await run(); // waits for the run the relay started
  return form.fp_sequence as string;
}

async function billingPaymentsFor(invoice: string): Promise<Json[]> {
  const { body } = await stack.sim(stack.ccb, "GET", "/__control/payments");
  return body.payments.filter((payment: Json) =>
    payment.externalReferenceId.startsWith(`PAYGPA-${invoice}-`),
  );
}

async function ccbStatus(invoice: string): Promise<string> {
  const row = await stack.bffApp.services.db
    .selectFrom("checkout_lines")
    .select("billing_status")
    .where("invoice_num", "=", invoice)
    .executeTakeFirstOrThrow();
  return row.billing_status;
}

describe("posting retries every transient answer of billing", () => {
  it("posts a payment made while billing was down whose retries then met a 408, a 429 and a 'try again' 409", async () => {
    await start();
    await fault({ route: PAYMENTS, down: true });
    const invoice = await approvedPayment(31);
    await fault({ route: PAYMENTS, status: 408 });
    stack.clock.advance(60_000);
    expect(await run()).toMatchObject({ retrying: 1, failed: 0 });
    await fault({ route: PAYMENTS, status: 429 });
    stack.clock.advance(60_000);
    expect(await run()).toMatchObject({ retrying: 1, failed: 0 });
    await fault({ route: PAYMENTS, status: 409 });
    stack.clock.advance(60_000);
    expect(await run()).toMatchObject({ retrying: 1, failed: 0 });
    expect(await ccbStatus(invoice)).toBe("Pending");

    await stack.sim(stack.ccb, "DELETE", "/__control/faults");
    stack.clock.advance(5 * 60_000);
    expect(await run()).toMatchObject({ posted: 1 });
    expect(await ccbStatus(invoice)).toBe("In CCB");
    expect(await billingPaymentsFor(invoice)).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it("posts exactly once a line whose answer was lost: the retry finds it by its external reference", async () => {
    await start();
    await fault({ route: PAYMENTS, loseAnswer: true, failFirst: 1 });
    const invoice = await approvedPayment(17.25);
    expect(await ccbStatus(invoice)).toBe("Pending");
    expect(await billingPaymentsFor(invoice)).toHaveLength(1); // billing has it; the BFF does not know

    stack.clock.advance(60_000);
    expect(await run()).toMatchObject({ posted: 1 });
    const posted = (await stack.sim(stack.ccb, "GET", `/__control/journal?path=${PAYMENTS}`)).body.entries;
    expect(posted).toHaveLength(1);
    const reference = posted[0].body.paymentTenders._data[0].externalReferenceId;
    expect(reference).toMatch(new RegExp(`^PAYGPA-${invoice}-\\d+$`));
    const searched = (await stack.sim(stack.ccb, "GET", `/__control/journal?path=${TENDER_SEARCH}`)).body
      .entries;
    expect(searched.map((entry: Json) => entry.query.externalReferenceId)).toEqual([reference]);
    const held = await billingPaymentsFor(invoice);
    expect(held).toEqual([expect.objectContaining({ AccountID: accountId, amount: "17.25" })]);
    expect(await outboxRow()).toMatchObject({ status: "done", attempts: 2 });
  });

  it("posts a line tried before whose first attempt never reached billing (the look-up finds nothing)", async () => {
    await start();
    await fault({ route: PAYMENTS, down: true, failFirst: 1 });
    const invoice = await approvedPayment(9.5);
    expect(await billingPaymentsFor(invoice)).toHaveLength(0);
    stack.clock.advance(60_000);
    expect(await run()).toMatchObject({ posted: 1 });
    expect(await billingPaymentsFor(invoice)).toHaveLength(1);
    const searched = (await stack.sim(stack.ccb, "GET", `/__control/journal?path=${TENDER_SEARCH}`)).body
      .entries;
    expect(searched).toHaveLength(1);
  });

  it("looks up a line taken over from an instance that stopped after sending it (decision 020), and posts it once", async () => {
    await start();
    await fault({ route: PAYMENTS, down: true });
    const invoice = await approvedPayment(21.5);
    await stack.sim(stack.ccb, "DELETE", "/__control/faults");
    const row = await outboxRow();
    // As if another instance had claimed the line, sent it to billing, and died before recording it.
    await stack.sim(stack.ccb, "POST", PAYMENTS, {
      paymentTenders: {
        _data: [
          {
            payorAccount: { accountId },
            tenderAmount: "21.50",
            tenderType: row.payment_source,
            externalReferenceId: row.payment_key,
          },
        ],
      },
      payments: { _data: [{ account: { accountId }, paymentAmount: "21.50" }] },
    });
    const { db } = stack.bffApp.services;
    const past = stack.clock.now().toISOString();
    await db
      .updateTable("posting_outbox")
      .set({ attempts: 0, claimed_by: "crashed-instance", claimed_until: past, next_attempt_at: past })
      .where("id", "=", row.id)
      .execute();
    stack.clock.advance(1_000);
    expect(await run()).toMatchObject({ posted: 1 });
    expect(await billingPaymentsFor(invoice)).toHaveLength(1);
    const searched = (await stack.sim(stack.ccb, "GET", `/__control/journal?path=${TENDER_SEARCH}`)).body
      .entries;
    expect(searched).toHaveLength(1);
  });

  it("waits as long as billing's Retry-After asks on a 429", async () => {
    await start();
    await fault({ route: PAYMENTS, status: 429, retryAfterSeconds: 120 });
    await approvedPayment(12);
    const row = await outboxRow();
    expect(Date.parse(row.next_attempt_at) - stack.clock.now().getTime()).toBe(120_000);
  });
});

describe("a business refusal reaches staff in the same worker run", () => {
  it.each([
    [400, "a refused request"],
    [403, "a refused integration user"],
    [404, "an unknown account"],
    [422, "a refused payment"],
  ])("HTTP %i (%s): one attempt, then 'needs a hand', never a day of retries", async (status) => {
    await start();
    await fault({ route: PAYMENTS, status });
    const invoice = await approvedPayment(13);
    expect(await outboxRow()).toMatchObject({ status: "failed", attempts: 1 });
    expect(await ccbStatus(invoice)).toBe("Failed");
    const [listed] = await listPaymentsNeedingAttention(stack.bffApp.services.db);
    expect(listed).toMatchObject({ invoice, reason: expect.stringContaining(String(status)) });
  });
});

describe("a line that gives up is never silent", () => {
  it("gives up on billing's definitive refusal: error logged, operations e-mailed, listed for staff", async () => {
    await start();
    await fault({ route: PAYMENTS, status: 404 });
    const invoice = await approvedPayment(44);
    expect(await ccbStatus(invoice)).toBe("Failed");
    expect(await outboxRow()).toMatchObject({ status: "failed", attempts: 1 });

    expect(errors).toEqual([
      {
        message: expect.stringContaining("NOT posted to billing"),
        fields: expect.objectContaining({
          invoice,
          accountId,
          lineId: expect.any(Number),
          reason: expect.stringContaining("404"),
        }),
      },
    ]);
    const { body } = await stack.call("/__control/mail?kind=posting-failed");
    expect(body.messages).toHaveLength(1);
    expect(body.messages[0]).toMatchObject({ to: "operations@paygpa.local" });
    expect(body.messages[0].subject).toContain(invoice);
    expect(body.messages[0].text).toContain(accountId);
    expect(body.messages[0].text).toContain("$44.00");

    const listed = await listPaymentsNeedingAttention(stack.bffApp.services.db);
    expect(listed).toEqual([
      expect.objectContaining({
        invoice,
        accountId,
        amountCents: 4400,
        paymentKey: expect.stringMatching(new RegExp(`^PAYGPA-${invoice}-`)),
        reason: expect.stringContaining("404"),
        mode: "Online",
      }),
    ]);
    // Nothing is tried again by itself.
    stack.clock.advance(60 * 60_000);
    expect(await run()).toEqual({ posted: 0, failed: 0, retrying: 0 });
  });

  it("gives up when billing still fails at the end of the retry window, and says so", async () => {
    await start();
    await fault({ route: PAYMENTS, status: 503 });
    const invoice = await approvedPayment(8);
    for (let hour = 0; hour < 25; hour++) {
      stack.clock.advance(60 * 60_000);
      await run();
    }
    expect(await ccbStatus(invoice)).toBe("Failed");
    const [listed] = await listPaymentsNeedingAttention(stack.bffApp.services.db);
    expect(listed?.reason).toMatch(/retry window.*HTTP 503/);
    const { body } = await stack.call("/__control/mail?kind=posting-failed");
    expect(body.messages).toHaveLength(1);
    expect(await listPaymentsNeedingAttention(stack.bffApp.services.db)).toHaveLength(1);
  });
});
