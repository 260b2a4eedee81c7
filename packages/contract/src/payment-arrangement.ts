/**
 * Payment arrangement (spec 002 §2 'Payment arrangement screens', §3, §4, §5, §7; spec 000 §4):
 * request and answer schemas. The BFF holds the arrangement in progress (the draft): the portal
 * sends what the customer chose and shows what the BFF decided. Money travels as dollars.
 */
import * as v from "valibot";
import { AccountId } from "./common";
import { messages } from "./messages";
import { arrangementMessages } from "./messages-account";
import { GetFpHashResponse, IdempotencyKey } from "./payments";
import type { ErrorCode } from "./error-codes";
import type { RouteEntry } from "./route-entry";
import { BILLING_ERRORS, CARD_PAYMENT_ERRORS } from "./route-errors";

/** Which button the Account Overview shows (spec 002 §4). */
export const ArrangementAvailability = v.picklist(["pending", "request", "none"]);

/** A case (spec 002 §3 'Case record'), with what the case form prints. */
export const ArrangementCase = v.object({
  caseId: v.string(),
  accountId: v.string(),
  customerContactId: v.string(),
  /** '10': the signed form is still to be uploaded. */
  customerContactStatus: v.string(),
  fullName: v.string(),
  premiseAddress: v.string(),
});
export type ArrangementCase = v.InferOutput<typeof ArrangementCase>;

/** POST /api/v1/details-payment-arr (spec 002 §7): the customer's cases and the dashboard's button. */
export const ArrangementDetailsRequest = v.object({ personId: v.pipe(v.string(), v.nonEmpty()) });
export const ArrangementDetailsResponse = v.object({
  availability: ArrangementAvailability,
  /** The customer holds a commercial account: told to e-mail the business team (spec 002 §1, §6). */
  commercialNotice: v.boolean(),
  cases: v.array(ArrangementCase),
});
export type ArrangementDetailsResponse = v.InferOutput<typeof ArrangementDetailsResponse>;

/**
 * The payment arrangement account as the steps show it (spec 002 §3 'Payment arrangement account'),
 * every figure decided by the BFF.
 */
export const ArrangementAccount = v.object({
  accountId: v.string(),
  fullName: v.string(),
  emailAddress: v.string(),
  premiseAddress: v.string(),
  balance: v.number(),
  depAmount: v.number(),
  depCredit: v.number(),
  applyDeposit: v.boolean(),
  /** The balance step 2 starts from (minus the deposit when applied). */
  balanceAfterDeposit: v.number(),
  /** Paid today through the hosted page (approved payments of this arrangement). */
  amountPaidToday: v.number(),
  /** The balance after today's payment: what the case spreads over 6 months. */
  newBalanceAfterPay: v.number(),
  /** The average monthly amount (balance / 6), or null when the balance is not above zero. */
  monthlyAmount: v.nullable(v.number()),
  isPaid: v.boolean(),
  depositStopped: v.boolean(),
  case: v.nullable(ArrangementCase),
});
export type ArrangementAccount = v.InferOutput<typeof ArrangementAccount>;

/** The draft arrangement: every step's loader reads it. */
export const ArrangementDraftResponse = v.object({
  customerName: v.string(),
  emailAddress: v.string(),
  /** The total owed: balances above 0 only (spec 002 §5). */
  total: v.number(),
  monthlyAmount: v.nullable(v.number()),
  accounts: v.array(ArrangementAccount),
  /** payment-arr-list only: the customer's earlier draft was resumed (its choices kept). */
  resumed: v.optional(v.boolean()),
});
export type ArrangementDraftResponse = v.InferOutput<typeof ArrangementDraftResponse>;

/**
 * POST /api/v1/payment-arr-list (spec 002 §7): the eligible accounts; resumes the customer's draft
 * (its choices kept) unless `startOver` asks for a new one.
 */
export const ArrangementListRequest = v.object({ startOver: v.optional(v.boolean()) });
/** POST /api/v1/payment-arr-draft: the draft as it stands (reload, Back, a second tab). */
export const ArrangementDraftRequest = v.object({});

