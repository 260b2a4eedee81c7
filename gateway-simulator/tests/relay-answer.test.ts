/**
 * What the cardholder sees after the card step, and what the relay carries, each rule checked
 * against the manual's section it comes from (Hosted Checkout Payment Pages Integration Manual:
 * "Relay Response", "Relay Response Retry", Receipt Page options; Payment Page Field Validation).
 */
import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fingerprintHash } from "../src/index";
import {
  cardFormAction,
  control,
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

const settings = (body: unknown) => control(gateway, "PUT", `/pages/${RESIDENTIAL.login}/settings`, body);

describe("the merchant's relay answer is what the cardholder sees ('Relay Response')", () => {
  it("shows the merchant's page, and nothing of its own", async () => {
    const answer = await payOnHostedPage(gateway, { invoice: "100501" });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe("<!DOCTYPE html><p>Merchant receipt for 100501</p>");
  });

  it("does not follow a redirect the merchant answers unless the page allows HTTP redirection", async () => {
    gateway.relay.answer = () => ({
      status: 302,
      headers: { location: "http://merchant.test/thanks" },
      body: "",
    });
    await settings({ receiptLink: { method: "LINK" } });
    const refused = await payOnHostedPage(gateway, { invoice: "100502" });
    expect(refused.status).toBe(200);
    expect(await refused.text()).toContain("Approved - Thank you");

    expect((await settings({ relayRedirect: true })).status).toBe(200);
    const followed = await payOnHostedPage(gateway, { invoice: "100503" });
    expect(followed.status).toBe(303);
    expect(followed.headers.get("location")).toBe("http://merchant.test/thanks");
  });

  it("sends the cardholder to the receipt link when the relay is lost (GPA's pages: REDI to the result page)", async () => {
    await control(gateway, "POST", "/drop-next-relay");
    const answer = await payOnHostedPage(gateway, { invoice: "100505" });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("http://localhost:3000/payment-result/100505");
  });

  it("shows its own receipt page, returning to the merchant by itself with AUTO-GET, when the relay is lost", async () => {
    await settings({ receiptLink: { method: "AUTO-GET" } });
    await control(gateway, "POST", "/drop-next-relay");
    const answer = await payOnHostedPage(gateway, { invoice: "100504", amount: "12.00" });
    const html = await answer.text();
    expect(answer.status).toBe(200);
    expect(html).toContain("Approved - Thank you");
    // AUTO-GET: the page goes to the receipt link (the return URL) with the result fields.
    expect(html).toMatch(
      /<meta http-equiv="refresh" content="0;url=http:\/\/localhost:3000\/payment-result\/100504\?[^"]*x_response_code=1/,
    );
  });
});

describe("Relay Response Retry, with its own URL", () => {
  it("sends an unacknowledged relay again until an HTTP 200 names the transaction in X_GGE4_TRANSACTION_ID", async () => {
    const retryUrl = gateway.relay.url.replace("/relay", "/relay-retry");
    await settings({ relayRetry: { url: retryUrl, attempts: 3, intervalSeconds: 60 } });
    let answers = 0;
    gateway.relay.answer = (fields): { status: number; headers: Record<string, string>; body: string } => {
      answers += 1;
      // The first relay and the first retry are not acknowledged (503, then 200 without the header).
      if (answers === 1)
        return { status: 503, headers: { "content-type": "text/html" }, body: "<p>busy</p>" };
      if (answers === 2) return { status: 200, headers: { "content-type": "text/html" }, body: "<p>ok</p>" };
      return {
        status: 200,
        headers: { "content-type": "text/html", X_GGE4_TRANSACTION_ID: fields.x_trans_id ?? "" },
        body: "<p>ok</p>",
      };
    };
    await payOnHostedPage(gateway, { invoice: "100601" });
    for (let minute = 0; minute < 4; minute++) {
      gateway.clock.advance(61_000);
      await new Promise((resolve) => setTimeout(resolve, 1_300));
    }
    expect(gateway.relay.received.map((relay) => relay.path)).toEqual([
      "/api/v1/gateway/relay",
      "/api/v1/gateway/relay-retry",
      "/api/v1/gateway/relay-retry",
    ]);
    expect(gateway.store.outbox.map((entry) => [entry.kind ?? "relay", entry.acknowledged])).toEqual([
      ["relay", false],
      ["retry", false],
      ["retry", true],
    ]);
  }, 15_000);
});

