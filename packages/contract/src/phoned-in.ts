/**
 * The back office's Phoned-In Bill Payment (spec 000 §2 'Phoned-In Bill Payment', §3 'Phoned-in
 * account result', 'Payment history', §7) and the pay-by-link beyond it (beyond the spec: card numbers stay off the phone).
 */
import * as v from "valibot";
import { AccountSummaryLine } from "./accounts";
import { AccountId } from "./common";
import { paymentMessages } from "./messages";
import { InvoiceNumber, PaymentDetailsResponse } from "./payment-results";
import { ConfirmationEmail, GetFpHashResponse, PaymentLineRequest } from "./payments";
import type { RouteEntry } from "./route-entry";
import { BILLING_ERRORS, CARD_PAYMENT_ERRORS } from "./route-errors";

/** The back office's Phoned-In Bill Payment (spec 000 §2, §5, §8) and pay by link (beyond the spec: card numbers stay off the phone). */
export const phonedInMessages = {
  searchNetworkFailure: "Server Error!",
  enterAmount: paymentMessages.enterAmount,
  // not quoted by the spec: the screen's own texts and the pay-by-link's
  enterAccountId: "Please enter an Account ID.",
  accountListedTwice: "This account is already in the list.",
  cashOnlyAccount:
    "This account is flagged for Cash Only payments: it cannot be paid by card here. Please refer the customer to a GPA payment center.",
  payLinkAmount: paymentMessages.amountRange,
  payLinkSent: "A payment link valid for 24 hours has been e-mailed to",
  payLinkInvalid:
    "This payment link is not valid, has already been used or has expired. Please call GPA Customer Service for a new one.",
  payLinkInProgress:
    "A payment with this link is already under way. Please wait for its result before trying again.",
  stepThreeWaiting: "Waiting for the customer's payment on the secure payment page...",
} as const;

/** POST /api/v1/user-latest-bill-phoned: one account of step 1's search (spec 000 §7). */
export const PhonedInAccountRequest = v.object({
  accountId: AccountId,
  division: v.optional(v.string(), "GPA"),
});
export type PhonedInAccountRequest = v.InferInput<typeof PhonedInAccountRequest>;

/** spec 000 §3 'Phoned-in account result', with the summary line the tables show (every rule applied). */
export const PhonedInAccount = v.object({
  arrears: v.object({
    details: v.object({
      AccountID: v.string(),
      CurrentBalance: v.number(),
      PayoffBalance: v.number(),
      Name: v.string(),
      PremiseInfo: v.string(),
    }),
    arrears: v.array(v.object({ Label: v.string(), ArrearsAmount: v.number() })),
  }),
  paymentDetails: v.nullable(v.object({ billDate: v.string(), dueDate: v.string() })),
  type: v.picklist(["prepaid", "postpaid"]),
  email: v.nullable(v.string()),
  cashOnlyFlag: v.picklist(["Y", "N"]),
  unpaidBalance: v.nullable(v.number()),
  prepayBalance: v.nullable(v.number()),
  prepaySAId: v.nullable(v.string()),
  summary: AccountSummaryLine,
});
export type PhonedInAccount = v.InferOutput<typeof PhonedInAccount>;

export const PhonedInAccountResponse = v.variant("status", [
  v.object({ status: v.literal("Success"), result: PhonedInAccount }),
  /** Billing's description of the refusal, with the account id (spec 000 §8). */
  v.object({ status: v.literal("Failed"), accountId: v.string(), description: v.string() }),
]);
export type PhonedInAccountResponse = v.InferOutput<typeof PhonedInAccountResponse>;

/** POST /api/v1/user-payment-history and /api/v1/user-payment-history-ccb. */
export const PaymentHistoryRequest = v.object({ accountId: AccountId });

/** spec 000 §3 'Payment history, web': the payments made through this portal for the account. */
export const WebPaymentHistoryRow = v.object({
  payment_date: v.string(),
  username: v.string(),
  receipt_num: v.string(),
  transaction_tag: v.string(),
  status: v.string(),
  amount: v.string(),
});
export const WebPaymentHistoryResponse = v.object({ result: v.array(WebPaymentHistoryRow) });
export type WebPaymentHistoryResponse = v.InferOutput<typeof WebPaymentHistoryResponse>;

/** spec 000 §3 'Payment history, complete', with the label the table shows (PS: 'Payment'). */
export const CompletePaymentHistoryRow = v.object({
  ArrearsDate: v.string(),
  FinancialTransactionType: v.string(),
  TotalAmount: v.number(),
  label: v.picklist(["Payment", "Payment Adjustment"]),
});
export const CompletePaymentHistoryResponse = v.object({ result: v.array(CompletePaymentHistoryRow) });
export type CompletePaymentHistoryResponse = v.InferOutput<typeof CompletePaymentHistoryResponse>;