/** POST /api/v1/payment-arr-apply-deposit: the Apply Deposit toggle of one account. */
export const ApplyDepositRequest = v.object({ accountId: AccountId, applyDeposit: v.boolean() });

/** POST /api/v1/get-fphash-payment-arr (spec 002 §7): Pay Now of step 2 through the hosted page. */
export const ArrangementFpHashRequest = v.object({
  accountId: AccountId,
  amount: v.pipe(
    v.number(arrangementMessages.enterAmount),
    v.finite(arrangementMessages.enterAmount),
    v.minValue(0.01, arrangementMessages.enterAmount),
    v.maxValue(99_999.99, arrangementMessages.enterAmount),
  ),
  /** One per account and opening of step 2: Pay Now sent again gets the same checkout (invoice). */
  idempotencyKey: v.optional(IdempotencyKey),
});

/** POST /api/v1/payment-arr-payment: the thank-you page's outcome of one hosted payment. */
export const ArrangementPaymentRequest = v.object({
  invoice_num: v.pipe(v.string(), v.regex(/^\d{1,20}$/, messages.badRequest)),
});
export const ArrangementPaymentResponse = v.object({
  /** posted (b), notPosted (a), notProcessed (c); pending while the gateway or billing has not answered. */
  outcome: v.picklist(["posted", "notPosted", "notProcessed", "pending"]),
  accountId: v.string(),
  paymentId: v.string(),
  amount: v.number(),
  remainingBalance: v.number(),
});
export type ArrangementPaymentResponse = v.InferOutput<typeof ArrangementPaymentResponse>;

/** POST /api/v1/stop-deposit (spec 002 §7). */
export const StopDepositRequest = v.object({ accountId: AccountId });
export const StopDepositResponse = v.object({ status: v.literal("Success"), accountId: v.string() });

/**
 * POST /api/v1/create-case (spec 002 §7). The amount is the draft's balance after today's payment:
 * what the browser sends as `paymentArrAmount` is not trusted.
 */
export const CreateCaseRequest = v.object({
  accountId: AccountId,
  name: v.optional(v.string()),
  emailAddress: v.optional(v.string()),
  paymentArrAmount: v.optional(v.number()),
});
export const CreateCaseResponse = v.object({
  status: v.literal("Success"),
  accountId: v.string(),
  response: ArrangementCase,
});

/** POST /api/v1/payment-arr-update-details (spec 002 §7): multipart `customerContactId`, `fileName`, `pdf`. */
export const UpdateDetailsRequest = v.object({
  customerContactId: v.pipe(v.string(), v.regex(/^\d{1,20}$/, messages.badRequest)),
  fileName: v.optional(v.pipe(v.string(), v.maxLength(255))),
});
export const UpdateDetailsResponse = v.object({
  status: v.literal("Success"),
  /** matched: the barcode is this case's number; needs review: no barcode could be read. */
  barcodeStatus: v.picklist(["matched", "needs review"]),
  fileName: v.string(),
});

/** The largest signed form accepted (decision 018). */
export const MAX_SIGNED_FORM_BYTES = 10 * 1024 * 1024;

/** What this feature's routes can answer of their own (decision 017). */
const PAYMENT_ARRANGEMENT_ERRORS = [
  ...BILLING_ERRORS,
  "NO_ARRANGEMENT_DRAFT",
  "NOT_ON_ARRANGEMENT",
  "NOTHING_TO_SPREAD",
  "INVALID_DEPOSIT",
  "DEPOSIT_NOT_APPLIED",
  "DEPOSIT_NOT_STOPPED",
  "CASE_NOT_AWAITING_FORM",
  "NO_FILE",
  "FILE_NOT_ACCEPTED",
  "FILE_TOO_LARGE",
  "WRONG_CASE_BARCODE",
] as const satisfies readonly ErrorCode[];

