/** The payment arrangement's weak spots closed after decision 018 landed: Pay Now once per key, the draft kept. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { newIdempotencyKey } from "@paygpa/contract";
import { billingControl, customer, uploadRoot } from "./arrangement-harness";
import { startStack, type TestStack } from "./harness";

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack({ arrangementUploadRoot: uploadRoot() });
});
afterAll(() => stack.close());
beforeEach(async () => {
  await billingControl(stack, "POST", "/reset");
  await billingControl(stack, "DELETE", "/faults");
  await stack.call("/__control/reset", { body: {} });
});

const post = (path: string, token: string, body: unknown = {}) => stack.call(path, { token, body });

describe("step 2's Pay Now opens one checkout per opening of the step (spec 002 §2, §7 get-fphash-payment-arr)", () => {
  it("answers a repeated Pay Now under the same key with the same invoice, even when both arrive together", async () => {
    const { token, accountId } = await customer(stack, "deposit-applicable");
    await post("/api/v1/payment-arr-list", token);
    const payNow = { accountId, amount: 25, idempotencyKey: newIdempotencyKey() };
    const [first, doubleClick] = await Promise.all([
      post("/api/v1/get-fphash-payment-arr", token, payNow),
      post("/api/v1/get-fphash-payment-arr", token, payNow),
    ]);
    const resubmitted = await post("/api/v1/get-fphash-payment-arr", token, payNow);
    expect([first.status, doubleClick.status, resubmitted.status]).toEqual([200, 200, 200]);
    expect(doubleClick.body.fp_sequence).toBe(first.body.fp_sequence);
    expect(resubmitted.body).toEqual(first.body);
    // The step opened again (a new key) is a new checkout.
    const reopened = await post("/api/v1/get-fphash-payment-arr", token, {
      ...payNow,
      idempotencyKey: newIdempotencyKey(),
    });
    expect(reopened.body.fp_sequence).not.toBe(first.body.fp_sequence);
    // The thank-you page knows the one invoice as this customer's arrangement payment.
    const outcome = await post("/api/v1/payment-arr-payment", token, { invoice_num: first.body.fp_sequence });
    expect(outcome.body).toMatchObject({ accountId, amount: 25 });
  });

  it("refuses the same key sent with another amount, opening nothing new", async () => {
    const { token, accountId } = await customer(stack, "deposit-applicable");
    await post("/api/v1/payment-arr-list", token);
    const key = newIdempotencyKey();
    await post("/api/v1/get-fphash-payment-arr", token, { accountId, amount: 25, idempotencyKey: key });
    const changed = await post("/api/v1/get-fphash-payment-arr", token, {
      accountId,
      amount: 30,
      idempotencyKey: key,
    });
    expect(changed.status).toBe(422);
  });
});

describe("the intro resumes the customer's draft (decision 018: reload, Back and a second tab are safe)", () => {
  it("keeps the applied deposit and today's checkout when the intro is loaded again", async () => {
    const { token, accountId } = await customer(stack, "deposit-applicable");
    const started = await post("/api/v1/payment-arr-list", token);
    expect(started.body.resumed).toBe(false);
    await post("/api/v1/payment-arr-apply-deposit", token, { accountId, applyDeposit: true });
    const reloaded = await post("/api/v1/payment-arr-list", token);
    expect(reloaded.body.resumed).toBe(true);
    expect(reloaded.body.accounts[0]).toMatchObject({ accountId, applyDeposit: true });
    expect(reloaded.body.total).toBe(started.body.total);
  });

  it("starts a new draft from billing's balances only when the customer starts over", async () => {
    const { token, accountId } = await customer(stack, "deposit-applicable");
    await post("/api/v1/payment-arr-list", token);
    await post("/api/v1/payment-arr-apply-deposit", token, { accountId, applyDeposit: true });
    const fresh = await post("/api/v1/payment-arr-list", token, { startOver: true });
    expect(fresh.body.resumed).toBe(false);
    expect(fresh.body.accounts[0]).toMatchObject({ accountId, applyDeposit: false });
    expect((await post("/api/v1/payment-arr-draft", token)).body.accounts[0].applyDeposit).toBe(false);
  });
});

describe("the Overview's arrangement button with slow billing (decision 018: the dashboard's billing calls)", () => {
  it("answers details-payment-arr in one round of billing calls, not one after another", async () => {
    const latencyMs = 400;
    const { token, persona } = await customer(stack, "arrangement-two-accounts");
    await billingControl(stack, "PUT", "/faults", { route: "*", latencyMs });
    const started = Date.now();
    const details = await post("/api/v1/details-payment-arr", token, { personId: persona.personId });
    const elapsed = Date.now() - started;
    console.info(`details-payment-arr with billing at ${latencyMs} ms: ${elapsed} ms`);
    expect(details.body.availability).toBe("request");
    expect(elapsed).toBeLessThan(2 * latencyMs - 50);
  });
});
