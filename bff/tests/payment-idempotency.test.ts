import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  listDuplicateRefunds,
  runDuplicateRefunds,
  runPostingOutbox,
  settleFromGateway,
} from "../src/features/payments";
import { type PaymentStack, payOnHostedPage, startPaymentStack } from "./payment-harness";
import { persona } from "./personas";

let stack: PaymentStack;
beforeEach(async () => {
  stack = await startPaymentStack();
});
afterEach(async () => {
  await stack.close();
});

const current = persona("postpaid-current");
const accountId = current.accounts[0]!.accountId;
const services = () => stack.bffApp.services;
const db = () => services().db;

const card = {
  card_type: "Visa",
  card_holder: "MARIA CRUZ",
  card_num: "4111111111111111",
  exp_date: "1230",
  CAVV: "123",
  billingZipCode: "96929",
  confirmationEmail: "maria.receipts@example.org",
};

type GatewayTransaction = {
  transactionType: string;
  invoice: string;
  approved: boolean;
  originalTag: number | null;
};

async function gatewayTransactions(): Promise<GatewayTransaction[]> {
  const { body } = await stack.sim(stack.gateway, "GET", "/__control/transactions");
  return body.transactions;
}

async function paymentsAtBilling(): Promise<number> {
  const { body } = await stack.sim(
    stack.ccb,
    "GET",
    `/rest/apis/customer/financials/accountData/${accountId}/financialHistory?limit=500`,
  );
  return body.accountFinancialHistoryList.filter(
    (ft: { financialTransactionType: string }) => ft.financialTransactionType === "PS",
  ).length;
}

function pay(token: string, idempotencyKey: string, changes: object = {}) {
  return stack.call("/api/v1/payeezy", {
    token,
    body: { accounts: [{ accountId, amount: 21.5 }], ...card, idempotencyKey, ...changes },
  });
}

describe("one card dialog submission, one charge (idempotency key)", () => {
  it.each([2, 5])(
    "charges %i parallel identical submissions once and answers each with the same invoice",
    async (count) => {
      const token = await stack.login(current.username, current.password);
      const paymentsBefore = await paymentsAtBilling();
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: count }, () => pay(token, key)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(count).fill(200));
      const invoices = new Set(answers.map((answer) => answer.body.invoice));
      expect(invoices.size).toBe(1);
      expect(answers[0]!.body).toMatchObject({ approved: true, message: "Approved - Thank you" });

      const purchases = (await gatewayTransactions()).filter(
        (transaction) => transaction.transactionType === "00",
      );
      expect(purchases).toHaveLength(1);
      expect(purchases[0]!.invoice).toBe(answers[0]!.body.invoice);
      expect(await db().selectFrom("checkouts").selectAll().execute()).toHaveLength(1);
      await runPostingOutbox(services());
      expect((await paymentsAtBilling()) - paymentsBefore).toBe(1);
    },
  );

  it("answers a resubmission after the first answer with that answer, without calling the gateway", async () => {
    const token = await stack.login(current.username, current.password);
    const key = randomUUID();
    const first = await pay(token, key);
    const again = await pay(token, key, { CAVV: "456" });
    expect(again).toEqual(first);
    expect(await gatewayTransactions()).toHaveLength(1);
  });

  it("refuses another payment under a key already used (422) and charges nothing more", async () => {
    const token = await stack.login(current.username, current.password);
    const key = randomUUID();
    await pay(token, key);
    const other = await pay(token, key, { accounts: [{ accountId, amount: 99 }] });
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(await gatewayTransactions()).toHaveLength(1);
  });

  it("lets the customer correct a refused card under the same key, then charges once", async () => {
    const token = await stack.login(current.username, current.password);
    const key = randomUUID();
    const refused = await pay(token, key, { card_num: "5500000000000004" });
    expect(refused.body.error.message).toBe("Please enter a valid Visa Card Number!");
    const corrected = await pay(token, key);
    expect(corrected.body.approved).toBe(true);
    expect(await gatewayTransactions()).toHaveLength(1);
  });

  it("requires a well-formed key", async () => {
    const token = await stack.login(current.username, current.password);
    expect((await pay(token, "short")).status).toBe(400);
    const { status } = await stack.call("/api/v1/payeezy", {
      token,
      body: { accounts: [{ accountId, amount: 10 }], ...card },
    });
    expect(status).toBe(400);
    expect(await gatewayTransactions()).toHaveLength(0);
  });

  it("answers a repeat after the gateway was down with the same error and invoice, calling it once", async () => {
    const token = await stack.login(current.username, current.password);
    await stack.sim(stack.gateway, "PUT", "/__control/faults", { route: "/transaction/*", status: 503 });
    const key = randomUUID();
    const first = await pay(token, key);
    expect(first.status).toBe(502);
    await stack.sim(stack.gateway, "DELETE", "/__control/faults");
    const again = await pay(token, key);
    expect(again).toEqual(first);
    expect(again.body.error.invoice).toMatch(/^\d+$/);
    expect(await gatewayTransactions()).toHaveLength(0);
  });

  it("keeps keys apart per customer: another customer's same key is another payment", async () => {
    const other = persona("postpaid-overdue");
    const key = randomUUID();
    const mine = await pay(await stack.login(current.username, current.password), key);
    const theirs = await stack.call("/api/v1/payeezy", {
      token: await stack.login(other.username, other.password),
      body: {
        accounts: [{ accountId: other.accounts[0]!.accountId, amount: 12 }],
        ...card,
        idempotencyKey: key,
      },
    });
    expect(theirs.status).toBe(200);
    expect(theirs.body.invoice).not.toBe(mine.body.invoice);
  });
});

