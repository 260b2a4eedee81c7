/** The transaction as the direct API (Web Service API v12) answers it. */
import type { GatewayMerchant } from "@paygpa/fixtures";
import type { GatewayTransaction } from "./transaction";

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
  /** TransArmor: the card's token, when the terminal issues tokens or the request used one. */
  transarmor_token?: string;
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
