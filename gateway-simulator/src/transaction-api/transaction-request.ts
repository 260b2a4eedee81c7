/**
 * The direct API's card request: structural checks (a 400 "Malformed request" when a required
 * field is missing or ill-typed), then the request errors e4 answers as a plain-text 400
 * (`E4BadRequest`: 22 an invalid card number, 95 a currency the terminal does not take), then
 * card-data checks that e4 answers as a processed transaction with a gateway error (25 invalid
 * expiry, 27, 31, 37, 57, 60), then the transaction itself. A swiped card's number, expiry and
 * name come from its track (`card-tracks.ts`); the answer echoes the request (`echo.ts`).
 */
import type { GatewayContext } from "../context";
import { invalidCardNumber, invalidCurrency } from "./bad-request";
import { cardDataRefusal, refuseTriggerError } from "./card-refusals";
import { cardOfTracks } from "./card-tracks";
import { withEcho } from "./echo";
import { openTransaction } from "../open-transactions";
import { type ChargeRequest, chargeCard, recordGatewayRefusal } from "../processing";
import {
  type CardBrand,
  cardBrandOf,
  formatExpiry,
  isLuhnValid,
  CARD_TYPE_NAMES,
  maskCardNumber,
  otherCardTypeOf,
  parseExpiry,
} from "../protocol/cards";
import { amountToCents } from "../protocol/money";
import { demoCvvResult } from "../protocol/demo-verification";
import { maskCardNumbersIn } from "../redact";
import { type ExactResponse, exactResponse } from "../protocol/responses";
import { apiResponseOf, type E4TransactionResponse } from "../protocol/api-response";

/** The request body of `POST /transaction/v12` (purchase), as the simulator reads it. */
export interface E4TransactionRequest {
  gateway_id: string;
  password: string;
  /** "00", "01", "02", "04", "05", "13" (card data); the tagged "32"–"34": `tagged-request.ts`. */
  transaction_type: string;
  /** Dollars: a number or a decimal string. */
  amount: number | string;
  cc_number: string;
  /** MMYY */
  cc_expiry: string;
  cardholder_name: string;
  cvd_code?: string;
  cvd_presence_ind?: string | number;
  /** The merchant's reference (invoice number), at most 20 characters. */
  reference_no?: string;
  /** The customer reference, e.g. PHONEDIN or ONLINE, at most 20 characters. */
  customer_ref?: string;
  currency_code?: string;
  /** The original's authorization number: required by a completion ("02") and a void ("13"). */
  authorization_num?: string;
  /** The cardholder's billing zip: a billing address, for the AVS result (`echo.ts`). */
  zip_code?: string;
}

/** Card-data transaction types (Web Service API Reference Guide §3 API Transactions). */
export type CardTransactionType = "00" | "01" | "02" | "04" | "05" | "13";
const CARD_TRANSACTION_TYPES: readonly string[] = ["00", "01", "02", "04", "05", "13"];

export interface ParsedTransactionRequest {
  transactionType: CardTransactionType;
  /** A void's original authorization number; "" for the other types. */
  authorizationNum: string;
  gatewayId: string;
  password: string;
  amountCents: number;
  currency: string;
  ccNumber: string;
  /** A TransArmor token given instead of the card number (with `credit_card_type`). */
  transarmorToken: string;
  creditCardType: string;
  ccExpiry: string;
  cardholderName: string;
  cvdCode: string;
  referenceNo: string;
  customerRef: string;
  /** The request carried a billing address (`Address`, `ZipCode` or `VerificationStr1`). */
  hasAddress: boolean;
  /** The request's fields, for the answer's echo. */
  fields: Readonly<Record<string, unknown>>;
}

export type ParseResult = { ok: true; request: ParsedTransactionRequest } | { ok: false; message: string };

/**
 * Structural checks; e4 answers these with 400 "Malformed request: …". Throws `E4BadRequest` for a
 * swiped card whose track does not read (22) and a currency other than USD (95).
 */
