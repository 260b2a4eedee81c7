/**
 * Transaction type 02, Pre-Authorization Completion, on the direct API in JSON and XML (Payeezy
 * Gateway Web Service API Reference Guide, §3 "API Transactions" and §4 "Request Properties"; the
 * support article "Transaction Types Available"): the card data, the pre-authorization's
 * `authorization_num` and an amount up to the pre-authorized one complete an approved 01, once.
 */
import { XMLParser } from "fast-xml-parser";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { E4TransactionResponse } from "../src/index";
import { signE4Request } from "../src/index";
import {
  callTransactionApi,
  control,
  csvRows,
  type Gateway,
  jsonOf,
  purchase,
  searchTransactions,
  startGateway,
  TERMINAL,
} from "./helpers";

let gateway: Gateway;
beforeEach(async () => {
  gateway = await startGateway();
});
afterEach(async () => {
  await gateway.close();
});

async function send(body: Record<string, unknown>) {
  const response = await callTransactionApi(gateway, body);
  return { status: response.status, body: await jsonOf<E4TransactionResponse>(response) };
}

async function preAuthorization(amount = "80.00") {
  const { body } = await send(purchase({ transaction_type: "01", amount, reference_no: "410001" }));
  expect(body.transaction_approved).toBe(1);
  return body;
}

/** A completion of a pre-authorization: the card again and the authorization number, no tag. */
const completion = (authorizationNum: string, changes: Record<string, unknown> = {}) =>
  purchase({
    transaction_type: "02",
    authorization_num: authorizationNum,
    amount: "60.00",
    reference_no: "410001",
    cvd_code: undefined,
    cvd_presence_ind: undefined,
    ...changes,
  });

describe("type 02, Pre-Authorization Completion", () => {
  it("completes an approved pre-authorization by card and authorization number, up to its amount", async () => {
    const preAuth = await preAuthorization();
    const { status, body } = await send(completion(preAuth.authorization_num));
    expect(status).toBe(201);
    expect(body).toMatchObject({
      transaction_type: "02",
      transaction_approved: 1,
      transaction_error: 0,
      exact_resp_code: "00",
      bank_resp_code: "100",
      amount: 60,
      reference_no: "410001",
      cc_number: "############1111",
    });
    expect(body.transaction_tag).not.toBe(preAuth.transaction_tag);
    const kept = gateway.store.transactionByTag(body.transaction_tag);
    expect(kept).toMatchObject({ transactionType: "02", originalTag: preAuth.transaction_tag });
    const rows = csvRows(await (await searchTransactions(gateway)).text());
    expect(rows.map((row) => [row["Transaction Type"], row.Amount])).toEqual([
      ["Pre-Authorization", "80.00"],
      ["Pre-Authorization Completion", "60.00"],
    ]);
  });

  it("is refused: no such authorization (EXact 28), more than pre-authorized or a second completion (64)", async () => {
    const preAuth = await preAuthorization("50.00");
    const refusal = async (body: Record<string, unknown>) => {
      const answer = (await send(body)).body;
      return [answer.transaction_approved, answer.transaction_error, answer.exact_resp_code];
    };
    expect(await refusal(completion("ET000000", { amount: "10.00" }))).toEqual([0, 1, "28"]);
    // Another card with that authorization number names nothing either.
    expect(
      await refusal(
        completion(preAuth.authorization_num, { amount: "10.00", cc_number: "5500000000000004" }),
      ),
    ).toEqual([0, 1, "28"]);
    expect(await refusal(completion(preAuth.authorization_num, { amount: "50.01" }))).toEqual([0, 1, "64"]);
    expect(await refusal(completion(preAuth.authorization_num, { amount: "50.00" }))).toEqual([1, 0, "00"]);
    expect(await refusal(completion(preAuth.authorization_num, { amount: "1.00" }))).toEqual([0, 1, "64"]);
    // A purchase is no pre-authorization: it cannot be completed.
    const sale = (await send(purchase({ amount: "20.00" }))).body;
    expect(await refusal(completion(sale.authorization_num, { amount: "20.00" }))).toEqual([0, 1, "28"]);
  });

  it("needs the authorization number (400 Malformed request)", async () => {
    const response = await callTransactionApi(gateway, completion(""));
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("Malformed request: Authorization Number is missing.");
  });

  it("leaves the pre-authorization closed to a tagged completion (32), and a tagged refund (34) returns it", async () => {
    const preAuth = await preAuthorization();
    const completed = (await send(completion(preAuth.authorization_num))).body;
    const tagged = (type: string, original: E4TransactionResponse, amount: string) =>
      send({
        gateway_id: TERMINAL.gatewayId,
        password: TERMINAL.password,
        transaction_type: type,
        transaction_tag: original.transaction_tag,
        authorization_num: original.authorization_num,
        amount,
      });
    expect((await tagged("32", preAuth, "10.00")).body.exact_resp_code).toBe("64");
    const refund = (await tagged("34", completed, "60.00")).body;
    expect([refund.transaction_type, refund.transaction_approved]).toEqual(["34", 1]);
  });

  it("completes with the card's TransArmor token instead of its number", async () => {
    await control(gateway, "PUT", "/terminal/settings", { tokenization: true });
    const preAuth = await preAuthorization();
    expect(preAuth.transarmor_token).toMatch(/^\d{12}1111$/);
    const { body } = await send({
      ...completion(preAuth.authorization_num),
      cc_number: undefined,
      transarmor_token: preAuth.transarmor_token,
      credit_card_type: "Visa",
    });
    expect([body.transaction_type, body.transaction_approved, body.cc_number]).toEqual([
      "02",
      1,
      "############1111",
    ]);
  });

  it("runs in XML as in JSON: <Transaction_Type>02</Transaction_Type> with <Authorization_Num>", async () => {
    const preAuth = await preAuthorization();
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<Transaction><ExactID>${TERMINAL.gatewayId}</ExactID><Password>${TERMINAL.password}</Password><Transaction_Type>02</Transaction_Type><DollarAmount>80.00</DollarAmount><Card_Number>4111111111111111</Card_Number><Expiry_Date>1230</Expiry_Date><CardHoldersName>JOSE SANTOS</CardHoldersName><Authorization_Num>${preAuth.authorization_num}</Authorization_Num><Reference_No>410001</Reference_No></Transaction>`;
    const target = "/transaction/v14";
    const headers = signE4Request({
      method: "POST",
      requestTarget: target,
      body: xml,
      keyId: TERMINAL.hmacKeyId,
      hmacKey: TERMINAL.hmacKey,
      date: gateway.clock.now(),
      contentType: "application/xml",
    });
    const response = await fetch(`${gateway.url}${target}`, {
      method: "POST",
      headers: { ...headers },
      body: xml,
    });
    expect(response.status).toBe(201);
    const result = new XMLParser({ parseTagValue: false }).parse(await response.text()).TransactionResult;
    expect(result).toMatchObject({
      Transaction_Type: "02",
      Transaction_Approved: "true",
      Transaction_Error: "false",
      DollarAmount: "80.0",
      Authorization_Num: expect.stringMatching(/^ET\d{6}$/),
    });
  });
});
