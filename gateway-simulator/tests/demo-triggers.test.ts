/**
 * The e4 demo's documented triggers, as a merchant's test plan uses them:
 * - CVV2 by the verification value's first character (Payeezy support 204504185 "How to test
 *   CVD/CVV/CVV2 functionality"): 1 M, 2 N, 3 P, 4 S, 5 U, 6 I, on the API and the payment page;
 * - AVS by the address string's first character (E-xact support "AVS Formatting for Chase
 *   Paymentech": "W123front|90210" → W), the v27 `<Address>`'s `Address1` likewise;
 * - "dollar amount 5,000 + error" (activemerchant's remote tests against the demo): $5,013.00
 *   declined with "Transaction Normal", as the recorded answer to it (bank 605).
 * Requests in the shape activemerchant's e4 clients write them (./e4-client-requests.ts).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clientRequest, parse, postXml as post, recordedV27Purchase } from "./e4-client-requests";
import { type Gateway, payOnHostedPage, startGateway } from "./helpers";

let gateway: Gateway;
beforeEach(async () => {
  gateway = await startGateway();
});
afterEach(async () => {
  await gateway.close();
});
const answerOf = async (xml: string, version?: string) => {
  const response = await post(gateway, xml, version);
  expect(response.status).toBe(201);
  return parse(await response.text());
};
/** A v11 purchase as `FirstdataE4Gateway` writes it, with its `VerificationStr1` and CVV. */
const v11Purchase = (avsString: string, cvv = "123") =>
  clientRequest(
    "00",
    `<DollarAmount>1.00</DollarAmount><Currency>USD</Currency><Card_Number>4242424242424242</Card_Number><Expiry_Date>0930</Expiry_Date><CardHoldersName>Longbob Longsen</CardHoldersName><CardType>Visa</CardType><Ecommerce_Flag>07</Ecommerce_Flag><VerificationStr1>${avsString}</VerificationStr1><CVD_Presence_Ind>1</CVD_Presence_Ind><VerificationStr2>${cvv}</VerificationStr2><Reference_No>1</Reference_No>`,
  );

describe("CVV2 by the first character of the verification value", () => {
  it.each([
    ["123", "M"],
    ["234", "N"],
    ["345", "P"],
    ["456", "S"],
    ["567", "U"],
    ["678", "I"],
  ])(
    "CVV %s is answered CVV2 %s on v28 (CVDCode) and v11 (VerificationStr2), approved",
    async (cvv, code) => {
      const v28 = await answerOf(recordedV27Purchase().replace("<CVDCode>123<", `<CVDCode>${cvv}<`));
      expect(v28).toMatchObject({ CVV2: code, Transaction_Approved: "true" });
      const v11 = await answerOf(v11Purchase("456 My Street|K1C2N6|Ottawa|ON|CA", cvv), "v11");
      expect(v11).toMatchObject({ CVV2: code, Transaction_Approved: "true" });
    },
  );

  it("the payment page's security code the same way: 234 relays CVV2 N", async () => {
    await payOnHostedPage(gateway, {}, { cvv: "234" });
    expect(gateway.relay.received[0]?.fields).toMatchObject({ x_cvv2_resp_code: "N", CVV2: "N" });
  });
});

describe("AVS by the first character of the address string", () => {
  it.each([
    ["W123front|90210", "W"],
    ["1234 My Street|K1C2N6|Ottawa|ON|CA", "1"],
    ["Y|96913", "Y"],
    ["Oak Street|96913", "U"],
    ["Main Street|96913", "M"],
    ["|96913", "U"],
  ])("VerificationStr1 %s is answered AVS %s (v11)", async (avsString, code) => {
    expect(await answerOf(v11Purchase(avsString), "v11")).toMatchObject({ AVS: code });
  });

  it("the v27 <Address>: Address1's first character ('Z12 Harbor Road' → Z)", async () => {
    const xml = recordedV27Purchase().replace("<Address1>456 My Street<", "<Address1>Z12 Harbor Road<");
    expect(await answerOf(xml)).toMatchObject({ AVS: "Z" });
  });
});

describe("'5,000 + error' amounts", () => {
  it.each(["v11", "v28"])(
    "USD 5,013.00 on %s is declined, Transaction Normal, bank 605 as recorded",
    async (version) => {
      const xml =
        version === "v11"
          ? v11Purchase("456 My Street|K1C2N6").replace("<DollarAmount>1.00", "<DollarAmount>5013.00")
          : recordedV27Purchase().replace("<DollarAmount>1.00", "<DollarAmount>5013.00");
      expect(await answerOf(xml, version)).toMatchObject({
        DollarAmount: "5013.0",
        Transaction_Error: "false",
        Transaction_Approved: "false",
        EXact_Resp_Code: "00",
        EXact_Message: "Transaction Normal",
        Bank_Resp_Code: "605",
        Bank_Message: "Invalid Expiration Date",
        Authorization_Num: "",
      });
    },
  );
});

describe("the answer's elements by version", () => {
  it("v11 answers VerificationStr1 and LogonMessage, Error_Number, Error_Description as its recordings; v28 none of them, as the recorded v27 answer", async () => {
    const v11 = await answerOf(v11Purchase("456 My Street|K1C2N6"), "v11");
    expect(v11).toMatchObject({ VerificationStr1: "456 My Street|K1C2N6", Error_Number: "0" });
    expect(v11).toHaveProperty("LogonMessage");
    const v28 = await answerOf(recordedV27Purchase());
    for (const absent of ["VerificationStr1", "LogonMessage", "Error_Number", "Error_Description"]) {
      expect(v28, absent).not.toHaveProperty(absent);
    }
    expect(v28).toMatchObject({ User_Name: "", CardType: "Visa" });
  });
});
