/**
 * The GGE4 adapter against each refusal class as the real gateway answers it, recorded-style:
 * - a request error, HTTP 400 and plain text `Bad Request (NN) - text` (omnipay-exact
 *   `tests/Mock/BadRequest.txt`; the demo's $5,000.42 as `Bad Request (42)`, which activemerchant's
 *   remote tests read as an HTTP error, `test_trans_error`): read as a gateway error of that code;
 * - a malformed request, HTTP 400 `Malformed request: …` (activemerchant
 *   `test/unit/gateways/firstdata_e4_v27_test.rb`, `no_transaction_response`), and bad credentials,
 *   HTTP 401 `Unauthorized Request. Bad or missing credentials.` (`bad_credentials_response`):
 *   nothing attempted, gateway-refused;
 * - a processed decline whose unset properties are null (omnipay-exact `tests/Mock/InvalidExpDate.txt`),
 *   and the recorded XML decline of $5,013.00 (activemerchant `failed_purchase_response`, bank 605);
 * - a processed gateway error, HTTP 201 with `transaction_error` (EXact 93 on a completion, 42).
 */
import { describe, expect, it } from "vitest";
import { manualClock } from "@paygpa/simulator-kit";
import { demoDefaults } from "../../demo";
import { loadPaymentsConfig } from "../../platform/payments.config";
import { gge4Adapter } from "./gge4-adapter";

const NOW = new Date("2025-11-21T00:00:00Z");

function clientAnswering(answer: () => Response, format?: "xml") {
  return gge4Adapter({
    baseUrl: "http://gateway.test",
    payments: loadPaymentsConfig(
      format ? { PAYGPA_GATEWAY_API_FORMAT: format } : {},
      "test",
      "http://gateway.test",
      demoDefaults.payments,
    ),
    clock: manualClock(NOW),
    fetch: async () => answer(),
    logger: { info() {}, error() {} },
  });
}

const purchase = {
  amount: "10.00",
  cardNumber: "4111111111111112",
  expiry: "1230",
  cardholderName: "Maria Cruz",
  cvv: "123",
  zipCode: "96910",
  invoice: "100001",
  channel: "1234567890",
};

const plain = (status: number, body: string) =>
  new Response(body, { status, headers: { "content-type": "text/plain; charset=utf-8" } });

