/**
 * Pay by link (beyond the spec: card numbers stay off the phone): at step 2 the clerk e-mails the customer a single-use link, valid
 * 24 hours, that opens the hosted checkout for exactly those accounts and amounts; the payment is
 * recorded Phoned-In with the clerk. Only the token's hash is kept.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { messages, phonedInMessages } from "@paygpa/contract";
import { hashToken } from "../src/platform/tokens";
import { type PaymentStack, payOnHostedPage, startPaymentStack } from "./payment-harness";
import { admins, persona } from "./personas";

let stack: PaymentStack;
beforeEach(async () => {
  stack = await startPaymentStack();
});
afterEach(async () => {
  await stack.close();
});

const current = persona("postpaid-current");
const overdue = persona("postpaid-overdue");
const cashOnly = persona("cash-only");
const accountOf = (who: ReturnType<typeof persona>) => who.accounts[0]!.accountId;
const ORDER = [
  { accountId: accountOf(current), amount: 25 },
  { accountId: accountOf(overdue), amount: 100.1 },
];

async function adminToken(level: number): Promise<string> {
  const found = admins.find((candidate) => candidate.level === level);
  if (!found) throw new Error(`no admin of level ${level}`);
  const { body } = await stack.call("/api/v1/login", {
    body: { username: found.username, password: found.password },
  });
  return body.token;
}

/** The clerk sends the link; answers the token read from the e-mail, as the customer would. */
async function sendLink(level = 4, accounts = ORDER): Promise<string> {
  const sent = await stack.call("/api/v1/phoned-in/pay-link", {
    token: await adminToken(level),
    body: { accounts, email: "customer@example.com" },
  });
  expect(sent.status).toBe(200);
  const mail = await stack.bffApp.services.db
    .selectFrom("mail_outbox")
    .selectAll()
    .where("kind", "=", "pay-link")
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  expect(mail.to_address).toBe("customer@example.com");
  const token = /\/pay-link\/([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1];
  if (!token) throw new Error("no link in the mail");
  return token;
}

describe("sending a payment link", () => {
  it("e-mails a link for exactly the accounts and amounts, and keeps only the token's hash", async () => {
    const token = await sendLink();
    const mail = await stack.bffApp.services.db
      .selectFrom("mail_outbox")
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(`Account ${accountOf(current)}: $25.00`);
    expect(mail.text_body).toContain("Total: $125.10");
    const row = await stack.bffApp.services.db.selectFrom("pay_links").selectAll().executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it("refuses a cash-only account, an IT admin (level 2) and a customer", async () => {
    const clerk = await adminToken(3);
    const cash = await stack.call("/api/v1/phoned-in/pay-link", {
      token: clerk,
      body: { accounts: [{ accountId: accountOf(cashOnly), amount: 10 }], email: "a@example.com" },
    });
    expect(cash.status).toBe(403);
    expect(cash.body.error.message).toBe(messages.cashOnlyNotice);
    const body = { accounts: ORDER, email: "a@example.com" };
    expect(
      (await stack.call("/api/v1/phoned-in/pay-link", { token: await adminToken(2), body })).status,
    ).toBe(403);
    const customer = await stack.login(current.username, current.password);
    expect((await stack.call("/api/v1/phoned-in/pay-link", { token: customer, body })).status).toBe(403);
    expect(await stack.bffApp.services.db.selectFrom("pay_links").selectAll().execute()).toHaveLength(0);
  });

  it("refuses a negative amount and a missing e-mail with the form's messages", async () => {
    const { status, body } = await stack.call("/api/v1/phoned-in/pay-link", {
      token: await adminToken(4),
      body: { accounts: [{ accountId: accountOf(current), amount: -5 }], email: "" },
    });
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain("Please enter your Email Address.");
  });
});

describe("the customer paying by the link", () => {
  it("shows the order, opens the hosted page for its total, and records it Phoned-In with the clerk", async () => {
    const token = await sendLink();
    const shown = await stack.call("/api/v1/pay-link", { body: { token } });
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      total: "125.10",
      accounts: [
        { accountId: accountOf(current), amount: "25.00" },
        { accountId: accountOf(overdue), amount: "100.10" },
      ],
      invoice: null,
    });
    expect(shown.body.customerName).toMatch(/\*/);

    const form = await stack.call("/api/v1/pay-link/checkout", { body: { token } });
    expect(form.status).toBe(200);
    expect(form.body.fields.x_amount).toBe("125.10");
    await payOnHostedPage(stack, form.body.fields);

    const invoice = form.body.fp_sequence;
    const result = await stack.call("/api/v1/pay-link/payment-details", {
      body: { token, invoice_num: invoice },
    });
    expect(result.body.paymentResults[0]).toMatchObject({ status: "approved", mode: "Phoned-In" });
    const checkout = await stack.bffApp.services.db
      .selectFrom("checkouts")
      .innerJoin("admins", "admins.id", "checkouts.admin_id")
      .select(["mode", "created_by", "admins.username"])
      .where("invoice_num", "=", invoice)
      .executeTakeFirstOrThrow();
    expect(checkout).toEqual({ mode: "Phoned-In", created_by: "admin", username: "phonedin" });
  });

  it("pays once: after an approval the link opens nothing more", async () => {
    const token = await sendLink();
    const form = await stack.call("/api/v1/pay-link/checkout", { body: { token } });
    await payOnHostedPage(stack, form.body.fields);
    for (const path of ["/api/v1/pay-link", "/api/v1/pay-link/checkout"]) {
      const again = await stack.call(path, { body: { token } });
      expect(again.status).toBe(410);
      expect(again.body.error.message).toBe(phonedInMessages.payLinkInvalid);
    }
  });

  it("opens no second checkout while the first is pending, and opens again after a decline", async () => {
    const token = await sendLink();
    const first = await stack.call("/api/v1/pay-link/checkout", { body: { token } });
    const busy = await stack.call("/api/v1/pay-link/checkout", { body: { token } });
    expect(busy.status).toBe(409);
    expect(busy.body.error.message).toBe(phonedInMessages.payLinkInProgress);
    await payOnHostedPage(stack, first.body.fields, { number: "4000000000009995" });
    const retry = await stack.call("/api/v1/pay-link/checkout", { body: { token } });
    expect(retry.status).toBe(200);
    expect(retry.body.fp_sequence).not.toBe(first.body.fp_sequence);
  });

  it("expires 24 hours after it was sent", async () => {
    const token = await sendLink();
    stack.clock.advance(24 * 3_600_000);
    const late = await stack.call("/api/v1/pay-link/checkout", { body: { token } });
    expect(late.status).toBe(410);
  });

  it("refuses an unknown token, and shows a result only of the link's own payment", async () => {
    const unknown = await stack.call("/api/v1/pay-link", { body: { token: "x".repeat(43) } });
    expect(unknown.status).toBe(410);
    const token = await sendLink();
    // Someone else's checkout (a customer's) cannot be read through a link.
    const customer = await stack.login(current.username, current.password);
    const other = await stack.call("/api/v1/get-fphash", {
      token: customer,
      body: { accounts: [{ accountId: accountOf(current), amount: 5 }] },
    });
    const peek = await stack.call("/api/v1/pay-link/payment-details", {
      body: { token, invoice_num: other.body.fp_sequence },
    });
    expect(peek.status).toBe(403);
  });
});
