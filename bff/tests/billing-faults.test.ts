/**
 * Every fault the product meets ends in a catalogue message (docs/qa-guide.md): billing's answer spoiled
 * by the simulator's fault (a field missing, a wrong type, a truncated body) or held past the BFF's
 * limit gives the customer 'Server Error. Try again later!' (002 §7 error catalogue), never a 500.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { messages } from "@paygpa/contract";
import { type PaymentStack, startPaymentStack } from "./payment-harness";
import { persona } from "./personas";

let stack: PaymentStack;
beforeEach(async () => {
  stack = await startPaymentStack({ config: { ccbTimeoutMs: 400 } });
});
afterEach(async () => {
  await stack.close();
});

const current = persona("postpaid-current");
const accountId = current.accounts[0]!.accountId;
/** The financial summary's Oracle read of balances (Get Account Financial Details). */
const SUMMARY = `/rest/apis/customer/financials/accountData/${accountId}/financialDetails`;

async function latestBill(token: string) {
  return stack.call("/api/v1/user-latest-bill", { token, body: { accountId } });
}

describe("billing faults end in the catalogue's message", () => {
  for (const malformed of ["missing-field", "wrong-type", "truncated"] as const) {
    it(`a ${malformed} billing answer shows 'Server Error. Try again later!'`, async () => {
      const token = await stack.login(current.username, current.password);
      await stack.sim(stack.ccb, "PUT", "/__control/faults", { route: SUMMARY, malformed });
      const { status, body } = await latestBill(token);
      expect(status).toBe(502);
      expect(body.error.message).toBe(messages.serverErrorTryAgain);
      const journal = await stack.sim(stack.ccb, "GET", `/__control/journal?path=${SUMMARY}`);
      expect(journal.body.entries.at(-1)).toMatchObject({ fault: "malformed" });
    });
  }

  it("a billing call held past the BFF's limit shows 'Server Error. Try again later!'", async () => {
    const token = await stack.login(current.username, current.password);
    await stack.sim(stack.ccb, "PUT", "/__control/faults", { route: SUMMARY, timeout: true });
    const started = Date.now();
    const { status, body } = await latestBill(token);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(status).toBe(502);
    expect(body.error.message).toBe(messages.serverErrorTryAgain);
    // Billing recovers as soon as the fault is cleared.
    await stack.sim(stack.bff, "DELETE", "/__control/faults");
    expect((await latestBill(token)).status).toBe(200);
  });
});