describe("one hosted checkout per page opening (get-fphash with an idempotency key)", () => {
  it("gives a repeat the same checkout and fingerprint, and a new opening a new invoice", async () => {
    const token = await stack.login(current.username, current.password);
    const key = randomUUID();
    const fphash = (idempotencyKey?: string) =>
      stack.call("/api/v1/get-fphash", {
        token,
        body: { accounts: [{ accountId, amount: 30 }], ...(idempotencyKey ? { idempotencyKey } : {}) },
      });
    const [first, second] = await Promise.all([fphash(key), fphash(key)]);
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const other = await fphash(randomUUID());
    expect(other.body.fp_sequence).not.toBe(first.body.fp_sequence);
    expect(await db().selectFrom("checkouts").selectAll().execute()).toHaveLength(2);
  });
});

describe("a second approval for one checkout is refunded automatically", () => {
  /** `gatewayDown`: the gateway's API goes down before the BFF learns of the second approval. */
  async function chargedTwice(options: { gatewayDown?: boolean } = {}) {
    const token = await stack.login(current.username, current.password);
    const { body: form } = await stack.call("/api/v1/get-fphash", {
      token,
      body: { accounts: [{ accountId, amount: 17 }], idempotencyKey: randomUUID() },
    });
    const invoice: string = form.fp_sequence;
    await payOnHostedPage(stack, form.fields);
    // The same invoice charged again at the gateway (a second tab, a replayed form): its approval
    // reaches the BFF as the direct API's answer would.
    const second = await services().gateway.purchase({
      amount: "17.00",
      cardNumber: "5500000000000004",
      expiry: "1230",
      cardholderName: "MARIA CRUZ",
      cvv: "123",
      zipCode: "96929",
      invoice,
      channel: "ONLINE",
    });
    if (options.gatewayDown) {
      await stack.sim(stack.gateway, "PUT", "/__control/faults", { route: "/transaction/*", status: 503 });
    }
    await settleFromGateway(services(), invoice, second, "api");
    return { invoice, secondTag: second.tag };
  }

  it("refunds the second transaction at the gateway, records it for staff, and billing holds one payment", async () => {
    const paymentsBefore = await paymentsAtBilling();
    const { invoice, secondTag } = await chargedTwice();
    const checkout = await db()
      .selectFrom("checkouts")
      .selectAll()
      .where("invoice_num", "=", invoice)
      .executeTakeFirstOrThrow();
    expect(checkout.gateway_tag).not.toBe(secondTag);

    await runDuplicateRefunds(services());
    const refunds = (await gatewayTransactions()).filter(
      (transaction) => transaction.transactionType === "34",
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ invoice, approved: true, originalTag: Number(secondTag) });

    const forStaff = await listDuplicateRefunds(db());
    expect(forStaff).toHaveLength(1);
    expect(forStaff[0]).toMatchObject({
      invoice_num: invoice,
      gateway_tag: secondTag,
      status: "refunded",
      amount_cents: 1700,
      kept_transaction_tag: checkout.gateway_tag,
    });
    expect(forStaff[0]!.refund_tag).toMatch(/^\d+$/);
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "subject"])
      .where("action", "in", ["duplicate-approved-payment", "duplicate-payment-refunded"])
      .execute();
    expect(audit).toEqual([
      { action: "duplicate-approved-payment", subject: invoice },
      { action: "duplicate-payment-refunded", subject: invoice },
    ]);

    // A second run, or the same approval replayed, refunds nothing more.
    await settleFromGateway(
      services(),
      invoice,
      // The same second approval as a replayed relay brings it.
      services().gateway.readRelay({
        Transaction_Approved: "YES",
        Transaction_Tag: secondTag,
        x_amount: "17.00",
      }).charge,
      "relay",
    );
    await runDuplicateRefunds(services());
    expect(
      (await gatewayTransactions()).filter((transaction) => transaction.transactionType === "34"),
    ).toHaveLength(1);
    await runPostingOutbox(services());
    expect((await paymentsAtBilling()) - paymentsBefore).toBe(1);
  });

  it("retries the refund while the gateway is down, and refunds once it is back", async () => {
    const { invoice } = await chargedTwice({ gatewayDown: true });
    expect(await runDuplicateRefunds(services())).toEqual({ refunded: 0, failed: 0, retrying: 1 });
    expect((await listDuplicateRefunds(db()))[0]).toMatchObject({
      invoice_num: invoice,
      status: "pending",
      attempts: 1,
    });
    await stack.sim(stack.gateway, "DELETE", "/__control/faults");
    expect(await runDuplicateRefunds(services())).toEqual({ refunded: 0, failed: 0, retrying: 0 });
    stack.clock.advance(10_000);
    expect(await runDuplicateRefunds(services())).toEqual({ refunded: 1, failed: 0, retrying: 0 });
    expect((await listDuplicateRefunds(db(), { status: "refunded" }))[0]!.invoice_num).toBe(invoice);
  });
});
