/**
 * The requests of activemerchant's e4 clients as they write them (`build_request`), the recorded
 * v27 purchase, and the reading of `<TransactionResult>`: shared by the recorded-exchange tests.
 */
import { XMLParser } from "fast-xml-parser";
import { signE4Request } from "../src/index";
import { type Gateway, TERMINAL } from "./helpers";

export const NS = 'xmlns="http://secure2.e-xact.com/vplug-in/transaction/rpc-enc/encodedTypes"';
export const CREDENTIALS = () =>
  `<ExactID>${TERMINAL.gatewayId}</ExactID><Password>${TERMINAL.password}</Password>`;

/** The recorded v27 request of `test_transcript_scrubbing`, credentials and expiry substituted. */
export const recordedV27Purchase = () =>
  `<?xml version="1.0" encoding="UTF-8"?><Transaction ${NS}>${CREDENTIALS()}<Transaction_Type>00</Transaction_Type><DollarAmount>1.00</DollarAmount><Currency>USD</Currency><Card_Number>4242424242424242</Card_Number><Expiry_Date>0930</Expiry_Date><CardHoldersName>Longbob Longsen</CardHoldersName><CardType>Visa</CardType><Ecommerce_Flag>07</Ecommerce_Flag><CVD_Presence_Ind>1</CVD_Presence_Ind><CVDCode>123</CVDCode><CAVV/><XID/><Address><Address1>456 My Street</Address1><Address2>Apt 1</Address2><City>Ottawa</City><State>ON</State><Zip>K1C2N6</Zip><CountryCode>CA</CountryCode></Address><Reference_No>1</Reference_No><Reference_3>Store Purchase</Reference_3></Transaction>`;

/** A request as the client builds it: `build_request` wraps the body in `<Transaction>` with the type. */
export const clientRequest = (type: string, body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Transaction ${NS}>${CREDENTIALS()}<Transaction_Type>${type}</Transaction_Type>${body}</Transaction>`;

export function postXml(gateway: Gateway, xml: string, version = "v28") {
  const target = `/transaction/${version}`;
  const headers =
    version === "v11"
      ? { "content-type": "application/xml" }
      : signE4Request({
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
    headers: { ...headers, Accepts: "application/xml" },
    body: xml,
  });
}

export const parse = (text: string) =>
  new XMLParser({ parseTagValue: false }).parse(text).TransactionResult as Record<string, unknown>;
/**
 * The elements of the recorded real v27 answer (the transcript's `<TransactionResult>`, 2018), in
 * its order, but `CVDCode`, which the simulator never hands back.
 */
export const RECORDED_ORDER =
  `ExactID Password Transaction_Type DollarAmount SurchargeAmount Card_Number Transaction_Tag
  SplitTenderID Track1 Track2 PAN Authorization_Num Expiry_Date CardHoldersName CVD_Presence_Ind
  ZipCode Tax1Amount Tax1Number Tax2Amount Tax2Number Secure_AuthRequired Secure_AuthResult
  Ecommerce_Flag XID CAVV Reference_No Customer_Ref Reference_3 Language Client_IP Client_Email
  User_Name Transaction_Error Transaction_Approved EXact_Resp_Code EXact_Message Bank_Resp_Code
  Bank_Message Bank_Resp_Code_2 SequenceNo AVS CVV2 Retrieval_Ref_No CAVV_Response Currency
  AmountRequested PartialRedemption MerchantName MerchantAddress MerchantCity MerchantProvince
  MerchantCountry MerchantPostal MerchantURL TransarmorToken CardType CurrentBalance PreviousBalance
  EAN CardCost VirtualCard CTR FraudSuspected Address SplitShipmentNumber`.split(/\s+/);
