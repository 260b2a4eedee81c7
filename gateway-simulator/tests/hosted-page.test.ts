import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { relayResponseHash } from "../src/index";
import {
  COMMERCIAL,
  cardFormAction,
  type Gateway,
  openCardForm,
  paymentForm,
  payOnHostedPage,
  postForm,
  RESIDENTIAL,
  startGateway,
  submitCard,
} from "./helpers";

let gateway: Gateway;

beforeEach(async () => {
  gateway = await startGateway();
});

afterEach(async () => {
  await gateway.close();
});

describe("payment form POST /payment", () => {
  it("shows the order summary and the card form for a valid fingerprint", async () => {
    const response = await postForm(
      `${gateway.url}/payment`,
      paymentForm(gateway, { amount: "125.40", invoice: "100234", poNum: "Maria Cruz" }),
    );
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(html).toContain("GPA Secure Checkout");
    expect(html).toContain("simulated gateway");
    expect(html).toContain("Guam Power Authority - Residential Bill Payment");
    expect(html).toContain("100234");
    expect(html).toContain("Maria Cruz");
    expect(html).toContain("$125.40 USD");
    for (const label of ["Cardholder name", "Card number", "Expiry date", "Security code (CVV)"]) {
      expect(html).toContain(`>${label}</label>`);
    }
    expect(html).toContain("Accepted cards: Visa, Mastercard and Discover.");
    expect(cardFormAction(html)).toMatch(/^\/payment\/[\w-]{32}\/pay$/);
  });

  it("accepts a fingerprint over x_currency_code=USD when the form posts it", async () => {
    const response = await postForm(`${gateway.url}/payment`, paymentForm(gateway, { currency: "USD" }));
    expect(response.status).toBe(200);
  });

  it.each([
    ["a bad hash", { transactionKey: "not-the-key" }, 403, "x_fp_hash does not match"],
    ["an unknown login", { login: "WSP-NOBODY-01" }, 403, "x_login WSP-NOBODY-01 is not a payment page"],
    ["a non-numeric amount", { amount: "ten" }, 400, "x_amount ten is not a positive amount"],
    ["a zero amount", { amount: "0.00" }, 400, "x_amount 0.00 is not a positive amount"],
    ["an amount with 3 decimals", { amount: "10.005" }, 400, "x_amount 10.005 is not a positive amount"],
    ["a tampered amount", { amount: "1.00", signedAmount: "10.00" }, 403, "x_fp_hash does not match"],
    ["a currency other than USD", { currency: "EUR" }, 400, "x_currency_code EUR is not accepted"],
  ])("refuses %s with an error page and no transaction", async (_, input, status, reason) => {
    const response = await postForm(`${gateway.url}/payment`, paymentForm(gateway, input));
    const html = await response.text();
    expect(response.status).toBe(status);
    expect(html).toContain("We could not start your payment");
    expect(html).toContain(reason);
    expect(html).not.toContain("<form");
    expect(gateway.store.sessions.size).toBe(0);
    expect(gateway.store.transactions).toHaveLength(0);
  });

  it("refuses a fingerprint older than 900 seconds", async () => {
    const form = paymentForm(gateway);
    gateway.clock.advance(901_000);
    const response = await postForm(`${gateway.url}/payment`, form);
    const html = await response.text();
    expect(response.status).toBe(403);
    expect(html).toContain("This payment link has expired.");
    expect(html).toContain("limit 900 s");
    expect(gateway.store.sessions.size).toBe(0);
  });

  it("accepts a fingerprint exactly 900 seconds old", async () => {
    const form = paymentForm(gateway);
    gateway.clock.advance(900_000);
    const response = await postForm(`${gateway.url}/payment`, form);
    expect(response.status).toBe(200);
  });

  it("refuses a form without x_show_form=PAYMENT_FORM or x_relay_response=TRUE", async () => {
    const withoutShowForm = { ...paymentForm(gateway), x_show_form: "" };
    const withoutRelay = { ...paymentForm(gateway), x_relay_response: "FALSE" };
    expect((await postForm(`${gateway.url}/payment`, withoutShowForm)).status).toBe(400);
    expect((await postForm(`${gateway.url}/payment`, withoutRelay)).status).toBe(400);
  });

  it("escapes HTML in the customer name from x_po_num", async () => {
    const response = await postForm(
      `${gateway.url}/payment`,
      paymentForm(gateway, { poNum: `<script>alert("x")</script>` }),
    );
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
  });
});