export function parseTransactionRequest(body: unknown): ParseResult {
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    return { ok: false, message: "the body must be a JSON object." };
  }
  const fields = body as Record<string, unknown>;
  const text = (name: string): string | null => {
    const value = fields[name];
    if (typeof value === "string") return value;
    if (typeof value === "number" && Number.isFinite(value)) return String(value);
    return null;
  };
  const track1 = (text("track1") ?? "").trim();
  const track2 = (text("track2") ?? "").trim();
  const swiped = track1 !== "" || track2 !== "";
  const track = swiped ? cardOfTracks(track1, track2) : null;
  if (swiped && !track) throw invalidCardNumber();
  // Type 05 without an amount is a $0 verify (activemerchant `store` sends none).
  const amountOptional = text("transaction_type") === "05";
  const required = requiredFields(swiped, amountOptional, (text("transarmor_token") ?? "").trim() !== "");
  for (const [name, label] of required) {
    const value = text(name);
    if (value === null || value.trim() === "") return { ok: false, message: `${label} is missing.` };
  }
  const transactionType = text("transaction_type") ?? "";
  if (!CARD_TRANSACTION_TYPES.includes(transactionType)) {
    return {
      ok: false,
      message: `Transaction Type ${transactionType} is not supported by the simulator (00 Purchase, 01 Pre-Authorization, 02 Pre-Authorization Completion, 04 Refund, 05 Pre-Authorization Only, 13 Void, 32 Tagged Pre-Authorization Completion, 33 Tagged Void, 34 Tagged Refund).`,
    };
  }
  const authorizationNum = (text("authorization_num") ?? "").trim();
  // A completion and a void name their original by its authorization number (§4 Request Properties).
  if ((transactionType === "02" || transactionType === "13") && !authorizationNum) {
    return { ok: false, message: "Authorization Number is missing." };
  }
  const given = fields.amount;
  const amountCents =
    amountOptional && (given === undefined || given === null || given === "") ? 0 : amountToCents(given);
  // Type 05 (Pre-Authorization Only) verifies a card with $0 (Transaction Types); the others take money.
  const lowest = transactionType === "05" ? 0 : 1;
  if (amountCents === null || amountCents < lowest) return { ok: false, message: "Amount is invalid." };
  const currency = (text("currency_code") ?? "USD") || "USD";
  // GPA's terminal takes US dollars only; another currency is e4's request error 95.
  if (currency !== "USD") throw invalidCurrency();
  const address = fields.address;
  const hasAddress =
    (address !== null && typeof address === "object" && Object.keys(address).length > 0) ||
    Boolean((text("zip_code") ?? "").trim() || (text("cc_verification_str1") ?? "").trim());
  return {
    ok: true,
    request: {
      transactionType: transactionType as CardTransactionType,
      authorizationNum,
      gatewayId: text("gateway_id") ?? "",
      password: text("password") ?? "",
      amountCents,
      currency,
      ccNumber: track ? track.number : (text("cc_number") ?? "").replace(/[\s-]/g, ""),
      transarmorToken: (text("transarmor_token") ?? "").trim(),
      creditCardType: (text("credit_card_type") ?? "").trim(),
      ccExpiry: track ? track.expiry : (text("cc_expiry") ?? "").trim(),
      cardholderName:
        track && !(text("cardholder_name") ?? "").trim()
          ? track.name
          : (text("cardholder_name") ?? "").trim(),
      // `cvd_code` from v12 on; `cc_verification_str2`, its older name, still read (both name the CVV).
      cvdCode: (text("cvd_code") ?? text("cc_verification_str2") ?? "").trim(),
      referenceNo: text("reference_no") ?? "",
      customerRef: text("customer_ref") ?? "",
      hasAddress,
      fields,
    },
  };
}

