import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { paymentMessages } from "@paygpa/contract";
import { reconcilePendingCheckouts, runPostingOutbox } from "../src/features/payments";
import {
  type PaymentStack,
  payOnHostedPage,
  postForm,
  signedAgain,
  startPaymentStack,
} from "./payment-harness";
import { persona } from "./personas";

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
const accountOf = (who: typeof current) => who.accounts[0]!.accountId;
const db = () => stack.bffApp.services.db;

async function balanceOf(accountId: string): Promise<number> {
  const { body } = await stack.sim(stack.ccb, "POST", "/rest/apis/cm/accounts/financialSummary", {
    AccountID: accountId,
  });
  return body.details.CurrentBalance;
}

/** How many payments billing has for the account (fixture history included): compare before and after. */
async function paymentsAtBilling(accountId: string) {
  const { body } = await stack.sim(
    stack.ccb,
    "GET",
    `/rest/apis/customer/financials/accountData/${accountId}/financialHistory?limit=500`,
  );
  return body.accountFinancialHistoryList.filter(
    (ft: { financialTransactionType: string }) => ft.financialTransactionType === "PS",
  ).length as number;
}

async function fphash(token: string, accountId: string, amount: number) {
  return stack.call("/api/v1/get-fphash", { token, body: { accounts: [{ accountId, amount }] } });
}

async function checkout(invoice: string) {
  return db()
    .selectFrom("checkouts")
    .selectAll()
    .where("invoice_num", "=", invoice)
    .executeTakeFirstOrThrow();
}

async function lastRelay() {
  const { body } = await stack.sim(stack.gateway, "GET", "/__control/outbox");
  return body.relays.at(-1);
}