describe("the relay's fields", () => {
  it("echoes every x_ field and custom field the merchant sent, with the standard result fields", async () => {
    await payOnHostedPage(gateway, {
      invoice: "100701",
      extra: {
        x_cust_id: "C-42",
        x_description: "Power bill",
        x_first_name: "Maria",
        x_zip: "96910",
        x_test_request: "FALSE",
        gpa_channel: "quick-pay",
      },
    });
    const fields = gateway.relay.received[0]?.fields ?? {};
    expect(fields).toMatchObject({
      x_cust_id: "C-42",
      x_description: "Power bill",
      x_first_name: "Maria",
      x_zip: "96910",
      x_test_request: "FALSE",
      gpa_channel: "quick-pay",
      x_response_code: "1",
      x_response_subcode: "1",
      x_response_reason_code: "1",
      x_type: "AUTH_CAPTURE",
      x_method: "CC",
      x_avs_code: "Z",
      x_cvv2_resp_code: "M",
      x_cavv_response: "",
    });
    for (const name of ["x_auth_code", "x_trans_id", "x_amount", "x_response_reason_text"]) {
      expect(fields[name]).toBeTruthy();
    }
    // A standard MD5 check: MD5(response key + x_login + x_trans_id + x_amount).
    const md5 = createHash("md5")
      .update(`${RESIDENTIAL.responseKey}${fields.x_login}${fields.x_trans_id}${fields.x_amount}`)
      .digest("hex");
    expect(fields.x_MD5_Hash).toBe(md5);
  });

  it("signs with SHA-1 instead when the page is set so (x_SHA1_Hash, an empty x_MD5_Hash)", async () => {
    await settings({ hmacCalculation: "SHA1" });
    const fields = paymentForm(gateway, { invoice: "100702" });
    // The page's fingerprint is then HMAC-SHA1 too.
    fields.x_fp_hash = fingerprintHash(
      {
        login: RESIDENTIAL.login,
        sequence: fields.x_fp_sequence ?? "",
        timestamp: fields.x_fp_timestamp ?? "",
        amount: fields.x_amount ?? "",
        currency: "",
      },
      RESIDENTIAL.transactionKey,
      "sha1",
    );
    const page = await postForm(`${gateway.url}/payment`, fields);
    expect(page.status).toBe(200);
    await submitCard(gateway, cardFormAction(await page.text()));
    const relayed = gateway.relay.received[0]?.fields ?? {};
    expect(relayed.x_MD5_Hash).toBe("");
    expect(relayed.x_SHA1_Hash).toBe(
      createHash("sha1")
        .update(`${RESIDENTIAL.responseKey}${relayed.x_login}${relayed.x_trans_id}${relayed.x_amount}`)
        .digest("hex"),
    );
  });

  it("takes any invoice number with a valid fingerprint (Payment Page Field Validation)", async () => {
    const action = await openCardForm(gateway, { sequence: "7f3a9c", invoice: "INV-2026-0042" });
    expect((await submitCard(gateway, action)).status).toBe(200);
    expect(gateway.relay.received[0]?.fields.x_invoice_num).toBe("INV-2026-0042");
  });
});

describe("x_test_request (Hosted Checkout Payment Pages Integration Manual, 'x_test_request')", () => {
  it("runs a test transaction: no charge kept, transaction id 0, authorization 000000, (TESTMODE)", async () => {
    await payOnHostedPage(gateway, { invoice: "100801", extra: { x_test_request: "TRUE" } });
    const fields = gateway.relay.received[0]?.fields ?? {};
    expect(fields).toMatchObject({
      x_test_request: "TRUE",
      x_response_code: "1",
      x_trans_id: "0",
      x_auth_code: "000000",
    });
    expect(fields.x_response_reason_text).toMatch(/^\(TESTMODE\) /);
    expect(gateway.store.transactions).toEqual([]);
  });
});

describe("the receipt link when no relay is used (Receipt Page options)", () => {
  it.each([
    ["LINK", '<a href="http://merchant.test/receipt">Back to the shop</a>'],
    ["POST", '<form id="receipt-link" method="post" action="http://merchant.test/receipt">'],
    ["GET", '<form id="receipt-link" method="get" action="http://merchant.test/receipt">'],
  ])("%s", async (method, expected) => {
    const action = await openCardForm(gateway, {
      relayResponse: "",
      extra: {
        x_receipt_link_url: "http://merchant.test/receipt",
        x_receipt_link_method: method,
        x_receipt_link_text: "Back to the shop",
      },
    });
    const html = await (await submitCard(gateway, action)).text();
    expect(html).toContain(expected);
    expect(html).not.toContain('http-equiv="refresh"');
  });

  it("AUTO-POST submits the form itself, its one script allowed by the page's policy", async () => {
    const action = await openCardForm(gateway, {
      relayResponse: "",
      extra: { x_receipt_link_url: "http://merchant.test/receipt", x_receipt_link_method: "AUTO-POST" },
    });
    const answer = await submitCard(gateway, action);
    expect(await answer.text()).toContain(
      "<script>document.getElementById('receipt-link').submit();</script>",
    );
    expect(answer.headers.get("content-security-policy")).toContain("script-src 'sha256-");
  });
});
