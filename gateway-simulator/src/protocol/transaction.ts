/**
 * A processed transaction as the gateway keeps it (never the full card number, never the CVV), and
 * its two outward shapes: the hosted page's relay response fields and the direct API's JSON answer.
 */
import type { GatewayMerchant } from "@paygpa/fixtures";
import type { TransactionCardType } from "./cards";
import { relayResponseHash } from "./hashes";
import { formatAmount } from "./money";
import type { DecidedBy, DecidedOutcome } from "./outcomes";
import { buildReceipt } from "./receipt";
import {
  reasonForBankResponse,
  reasonForExactError,
  type ResponseCode,
  TRANSACTION_NORMAL,
} from "./responses";

export type TransactionSource = "hosted-page" | "api";

/**
 * e4 transaction types the simulator processes (Payeezy Gateway Web Service API Reference Guide,
 * §3 "API Transactions" and §4 "Request Properties", `transaction_type`): 00 Purchase, 33 Tagged
 * Void, 34 Tagged Refund.
 */
export type TransactionType = "00" | "33" | "34";

export const TRANSACTION_TYPE_NAMES: Record<TransactionType, string> = {
  "00": "Purchase",
  "33": "Void",
  "34": "Refund",
};

export interface GatewayTransaction {
  /** The gateway's id of the transaction (`Transaction_Tag`, also `x_trans_id`). */
  transactionTag: number;
  transactionType: TransactionType;
  /** For a tagged void or refund: the tag of the purchase it returns; null for a purchase. */
  originalTag: number | null;
  source: TransactionSource;
  /** `x_login` of the payment page, or the terminal's `gateway_id` for the direct API. */
  login: string;
  /** `SequenceNo`, six digits. */
  sequenceNo: string;
  /** `x_invoice_num` / `reference_no`. */
  invoice: string;
  /** `x_po_num` / `customer_ref`. */
  customerRef: string;
  amountCents: number;
  currency: string;
  /** Empty when the gateway could not tell the brand (an invalid number on the direct API). */
  cardType: TransactionCardType | "";
  /** `############1111` */
  maskedCardNumber: string;
  cardholderName: string;
  /** MMYY */
  expiry: string;
  responseCode: ResponseCode;
  reasonCode: number;
  reasonText: string;
  approved: boolean;
  /** True when the gateway itself failed (EXact code other than 00): no bank answer. */
  error: boolean;
  bankRespCode: string;
  bankMessage: string;
  exactRespCode: string;
  exactMessage: string;
  authorizationNum: string;
  retrievalRefNo: string;
  /** CVV2 result: M match, N no match, "" not checked. */
  cvv2: string;
  decidedBy: DecidedBy;
  /** ISO 8601 instant. */
  createdAt: string;
  /** The receipt text (CTR). */
  ctr: string;
}

export interface TransactionInput {
  transactionTag: number;
  /** "00" (purchase) when absent. */
  transactionType?: TransactionType;
  originalTag?: number | null;
  source: TransactionSource;
  login: string;
  sequenceNo: string;
  invoice: string;
  customerRef: string;
  amountCents: number;
  currency: string;
  cardType: TransactionCardType | "";
  maskedCardNumber: string;
  cardholderName: string;
  expiry: string;
  cvvGiven: boolean;
  /** Used only when the transaction is approved. */
  authorizationNum: string;
  retrievalRefNo: string;
  at: Date;
  merchant: GatewayMerchant;
}

export function buildTransaction(input: TransactionInput, outcome: DecidedOutcome): GatewayTransaction {
  const approved = outcome.kind === "approved";
  const error = outcome.kind === "error";
  const exact = outcome.kind === "error" ? outcome.exact : TRANSACTION_NORMAL;
  const bank = outcome.kind === "error" ? null : outcome.bank;
  const reason =
    outcome.kind === "error" ? reasonForExactError(outcome.exact) : reasonForBankResponse(outcome.bank);
  const responseCode: ResponseCode = approved ? 1 : error ? 3 : 2;
  const authorizationNum = approved ? input.authorizationNum : "";
  const retrievalRefNo = error ? "" : input.retrievalRefNo;
  const cvv2 = error || !input.cvvGiven ? "" : bank?.code === "531" ? "N" : "M";
  const ctr = buildReceipt({
    merchant: input.merchant,
    cardType: input.cardType,
    amountCents: input.amountCents,
    currency: input.currency,
    cardholderName: input.cardholderName,
    maskedCardNumber: input.maskedCardNumber,
    at: input.at,
    reference: `001 ${input.sequenceNo} M`,
    authorizationNum,
    transRef: input.invoice,
    approved,
    responseCode: bank ? bank.code : exact.code,
    typeLabel: TRANSACTION_TYPE_NAMES[input.transactionType ?? "00"],
  });
  return {
    transactionTag: input.transactionTag,
    transactionType: input.transactionType ?? "00",
    originalTag: input.originalTag ?? null,
    source: input.source,
    login: input.login,
    sequenceNo: input.sequenceNo,
    invoice: input.invoice,
    customerRef: input.customerRef,
    amountCents: input.amountCents,
    currency: input.currency,
    cardType: input.cardType,
    maskedCardNumber: input.maskedCardNumber,
    cardholderName: input.cardholderName,
    expiry: input.expiry,
    responseCode,
    reasonCode: reason.code,
    reasonText: reason.text,
    approved,
    error,
    bankRespCode: bank?.code ?? "",
    bankMessage: bank?.message ?? "",
    exactRespCode: exact.code,
    exactMessage: exact.message,
    authorizationNum,
    retrievalRefNo,
    cvv2,
    decidedBy: outcome.decidedBy,
    createdAt: input.at.toISOString(),
    ctr,
  };
}