/** The fields a card request must carry ([name, label]), by how it names the card and the amount. */
function requiredFields(swiped: boolean, amountOptional: boolean, tokenized: boolean): [string, string][] {
  const amount: [string, string][] = amountOptional ? [] : [["amount", "Amount"]];
  // A TransArmor token stands for the card number, with the card's type (TransArmor Tokenization);
  // a swiped card's track holds the number, expiry and name.
  const card: [string, string][] = swiped
    ? []
    : [
        tokenized ? ["credit_card_type", "Credit Card Type"] : ["cc_number", "Card Number"],
        ["cc_expiry", "Expiry Date"],
        ["cardholder_name", "Cardholder Name"],
      ];
  return [
    ["gateway_id", "Gateway ID"],
    ["password", "Password"],
    ["transaction_type", "Transaction Type"],
    ...amount,
    ...card,
  ];
}

/** Processes an authenticated purchase: a gateway refusal for bad card data, else the bank's answer. */
export function chargeRecordOrRefusal(
  context: GatewayContext,
  request: ParsedTransactionRequest,
): E4TransactionResponse {
  const { store } = context;
  const charge: ChargeRequest = {
    source: "api",
    login: store.terminal.gatewayId,
    invoice: request.referenceNo,
    customerRef: request.customerRef,
    amountCents: request.amountCents,
    currency: request.currency,
  };
  // A TransArmor token stands for the card it was issued for, when its card type is the card's.
  const tokenized = request.transarmorToken ? store.transarmor.cardOf(request.transarmorToken) : undefined;
  if (request.transarmorToken && tokenized?.cardType.toLowerCase() !== request.creditCardType.toLowerCase()) {
    throw invalidCardNumber();
  }
  const number = tokenized ? tokenized.digits : request.ccNumber;
  const digits = /^\d{12,19}$/.test(number) ? number : null;
  const brand: CardBrand | null = digits && isLuhnValid(digits) ? cardBrandOf(digits) : null;
  const otherType = digits && isLuhnValid(digits) && !brand ? otherCardTypeOf(digits) : null;
  const expiry = parseExpiry(request.ccExpiry);
  const refusal = cardDataRefusal(request, { digits, brand, otherType, expiry }, context);
  // An invalid number is a request error, not a transaction: 400, nothing kept, no receipt.
  if (!otherType && (!digits || !brand)) throw invalidCardNumber();
  if (refusal || !digits || !brand || !expiry) {
    const transaction = recordGatewayRefusal(
      context,
      charge,
      refusal ?? (exactResponse("22") as ExactResponse),
      {
        maskedCardNumber: digits ? maskCardNumber(digits) : "",
        brand,
        otherType,
        cardholderName: maskCardNumbersIn(request.cardholderName).slice(0, 30),
        expiry: expiry ? formatExpiry(expiry) : "",
      },
    );
    return withEcho(
      context,
      request.fields,
      request.hasAddress,
      false,
      apiResponseOf(transaction, store.merchant),
    );
  }
  const card = {
    digits,
    brand,
    expiry,
    cardholderName: request.cardholderName,
    cvvGiven: request.cvdCode !== "",
    cvvResult: demoCvvResult(request.cvdCode),
  };
  const { transactionType } = request;
  const transaction =
    transactionType === "02" || transactionType === "04" || transactionType === "13"
      ? openTransaction(context, { ...charge, transactionType }, card, request.authorizationNum)
      : chargeCard(context, { ...charge, transactionType }, card, { refuse: refuseTriggerError });
  const answer = withEcho(
    context,
    request.fields,
    request.hasAddress,
    transaction.approved,
    apiResponseOf(transaction, store.merchant),
  );
  // A token is issued on an approved 00, 01 or 05 when the terminal has tokenization on, and given
  // back to a request that used one (TransArmor Tokenization).
  const issues =
    store.transarmor.enabled && transaction.approved && ["00", "01", "05"].includes(transactionType);
  if (issues || tokenized) {
    return {
      ...answer,
      transarmor_token: store.transarmor.tokenFor(digits, CARD_TYPE_NAMES[brand], context.random),
    };
  }
  return answer;
}
