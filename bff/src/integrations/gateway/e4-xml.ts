/**
 * The direct API's XML format (Payeezy Gateway Web Service API Reference Guide, "Request
 * Properties", "Response Properties"): the BFF's requests written as `<Transaction>` with the e4
 * element names, and `<TransactionResult>` read back under the JSON names the adapter checks
 * (`E4Answer`), so that both formats go through one schema. Chosen by PAYGPA_GATEWAY_API_FORMAT.
 * The element names are those activemerchant's `firstdata_e4` gateway writes and reads in its
 * recorded answers (`test/unit/gateways/firstdata_e4_test.rb`: ExactID, Transaction_Type,
 * DollarAmount, Card_Number, Expiry_Date, CardHoldersName, VerificationStr2, CVD_Presence_Ind,
 * ZipCode, Reference_No, Customer_Ref, Reference_3, Transaction_Tag, Authorization_Num, and in
 * `<TransactionResult>` Transaction_Error / Transaction_Approved as true/false, EXact_Resp_Code,
 * Bank_Resp_Code, SequenceNo, Retrieval_Ref_No, Currency, CTR …).
 * The TransArmor token (decision 030) is `TransarmorToken` both ways: the request of a token
 * payment (`lib/active_merchant/billing/gateways/firstdata_e4.rb`, `add_credit_card_token`:
 * TransarmorToken, Expiry_Date, CardHoldersName, CardType) and the answer of a tokenizing
 * terminal (`firstdata_e4_test.rb`'s recorded purchase: `<TransarmorToken>8938737759041111`;
 * its recording of a terminal without TransArmor: an empty `<TransarmorToken></TransarmorToken>`).
 */
import { XMLBuilder, XMLParser } from "fast-xml-parser";

const XML_NAMES: Readonly<Record<string, string>> = {
  gateway_id: "ExactID",
  password: "Password",
  transaction_type: "Transaction_Type",
  amount: "DollarAmount",
  cc_number: "Card_Number",
  cc_expiry: "Expiry_Date",
  cardholder_name: "CardHoldersName",
  cvd_code: "VerificationStr2",
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
  sequence_no: "SequenceNo",
  retrieval_ref_no: "Retrieval_Ref_No",
  ctr: "CTR",
};
const JSON_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(XML_NAMES).map(([json, xml]) => [xml, json]),
);

/** A request's fields (JSON names) as a `<Transaction>` document. */
export function transactionXml(fields: Readonly<Record<string, string | number>>): string {
  const transaction = Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [XML_NAMES[name] ?? name, String(value)]),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLBuilder({ format: false }).build({ Transaction: transaction })}`;
}

/** A `<TransactionResult>` document under the JSON names; undefined when it is not one. */
export function transactionResultOf(text: string): Record<string, string> | undefined {
  try {
    const document = new XMLParser({
      ignoreAttributes: true,
      parseTagValue: false,
      htmlEntities: false,
    }).parse(text, true) as Record<string, unknown>;
    const result = document.TransactionResult;
    if (!result || typeof result !== "object" || Array.isArray(result)) return undefined;
    return Object.fromEntries(
      Object.entries(result as Record<string, unknown>)
        .filter((entry): entry is [string, string] => typeof entry[1] === "string")
        .map(([element, value]) => [JSON_NAMES[element] ?? element, value]),
    );
  } catch {
    return undefined;
  }
}
