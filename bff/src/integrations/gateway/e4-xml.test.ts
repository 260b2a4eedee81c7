/**
 * The direct API's XML names for the TransArmor token (decision 030): a token payment is written
 * with `<TransarmorToken>` as activemerchant's `firstdata_e4.rb` writes it, and the recorded
 * `<TransactionResult>` of a tokenizing terminal is read back as `transarmor_token`, the JSON name
 * the wallet reads, so that saved cards work in XML as in JSON.
 */
import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { transactionResultOf, transactionXml } from "./e4-xml";

/** A `<TransactionResult>` as firstdata_e4_test.rb records it, with `tokenElement` before the CTR. */
const recordedResult = (tokenElement: string) => `<?xml version="1.0" encoding="UTF-8"?>
<TransactionResult><ExactID>AD1234-56</ExactID><Password></Password><Transaction_Type>05</Transaction_Type><DollarAmount>0.0</DollarAmount><Card_Number>############1111</Card_Number><Transaction_Tag>106625152</Transaction_Tag><Authorization_Num>ET1700</Authorization_Num><Expiry_Date>1230</Expiry_Date><CardHoldersName>Maria Cruz</CardHoldersName><Reference_No>77</Reference_No><Transaction_Error>false</Transaction_Error><Transaction_Approved>true</Transaction_Approved><EXact_Resp_Code>00</EXact_Resp_Code><EXact_Message>Transaction Normal</EXact_Message><Bank_Resp_Code>100</Bank_Resp_Code><Bank_Message>Approved</Bank_Message><SequenceNo>000040</SequenceNo><Retrieval_Ref_No>3146117</Retrieval_Ref_No><Currency>USD</Currency><MerchantURL></MerchantURL>${tokenElement}<CTR>receipt</CTR></TransactionResult>`;

describe("the TransArmor token in the direct API's XML", () => {
  it("writes a token payment's token as <TransarmorToken> beside CardType, Expiry_Date and CardHoldersName", () => {
    const xml = transactionXml({
      transaction_type: "00",
      amount: "25.00",
      transarmor_token: "8938737759041111",
      credit_card_type: "Visa",
      cardholder_name: "Maria Cruz",
      cc_expiry: "1230",
    });
    const transaction = new XMLParser({ parseTagValue: false }).parse(xml).Transaction as Record<
      string,
      string
    >;
    expect(transaction).toEqual({
      Transaction_Type: "00",
      DollarAmount: "25.00",
      TransarmorToken: "8938737759041111",
      CardType: "Visa",
      CardHoldersName: "Maria Cruz",
      Expiry_Date: "1230",
    });
  });

  it("reads the recorded answer's <TransarmorToken> as transarmor_token", () => {
    const answer = transactionResultOf(recordedResult("<TransarmorToken>8938737759041111</TransarmorToken>"));
    expect(answer).toMatchObject({ transarmor_token: "8938737759041111", transaction_approved: "true" });
    expect(answer).not.toHaveProperty("TransarmorToken");
  });

  it("reads an empty <TransarmorToken> (a terminal without TransArmor) as an empty token, and none as none", () => {
    const empty = transactionResultOf(recordedResult("<TransarmorToken></TransarmorToken>"));
    expect(empty).toMatchObject({ transarmor_token: "" });
    expect(transactionResultOf(recordedResult(""))).not.toHaveProperty("transarmor_token");
  });
});
