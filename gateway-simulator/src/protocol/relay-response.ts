/**
 * The hosted payment page's relay response: the transaction as the form fields POSTed to the page's
 * relay URL, signed with the page's response key.
 */
import { relayResponseHash } from "./hashes";
import { formatAmount } from "./money";
import type { GatewayTransaction } from "./transaction";

/** The relay response: form fields POSTed to the page's relay URL (all strings). */
export type RelayFields = StandardRelayFields & {
  /** The merchant's own fields, echoed back (every `x_` field and every custom field it posted). */
  [echoed: string]: string;
};

type StandardRelayFields = {
  x_response_code: string;
  x_response_subcode: string;
  x_response_reason_code: string;
  x_response_reason_text: string;
  x_auth_code: string;
  x_trans_id: string;
  x_invoice_num: string;
  x_amount: string;
  x_po_num: string;
  x_login: string;
  x_currency_code: string;
  x_type: string;
  x_method: string;
  x_avs_code: string;
  x_cvv2_resp_code: string;
  x_cavv_response: string;
  x_MD5_Hash: string;
  /** Only from a page set to HMAC Calculation SHA-1, which signs with it instead of x_MD5_Hash. */
  x_SHA1_Hash?: string;
  Transaction_Approved: "YES" | "NO";
  Transaction_Error: "true" | "false";
  Transaction_Tag: string;
  SequenceNo: string;
  Reference_No: string;
  Customer_Ref: string;
  Authorization_Num: string;
  Bank_Resp_Code: string;
  Bank_Message: string;
  EXact_Resp_Code: string;
  EXact_Message: string;
  Retrieval_Ref_No: string;
  CVV2: string;
  Card_Number: string;
  CardHoldersName: string;
  TransactionCardType: string;
  DollarAmount: string;
  Currency: string;
  exact_ctr: string;
};

/** What signs a relay: the page's response key and its HMAC Calculation setting. */
export interface RelaySigner {
  responseKey: string;
  hmacCalculation?: "MD5" | "SHA1";
}

/**
 * The relay fields of a transaction. `x_MD5_Hash` is signed with the page's response key; a direct
 * API transaction has no page, so its hash is empty. A page set to SHA-1 sends `x_SHA1_Hash` (same
 * message, SHA-1) and an empty `x_MD5_Hash` (Hosted Checkout Payment Pages Integration Manual §4.9,
 * §11.2.3 Relay Response Signature).
 */
/** `x_type` of a transaction type (Hosted Checkout Payment Pages Integration Manual, "x_type"). */
const X_TYPES: Record<string, string> = {
  "00": "AUTH_CAPTURE",
  "01": "AUTH_ONLY",
  "04": "CREDIT",
  "13": "VOID",
};

/** Fields a relay never echoes: card data the merchant should not have posted, and the gateway's own. */
const NEVER_ECHOED = /^(x_card_num|x_exp_date|x_card_code|x_tran_key|x_password)$|card.?num|cvv|cvd|hash/i;

/**
 * The merchant's posted fields a relay echoes back (Relay Response: every `x_` field the merchant
 * sent, its own custom fields too), without card data; the gateway's result fields are set after.
 */
export function echoedFieldsOf(posted: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(posted).filter(([name]) => !NEVER_ECHOED.test(name)));
}

/**
 * The AVS result of a hosted payment: "Y" address and zip given, "Z" the zip only, "P" no address
 * (not applicable); a gateway error has none (ETG / bank response codes, AVS codes).
 */
function avsCodeOf(transaction: GatewayTransaction, echoed: Readonly<Record<string, string>>): string {
  if (transaction.error) return "";
  if (echoed.x_address && echoed.x_zip) return "Y";
  return echoed.x_zip ? "Z" : "P";
}

export function relayFieldsOf(
  transaction: GatewayTransaction,
  signer: RelaySigner | null,
  echoed: Readonly<Record<string, string>> = {},
): RelayFields {
  const amount = formatAmount(transaction.amountCents);
  const transId = String(transaction.transactionTag);
  const sha1 = signer?.hmacCalculation === "SHA1";
  const hash = (algorithm: "md5" | "sha1") =>
    signer === null
      ? ""
      : relayResponseHash(signer.responseKey, transaction.login, transId, amount, algorithm);
  return {
    ...echoedFieldsOf(echoed),
    x_response_code: String(transaction.responseCode),
    x_response_subcode: "1",
    x_response_reason_code: String(transaction.reasonCode),
    x_response_reason_text: transaction.reasonText,
    x_auth_code: transaction.authorizationNum,
    x_trans_id: transId,
    x_invoice_num: transaction.invoice,
    x_amount: amount,
    x_po_num: transaction.customerRef,
    x_login: transaction.login,
    x_currency_code: transaction.currency,
    x_type: X_TYPES[transaction.transactionType] ?? "AUTH_CAPTURE",
    x_method: "CC",
    x_avs_code: avsCodeOf(transaction, echoed),
    x_cvv2_resp_code: transaction.cvv2,
    // No 3-D Secure on the page: blank is "CAVV not validated".
    x_cavv_response: "",
    x_MD5_Hash: sha1 ? "" : hash("md5"),
    ...(sha1 ? { x_SHA1_Hash: hash("sha1") } : {}),
    Transaction_Approved: transaction.approved ? "YES" : "NO",
    Transaction_Error: transaction.error ? "true" : "false",
    Transaction_Tag: transId,
    SequenceNo: transaction.sequenceNo,
    Reference_No: transaction.invoice,
    Customer_Ref: transaction.customerRef,
    Authorization_Num: transaction.authorizationNum,
    Bank_Resp_Code: transaction.bankRespCode,
    Bank_Message: transaction.bankMessage,
    EXact_Resp_Code: transaction.exactRespCode,
    EXact_Message: transaction.exactMessage,
    Retrieval_Ref_No: transaction.retrievalRefNo,
    CVV2: transaction.cvv2,
    Card_Number: transaction.maskedCardNumber,
    CardHoldersName: transaction.cardholderName,
    TransactionCardType: transaction.cardType,
    DollarAmount: amount,
    Currency: transaction.currency,
    exact_ctr: transaction.ctr,
  };
}
