import * as v from "valibot";
import { EMAIL_PATTERN } from "./access";
import { AccountId } from "./common";
import { messages, paymentMessages } from "./messages";
import { PaymentDetailsRequest, PaymentDetailsResponse } from "./payment-results";
import type { RouteEntry } from "./route-entry";
import { BILLING_ERRORS, CARD_PAYMENT_ERRORS, GATEWAY_ERRORS } from "./route-errors";

/** Payments: quick pay, the hosted checkout fingerprint, the card modal, the result page (spec 002, 000 §7). */

export const MIN_PAYMENT = 1;
export const MAX_PAYMENT = 99_999.99;

/** Amounts travel as numbers of dollars; the BFF checks the range and the 2 decimals (rules in payments/). */
export const PaymentAmount = v.pipe(v.number(), v.finite());

/** Quick pay step 1 (spec 002 §5): account number ≤ 10, zip ≤ 5, both required. */
export const QuickPayStep1 = v.object({
  accountId: v.pipe(
    v.string(messages.enterAccountNumber),
    v.trim(),
    v.nonEmpty(messages.enterAccountNumber),
    v.maxLength(10, messages.accountNumberInvalid),
  ),
  postal: v.pipe(
    v.string(paymentMessages.enterZipCode),
    v.trim(),
    v.nonEmpty(paymentMessages.enterZipCode),
    v.maxLength(5, paymentMessages.enterZipCode),
  ),
});

/** POST /api/v1/validate-account (spec 001 §7). */
export const ValidateAccountRequest = v.object({
  accountId: AccountId,
  division: v.optional(v.string(), "GPA"),
  postal: v.pipe(v.string(), v.trim(), v.nonEmpty(paymentMessages.enterZipCode)),
});
export type ValidateAccountRequest = v.InferInput<typeof ValidateAccountRequest>;

export const QuickPayAccount = v.object({
  AccountID: v.string(),
  /** Name and address masked: the first two characters of each word, the rest '*'. */
  Name: v.string(),
  Address: v.string(),
  City: v.string(),
  State: v.string(),
  postal: v.string(),
  className: v.string(),
  cashOnlyFlag: v.picklist(["Y", "N"]),
  /** What the account owes now (never below 0): the suggested amount of step 3. */
  amountDue: v.number(),
});
export type QuickPayAccount = v.InferOutput<typeof QuickPayAccount>;

export const ValidateAccountResponse = v.variant("status", [
  v.object({
    status: v.literal("Success"),
    details: QuickPayAccount,
    /** Quick-pay token: a short-lived session that may pay this one account only. */
    token: v.string(),
  }),
  v.object({ status: v.literal("Failed"), details: v.string() }),
]);
export type ValidateAccountResponse = v.InferOutput<typeof ValidateAccountResponse>;

export const PaymentLineRequest = v.object({ accountId: AccountId, amount: PaymentAmount });
export type PaymentLineRequest = v.InferOutput<typeof PaymentLineRequest>;

/**
 * One payment submission's idempotency key, made once per opening of the card dialog or of the
 * page that starts a hosted checkout: the same key sent again (a double click, a resubmission, a
 * retry after a lost answer) gets the first submission's answer, and the card is charged once.
 */
export const IdempotencyKey = v.pipe(
  v.string(messages.badRequest),
  v.regex(/^[A-Za-z0-9_-]{16,64}$/, messages.badRequest),
);

/** A new idempotency key (a UUID), in the browser or on the server. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * POST /api/v1/get-fphash: a pending checkout and the signed hidden form of the hosted page. With an
 * `idempotencyKey`, the same key gets the same checkout and fingerprint back, not a new invoice.
 */
export const GetFpHashRequest = v.object({
  accounts: v.pipe(v.array(PaymentLineRequest), v.minLength(1, paymentMessages.selectAccountAndAmount)),
  /** RESID or COMM; checked against billing's customer class of the accounts. */
  type: v.optional(v.picklist(["RESID", "COMM"])),
  idempotencyKey: v.optional(IdempotencyKey),
});
export type GetFpHashRequest = v.InferInput<typeof GetFpHashRequest>;

export const GetFpHashResponse = v.object({
  login: v.string(),
  fp_sequence: v.string(),
  fp_timestamp: v.string(),
  fp_hash: v.string(),
  /** Where the hidden form is POSTed (the gateway's hosted payment page). */
  paymentPageUrl: v.string(),
  /** Every hidden field of the form, by its gateway name (x_login … x_relay_response). */
  fields: v.record(v.string(), v.string()),
});
export type GetFpHashResponse = v.InferOutput<typeof GetFpHashResponse>;

/**
 * The brands the card modal offers: spec 000 §5's Visa and MasterCard, and Discover, which the terms
 * (spec 002 §1, §9) accept for residential accounts (a defect a new customer met).
 */
export const CardBrandChoice = v.picklist(["Visa", "MasterCard", "Discover"]);
export type CardBrandChoice = v.InferOutput<typeof CardBrandChoice>;

/** A card field that must be filled: absent, blank or not text all give the field's own message. */
const requiredField = (message: string) =>
  v.optional(v.pipe(v.string(message), v.trim(), v.nonEmpty(message)), "");