/** The arrangement's routes that also take a card payment (step 2's Pay Now). */
const PAYMENT_ARRANGEMENT_PAY_ERRORS = [
  ...PAYMENT_ARRANGEMENT_ERRORS,
  ...CARD_PAYMENT_ERRORS,
] as const satisfies readonly ErrorCode[];

/** The payment-arrangement feature's routes in the table (decision 017). */
export const paymentArrangementRoutes = {
  paymentArrangementDetails: {
    method: "POST",
    path: "/api/v1/details-payment-arr",
    access: "customer",
    request: ArrangementDetailsRequest,
    answer: ArrangementDetailsResponse,
    errors: PAYMENT_ARRANGEMENT_ERRORS,
    summary: "details-payment-arr (002 §7): the customer's cases and the dashboard's arrangement button",
  },
  paymentArrangementList: {
    method: "POST",
    path: "/api/v1/payment-arr-list",
    access: "customer",
    request: ArrangementListRequest,
    answer: ArrangementDraftResponse,
    errors: PAYMENT_ARRANGEMENT_ERRORS,
    summary: "payment-arr-list (002 §7): the eligible accounts and balances; starts the draft arrangement",
  },
  paymentArrangementDraft: {
    method: "POST",
    path: "/api/v1/payment-arr-draft",
    access: "customer",
    request: ArrangementDraftRequest,
    answer: ArrangementDraftResponse,
    errors: PAYMENT_ARRANGEMENT_ERRORS,
    summary: "(not in the spec) the draft arrangement as it stands, for each step",
  },
  paymentArrangementApplyDeposit: {
    method: "POST",
    path: "/api/v1/payment-arr-apply-deposit",
    access: "customer",
    request: ApplyDepositRequest,
    answer: ArrangementDraftResponse,
    errors: PAYMENT_ARRANGEMENT_ERRORS,
    summary: "(not in the spec) step 1's Apply Deposit toggle, checked by the rule of 002 §4",
  },
  getFpHashPaymentArr: {
    method: "POST",
    path: "/api/v1/get-fphash-payment-arr",
    access: "customer",
    request: ArrangementFpHashRequest,
    answer: GetFpHashResponse,
    errors: PAYMENT_ARRANGEMENT_PAY_ERRORS,
    summary: "get-fphash-payment-arr (002 §7): step 2's Pay Now through the hosted payment page",
  },
  paymentArrangementPayment: {
    method: "POST",
    path: "/api/v1/payment-arr-payment",
    access: "customer",
    request: ArrangementPaymentRequest,
    answer: ArrangementPaymentResponse,
    errors: PAYMENT_ARRANGEMENT_PAY_ERRORS,
    summary: "(payment-details of 002 §7 for the thank-you page) one arrangement payment's outcome",
  },
  stopDeposit: {
    method: "POST",
    path: "/api/v1/stop-deposit",
    access: "customer",
    request: StopDepositRequest,
    answer: StopDepositResponse,
    errors: PAYMENT_ARRANGEMENT_ERRORS,
    summary: "stop-deposit (002 §7): idempotent",
  },
  createCase: {
    method: "POST",
    path: "/api/v1/create-case",
    access: "customer",
    request: CreateCaseRequest,
    answer: CreateCaseResponse,
    errors: PAYMENT_ARRANGEMENT_ERRORS,
    summary: "create-case (002 §7): one case per account, idempotent; the amount is the draft's",
  },
  paymentArrUpdateDetails: {
    method: "POST",
    path: "/api/v1/payment-arr-update-details",
    access: "customer",
    // The case is named before the file, so another customer's upload is refused unread.
    multipart: {
      fileField: "pdf",
      maxFileBytes: MAX_SIGNED_FORM_BYTES,
      tooLargeMessage: arrangementMessages.fileTooLarge,
      fieldsBeforeFile: ["customerContactId"],
    },
    request: UpdateDetailsRequest,
    answer: UpdateDetailsResponse,
    errors: PAYMENT_ARRANGEMENT_ERRORS,
    summary:
      "payment-arr-update-details (002 §7): the signed form (multipart pdf), checked by content and barcode",
  },
} as const satisfies Record<string, RouteEntry>;