describe("card step POST /payment/:sessionId/pay", () => {
  it("relays an approved Visa payment with a valid x_MD5_Hash and shows the merchant's answer", async () => {
    const response = await payOnHostedPage(
      gateway,
      { amount: "125.40", invoice: "100234", poNum: "Maria Cruz" },
      { cardholderName: "MARIA CRUZ", cardNumber: "4111 1111 1111 1111" },
    );
    // The merchant's answer to the relay is what the cardholder sees (Relay Response).
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Merchant receipt for 100234");

    expect(gateway.relay.received).toHaveLength(1);
    const relay = gateway.relay.received[0]!;
    expect(relay.path).toBe("/api/v1/gateway/relay");
    expect(relay.contentType).toBe("application/x-www-form-urlencoded");
    const fields = relay.fields;
    expect(fields).toMatchObject({
      x_response_code: "1",
      x_response_reason_code: "1",
      x_response_reason_text: "This transaction has been approved.",
      x_invoice_num: "100234",
      x_amount: "125.40",
      x_po_num: "Maria Cruz",
      x_login: "WSP-GPA-RES-01",
      Transaction_Approved: "YES",
      Bank_Resp_Code: "100",
      Bank_Message: "Approved",
      EXact_Resp_Code: "00",
      EXact_Message: "Transaction Normal",
      Card_Number: "############1111",
      CardHoldersName: "MARIA CRUZ",
      TransactionCardType: "Visa",
      Reference_No: "100234",
      SequenceNo: "000001",
    });
    expect(fields.x_trans_id).toBe(fields.Transaction_Tag);
    expect(fields.Transaction_Tag).toMatch(/^\d{9}$/);
    expect(fields.x_auth_code).toMatch(/^ET\d{6}$/);
    expect(fields.Authorization_Num).toBe(fields.x_auth_code);
    expect(fields.x_MD5_Hash).toBe(
      relayResponseHash(RESIDENTIAL.responseKey, "WSP-GPA-RES-01", fields.x_trans_id ?? "", "125.40"),
    );
    expect(fields.x_MD5_Hash).toMatch(/^[0-9a-f]{32}$/);
    const receipt = fields.exact_ctr ?? "";
    expect(receipt).toContain("========== TRANSACTION RECORD ==========");
    expect(receipt).toMatch(/REFERENCE # {5}: 001 000001 M/);
    expect(receipt).toContain(`AUTHOR. #       : ${fields.x_auth_code}`);
    expect(receipt).toContain("TRANS. REF.     : 100234");
    expect(receipt).toContain("Approved - Thank You 100");
    expect(receipt).toContain("$ 125.40 USD");

    const [outboxEntry] = gateway.store.outbox;
    expect(outboxEntry).toMatchObject({ status: "delivered", responseStatus: 200, invoice: "100234" });
  });

  it.each([
    ["4000000000009995", "521", "Insufficient funds", "2"],
    ["4000000000000002", "530", "Do Not Honor", "2"],
    ["4000000000000069", "522", "Card is expired", "8"],
    ["4000000000000127", "531", "CVV2/VAK Failure", "44"],
    ["4000000000000101", "201", "Invalid CC Number", "6"],
  ])("declines test card %s with bank code %s", async (cardNumber, code, message, reason) => {
    const response = await payOnHostedPage(gateway, { invoice: "100300" }, { cardNumber });
    expect(response.status).toBe(200);
    const fields = gateway.relay.received[0]?.fields;
    expect(fields).toMatchObject({
      x_response_code: "2",
      x_response_reason_code: reason,
      Transaction_Approved: "NO",
      Bank_Resp_Code: code,
      Bank_Message: message,
      EXact_Resp_Code: "00",
      x_auth_code: "",
    });
    expect(fields?.exact_ctr).toContain(`Transaction not approved ${code}`);
  });

  it("reports a gateway error (x_response_code 3) for the error test card", async () => {
    await payOnHostedPage(gateway, {}, { cardNumber: "4000000000000119" });
    expect(gateway.relay.received[0]?.fields).toMatchObject({
      x_response_code: "3",
      Transaction_Approved: "NO",
      Transaction_Error: "true",
      EXact_Resp_Code: "42",
      EXact_Message: "Unable to Send Transaction",
      Bank_Resp_Code: "",
      Bank_Message: "",
    });
  });

  it("selects bank code 521 with the trigger amount 5,521.00", async () => {
    await payOnHostedPage(gateway, { amount: "5521.00" });
    expect(gateway.relay.received[0]?.fields).toMatchObject({
      x_response_code: "2",
      Bank_Resp_Code: "521",
      Bank_Message: "Insufficient funds",
      x_amount: "5521.00",
    });
  });

  it("selects bank code 303 with the trigger amount 5,303.99 (whole dollars count)", async () => {
    await payOnHostedPage(gateway, { amount: "5303.99" });
    expect(gateway.relay.received[0]?.fields.Bank_Resp_Code).toBe("303");
  });

  it("declines $5,013.00 ('5,000 + error 13', no listed bank code) with the recorded 605", async () => {
    await payOnHostedPage(gateway, { amount: "5013.00" });
    expect(gateway.relay.received[0]?.fields).toMatchObject({
      x_response_code: "2",
      EXact_Resp_Code: "00",
      Bank_Resp_Code: "605",
      Transaction_Approved: "NO",
    });
  });

  it("approves an amount from $6,000.00 up, above the demo's trigger range", async () => {
    await payOnHostedPage(gateway, { amount: "6051.00" });
    expect(gateway.relay.received[0]?.fields).toMatchObject({
      Bank_Resp_Code: "100",
      Transaction_Approved: "YES",
    });
  });

  it("refuses Visa on the commercial page and accepts Mastercard", async () => {
    const action = await openCardForm(gateway, { page: COMMERCIAL, invoice: "100400" });
    const refused = await submitCard(gateway, action, { cardNumber: "4111111111111111" });
    const html = await refused.text();
    expect(refused.status).toBe(422);
    expect(html).toContain("Visa is not accepted for this payment. Accepted cards: Mastercard.");
    expect(gateway.store.transactions).toHaveLength(0);
    expect(gateway.relay.received).toHaveLength(0);

    const accepted = await submitCard(gateway, action, { cardNumber: "5555555555554444" });
    expect(accepted.status).toBe(200);
    expect(gateway.relay.received[0]?.fields).toMatchObject({
      TransactionCardType: "Mastercard",
      Transaction_Approved: "YES",
      x_login: "WSP-GPA-COM-01",
    });
    expect(gateway.relay.received[0]?.fields.x_MD5_Hash).toBe(
      relayResponseHash(
        COMMERCIAL.responseKey,
        "WSP-GPA-COM-01",
        gateway.relay.received[0]?.fields.x_trans_id ?? "",
        "125.40",
      ),
    );
  });

  it("accepts Discover on the residential page", async () => {
    await payOnHostedPage(gateway, {}, { cardNumber: "6011000000000004" });
    expect(gateway.relay.received[0]?.fields.TransactionCardType).toBe("Discover");
  });

  it.each([
    ["a number failing the Luhn check", { cardNumber: "4111111111111112" }, "The card number is not valid."],
    ["an unknown card type", { cardNumber: "378282246310005" }, "This card type is not accepted."],
    ["a past expiry", { expiry: "10/25" }, "The card has expired."],
    ["a malformed expiry", { expiry: "13/30" }, "Enter the expiry date as MM/YY."],
    ["a 2-digit CVV", { cvv: "12" }, "Enter the 3 or 4 digit security code."],
    ["no cardholder name", { cardholderName: " " }, "Enter the name on the card."],
  ])("re-renders the form for %s, with no transaction", async (_, card, message) => {
    const action = await openCardForm(gateway);
    const response = await submitCard(gateway, action, card);
    const html = await response.text();
    expect(response.status).toBe(422);
    expect(html).toContain(message);
    expect(html).toContain('role="alert"');
    expect(html).toContain('aria-invalid="true"');
    expect(cardFormAction(html)).toBe(action);
    expect(gateway.store.transactions).toHaveLength(0);
    expect(gateway.relay.received).toHaveLength(0);
  });

  it("never writes the card number back into a re-rendered form", async () => {
    const action = await openCardForm(gateway);
    const response = await submitCard(gateway, action, { cardNumber: "4242424242424242", cvv: "1" });
    const html = await response.text();
    expect(html).not.toContain("4242424242424242");
    expect(html).toContain('value="MARIA CRUZ"');
  });

  it("does not charge a session twice", async () => {
    const action = await openCardForm(gateway);
    expect((await submitCard(gateway, action)).status).toBe(200);
    const again = await submitCard(gateway, action);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("already been submitted");
    expect(gateway.store.transactions).toHaveLength(1);
  });

  it("answers 404 for an unknown session", async () => {
    const response = await submitCard(gateway, "/payment/not-a-session/pay");
    expect(response.status).toBe(404);
  });

  it("expires a card form 30 minutes after it opened", async () => {
    const action = await openCardForm(gateway);
    gateway.clock.advance(30 * 60_000 + 1000);
    const response = await submitCard(gateway, action);
    expect(response.status).toBe(410);
    expect(gateway.store.transactions).toHaveLength(0);
  });

  it("keeps the transaction and records the failure when the relay target answers 500", async () => {
    gateway.relay.status = 500;
    const response = await payOnHostedPage(gateway, { invoice: "100500" });
    // Nothing of the merchant's to show: the receipt link, on GPA's pages a redirect to the return URL.
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("http://localhost:3000/payment-result/100500");
    expect(gateway.store.transactions).toHaveLength(1);
    expect(gateway.store.outbox[0]).toMatchObject({
      status: "failed",
      responseStatus: 500,
      invoice: "100500",
    });
  });
});

describe("one fingerprint opens one payment session", () => {
  it("shows the same session when the same form is posted again (a second tab, a reload)", async () => {
    const form = paymentForm(gateway, { invoice: "200010" });
    const first = await postForm(`${gateway.url}/payment`, form);
    const second = await postForm(`${gateway.url}/payment`, form);
    expect(second.status).toBe(200);
    expect(cardFormAction(await second.text())).toBe(cardFormAction(await first.text()));
    expect(gateway.store.sessions.size).toBe(1);
  });

  it("answers 'already submitted' to the same form once its payment was approved, and charges once", async () => {
    const form = paymentForm(gateway, { invoice: "200011" });
    const firstTab = cardFormAction(await (await postForm(`${gateway.url}/payment`, form)).text());
    const secondTab = cardFormAction(await (await postForm(`${gateway.url}/payment`, form)).text());
    expect((await submitCard(gateway, firstTab)).status).toBe(200);

    const again = await postForm(`${gateway.url}/payment`, form);
    const html = await again.text();
    expect(again.status).toBe(409);
    expect(html).toContain("This payment has already been submitted. It will not be charged again.");
    expect(html).toContain("/payment-result/200011");
    expect((await submitCard(gateway, secondTab)).status).toBe(409);
    expect(gateway.store.transactions).toHaveLength(1);
  });

  it("charges once when two card submissions of one session arrive together", async () => {
    gateway.relay.delayMs = 150;
    const action = await openCardForm(gateway, { invoice: "200012" });
    const answers = await Promise.all([submitCard(gateway, action), submitCard(gateway, action)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(gateway.store.transactions).toHaveLength(1);
    expect(gateway.relay.received).toHaveLength(1);
  });

  it("takes another card on the same session after a decline", async () => {
    const form = paymentForm(gateway, { invoice: "200013" });
    const action = await openCardForm(gateway, { invoice: "200013" });
    expect((await submitCard(gateway, action, { cardNumber: "4000000000000002" })).status).toBe(200);
    const back = await postForm(`${gateway.url}/payment`, form);
    expect(cardFormAction(await back.text())).toBe(action);
    expect((await submitCard(gateway, action)).status).toBe(200);
    expect(gateway.store.transactions.map((transaction) => transaction.approved)).toEqual([false, true]);
  });
});

describe("security headers of the hosted page", () => {
  it("the card form cannot be framed, runs no script, and posts only to itself and the merchant's return page", async () => {
    const returning = await startGateway({ returnUrl: "https://pay.gpa.example/payment-result/{invoice}" });
    try {
      const response = await postForm(`${returning.url}/payment`, paymentForm(returning));
      expect(response.status).toBe(200);
      const policy = response.headers.get("content-security-policy") ?? "";
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("default-src 'none'");
      expect(policy).not.toContain("script-src");
      expect(policy).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]{44}'/);
      expect(policy).toContain("form-action 'self' https://pay.gpa.example");
      expect(response.headers.get("referrer-policy")).toBe("no-referrer");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    } finally {
      await returning.close();
    }
  });
});
