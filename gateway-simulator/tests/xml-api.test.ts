/**
 * The direct API in XML, as a client written from the Web Service API Reference Guide posts it
 * (`<Transaction>` in, `<TransactionResult>` out, HMAC over `application/xml`), and JSON alike.
 */
import { XMLParser } from "fast-xml-parser";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { signE4Request } from "../src/index";
import { control, type Gateway, startGateway, TERMINAL } from "./helpers";

let gateway: Gateway;
beforeEach(async () => {
  gateway = await startGateway();
});
afterEach(async () => {
  await gateway.close();
});

function postXml(xml: string, version = "v14") {
  const target = `/transaction/${version}`;
  const headers = signE4Request({
    method: "POST",
    requestTarget: target,
    body: xml,
    keyId: TERMINAL.hmacKeyId,
    hmacKey: TERMINAL.hmacKey,
    date: gateway.clock.now(),
    contentType: "application/xml",
  });
  return fetch(`${gateway.url}${target}`, {
    method: "POST",
    headers: { ...headers, Accept: "application/xml" },
    body: xml,
  });
}

const transaction = (fields: Record<string, string>) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<Transaction>${Object.entries(fields)
    .map(([name, value]) => `<${name}>${value}</${name}>`)
    .join("")}</Transaction>`;

const resultOf = async (response: Response) =>
  new XMLParser({ parseTagValue: false }).parse(await response.text()).TransactionResult as Record<
    string,
    string
  >;

describe("the direct API in XML", () => {
  it("runs a purchase and a tagged refund, answering <TransactionResult> in XML", async () => {
    const purchase = await postXml(
      transaction({
        ExactID: TERMINAL.gatewayId,
        Password: TERMINAL.password,
        Transaction_Type: "00",
        DollarAmount: "30.00",
        Card_Number: "4111111111111111",
        Expiry_Date: "1230",
        CardHoldersName: "Maria Cruz &amp; Sons",
        VerificationStr2: "123",
        CVD_Presence_Ind: "1",
        Reference_No: "400100",
      }),
    );
    expect(purchase.status).toBe(201);
    expect(purchase.headers.get("content-type")).toContain("application/xml");
    const result = await resultOf(purchase);
    expect(result).toMatchObject({
      Transaction_Approved: "true",
      Transaction_Error: "false",
      EXact_Resp_Code: "00",
      Bank_Message: "Approved",
      Reference_No: "400100",
      CardHoldersName: "Maria Cruz & Sons",
      Card_Number: "############1111",
      CardType: "Visa",
    });
    expect(result.Transaction_Tag).toMatch(/^\d+$/);
    // Every element of the answer carries a name of the recorded answers (activemerchant's
    // firstdata_e4_test.rb and firstdata_e4_v27_test.rb), never a JSON name.
    const recorded = new Set(
      `ExactID Password Transaction_Type DollarAmount SurchargeAmount Card_Number Transaction_Tag
      Track1 Track2 PAN Authorization_Num Expiry_Date CardHoldersName CVD_Presence_Ind ZipCode
      Tax1Amount Tax1Number Tax2Amount Tax2Number Secure_AuthRequired Secure_AuthResult
      Ecommerce_Flag XID CAVV CAVV_Algorithm Reference_No Customer_Ref Reference_3 Language Client_IP
      Client_Email User_Name VerificationStr1 Transaction_Error Transaction_Approved EXact_Resp_Code
      EXact_Message Bank_Resp_Code Bank_Message Bank_Resp_Code_2 SequenceNo AVS CVV2 Retrieval_Ref_No
      CAVV_Response Currency AmountRequested PartialRedemption LogonMessage Error_Number
      Error_Description MerchantName MerchantAddress MerchantCity MerchantProvince MerchantCountry
      MerchantPostal MerchantURL CardType CTR`.split(/\s+/),
    );
    expect(Object.keys(result).filter((name) => !recorded.has(name))).toEqual([]);

    const refund = await postXml(
      transaction({
        ExactID: TERMINAL.gatewayId,
        Password: TERMINAL.password,
        Transaction_Type: "34",
        Transaction_Tag: result.Transaction_Tag ?? "",
        Authorization_Num: result.Authorization_Num ?? "",
        DollarAmount: "30.00",
      }),
      "v28",
    );
    expect(await resultOf(refund)).toMatchObject({ Transaction_Approved: "true", Transaction_Type: "34" });
  });

  it("reads the CVV under its older JSON name cc_verification_str2 as under cvd_code", async () => {
    const body = JSON.stringify({
      gateway_id: TERMINAL.gatewayId,
      password: TERMINAL.password,
      transaction_type: "00",
      amount: "12.00",
      cc_number: "4111111111111111",
      cc_expiry: "1230",
      cardholder_name: "Maria Cruz",
      cc_verification_str2: "123",
    });
    const headers = signE4Request({
      method: "POST",
      requestTarget: "/transaction/v11",
      body,
      keyId: TERMINAL.hmacKeyId,
      hmacKey: TERMINAL.hmacKey,
      date: gateway.clock.now(),
    });
    const answer = await fetch(`${gateway.url}/transaction/v11`, {
      method: "POST",
      headers: { ...headers },
      body,
    });
    expect(await answer.json()).toMatchObject({ transaction_approved: 1, cvv2: "M" });
  });

  it("refuses XML that is not a <Transaction> as a malformed request, in plain text", async () => {
    const notXml = await postXml("<Transaction><ExactID>");
    expect(notXml.status).toBe(400);
    expect(await notXml.text()).toBe("Malformed request: the body is not valid XML.");
    const otherRoot = await postXml("<Payment><ExactID>x</ExactID></Payment>");
    expect(await otherRoot.text()).toBe("Malformed request: the XML root element must be <Transaction>.");
  });

  it("checks the HMAC over the XML body as sent", async () => {
    const xml = transaction({
      ExactID: TERMINAL.gatewayId,
      Password: TERMINAL.password,
      Transaction_Type: "00",
    });
    const headers = signE4Request({
      method: "POST",
      requestTarget: "/transaction/v14",
      body: xml,
      keyId: TERMINAL.hmacKeyId,
      hmacKey: TERMINAL.hmacKey,
      date: gateway.clock.now(),
      contentType: "application/xml",
    });
    const tampered = await fetch(`${gateway.url}/transaction/v14`, {
      method: "POST",
      headers: { ...headers },
      body: xml.replace("00", "01"),
    });
    expect(tampered.status).toBe(401);
  });
});

/** A $0 verify (05) of a Visa card in XML, as a merchant saving a card sends it (decision 030). */
const verifyXml = () =>
  transaction({
    ExactID: TERMINAL.gatewayId,
    Password: TERMINAL.password,
    Transaction_Type: "05",
    DollarAmount: "0.00",
    Card_Number: "4111111111111111",
    Expiry_Date: "1230",
    CardHoldersName: "Maria Cruz",
    VerificationStr2: "123",
    CVD_Presence_Ind: "1",
    Reference_No: "400200",
  });

describe("the TransArmor token in the XML API (TransarmorToken, activemerchant's firstdata_e4)", () => {
  it("answers <TransarmorToken> when the terminal tokenizes, and pays a purchase sent with it", async () => {
    await control(gateway, "PUT", "/terminal/settings", { tokenization: true });
    const verified = await resultOf(await postXml(verifyXml()));
    expect(verified).toMatchObject({
      Transaction_Approved: "true",
      Transaction_Type: "05",
      CardType: "Visa",
    });
    expect(verified.TransarmorToken).toMatch(/^\d{16}$/);
    expect(verified).not.toHaveProperty("transarmor_token");

    const paid = await postXml(
      transaction({
        ExactID: TERMINAL.gatewayId,
        Password: TERMINAL.password,
        Transaction_Type: "00",
        DollarAmount: "25.00",
        TransarmorToken: verified.TransarmorToken ?? "",
        CardType: "Visa",
        CardHoldersName: "Maria Cruz",
        Expiry_Date: "1230",
        Reference_No: "400201",
      }),
    );
    expect(paid.status).toBe(201);
    expect(await resultOf(paid)).toMatchObject({
      Transaction_Approved: "true",
      TransarmorToken: verified.TransarmorToken,
      Card_Number: "############1111",
    });
  });

  it("answers no <TransarmorToken> when the terminal's tokenization is off", async () => {
    const verified = await resultOf(await postXml(verifyXml()));
    expect(verified).toMatchObject({ Transaction_Approved: "true", Transaction_Type: "05" });
    expect(verified).not.toHaveProperty("TransarmorToken");
  });

  it("does not read a JSON name as an element: <transarmor_token> is no card", async () => {
    await control(gateway, "PUT", "/terminal/settings", { tokenization: true });
    const verified = await resultOf(await postXml(verifyXml()));
    const refused = await postXml(
      transaction({
        ExactID: TERMINAL.gatewayId,
        Password: TERMINAL.password,
        Transaction_Type: "00",
        DollarAmount: "25.00",
        transarmor_token: verified.TransarmorToken ?? "",
        CardType: "Visa",
        CardHoldersName: "Maria Cruz",
        Expiry_Date: "1230",
      }),
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toBe("Malformed request: Card Number is missing.");
  });
});
