import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type E4TransactionResponse, signE4Request } from "../src/index";
import { callTransactionApi, type Gateway, jsonOf, purchase, startGateway, TERMINAL } from "./helpers";

let gateway: Gateway;

beforeEach(async () => {
  gateway = await startGateway();
});

afterEach(async () => {
  await gateway.close();
});

describe("direct transaction API POST /transaction/v12", () => {
  it("approves a signed purchase and answers 201 with the e4 fields", async () => {
    const response = await callTransactionApi(gateway, purchase({ amount: "75.25", reference_no: "200451" }));
    expect(response.status).toBe(201);
    const body = await jsonOf<E4TransactionResponse>(response);
    expect(body).toMatchObject({
      transaction_error: 0,
      transaction_approved: 1,
      exact_resp_code: "00",
      exact_message: "Transaction Normal",
      bank_resp_code: "100",
      bank_message: "Approved",
      sequence_no: "000001",
      cc_number: "############1111",
      cc_expiry: "1230",
      cardholder_name: "JOSE SANTOS",
      credit_card_type: "Visa",
      amount: 75.25,
      reference_no: "200451",
      customer_ref: "PHONEDIN",
      gateway_id: TERMINAL.gatewayId,
      password: "",
      cvv2: "M",
    });
    expect(body.transaction_tag).toEqual(expect.any(Number));
    expect(body.authorization_num).toMatch(/^ET\d{6}$/);
    expect(body.retrieval_ref_no).toMatch(/^\d{7}$/);
    expect(body.ctr).toContain("REFERENCE #     : 001 000001 M");
    expect(body.ctr).toContain("TRANS. REF.     : 200451");
  });

  it.each([
    ["5105105105105100", "521", "Insufficient funds"],
    ["5200000000000007", "530", "Do Not Honor"],
    ["4000000000000127", "531", "CVV2/VAK Failure"],
  ])("declines test card %s with bank code %s (still 201)", async (cc_number, code, message) => {
    const response = await callTransactionApi(gateway, purchase({ cc_number }));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      transaction_approved: 0,
      transaction_error: 0,
      bank_resp_code: code,
      bank_message: message,
      authorization_num: "",
    });
  });

  it("applies trigger amounts on the direct API too", async () => {
    const response = await callTransactionApi(gateway, purchase({ amount: 5530 }));
    expect(await response.json()).toMatchObject({ transaction_approved: 0, bank_resp_code: "530" });
  });

  it("answers a card number failing the Luhn check as request error 22: plain-text 400, nothing kept", async () => {
    // omnipay-exact tests/Mock/BadRequest.txt: HTTP 400, "Bad Request (22) - Invalid Credit Card Number".
    for (const cc_number of ["4111111111111112", "999"]) {
      const response = await callTransactionApi(gateway, purchase({ cc_number }));
      expect(response.status).toBe(400);
      expect(await response.text()).toBe("Bad Request (22) - Invalid Credit Card Number");
    }
    expect(gateway.store.transactions).toHaveLength(0);
  });

  it("answers an expired card as gateway error 25", async () => {
    const response = await callTransactionApi(gateway, purchase({ cc_expiry: "1024" }));
    expect(await response.json()).toMatchObject({ transaction_error: 1, exact_resp_code: "25" });
  });

  it("refuses a bad signature with 401 and records nothing", async () => {
    const response = await callTransactionApi(gateway, purchase(), { hmacKey: "wrong-key" });
    expect(response.status).toBe(401);
    expect(await response.text()).toBe("Unauthorized Request. Bad or missing credentials.");
    expect(gateway.store.transactions).toHaveLength(0);
    expect(gateway.store.journal.at(-1)?.note).toBe("HMAC signature does not match");
  });

  it("refuses a body that does not match X-GGe4-Content-SHA1", async () => {
    const response = await callTransactionApi(gateway, purchase(), { tamperBody: true });
    expect(response.status).toBe(401);
  });

  it("refuses a request signed more than 15 minutes ago", async () => {
    const response = await callTransactionApi(gateway, purchase(), {
      date: new Date(gateway.clock.now().getTime() - 16 * 60_000),
    });
    expect(response.status).toBe(401);
  });

  it("refuses a request without signature headers", async () => {
    const response = await fetch(`${gateway.url}/transaction/v12`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(purchase()),
    });
    expect(response.status).toBe(401);
  });

  it("accepts a signature over the bare media type when Content-Type has parameters", async () => {
    const json = JSON.stringify(purchase());
    const headers = signE4Request({
      method: "POST",
      requestTarget: "/transaction/v12",
      body: json,
      keyId: TERMINAL.hmacKeyId,
      hmacKey: TERMINAL.hmacKey,
      date: gateway.clock.now(),
    });
    const response = await fetch(`${gateway.url}/transaction/v12`, {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/json; charset=UTF-8" },
      body: json,
    });
    expect(response.status).toBe(201);
  });

  it("refuses a wrong gateway_id or password with 401", async () => {
    const wrongId = await callTransactionApi(gateway, purchase({ gateway_id: "AD1234-56" }));
    const wrongPassword = await callTransactionApi(gateway, purchase({ password: "guess" }));
    expect(wrongId.status).toBe(401);
    expect(wrongPassword.status).toBe(401);
    expect(gateway.store.transactions).toHaveLength(0);
  });

  it.each([
    [
      "no transaction_type",
      { transaction_type: undefined },
      "Malformed request: Transaction Type is missing.",
    ],
    ["no amount", { amount: undefined }, "Malformed request: Amount is missing."],
    ["a non-numeric amount", { amount: "ten" }, "Malformed request: Amount is invalid."],
    ["no card number", { cc_number: "" }, "Malformed request: Card Number is missing."],
    [
      "a refund without the original's tag",
      { transaction_type: "34" },
      "Malformed request: Transaction Tag is missing.",
    ],
    [
      "a transaction type the simulator does not process (03 forced post)",
      { transaction_type: "03" },
      "Malformed request: Transaction Type 03 is not supported",
    ],
    [
      "an open void without the authorization number",
      { transaction_type: "13" },
      "Malformed request: Authorization Number is missing.",
    ],
  ])("answers 400 for %s", async (_, overrides, message) => {
    const response = await callTransactionApi(gateway, purchase(overrides));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(message);
    expect(gateway.store.transactions).toHaveLength(0);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const body = "{not json";
    const headers = signE4Request({
      method: "POST",
      requestTarget: "/transaction/v12",
      body,
      keyId: TERMINAL.hmacKeyId,
      hmacKey: TERMINAL.hmacKey,
      date: gateway.clock.now(),
    });
    const response = await fetch(`${gateway.url}/transaction/v12`, {
      method: "POST",
      headers: { ...headers },
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("Malformed request: the body is not valid JSON.");
  });
});