const required = requiredField(paymentMessages.cardFieldRequired);

/** The card dialog's Billing Zip Code (spec 000 §3): required, 5 digits; passed to the gateway, never stored. */
export const BillingZipCode = v.pipe(
  requiredField(paymentMessages.enterBillingZip),
  v.check((zip) => zip === "" || /^\d{5}$/.test(zip), paymentMessages.billingZipFormat),
);

/** The card dialog's Confirmation Email (spec 000 §3): where the receipt of this payment goes. */
export const ConfirmationEmail = v.pipe(
  requiredField(paymentMessages.enterConfirmationEmail),
  // One message per field: an empty one is only 'enter', not also 'invalid'.
  v.check(
    (email) => email === "" || (email.length <= 254 && EMAIL_PATTERN.test(email)),
    paymentMessages.confirmationEmailInvalid,
  ),
);

/**
 * POST /api/v1/payeezy: the 'Pay with Your Credit Card' modal (accounts, amounts and card in one
 * call). All card fields are required (spec 000 §5); the field names are the spec's payeezy payload
 * (000 §7) and, for the two it does not list, the card details entity's (000 §3).
 */
export const PayeezyRequest = v.object({
  accounts: v.array(PaymentLineRequest),
  card_type: CardBrandChoice,
  card_holder: required,
  card_num: required,
  /** MMYY */
  exp_date: required,
  /** The CVV: 3 or 4 digits. */
  CAVV: v.pipe(
    required,
    v.check((cvv) => cvv === "" || /^\d{3,4}$/.test(cvv), paymentMessages.cvvFormat),
  ),
  billingZipCode: BillingZipCode,
  confirmationEmail: ConfirmationEmail,
  /** One per opening of the dialog: a repeat is answered with the first attempt's result. */
  idempotencyKey: IdempotencyKey,
  /** 'Save this card' (decision 030): an approved payment's token is kept in the person's wallet. */
  saveCard: v.optional(v.boolean()),
});
export type PayeezyRequest = v.InferOutput<typeof PayeezyRequest>;

/**
 * The payeezy call's error once its checkout exists (the gateway unavailable or its answer lost, or
 * the same submission still running: 409 PAYMENT_IN_PROGRESS): `invoice` lets the result page follow
 * the checkout, settled as an error or pending reconciliation.
 */
export const PayeezyFailure = v.object({
  error: v.object({ code: v.string(), message: v.string(), invoice: v.string() }),
});

export const PayeezyResponse = v.object({
  invoice: v.string(),
  approved: v.boolean(),
  message: v.string(),
  /** Whether 'Save this card' kept the card (decision 030); absent when it was not asked. */
  cardSaved: v.optional(v.boolean()),
});
export type PayeezyResponse = v.InferOutput<typeof PayeezyResponse>;

/** The payments feature's routes in the table (decision 017). */
export const paymentsRoutes = {
  validateAccount: {
    method: "POST",
    path: "/api/v1/validate-account",
    access: "anonymous",
    request: ValidateAccountRequest,
    answer: ValidateAccountResponse,
    rateLimit: "quick-pay",
    errors: [...BILLING_ERRORS, "ACCOUNT_NOT_FOUND", "CASH_ONLY", "ZIP_TRIES_PAUSED", "PAY_NOW_MAINTENANCE"],
    summary: "validate-account (002 §7): quick pay's account and zip check",
  },
  getFpHash: {
    method: "POST",
    path: "/api/v1/get-fphash",
    access: "payer",
    request: GetFpHashRequest,
    answer: GetFpHashResponse,
    errors: [...CARD_PAYMENT_ERRORS],
    summary: "get-fphash (002 §7): the hosted payment page's fingerprint",
  },
  payeezy: {
    method: "POST",
    path: "/api/v1/payeezy",
    access: "payer",
    request: PayeezyRequest,
    answer: PayeezyResponse,
    errors: [...CARD_PAYMENT_ERRORS],
    summary: "payeezy (002 §7): the card dialog's payment",
  },
  paymentDetails: {
    method: "POST",
    path: "/api/payment-details",
    access: "payer",
    request: PaymentDetailsRequest,
    answer: PaymentDetailsResponse,
    errors: [...CARD_PAYMENT_ERRORS],
    summary: "payment-details (002 §7): the result page",
  },
  gatewayRelay: {
    method: "POST",
    path: "/api/v1/gateway/relay",
    access: "gateway",
    // Form fields as strings; a repeated or odd field reads as empty (the signature check refuses it).
    request: v.pipe(
      v.record(v.string(), v.unknown()),
      v.transform((fields) =>
        Object.fromEntries(
          Object.entries(fields).map(([name, value]) => [name, typeof value === "string" ? value : ""]),
        ),
      ),
    ),
    // The page the gateway shows the cardholder (Relay Response): it takes them to the result page.
    answer: v.string(),
    answerType: "html",
    errors: [...BILLING_ERRORS, ...GATEWAY_ERRORS, "RELAY_REFUSED", "RELAY_NOT_CONFIRMED"],
    summary: "the gateway's relay response (Payeezy HPP, form-encoded, signed); answers an HTML page",
  },
} as const satisfies Record<string, RouteEntry>;
