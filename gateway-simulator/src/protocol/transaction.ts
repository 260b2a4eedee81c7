/**
 * A processed transaction as the gateway keeps it (never the full card number, never the CVV). Its two
 * outward shapes are in ./relay-response.ts (the hosted page) and ./api-response.ts (the direct API).
 */
import type { GatewayMerchant } from "@paygpa/fixtures";
import type { TransactionCardType } from "./cards";
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
 * §3 "API Transactions" and §4 "Request Properties", `transaction_type`; the support article
 * "Transaction Types Available"): 00 Purchase, 01 Pre-Authorization, 02 Pre-Authorization
 * Completion (card data and the pre-authorization's authorization number), 04 Refund (card data),
 * 05 Pre-Authorization Only, 13 Void (card data and authorization number), 32 Tagged
 * Pre-Authorization Completion, 33 Tagged Void, 34 Tagged Refund. Payeezy's own published list
 * (payeezy/payeezy_android, `TransactionTypeConstants.java`: "02 = Pre-Authorization Completion,
 * 03 = Forced Post, 04 = Refund, 05 = Pre-Authorization Only, 07 = PayPal Order, 13 = Void") and
 * Fiserv's "Payeezy migration: Core Components" agree; the simulator does not take 03 (a voice
 * authorization from the issuer), 07 (PayPal) or the ValueLink gift card types 83–89.
 */
export type TransactionType = "00" | "01" | "02" | "04" | "05" | "13" | "32" | "33" | "34";

export const TRANSACTION_TYPE_NAMES: Record<TransactionType, string> = {
  "00": "Purchase",
  "01": "Pre-Authorization",
  "02": "Completion",
  "04": "Refund",
  "05": "Pre-Authorization Only",
  "13": "Void",
  "32": "Completion",
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
  /** `reference_3`, the merchant's third reference (the Search API's "Reference 3" column). */
  reference3: string;
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
  reference3?: string;
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
  /** The CVV2 result the demo gives for the CVV's first character (`demo-verification.ts`); M when unset. */
  cvvResult?: string;
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
  const cvv2 = error || !input.cvvGiven ? "" : bank?.code === "531" ? "N" : (input.cvvResult ?? "M");
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
    reference3: input.reference3 ?? "",
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