describe("hosted checkout: get-fphash, the gateway's page, the relay, posting to billing", () => {
  it("records an approved payment once, posts it to billing once and queues the receipt", async () => {
    const token = await stack.login(current.username, current.password);
    const accountId = accountOf(current);
    const before = await balanceOf(accountId);
    const paymentsBefore = await paymentsAtBilling(accountId);
    const { status, body: form } = await fphash(token, accountId, 25);
    expect(status).toBe(200);
    expect(form).toMatchObject({
      login: "WSP-GPA-RES-01",
      fields: { x_amount: "25.00", x_po_num: "Maria Cruz" },
    });
    expect(form.fields.x_invoice_num).toBe(form.fp_sequence);

    const answer = await payOnHostedPage(stack, form.fields);
    // The cardholder is shown the BFF's answer to the relay: a page that takes them to the result page.
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain(
      `<meta http-equiv="refresh" content="0;url=${stack.bffApp.services.config.portalUrl}/payment-result/${form.fp_sequence}">`,
    );
    expect((await lastRelay()).status).toBe("delivered");
    expect(await checkout(form.fp_sequence)).toMatchObject({
      status: "approved",
      settled_by: "relay",
      payment_source: "CCV",
    });

    // The same relay, replayed three times in all, changes nothing.
    const relay = await lastRelay();
    for (let replay = 0; replay < 2; replay++) {
      expect((await postForm(`${stack.bff}/api/v1/gateway/relay`, relay.fields)).status).toBe(200);
    }
    await runPostingOutbox(stack.bffApp.services);
    await runPostingOutbox(stack.bffApp.services);
    const postings = await db().selectFrom("posting_outbox").selectAll().execute();
    expect(postings).toHaveLength(1);
    expect((await paymentsAtBilling(accountId)) - paymentsBefore).toBe(1);
    expect(Math.round((before - (await balanceOf(accountId))) * 100)).toBe(2500);

    const details = await stack.call("/api/payment-details", {
      token,
      body: { invoice_num: form.fp_sequence },
    });
    expect(details.status).toBe(200);
    expect(details.body.paymentResults[0]).toMatchObject({
      status: "approved",
      bank_message: "Approved",
      payment_source: "CCV",
      dollar_amount: "25.00",
      card_number: "############1111",
      accountId,
      ccb_status: "In CCB",
    });
    expect(details.body.paymentResults[0].paymentId).toMatch(/^\d+$/);
    expect(details.body.paymentResults[0].fields).toEqual(
      expect.arrayContaining([{ label: "TRANS. REF.", value: form.fp_sequence }]),
    );
    expect(details.body.accountSummary).toEqual([
      expect.objectContaining({ accountId, amount: "25.00", ccb_status: "In CCB" }),
    ]);
    const mail = await db()
      .selectFrom("mail_outbox")
      .selectAll()
      .where("kind", "=", "payment-receipt")
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to_address: current.email });
    expect(mail[0]!.text_body).toContain(form.fp_sequence);
  });

  it("records the payment while billing is down, and posts it once billing is back", async () => {
    const token = await stack.login(overdue.username, overdue.password);
    const accountId = accountOf(overdue);
    const before = await balanceOf(accountId);
    const paymentsBefore = await paymentsAtBilling(accountId);
    await stack.sim(stack.ccb, "PUT", "/__control/faults", {
      route: "/rest/apis/customer/financials/paymentEvents/",
      down: true,
    });
    const { body: form } = await fphash(token, accountId, 40);
    await payOnHostedPage(stack, form.fields, { number: "5500000000000004" });
    const first = await runPostingOutbox(stack.bffApp.services);
    expect(first.posted).toBe(0);
    // Tried at once after the relay (or by this run), and waiting to be tried again.
    expect(await db().selectFrom("posting_outbox").selectAll().executeTakeFirstOrThrow()).toMatchObject({
      status: "pending",
      attempts: 1,
    });
    expect(await checkout(form.fp_sequence)).toMatchObject({ status: "approved", payment_source: "CCM" });
    const pending = await stack.call("/api/payment-details", {
      token,
      body: { invoice_num: form.fp_sequence },
    });
    expect(pending.body.accountSummary[0].ccb_status).toBe("Pending");

    await stack.sim(stack.ccb, "DELETE", "/__control/faults");
    expect(await runPostingOutbox(stack.bffApp.services)).toMatchObject({ posted: 0 }); // backing off
    stack.clock.advance(10 * 60_000);
    expect(await runPostingOutbox(stack.bffApp.services)).toMatchObject({ posted: 1 });
    expect((await paymentsAtBilling(accountId)) - paymentsBefore).toBe(1);
    expect(Math.round((before - (await balanceOf(accountId))) * 100)).toBe(4000);
    const posted = await stack.call("/api/payment-details", {
      token,
      body: { invoice_num: form.fp_sequence },
    });
    expect(posted.body.accountSummary[0].ccb_status).toBe("In CCB");
  });

  it("marks the line 'Failed' when billing is still down after the retry window", async () => {
    const token = await stack.login(current.username, current.password);
    await stack.sim(stack.ccb, "PUT", "/__control/faults", {
      route: "/rest/apis/customer/financials/paymentEvents/",
      status: 503,
    });
    const { body: form } = await fphash(token, accountOf(current), 5);
    await payOnHostedPage(stack, form.fields);
    expect(await runPostingOutbox(stack.bffApp.services)).toMatchObject({ posted: 0 });
    expect(await db().selectFrom("posting_outbox").selectAll().executeTakeFirstOrThrow()).toMatchObject({
      status: "pending",
      attempts: 1,
    });
    stack.clock.advance(25 * 60 * 60_000);
    expect(await runPostingOutbox(stack.bffApp.services)).toMatchObject({ failed: 1 });
    const later = await stack.login(current.username, current.password);
    const details = await stack.call("/api/payment-details", {
      token: later,
      body: { invoice_num: form.fp_sequence },
    });
    expect(details.body.paymentResults[0]).toMatchObject({ status: "approved", ccb_status: "Failed" });
  });

  it("settles a checkout whose relay was dropped by asking the gateway (reconciliation)", async () => {
    const token = await stack.login(current.username, current.password);
    const paymentsBefore = await paymentsAtBilling(accountOf(current));
    await stack.sim(stack.gateway, "POST", "/__control/drop-next-relay");
    const { body: form } = await fphash(token, accountOf(current), 12.5);
    await payOnHostedPage(stack, form.fields);
    expect((await lastRelay()).status).toBe("dropped");
    expect((await checkout(form.fp_sequence)).status).toBe("pending");

    expect(await reconcilePendingCheckouts(stack.bffApp.services)).toMatchObject({ settled: 0 });
    stack.clock.advance(6 * 60_000);
    expect(await reconcilePendingCheckouts(stack.bffApp.services)).toMatchObject({ settled: 1 });
    expect(await checkout(form.fp_sequence)).toMatchObject({
      status: "approved",
      settled_by: "reconciliation",
    });
    await runPostingOutbox(stack.bffApp.services);
    expect((await paymentsAtBilling(accountOf(current))) - paymentsBefore).toBe(1);
  });

  it("refuses a forged relay (bad x_MD5_Hash) and records nothing", async () => {
    const token = await stack.login(current.username, current.password);
    await stack.sim(stack.gateway, "POST", "/__control/drop-next-relay");
    const { body: form } = await fphash(token, accountOf(current), 30);
    await payOnHostedPage(stack, form.fields);
    const relay = await lastRelay();
    const forged = { ...relay.fields, x_MD5_Hash: "0".repeat(32) };
    expect((await postForm(`${stack.bff}/api/v1/gateway/relay`, forged)).status).toBe(400);
    const cheaper = { ...relay.fields, x_amount: "1.00" };
    expect((await postForm(`${stack.bff}/api/v1/gateway/relay`, cheaper)).status).toBe(400);
    const unknown = { ...relay.fields, x_invoice_num: "999999" };
    expect((await postForm(`${stack.bff}/api/v1/gateway/relay`, unknown)).status).toBe(400);
    expect((await checkout(form.fp_sequence)).status).toBe("pending");
    expect(await db().selectFrom("posting_outbox").selectAll().execute()).toHaveLength(0);
  });

  it("keeps an approval that follows a decline on the same form, and flags a second approval for refund", async () => {
    const token = await stack.login(current.username, current.password);
    const paymentsBefore = await paymentsAtBilling(accountOf(current));
    const { body: form } = await fphash(token, accountOf(current), 9);
    await payOnHostedPage(stack, form.fields, { number: "4000000000000002" });
    expect((await checkout(form.fp_sequence)).status).toBe("declined");
    await payOnHostedPage(stack, form.fields);
    expect(await checkout(form.fp_sequence)).toMatchObject({ status: "approved" });
    // The same form once approved is "already submitted" at the gateway; a second approval of the
    // invoice can only come from another fingerprint for it.
    expect((await postForm(`${stack.gateway}/payment`, form.fields)).status).toBe(409);
    stack.clock.advance(1000);
    await payOnHostedPage(stack, signedAgain(stack, form.fields), { number: "5500000000000004" });
    await runPostingOutbox(stack.bffApp.services);
    expect((await paymentsAtBilling(accountOf(current))) - paymentsBefore).toBe(1);
    const audit = await db()
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "duplicate-approved-payment")
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.subject).toBe(form.fp_sequence);
  });

  it("has the gateway refuse a hidden form whose amount was tampered with; no checkout settles", async () => {
    const token = await stack.login(current.username, current.password);
    const { body: form } = await fphash(token, accountOf(current), 80);
    const page = await postForm(`${stack.gateway}/payment`, { ...form.fields, x_amount: "1.00" });
    expect(page.status).toBe(403);
    stack.clock.advance(6 * 60_000);
    await reconcilePendingCheckouts(stack.bffApp.services);
    expect((await checkout(form.fp_sequence)).status).toBe("pending");
    const { body } = await stack.sim(stack.gateway, "GET", "/__control/transactions");
    expect(body.transactions ?? body).toHaveLength(0);
  });
});

