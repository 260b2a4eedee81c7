/**
 * The direct API's XML format, the API's original one: a `<Transaction>` request and a
 * `<TransactionResult>` answer whose elements carry the e4 names (Payeezy Gateway Web Service API
 * Reference Guide, "Request Properties" and "Response Properties": `ExactID`, `Password`,
 * `Transaction_Type`, `DollarAmount`, `Card_Number`, `Expiry_Date`, `CardHoldersName`,
 * `VerificationStr2` …). Each is read into, and written from, the JSON names the simulator works
 * with, so that both formats run the same rules; the answer goes back in the request's format.
 * Every element name below is checked against the requests activemerchant's `firstdata_e4`
 * gateway writes (`lib/active_merchant/billing/gateways/firstdata_e4.rb`: ExactID, Password,
 * Transaction_Type, DollarAmount, Card_Number, Expiry_Date, CardHoldersName, CardType,
 * CVD_Presence_Ind, VerificationStr2, TransarmorToken, Authorization_Num, Transaction_Tag,
 * ZipCode, Customer_Ref, Reference_No, Reference_3) and the recorded answers of its tests
 * (`test/unit/gateways/firstdata_e4_test.rb`: `<TransactionResult>` with Transaction_Error and
 * Transaction_Approved as true/false, EXact_Resp_Code, EXact_Message, Bank_Resp_Code,
 * Bank_Message, Bank_Resp_Code_2, SequenceNo, AVS, CVV2, Retrieval_Ref_No, Currency, LogonMessage,
 * Error_Number, Error_Description, MerchantName … MerchantURL, TransarmorToken, CTR). `CardType`
 * in an answer is the simulator's (the recorded answers have none).
 */
import { XMLBuilder, XMLParser } from "fast-xml-parser";

/** JSON name ↔ XML element, for requests and answers alike. */
const XML_NAMES: Readonly<Record<string, string>> = {
  gateway_id: "ExactID",
  password: "Password",
  transaction_type: "Transaction_Type",
  amount: "DollarAmount",
  cc_number: "Card_Number",
  cc_expiry: "Expiry_Date",
  cardholder_name: "CardHoldersName",
  cvd_code: "VerificationStr2",
  cc_verification_str1: "VerificationStr1",
  cvd_presence_ind: "CVD_Presence_Ind",
  zip_code: "ZipCode",
  reference_no: "Reference_No",
  customer_ref: "Customer_Ref",
  reference_3: "Reference_3",
  transaction_tag: "Transaction_Tag",
  authorization_num: "Authorization_Num",
  currency_code: "Currency",
  credit_card_type: "CardType",
  transarmor_token: "TransarmorToken",
  transaction_error: "Transaction_Error",
  transaction_approved: "Transaction_Approved",
  exact_resp_code: "EXact_Resp_Code",
  exact_message: "EXact_Message",
  bank_resp_code: "Bank_Resp_Code",
  bank_message: "Bank_Message",
  bank_resp_code_2: "Bank_Resp_Code_2",
  sequence_no: "SequenceNo",
  avs: "AVS",
  cvv2: "CVV2",
  retrieval_ref_no: "Retrieval_Ref_No",
  logon_message: "LogonMessage",
  error_number: "Error_Number",
  error_description: "Error_Description",
  merchant_name: "MerchantName",
  merchant_address: "MerchantAddress",
  merchant_city: "MerchantCity",
  merchant_province: "MerchantProvince",
  merchant_country: "MerchantCountry",
  merchant_postal: "MerchantPostal",
  merchant_url: "MerchantURL",
  ctr: "CTR",
};
const JSON_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(XML_NAMES).map(([json, xml]) => [xml, json]),
);
/** Flags the XML answer writes as true/false (the JSON answer: 1/0). */
const FLAGS = new Set(["transaction_error", "transaction_approved"]);

export const XML_MEDIA_TYPES = ["application/xml", "text/xml"];

/**
 * A `<Transaction>` document's fields under their JSON names; an error message when it is not one
 * (not XML, another root, nested elements). Elements other than the e4 names above are ignored.
 * Entities are not expanded beyond XML's five.
 */
export function transactionFieldsOfXml(
  text: string,
): { ok: true; fields: Record<string, string> } | { ok: false; message: string } {
  let document: unknown;
  try {
    document = new XMLParser({
      ignoreAttributes: true,
      parseTagValue: false,
      trimValues: true,
      processEntities: true,
      htmlEntities: false,
    }).parse(text, true);
  } catch {
    return { ok: false, message: "the body is not valid XML." };
  }
  const root = (document as Record<string, unknown> | null)?.Transaction;
  if (root === undefined) return { ok: false, message: "the XML root element must be <Transaction>." };
  if (root === "" || root === null) return { ok: true, fields: {} };
  if (typeof root !== "object" || Array.isArray(root)) {
    return { ok: false, message: "<Transaction> holds one element per field." };
  }
  const fields: Record<string, string> = {};
  for (const [element, value] of Object.entries(root as Record<string, unknown>)) {
    if (typeof value !== "string" && typeof value !== "number") {
      return { ok: false, message: `<${element}> must hold text.` };
    }
    // Only e4 element names are read: `<transarmor_token>` or `<amount>` (JSON names) are not the
    // XML API's elements, so they are ignored like any unknown element, never taken for the field.
    const name = JSON_NAMES[element];
    if (name !== undefined) fields[name] = String(value);
  }
  return { ok: true, fields };
}

/** The `<TransactionResult>` document of an answer given under its JSON names. */
export function transactionResultXml(answer: Readonly<Record<string, unknown>>): string {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer)) {
    const text = FLAGS.has(name) ? (value === 1 || value === true ? "true" : "false") : String(value ?? "");
    result[XML_NAMES[name] ?? name] = text;
  }
  const body = new XMLBuilder({ format: false, suppressEmptyNode: false }).build({
    TransactionResult: result,
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
}