/** Step 2's 'E-mail a payment link' (beyond the spec: card numbers stay off the phone): these accounts and amounts, to this address. */
export const SendPayLinkRequest = v.object({
  accounts: v.pipe(v.array(PaymentLineRequest), v.minLength(1, paymentMessages.selectAccountAndAmount)),
  email: ConfirmationEmail,
});
export type SendPayLinkRequest = v.InferInput<typeof SendPayLinkRequest>;
export const SendPayLinkResponse = v.object({ sentTo: v.string(), expiresAt: v.string() });

/** The e-mailed link's token (256 bits, base64url). */
const PayLinkToken = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{20,100}$/));
export const PayLinkRequest = v.object({ token: PayLinkToken });
export type PayLinkRequest = v.InferInput<typeof PayLinkRequest>;

/** What the customer sees before paying: the accounts and amounts the clerk chose, the name masked. */
export const PayLinkResponse = v.object({
  customerName: v.string(),
  accounts: v.array(v.object({ accountId: v.string(), amount: v.string() })),
  total: v.string(),
  expiresAt: v.string(),
  /** The invoice of the link's last attempt, for its result page; null before the first. */
  invoice: v.nullable(v.string()),
});
export type PayLinkResponse = v.InferOutput<typeof PayLinkResponse>;

/** The phoned-in feature's routes in the table (decision 017). */
export const phonedInRoutes = {
  userLatestBillPhoned: {
    method: "POST",
    path: "/api/v1/user-latest-bill-phoned",
    access: { admin: "phonedIn" },
    request: PhonedInAccountRequest,
    answer: PhonedInAccountResponse,
    errors: [...BILLING_ERRORS, "ACCOUNT_NOT_FOUND"],
    summary: "user-latest-bill-phoned (000 §7): one account of the phoned-in search",
  },
  userPaymentHistory: {
    method: "POST",
    path: "/api/v1/user-payment-history",
    access: { admin: "phonedIn" },
    request: PaymentHistoryRequest,
    answer: WebPaymentHistoryResponse,
    errors: [...BILLING_ERRORS, "ACCOUNT_NOT_FOUND"],
    summary: "user-payment-history (000 §7): the account's web payments",
  },
  userPaymentHistoryCcb: {
    method: "POST",
    path: "/api/v1/user-payment-history-ccb",
    access: { admin: "phonedIn" },
    request: PaymentHistoryRequest,
    answer: CompletePaymentHistoryResponse,
    errors: [...BILLING_ERRORS, "ACCOUNT_NOT_FOUND"],
    summary: "user-payment-history-ccb (000 §7): billing's payments of the account, at most 18",
  },
  sendPayLink: {
    method: "POST",
    path: "/api/v1/phoned-in/pay-link",
    access: { admin: "phonedIn" },
    request: SendPayLinkRequest,
    answer: SendPayLinkResponse,
    errors: [...BILLING_ERRORS, "ACCOUNT_NOT_FOUND", "CASH_ONLY", "INVALID_AMOUNT", "NO_AMOUNT"],
    summary: "pay by link (beyond the spec): e-mails the customer a single-use 24-hour payment link",
  },
  payLink: {
    method: "POST",
    path: "/api/v1/pay-link",
    access: "anonymous",
    request: PayLinkRequest,
    answer: PayLinkResponse,
    rateLimit: "quick-pay",
    errors: [...CARD_PAYMENT_ERRORS, "PAY_LINK_GONE", "PAY_LINK_IN_PROGRESS", "FORBIDDEN"],
    summary: "pay by link: what the e-mailed link pays",
  },
  payLinkCheckout: {
    method: "POST",
    path: "/api/v1/pay-link/checkout",
    access: "anonymous",
    request: PayLinkRequest,
    answer: GetFpHashResponse,
    rateLimit: "quick-pay",
    errors: [...CARD_PAYMENT_ERRORS, "PAY_LINK_GONE", "PAY_LINK_IN_PROGRESS", "FORBIDDEN"],
    summary: "pay by link: the hosted payment page's signed form for the link's accounts and amounts",
  },
  payLinkPaymentDetails: {
    method: "POST",
    path: "/api/v1/pay-link/payment-details",
    access: "anonymous",
    // The link's token and the invoice, field by field: a property read (`.entries`) would be kept by
    // the bundler in every page that imports this module.
    request: v.object({ token: PayLinkToken, invoice_num: InvoiceNumber }),
    answer: PaymentDetailsResponse,
    // No per-address limit: the result page asks again while pending, and a 256-bit token is not guessed.
    errors: [...CARD_PAYMENT_ERRORS, "PAY_LINK_GONE", "PAY_LINK_IN_PROGRESS", "FORBIDDEN"],
    summary: "pay by link: the result page of the link's payment",
  },
} as const satisfies Record<string, RouteEntry>;