describe("who may pay and see what", () => {
  it("refuses the payment details to another customer and to no one signed in", async () => {
    const token = await stack.login(current.username, current.password);
    const { body: form } = await fphash(token, accountOf(current), 10);
    const other = await stack.login(overdue.username, overdue.password);
    const refused = await stack.call("/api/payment-details", {
      token: other,
      body: { invoice_num: form.fp_sequence },
    });
    expect(refused.status).toBe(403);
    expect(Object.keys(refused.body)).toEqual(["error"]);
    const anonymous = await stack.call("/api/payment-details", { body: { invoice_num: form.fp_sequence } });
    expect(anonymous.status).toBe(401);
    const unknown = await stack.call("/api/payment-details", { token, body: { invoice_num: "999999" } });
    expect(unknown.status).toBe(403);
  });

  it("refuses to pay another customer's account", async () => {
    const token = await stack.login(current.username, current.password);
    expect((await fphash(token, accountOf(overdue), 10)).status).toBe(403);
  });

  it("quick pay: checks the zip, masks the name, and its token pays that one account only", async () => {
    const wrongZip = await stack.call("/api/v1/validate-account", {
      body: { accountId: accountOf(current), division: "GPA", postal: "96999" },
    });
    expect(wrongZip.body).toEqual({ status: "Failed", details: paymentMessages.zipDoesNotMatch });
    const { body } = await stack.call("/api/v1/validate-account", {
      body: { accountId: accountOf(current), division: "GPA", postal: current.zip },
    });
    expect(body.status).toBe("Success");
    expect(body.details).toMatchObject({
      AccountID: accountOf(current),
      Name: "Ma*** Cr**",
      cashOnlyFlag: "N",
    });
    expect(body.details.Address).toMatch(/^\S{1,2}\**( \S{1,2}\**)*$/);
    expect((await fphash(body.token, accountOf(overdue), 10)).status).toBe(403);
    const own = await fphash(body.token, accountOf(current), 10);
    expect(own.status).toBe(200);
    expect(own.body.fields.x_po_num).toBe("Ma*** Cr**");
    const details = await stack.call("/api/payment-details", {
      token: body.token,
      body: { invoice_num: own.body.fp_sequence },
    });
    expect(details.status).toBe(200);
    // The customer's own checkouts are not the quick-pay token's to read.
    const customerToken = await stack.login(current.username, current.password);
    const customerCheckout = await fphash(customerToken, accountOf(current), 10);
    const invoice_num = customerCheckout.body.fp_sequence;
    expect(
      (await stack.call("/api/payment-details", { token: body.token, body: { invoice_num } })).status,
    ).toBe(403);
  });

  it("refuses cash-only accounts, for quick pay and signed-in customers alike", async () => {
    const { body } = await stack.call("/api/v1/validate-account", {
      body: { accountId: accountOf(cashOnly), division: "GPA", postal: cashOnly.zip },
    });
    expect(body.details.cashOnlyFlag).toBe("Y");
    const quick = await fphash(body.token, accountOf(cashOnly), 10);
    expect(quick.status).toBe(403);
    expect(quick.body.error.code).toBe("CASH_ONLY");
    const token = await stack.login(cashOnly.username, cashOnly.password);
    expect((await fphash(token, accountOf(cashOnly), 10)).body.error.code).toBe("CASH_ONLY");
    expect(await db().selectFrom("checkouts").selectAll().execute()).toHaveLength(0);
  });

  it("enforces amounts of 1.00 to 99,999.99 with 2 decimals", async () => {
    const token = await stack.login(current.username, current.password);
    for (const amount of [0.99, 100_000, -5, 10.001]) {
      const { status, body } = await fphash(token, accountOf(current), amount);
      expect(status).toBe(422);
      expect(body.error.message).toBe("Please enter a valid amount of $1.00 to $99,999.99!");
    }
    expect((await fphash(token, accountOf(current), 0)).body.error.message).toBe("Please enter an amount!");
    expect((await fphash(token, accountOf(current), 1)).status).toBe(200);
    expect((await fphash(token, accountOf(current), 99_999.99)).status).toBe(200);
  });
});