/** The relay response: form fields POSTed to the page's relay URL (all strings). */
export type RelayFields = {
  x_response_code: string;
  x_response_reason_code: string;
  x_response_reason_text: string;
  x_auth_code: string;
  x_trans_id: string;
  x_invoice_num: string;
  x_amount: string;
  x_po_num: string;
  x_login: string;
  x_currency_code: string;
  x_MD5_Hash: string;
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

/**
 * The relay fields of a transaction. `x_MD5_Hash` is signed with the page's response key; a direct
 * API transaction has no page, so its hash is empty.
 */
export function relayFieldsOf(transaction: GatewayTransaction, responseKey: string | null): RelayFields {
  const amount = formatAmount(transaction.amountCents);
  const transId = String(transaction.transactionTag);
  return {
    x_response_code: String(transaction.responseCode),
    x_response_reason_code: String(transaction.reasonCode),
    x_response_reason_text: transaction.reasonText,
    x_auth_code: transaction.authorizationNum,
    x_trans_id: transId,
    x_invoice_num: transaction.invoice,
    x_amount: amount,
    x_po_num: transaction.customerRef,
    x_login: transaction.login,
    x_currency_code: transaction.currency,
    x_MD5_Hash:
      responseKey === null ? "" : relayResponseHash(responseKey, transaction.login, transId, amount),
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

/** The direct API's JSON answer (`POST /transaction/v12`, HTTP 201). */
export interface E4TransactionResponse {
  transaction_error: 0 | 1;
  transaction_approved: 0 | 1;
  exact_resp_code: string;
  exact_message: string;
  bank_resp_code: string;
  bank_message: string;
  bank_resp_code_2: string;
  sequence_no: string;
  avs: string;
  cvv2: string;
  retrieval_ref_no: string;
  transaction_tag: number;
  authorization_num: string;
  gateway_id: string;
  password: string;
  transaction_type: string;
  amount: number;
  currency_code: string;
  cc_number: string;
  cc_expiry: string;
  cardholder_name: string;
  credit_card_type: string;
  reference_no: string;
  customer_ref: string;
  logon_message: string;
  error_number: number;
  error_description: string;
  merchant_name: string;
  merchant_address: string;
  merchant_city: string;
  merchant_province: string;
  merchant_country: string;
  merchant_postal: string;
  merchant_url: string;
  ctr: string;
}

export function apiResponseOf(
  transaction: GatewayTransaction,
  merchant: GatewayMerchant,
): E4TransactionResponse {
  return {
    transaction_error: transaction.error ? 1 : 0,
    transaction_approved: transaction.approved ? 1 : 0,
    exact_resp_code: transaction.exactRespCode,
    exact_message: transaction.exactMessage,
    bank_resp_code: transaction.bankRespCode,
    bank_message: transaction.bankMessage,
    bank_resp_code_2: "",
    sequence_no: transaction.sequenceNo,
    avs: "",
    cvv2: transaction.cvv2,
    retrieval_ref_no: transaction.retrievalRefNo,
    transaction_tag: transaction.transactionTag,
    authorization_num: transaction.authorizationNum,
    gateway_id: transaction.login,
    password: "",
    transaction_type: transaction.transactionType,
    amount: transaction.amountCents / 100,
    currency_code: transaction.currency,
    cc_number: transaction.maskedCardNumber,
    cc_expiry: transaction.expiry,
    cardholder_name: transaction.cardholderName,
    credit_card_type: transaction.cardType,
    reference_no: transaction.invoice,
    customer_ref: transaction.customerRef,
    logon_message: "",
    error_number: 0,
    error_description: " ",
    merchant_name: merchant.name,
    merchant_address: merchant.address,
    merchant_city: merchant.city,
    merchant_province: merchant.province,
    merchant_country: merchant.country,
    merchant_postal: merchant.postal,
    merchant_url: merchant.url,
    ctr: transaction.ctr,
  };
}
