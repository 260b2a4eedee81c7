/**
 * Fidelity of the hosted payment page to the real Payeezy Gateway ("Payment Page Field Validation"
 * support article; Hosted Checkout Payment Pages Integration Manual §4.9, §6.5, §7): a form the real
 * page refuses is refused here, and a form it takes is taken.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fingerprintHash, relayResponseHash } from "../src/index";
import {
  type Gateway,
  openCardForm,
  paymentForm,
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

async function refused(fields: Record<string, string>, reason: string, status = 400): Promise<void> {
  const sessionsBefore = gateway.store.sessions.size;
  const response = await postForm(`${gateway.url}/payment`, fields);
  const html = await response.text();
  expect(response.status).toBe(status);
  expect(html).toContain("We could not start your payment");
  expect(html).toContain(reason);
  expect(html).not.toContain("<form");
  expect(gateway.store.sessions.size).toBe(sessionsBefore);
}

async function taken(fields: Record<string, string>): Promise<void> {
  const response = await postForm(`${gateway.url}/payment`, fields);
  expect(response.status).toBe(200);
  expect(await response.text()).toContain("<form");
}

describe("hosted page field validation, as the real payment page does it", () => {
  it("takes an empty x_relay_response (empty or TRUE) and then sends no relay", async () => {
    const action = await openCardForm(gateway, { relayResponse: "" });
    const answer = await submitCard(gateway, action);
    expect(answer.status).toBe(303);
    expect(gateway.store.transactions).toHaveLength(1);
    expect(gateway.relay.received).toHaveLength(0);
  });

  it("refuses an x_relay_response other than empty or TRUE", async () => {
    await refused(
      paymentForm(gateway, { extra: { x_relay_response: "FALSE" } }),
      "x_relay_response must be empty or TRUE",
    );
  });

  it("takes an x_po_num of 255 characters and refuses one of 256", async () => {
    await taken(paymentForm(gateway, { poNum: "P".repeat(255) }));
    await refused(paymentForm(gateway, { poNum: "P".repeat(256) }), "x_po_num is longer than 255 characters");
  });

  it("refuses any other field over 255 characters, e.g. x_description", async () => {
    await refused(
      paymentForm(gateway, { extra: { x_description: "D".repeat(256) } }),
      "x_description is longer than 255 characters",
    );
  });

  it("takes an e-mail receipt header up to 4000 characters", async () => {
    await taken(paymentForm(gateway, { extra: { x_header_email_receipt: "H".repeat(4000) } }));
  });

  it("refuses a form POST over 8000 bytes", async () => {
    const fields = paymentForm(gateway, {
      extra: Object.fromEntries(
        Array.from({ length: 40 }, (_, i) => [`x_merchant_field_${i}`, "M".repeat(250)]),
      ),
    });
    const response = await postForm(`${gateway.url}/payment`, fields);
    expect(response.status).toBe(413);
    expect(gateway.store.sessions.size).toBe(0);
  });

  it.each(["AUTH_CAPTURE", "AUTH_ONLY", "AUTH_TOKEN", "PURCHASE_TOKEN", ""])(
    "takes x_type %s",
    async (type) => {
      await taken(paymentForm(gateway, { extra: { x_type: type } }));
    },
  );

  it("refuses an x_type outside AUTH_CAPTURE, AUTH_ONLY, AUTH_TOKEN, PURCHASE_TOKEN", async () => {
    await refused(
      paymentForm(gateway, { extra: { x_type: "CREDIT" } }),
      "x_type must be empty or AUTH_CAPTURE",
    );
  });

  it("records an AUTH_ONLY payment as a pre-authorization (01)", async () => {
    const action = await openCardForm(gateway, { extra: { x_type: "AUTH_ONLY" } });
    await submitCard(gateway, action);
    expect(gateway.store.transactions[0]?.transactionType).toBe("01");
  });

  it.each(["", "TRUE", "FALSE"])("takes x_test_request %j", async (value) => {
    await taken(paymentForm(gateway, { extra: { x_test_request: value } }));
  });

  it("refuses an x_test_request outside empty, TRUE, FALSE", async () => {
    await refused(
      paymentForm(gateway, { extra: { x_test_request: "YES" } }),
      "x_test_request must be empty or TRUE, FALSE",
    );
  });

  it("takes the configured x_relay_url and refuses another one", async () => {
    await taken(paymentForm(gateway, { extra: { x_relay_url: gateway.relay.url } }));
    await refused(
      paymentForm(gateway, { extra: { x_relay_url: "https://evil.example/relay" } }),
      "x_relay_url https://evil.example/relay is not the relay URL configured for this page",
    );
  });

  it.each(["x_card_num", "x_exp_date", "x_card_code", "x_trans_id", "x_auth_code", "x_bank_name"])(
    "refuses a form carrying %s: the page collects the card itself",
    async (field) => {
      await refused(
        paymentForm(gateway, { extra: { [field]: "4111111111111111" } }),
        `${field} must be empty`,
      );
    },
  );
});

describe("a payment page configured for HMAC-SHA1", () => {
  const SHA1_PAGE = { ...RESIDENTIAL, login: "WSP-GPA-SHA1-01", hmacCalculation: "SHA1" as const };

  beforeEach(() => {
    gateway.store.pages.set(SHA1_PAGE.login, { ...SHA1_PAGE, relayUrl: gateway.relay.url });
  });

  it("takes an HMAC-SHA1 fingerprint, refuses an HMAC-MD5 one, and signs the relay with x_SHA1_Hash", async () => {
    const md5Form = paymentForm(gateway, { page: SHA1_PAGE });
    await refused(md5Form, "x_fp_hash does not match", 403);
    const form = paymentForm(gateway, { page: SHA1_PAGE });
    form.x_fp_hash = fingerprintHash(
      {
        login: SHA1_PAGE.login,
        sequence: form.x_fp_sequence ?? "",
        timestamp: form.x_fp_timestamp ?? "",
        amount: "125.40",
        currency: "",
      },
      SHA1_PAGE.transactionKey,
      "sha1",
    );
    const response = await postForm(`${gateway.url}/payment`, form);
    const html = await response.text();
    expect(response.status).toBe(200);
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? "";
    await submitCard(gateway, action);
    const relay = gateway.relay.received[0]?.fields ?? {};
    expect(relay.x_MD5_Hash).toBe("");
    expect(relay.x_SHA1_Hash).toBe(
      relayResponseHash(SHA1_PAGE.responseKey, SHA1_PAGE.login, relay.x_trans_id ?? "", "125.40", "sha1"),
    );
  });
});