describe("the card modal (POST /api/v1/payeezy)", () => {
  const card = {
    // A new dialog opening for every request made with `...card`: spreading reads the getter.
    get idempotencyKey() {
      return randomUUID();
    },
    card_type: "Visa",
    card_holder: "MARIA CRUZ",
    card_num: "4111111111111111",
    exp_date: "1230",
    CAVV: "123",
    billingZipCode: "96929",
    confirmationEmail: "maria.receipts@example.org",
  };

  async function receiptsTo(address: string) {
    const { body } = await stack.call(
      `/__control/mail?kind=payment-receipt&to=${encodeURIComponent(address)}`,
    );
    return body.messages as { to: string; subject: string; text: string }[];
  }

  it("charges the card through the gateway's API, records the result at once and posts it", async () => {
    const token = await stack.login(current.username, current.password);
    const accountId = accountOf(current);
    const paymentsBefore = await paymentsAtBilling(accountId);
    const { status, body } = await stack.call("/api/v1/payeezy", {
      token,
      body: { accounts: [{ accountId, amount: 15.75 }], ...card },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ approved: true, message: "Approved - Thank you" });
    expect(await checkout(body.invoice)).toMatchObject({
      status: "approved",
      channel: "direct",
      card_number: "############1111",
    });
    await runPostingOutbox(stack.bffApp.services);
    expect((await paymentsAtBilling(accountId)) - paymentsBefore).toBe(1);
  });

  it("e-mails the receipt to the Confirmation Email given, not to billing's address on file", async () => {
    const token = await stack.login(current.username, current.password);
    const { body } = await stack.call("/api/v1/payeezy", {
      token,
      body: { accounts: [{ accountId: accountOf(current), amount: 12 }], ...card },
    });
    expect(body.approved).toBe(true);
    const receipts = await receiptsTo(card.confirmationEmail);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toContain(body.invoice);
    expect(receipts[0]!.text).toContain("$12.00 USD");
    expect(receipts[0]!.text).toContain("Transaction Date: 11/21/2026, 9:00 AM (Guam time)");
    expect(await receiptsTo(current.email)).toHaveLength(0);
    // The zip went to the gateway only: nothing of the BFF's keeps it.
    expect(JSON.stringify(await checkout(body.invoice))).not.toContain(card.billingZipCode);
  });

  it("requires the Billing Zip Code (5 digits) and a valid Confirmation Email, with their messages", async () => {
    const token = await stack.login(current.username, current.password);
    const pay = (changes: object) =>
      stack.call("/api/v1/payeezy", {
        token,
        body: { accounts: [{ accountId: accountOf(current), amount: 10 }], ...card, ...changes },
      });
    const fieldErrors = async (changes: object) => {
      const { status, body } = await pay(changes);
      expect(status).toBe(400);
      return body.error.fields as Record<string, string[]>;
    };
    const { billingZipCode: _zip, confirmationEmail: _email, ...withoutBoth } = card;
    const missing = await stack.call("/api/v1/payeezy", {
      token,
      body: { accounts: [{ accountId: accountOf(current), amount: 10 }], ...withoutBoth },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toMatchObject({
      billingZipCode: ["Please enter your Zip Code."],
      confirmationEmail: ["Please enter your Email Address."],
    });
    expect(await fieldErrors({ billingZipCode: "  " })).toEqual({
      billingZipCode: ["Please enter your Zip Code."],
    });
    expect(await fieldErrors({ billingZipCode: "9691" })).toEqual({
      billingZipCode: ["Please enter a 5-digit Zip Code."],
    });
    expect(await fieldErrors({ confirmationEmail: "" })).toEqual({
      confirmationEmail: ["Please enter your Email Address."],
    });
    expect(await fieldErrors({ confirmationEmail: "maria@example" })).toEqual({
      confirmationEmail: ["Please enter a valid Email Address."],
    });
    expect(await db().selectFrom("checkouts").selectAll().execute()).toHaveLength(0);
  });

  it("settles the checkout as an error at once when the gateway is down, and names it in the error", async () => {
    const token = await stack.login(current.username, current.password);
    await stack.sim(stack.gateway, "PUT", "/__control/faults", { route: "/transaction/*", status: 503 });
    const { status, body } = await stack.call("/api/v1/payeezy", {
      token,
      body: { accounts: [{ accountId: accountOf(current), amount: 10 }], ...card },
    });
    expect(status).toBe(502);
    expect(body.error).toMatchObject({
      code: "GATEWAY_UNAVAILABLE",
      message: "Server Error. Try again later!",
      invoice: expect.stringMatching(/^\d+$/),
    });
    const details = await stack.call("/api/payment-details", {
      token,
      body: { invoice_num: body.error.invoice },
    });
    expect(details.body.paymentResults[0]).toMatchObject({ status: "error", ccb_status: "Not Paid" });
    expect(await db().selectFrom("posting_outbox").selectAll().execute()).toHaveLength(0);
  });

  it("answers a declined card with the bank's message and posts nothing", async () => {
    const token = await stack.login(current.username, current.password);
    const paymentsBefore = await paymentsAtBilling(accountOf(current));
    const { body } = await stack.call("/api/v1/payeezy", {
      token,
      body: {
        accounts: [{ accountId: accountOf(current), amount: 15 }],
        ...card,
        card_num: "4000000000000002",
      },
    });
    expect(body).toMatchObject({ approved: false, message: "Do Not Honor" });
    await runPostingOutbox(stack.bffApp.services);
    expect((await paymentsAtBilling(accountOf(current))) - paymentsBefore).toBe(0);
  });

  it("applies the card rules on the server", async () => {
    const token = await stack.login(current.username, current.password);
    const pay = (changes: object, amount = 10) =>
      stack.call("/api/v1/payeezy", {
        token,
        body: { accounts: [{ accountId: accountOf(current), amount }], ...card, ...changes },
      });
    expect((await pay({ card_num: "7011000000000004" })).body.error.message).toBe(
      "Invalid Card Number Format!",
    );
    expect((await pay({ card_num: "5500000000000004" })).body.error.message).toBe(
      "Please enter a valid Visa Card Number!",
    );
    expect((await pay({ exp_date: "0120" })).body.error.message).toBe("Invalid card expriry date!");
    expect((await pay({}, 0)).body.error.message).toBe(
      "Please select an Account ID and enter an amount to be paid!",
    );
    expect((await pay({}, 0.5)).body.error.message).toBe("Please enter a valid minimum amount of $1.00!");
    expect((await pay({ card_holder: "" })).status).toBe(400);
    expect(await db().selectFrom("checkouts").selectAll().execute()).toHaveLength(0);
  });

  it("takes only MasterCard for a commercial account", async () => {
    const commercial = persona("commercial");
    const token = await stack.login(commercial.username, commercial.password);
    const { body } = await stack.call("/api/v1/payeezy", {
      token,
      body: { accounts: [{ accountId: accountOf(commercial), amount: 10 }], ...card },
    });
    expect(body.error.message).toBe("Please enter a valid Master Card Number!");
  });

  it("never stores the card number or the CVV", async () => {
    const token = await stack.login(current.username, current.password);
    await stack.call("/api/v1/payeezy", {
      token,
      body: { accounts: [{ accountId: accountOf(current), amount: 10 }], ...card, CAVV: "987" },
    });
    const { body: form } = await fphash(token, accountOf(current), 11);
    await payOnHostedPage(stack, form.fields, { number: "5555555555554444", cvv: "987" });
    const everything = JSON.stringify(
      await Promise.all(
        (
          [
            "checkouts",
            "checkout_lines",
            "posting_outbox",
            "mail_outbox",
            "sessions",
            "payment_submissions",
          ] as const
        ).map((table) => db().selectFrom(table).selectAll().execute()),
      ),
    );
    expect(everything).toContain("############1111");
    expect(everything).not.toContain("4111111111111111");
    expect(everything).not.toContain("5555555555554444");
    expect(everything).not.toMatch(/"(cvv|CAVV|cvd_code)"/i);
    expect(everything).not.toMatch(/[^0-9a-z]987[^0-9a-z]/i);
  });
});
