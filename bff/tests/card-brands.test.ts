/**
 * The card dialog's brands (a defect a new customer met; spec 002 §1 terms summary, §9: residential Visa,
 * MasterCard and Discover, commercial MasterCard only). Discover and 2-series Mastercard numbers
 * (2221–2720) are paid on residential accounts; a commercial account still takes MasterCard only.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PaymentStack, startPaymentStack } from "./payment-harness";
import { persona } from "./personas";

let stack: PaymentStack;
beforeAll(async () => {
  stack = await startPaymentStack();
});
afterAll(() => stack.close());

const card = (card_type: string, card_num: string) => ({
  card_type,
  card_holder: "CARD HOLDER",
  card_num,
  exp_date: "1230",
  CAVV: "123",
  billingZipCode: "96929",
  confirmationEmail: "receipts@example.org",
});

async function pay(who: ReturnType<typeof persona>, type: string, number: string) {
  const token = await stack.login(who.username, who.password);
  return stack.call("/api/v1/payeezy", {
    token,
    body: {
      accounts: [{ accountId: who.accounts[0]!.accountId, amount: 11 }],
      ...card(type, number),
      idempotencyKey: randomUUID(),
    },
  });
}

describe("card brands by customer class", () => {
  it("approves a Discover card on a residential account", async () => {
    const { status, body } = await pay(persona("postpaid-current"), "Discover", "6011000000000004");
    expect(status).toBe(200);
    expect(body).toMatchObject({ approved: true });
  });

  it("approves a 2-series Mastercard number (2223…) on a residential account", async () => {
    const { status, body } = await pay(persona("postpaid-current"), "MasterCard", "2223000048400011");
    expect(status).toBe(200);
    expect(body).toMatchObject({ approved: true });
  });

  it("refuses Discover on a commercial account with the MasterCard message", async () => {
    const { status, body } = await pay(persona("commercial"), "Discover", "6011000000000004");
    expect(status).toBe(422);
    expect(body.error.message).toBe("Please enter a valid Master Card Number!");
  });
});
