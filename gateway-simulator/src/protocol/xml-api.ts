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
 * The request's elements are read as the published schemas type them (./e4-elements.ts, nested
 * `<Address>`, `<StoredCredentials>`, `<Level3>` included); the answer lists its elements in the
 * order of a recorded real v27 answer (activemerchant `test/unit/gateways/firstdata_e4_v27_test.rb`,
 * the transcript of `test_transcript_scrubbing`: ExactID, Password, Transaction_Type, DollarAmount,
 * SurchargeAmount, Card_Number, Transaction_Tag, … CTR, FraudSuspected, Address, …) with
 * `DollarAmount` as that answer writes it ("1.0", "47.38", "5013.0", "0.0").
 */
import { XMLBuilder, XMLParser } from "fast-xml-parser";
import { readTransactionElements, type E4Object } from "./e4-elements";
import { SIMPLE_ELEMENTS } from "./e4-schema";
import { complexTypeOfJson } from "./e4-elements";

/** JSON name → XML element of the answer's own (result) properties. */
const RESULT_NAMES: Readonly<Record<string, string>> = {
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
  cavv_response: "CAVV_Response",
  amount_requested: "AmountRequested",
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
  current_balance: "CurrentBalance",
  previous_balance: "PreviousBalance",
  ctr: "CTR",
};
/** JSON name → XML element for every answer property (the request's, echoed, and the result's). */
const XML_NAMES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    Object.entries(SIMPLE_ELEMENTS)
      .filter(([xml]) => xml !== "VerificationStr2")
      .map(([xml, json]) => [json, xml]),
  ),
  ...RESULT_NAMES,
};
/** The answer's element order: the recorded real v27 answer's. Others follow, in the answer's order. */
const RESULT_ORDER = [
  "ExactID",
  "Password",
  "Transaction_Type",
  "DollarAmount",
  "SurchargeAmount",
  "Card_Number",
  "Transaction_Tag",
  "SplitTenderID",
  "Track1",
  "Track2",
  "PAN",
  "Authorization_Num",
  "Expiry_Date",
  "CardHoldersName",
  "CVD_Presence_Ind",
  "ZipCode",
  "Tax1Amount",
  "Tax1Number",
  "Tax2Amount",
  "Tax2Number",
  "Secure_AuthRequired",
  "Secure_AuthResult",
  "Ecommerce_Flag",
  "XID",
  "CAVV",
  "Reference_No",
  "Customer_Ref",
  "Reference_3",
  "Language",
  "Client_IP",
  "Client_Email",
  "User_Name",
  "LogonMessage",
  "Error_Number",
  "Error_Description",
  "Transaction_Error",
  "Transaction_Approved",
  "EXact_Resp_Code",
  "EXact_Message",
  "Bank_Resp_Code",
  "Bank_Message",
  "Bank_Resp_Code_2",
  "SequenceNo",
  "AVS",
  "CVV2",
  "Retrieval_Ref_No",
  "CAVV_Response",
  "Currency",
  "AmountRequested",
  "PartialRedemption",
  "MerchantName",
  "MerchantAddress",
  "MerchantCity",
  "MerchantProvince",
  "MerchantCountry",
  "MerchantPostal",
  "MerchantURL",
  "TransarmorToken",
  "CardType",
  "CurrentBalance",
  "PreviousBalance",
  "EAN",
  "CardCost",
  "VirtualCard",
  "CTR",
  "FraudSuspected",
  "Address",
  "StoredCredentials",
  "SplitShipmentNumber",
];
/** Amounts the XML answer writes as the recorded answers do ("1.0", "50.0"). */
const AMOUNT_NAMES = new Set(["amount", "surcharge_amount", "tax1_amount", "tax2_amount"]);
/** Flags the XML answer writes as true/false (the JSON answer: 1/0). */
const FLAGS = new Set(["transaction_error", "transaction_approved"]);

export const XML_MEDIA_TYPES = ["application/xml", "text/xml"];

/**
 * A `<Transaction>` document's fields under their JSON names; an error message when it is not one
 * (not XML, another root, an element the schemas type otherwise). Elements the schemas do not
 * declare are ignored. Entities are not expanded beyond XML's five.
 */
export function transactionFieldsOfXml(
  text: string,
): { ok: true; fields: E4Object } | { ok: false; message: string } {
  let document: unknown;
  try {
    document = new XMLParser({
      ignoreAttributes: true,
      parseTagValue: false,
      trimValues: true,
      processEntities: true,
      htmlEntities: false,
      removeNSPrefix: true,
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
  return readTransactionElements(root as Record<string, unknown>);
}

/** "1.0", "47.38", "5013.0", "0.0": `DollarAmount` as the recorded real answers write it. */
export function answerDollarAmount(value: unknown): string {
  const amount = Number(value);
  if (!Number.isFinite(amount)) return String(value ?? "");
  const text = String(Math.round(amount * 100) / 100);
  return text.includes(".") ? text : `${text}.0`;
}

/** The `<TransactionResult>` document of an answer given under its JSON names. */
export function transactionResultXml(answer: Readonly<Record<string, unknown>>): string {
  const elements: [string, unknown][] = [];
  for (const [name, value] of Object.entries(answer)) {
    const complex = complexTypeOfJson(name);
    if (complex && value !== null && typeof value === "object") {
      elements.push([complex.xml, xmlOfNested(value as E4Object, complex.type.children)]);
      continue;
    }
    const text = FLAGS.has(name)
      ? value === 1 || value === true
        ? "true"
        : "false"
      : AMOUNT_NAMES.has(name) && value !== null && value !== ""
        ? answerDollarAmount(value)
        : String(value ?? "");
    elements.push([XML_NAMES[name] ?? name, text]);
  }
  const rank = (element: string) => {
    const index = RESULT_ORDER.indexOf(element);
    return index === -1 ? RESULT_ORDER.length : index;
  };
  elements.sort((a, b) => rank(a[0]) - rank(b[0]));
  const body = new XMLBuilder({ format: false, suppressEmptyNode: false }).build({
    TransactionResult: Object.fromEntries(elements),
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
}

/** A nested answer object under its XML names (`address1` → `Address1`, line items repeated). */
function xmlOfNested(
  value: E4Object,
  children: Readonly<
    Record<string, string | { json: string; type: { children: Readonly<Record<string, unknown>> } }>
  >,
): Record<string, unknown> {
  const byJson = new Map(
    Object.entries(children).map(([xml, declared]) => [
      typeof declared === "string" ? declared : declared.json,
      [xml, declared] as const,
    ]),
  );
  const out: Record<string, unknown> = {};
  for (const [json, item] of Object.entries(value)) {
    const entry = byJson.get(json);
    if (!entry) continue;
    const [xml, declared] = entry;
    if (typeof declared === "string") out[xml] = String(item);
    else {
      const nested = declared.type.children as Parameters<typeof xmlOfNested>[1];
      out[xml] = Array.isArray(item)
        ? item.map((one) => xmlOfNested(one, nested))
        : xmlOfNested(item as E4Object, nested);
    }
  }
  return out;
}
