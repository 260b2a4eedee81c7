import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { E4TransactionResponse, TransactionLookupRecord } from "../src/index";
import {
  callTransactionApi,
  control,
  type Gateway,
  jsonOf,
  lookup,
  purchase,
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

async function approvedPurchase(amount = "40.00"): Promise<E4TransactionResponse> {
  const response = await callTransactionApi(gateway, purchase({ amount, reference_no: "200900" }));
  return jsonOf<E4TransactionResponse>(response);
}

function tagged(
  type: "33" | "34",
  original: E4TransactionResponse,
  changes: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    gateway_id: TERMINAL.gatewayId,
    password: TERMINAL.password,
    transaction_type: type,
    transaction_tag: original.transaction_tag,
    authorization_num: original.authorization_num,
    amount: original.amount,
    ...changes,
  };
}

async function send(body: Record<string, unknown>) {
  const response = await callTransactionApi(gateway, body);
  return { status: response.status, body: await jsonOf<E4TransactionResponse>(response) };
}

describe("tagged refund (34) and tagged void (33) on the direct API", () => {
  it("refunds an approved purchase by its tag and authorization number, as a new transaction", async () => {
    const original = await approvedPurchase();
    const { status, body } = await send(tagged("34", original));
    expect(status).toBe(201);
    expect(body).toMatchObject({
      transaction_type: "34",
      transaction_approved: 1,
      transaction_error: 0,
      bank_message: "Approved",
      amount: 40,
      reference_no: "200900",
      cc_number: "############1111",
    });
    expect(body.transaction_tag).not.toBe(original.transaction_tag);
    expect(body.ctr).toContain("TYPE: Refund");

    const byInvoice = await lookup(gateway, "/transactions?invoice=200900");
    const { transactions } = await jsonOf<{ transactions: TransactionLookupRecord[] }>(byInvoice);
    expect(transactions.map((found) => [found.Transaction_Type, found.Original_Transaction_Tag])).toEqual([
      ["00", ""],
      ["34", String(original.transaction_tag)],
    ]);
    const journal = (await control(gateway, "GET", "/transactions")).body as {
      transactions: { transactionType: string; originalTag: number | null }[];
    };
    expect(journal.transactions[1]).toMatchObject({
      transactionType: "34",
      originalTag: original.transaction_tag,
    });
  });

  it("refunds in parts up to what remains, then refuses more (64 Invalid Refund)", async () => {
    const original = await approvedPurchase("40.00");
    expect((await send(tagged("34", original, { amount: "15.00" }))).body.transaction_approved).toBe(1);
    expect((await send(tagged("34", original, { amount: "25.00" }))).body.transaction_approved).toBe(1);
    const third = await send(tagged("34", original, { amount: "0.01" }));
    expect(third.status).toBe(201);
    expect(third.body).toMatchObject({
      transaction_approved: 0,
      transaction_error: 1,
      exact_resp_code: "64",
      exact_message: "Invalid Refund",
    });
  });

  it("refuses an unknown tag (69) and a mismatched authorization number (28)", async () => {
    const original = await approvedPurchase();
    expect((await send(tagged("34", original, { transaction_tag: 999_999_999 }))).body).toMatchObject({
      transaction_approved: 0,
      exact_resp_code: "69",
      exact_message: "Invalid Transaction Tag",
    });
    expect((await send(tagged("34", original, { authorization_num: "ET000000" }))).body).toMatchObject({
      transaction_approved: 0,
      exact_resp_code: "28",
    });
    // Nothing was returned: the whole amount can still be refunded.
    expect((await send(tagged("34", original))).body.transaction_approved).toBe(1);
  });

  it("voids the whole purchase once; a second void or a partial void is refused", async () => {
    const original = await approvedPurchase();
    expect((await send(tagged("33", original, { amount: "10.00" }))).body.exact_resp_code).toBe("64");
    const voided = await send(tagged("33", original));
    expect(voided.body).toMatchObject({ transaction_type: "33", transaction_approved: 1 });
    expect(voided.body.ctr).toContain("TYPE: Void");
    expect((await send(tagged("33", original))).body.exact_resp_code).toBe("64");
    expect((await send(tagged("34", original))).body.exact_resp_code).toBe("64");
  });

  it("answers a tagged request without its tag or with bad credentials like any malformed or unsigned one", async () => {
    const original = await approvedPurchase();
    const { transaction_tag: _tag, ...withoutTag } = tagged("34", original);
    const missing = await callTransactionApi(gateway, withoutTag);
    expect(missing.status).toBe(400);
    expect(await missing.text()).toBe("Malformed request: Transaction Tag is missing.");
    const wrongPassword = await callTransactionApi(gateway, tagged("34", original, { password: "x" }));
    expect(wrongPassword.status).toBe(401);
  });
});