describe("the direct API's refusal classes", () => {
  it.each([
    ["22", "Invalid Credit Card Number"],
    ["25", "Invalid Expiry Date"],
    ["42", "Unable to Send Transaction"],
    ["95", "Invalid Currency Requested"],
  ])(
    "reads a 400 'Bad Request (%s) - …' as a gateway error of that code, with no transaction",
    async (code, text) => {
      for (const format of [undefined, "xml"] as const) {
        const client = clientAnswering(() => plain(400, `Bad Request (${code}) - ${text}`), format);
        await expect(client.purchase(purchase)).resolves.toMatchObject({
          outcome: "error",
          approved: false,
          tag: "",
          gatewayCode: code,
          gatewayMessage: text,
          amount: "10.00",
          invoice: "100001",
          card: { maskedNumber: "############1112", lastFour: "1112" },
        });
      }
    },
  );

  it.each([
    [400, "Malformed request: Transaction Type is missing."],
    [401, "Unauthorized Request. Bad or missing credentials."],
  ])("an answer %i '%s' is gateway-refused: nothing was attempted", async (status, body) => {
    const client = clientAnswering(() => plain(status, body));
    await expect(client.purchase(purchase)).rejects.toMatchObject({ kind: "gateway-refused" });
  });

  it("reads a decline whose unset properties are null, as the real JSON answer writes them", async () => {
    const client = clientAnswering(() =>
      Response.json(
        {
          transaction_error: 0,
          transaction_approved: 0,
          exact_resp_code: "00",
          exact_message: "Transaction Normal",
          bank_resp_code: "205",
          bank_message: "Invalid Exp. Date",
          sequence_no: "003184",
          transaction_tag: 982026402,
          authorization_num: null,
          retrieval_ref_no: null,
          cc_number: "############1111",
          cardholder_name: "Test User",
          amount: 1.0,
          currency_code: "USD",
          reference_no: "123",
          track1: null,
          avs: null,
          ctr: "=========== TRANSACTION RECORD ==========",
        },
        { status: 201 },
      ),
    );
    await expect(client.purchase(purchase)).resolves.toMatchObject({
      outcome: "declined",
      tag: "982026402",
      authorization: "",
      retrievalReference: "",
      issuerCode: "205",
      amount: "1.00",
    });
  });

  it("reads the recorded XML decline of $5,013.00: Transaction Normal, bank 605, no authorization", async () => {
    const client = clientAnswering(
      () =>
        new Response(
          `<?xml version="1.0" encoding="UTF-8"?>
<TransactionResult>
  <ExactID>AD1234-56</ExactID>
  <Password></Password>
  <Transaction_Type>00</Transaction_Type>
  <DollarAmount>5013.0</DollarAmount>
  <Card_Number>############1111</Card_Number>
  <Transaction_Tag>555555</Transaction_Tag>
  <Authorization_Num></Authorization_Num>
  <Expiry_Date>0911</Expiry_Date>
  <CardHoldersName>Fred Burfle</CardHoldersName>
  <Reference_No>77</Reference_No>
  <Error_Number>0</Error_Number>
  <Error_Description> </Error_Description>
  <Transaction_Error>false</Transaction_Error>
  <Transaction_Approved>false</Transaction_Approved>
  <EXact_Resp_Code>00</EXact_Resp_Code>
  <EXact_Message>Transaction Normal</EXact_Message>
  <Bank_Resp_Code>605</Bank_Resp_Code>
  <Bank_Message>Invalid Expiration Date</Bank_Message>
  <SequenceNo>000033</SequenceNo>
  <AVS></AVS>
  <CVV2></CVV2>
  <Retrieval_Ref_No></Retrieval_Ref_No>
  <Currency>USD</Currency>
  <PartialRedemption>false</PartialRedemption>
  <CTR>Transaction not approved 605</CTR>
</TransactionResult>`,
          { status: 201, headers: { "content-type": "application/xml; charset=utf-8" } },
        ),
      "xml",
    );
    await expect(client.purchase(purchase)).resolves.toMatchObject({
      outcome: "declined",
      approved: false,
      tag: "555555",
      authorization: "",
      issuerCode: "605",
      amount: "5013.00",
    });
  });

  it("reads a processed gateway error (201, Transaction_Error) of a v27-style XML answer with nested elements", async () => {
    const client = clientAnswering(
      () =>
        new Response(
          `<?xml version="1.0" encoding="UTF-8"?>
<TransactionResult>
  <ExactID>GP0671-01</ExactID>
  <Password/>
  <Transaction_Type>00</Transaction_Type>
  <DollarAmount>5000.42</DollarAmount>
  <Card_Number>############1111</Card_Number>
  <Transaction_Tag>2264726018</Transaction_Tag>
  <Authorization_Num/>
  <CardHoldersName>Maria Cruz</CardHoldersName>
  <Reference_No>100001</Reference_No>
  <Transaction_Error>true</Transaction_Error>
  <Transaction_Approved>false</Transaction_Approved>
  <EXact_Resp_Code>42</EXact_Resp_Code>
  <EXact_Message>Unable to Send Transaction</EXact_Message>
  <Bank_Resp_Code/>
  <Bank_Message/>
  <SequenceNo>001157</SequenceNo>
  <Retrieval_Ref_No/>
  <Currency>USD</Currency>
  <CardType>Visa</CardType>
  <CTR>receipt</CTR>
  <Address>
    <Address1>456 My Street</Address1>
    <Zip>K1C2N6</Zip>
  </Address>
</TransactionResult>`,
          { status: 201, headers: { "content-type": "application/xml; charset=utf-8" } },
        ),
      "xml",
    );
    await expect(client.purchase(purchase)).resolves.toMatchObject({
      outcome: "error",
      tag: "2264726018",
      gatewayCode: "42",
      gatewayMessage: "Unable to Send Transaction",
      amount: "5000.42",
    });
  });
});
