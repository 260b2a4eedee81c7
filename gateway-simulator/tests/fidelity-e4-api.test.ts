/**
 * Fidelity of the direct API to the e4 transaction types (Payeezy Gateway Web Service API Reference
 * Guide §3 API Transactions, §7.1 Pre-Authorization, §7.2 Tagged Pre-Authorization Completion):
 * 01 pre-authorization, 32 tagged completion, 04 refund, 13 void, beside 00, 33 and 34.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { E4TransactionResponse, TransactionLookupRecord } from "../src/index";
import {
  callTransactionApi,
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

async function send(body: Record<string, unknown>): Promise<E4TransactionResponse> {
  const response = await callTransactionApi(gateway, body);
  expect(response.status).toBe(201);
  return jsonOf<E4TransactionResponse>(response);
}

function tagged(type: string, original: E4TransactionResponse, amount: string): Record<string, unknown> {
  return {
    gateway_id: TERMINAL.gatewayId,
    password: TERMINAL.password,
    transaction_type: type,
    transaction_tag: original.transaction_tag,
    authorization_num: original.authorization_num,
    amount,
  };
}

describe("e4 transaction types beyond purchase", () => {
  it("01 pre-authorization is approved and recorded as 01", async () => {
    const answer = await send(purchase({ transaction_type: "01", amount: "60.00" }));
    expect(answer.transaction_approved).toBe(1);
    expect(answer.transaction_type).toBe("01");
    expect(answer.ctr).toContain("TYPE: Pre-Authorization");
  });

  it("32 tagged completion completes a pre-authorization once, up to its amount", async () => {
    const auth = await send(purchase({ transaction_type: "01", amount: "60.00" }));
    const tooMuch = await send(tagged("32", auth, "60.01"));
    expect(tooMuch.transaction_error).toBe(1);
    expect(tooMuch.exact_resp_code).toBe("64");
    const completion = await send(tagged("32", auth, "55.00"));
    expect(completion.transaction_approved).toBe(1);
    expect(completion.transaction_type).toBe("32");
    const again = await send(tagged("32", auth, "5.00"));
    expect(again.exact_resp_code).toBe("64");
  });

  it("32 refuses to complete a purchase (only a pre-authorization)", async () => {
    const sale = await send(purchase({ amount: "20.00" }));
    const answer = await send(tagged("32", sale, "20.00"));
    expect(answer.exact_resp_code).toBe("64");
  });

  it("34 tagged refund returns a completion, 33 tagged void cancels a pre-authorization", async () => {
    const auth = await send(purchase({ transaction_type: "01", amount: "30.00" }));
    const completion = await send(tagged("32", auth, "30.00"));
    expect((await send(tagged("34", completion, "10.00"))).transaction_approved).toBe(1);
    const other = await send(purchase({ transaction_type: "01", amount: "15.00" }));
    expect((await send(tagged("33", other, "15.00"))).transaction_approved).toBe(1);
    expect((await send(tagged("32", other, "15.00"))).exact_resp_code).toBe("64");
  });

  it("04 refund credits a card without naming an original", async () => {
    const answer = await send(purchase({ transaction_type: "04", amount: "12.50" }));
    expect(answer.transaction_approved).toBe(1);
    expect(answer.transaction_type).toBe("04");
    expect(answer.ctr).toContain("TYPE: Refund");
  });

  it("13 void cancels the purchase of that card, authorization number and amount, once", async () => {
    const sale = await send(purchase({ amount: "44.00", reference_no: "300100" }));
    const wrongAuth = await send(
      purchase({ transaction_type: "13", amount: "44.00", authorization_num: "ET000000" }),
    );
    expect(wrongAuth.exact_resp_code).toBe("28");
    const wrongAmount = await send(
      purchase({ transaction_type: "13", amount: "40.00", authorization_num: sale.authorization_num }),
    );
    expect(wrongAmount.exact_resp_code).toBe("64");
    const voided = await send(
      purchase({
        transaction_type: "13",
        amount: "44.00",
        authorization_num: sale.authorization_num,
        reference_no: "",
      }),
    );
    expect(voided.transaction_approved).toBe(1);
    expect(voided.reference_no).toBe("300100");
    const twice = await send(
      purchase({ transaction_type: "13", amount: "44.00", authorization_num: sale.authorization_num }),
    );
    expect(twice.exact_resp_code).toBe("64");
    const found = await lookup(gateway, "/transactions?invoice=300100");
    const { transactions } = await jsonOf<{ transactions: TransactionLookupRecord[] }>(found);
    expect(transactions.map((record) => record.Transaction_Type)).toEqual(["00", "13"]);
    expect(transactions[1]?.Original_Transaction_Tag).toBe(String(sale.transaction_tag));
  });
});

/**
 * The JSON answer's field names, as a published Ruby e4 client declares them
 * (`GlobalGateway::WebService::Response`, its attribute list of the v12 JSON answer).
 */
const PUBLISHED_JSON_FIELDS = new Set(
  `transaction_approved gross_amount_currency_id virtual_card bank_message xid authorization
  merchant_country credit_card_type payer_id cvv2 error_number surcharge_amount fraud_suspected
  tax1_amount user_name amount track2 correlation_id avs cvd_presence_ind bank_resp_code merchant_url
  reference_3 transaction_error partial_redemption card_cost transarmor_token gateway_id
  cardholder_name zip_code merchant_address track1 ctr exact_message secure_auth_result
  transaction_type message cc_verification_str2 ecommerce_flag cavv previous_balance reference_no
  merchant_province merchant_name cc_expiry logon_message tax2_number transaction_tag exact_resp_code
  secure_auth_required cc_verification_str1 merchant_postal client_email current_balance success
  cavv_response error_description tax1_number authorization_num timestamp bank_resp_code_2
  customer_ref cc_number cavv_algorithm password client_ip ean merchant_city sequence_no
  currency_code amount_requested language pan retrieval_ref_no tax2_amount`.split(/\s+/),
);

describe("the JSON answer's field names", () => {
  it("uses only names a published e4 client reads, for a purchase and a refusal alike", async () => {
    const approved = await send(purchase());
    const refused = await send(purchase({ cc_expiry: "0120" }));
    for (const answer of [approved, refused]) {
      expect(Object.keys(answer).filter((name) => !PUBLISHED_JSON_FIELDS.has(name))).toEqual([]);
    }
  });
});
