import * as v from "valibot";
import { AccountId } from "./common";
import { ConfirmationEmail, PaymentAmount } from "./payments";
import type { ErrorCode } from "./error-codes";
import type { RouteEntry } from "./route-entry";
import { BILLING_ERRORS } from "./route-errors";
import { CardIdRequest } from "./wallet";

/**
 * AutoPay (beyond the spec; decisions 031, 032): an account paid from a saved card on its due date
 * (postpaid: the amount due or a fixed amount) or reloaded below a threshold (prepaid), after an
 * explicit consent whose text and version are stored with the enrolment.
 */

/** The consent text's version: a change of its wording is a new version, and the old one is refused. */
export const AUTOPAY_CONSENT_VERSION = "2026-11-27.1";
/** The reminder goes this many days before each postpaid draft (decision 031). */
export const AUTOPAY_REMINDER_DAYS = 3;
/** A declined draft is tried once more this many days later, then AutoPay stops for that bill. */
export const AUTOPAY_RETRY_DAYS = 2;

export const autopayMessages = {
  cashOnly: "This account pays in person only (cash only), so it cannot be enrolled in AutoPay.",
  consentRequired: "Please read and accept the AutoPay terms to enrol.",
  consentOutdated: "The AutoPay terms have changed. Please read them again and accept.",
  cardExpired: "This saved card has expired. Please choose another card.",
  wrongPlan: "This plan does not fit the account: postpaid accounts pay their bill, prepaid accounts reload.",
  stopped: "AutoPay is stopped. No further payment will be taken.",
  /** A draft due while Pay Now is switched off for maintenance (decision 031). */
  heldForMaintenance:
    "On hold: card payments are off for maintenance. Nothing was charged; AutoPay will pay this as soon as they are back on.",
} as const;

/** What AutoPay pays: the bill's amount due, a fixed amount each bill, or a prepaid reload. */
export const AutopayPlan = v.variant("kind", [
  v.object({ kind: v.literal("amount-due") }),
  v.object({ kind: v.literal("fixed"), amount: PaymentAmount }),
  v.object({ kind: v.literal("reload"), threshold: PaymentAmount, amount: PaymentAmount }),
]);
export type AutopayPlan = v.InferOutput<typeof AutopayPlan>;

export const AutopayTermsRequest = v.object({
  accountId: AccountId,
  cardId: CardIdRequest.entries.cardId,
  plan: AutopayPlan,
});
export type AutopayTermsRequest = v.InferOutput<typeof AutopayTermsRequest>;

export const AutopayTerms = v.object({ version: v.string(), text: v.string() });

export const AutopayEnrolRequest = v.object({
  ...AutopayTermsRequest.entries,
  consentVersion: v.string(),
  /** The customer ticked 'I agree' under the text shown. */
  consentAccepted: v.literal(true),
  receiptEmail: ConfirmationEmail,
});
export type AutopayEnrolRequest = v.InferOutput<typeof AutopayEnrolRequest>;

export const AutopayDraft = v.object({
  draftKey: v.string(),
  accountId: v.string(),
  /** The bill paid (postpaid) or the day of the reload (prepaid). */
  billId: v.string(),
  draftOn: v.string(),
  remindOn: v.nullable(v.string()),
  amount: v.nullable(v.string()),
  /** scheduled, reminded, charging, approved (not yet posted), paid (posted), retry, failed, skipped, stopped. */
  status: v.string(),
  attempts: v.number(),
  nextAttemptOn: v.nullable(v.string()),
  invoice: v.nullable(v.string()),
  message: v.nullable(v.string()),
});
export type AutopayDraft = v.InferOutput<typeof AutopayDraft>;

export const AutopayEnrolment = v.object({
  enrolmentId: v.string(),
  accountId: v.string(),
  cardId: v.string(),
  cardLastFour: v.nullable(v.string()),
  plan: AutopayPlan,
  status: v.picklist(["active", "stopped"]),
  consentVersion: v.string(),
  consentText: v.string(),
  consentedAt: v.string(),
  receiptEmail: v.string(),
  stoppedAt: v.nullable(v.string()),
  drafts: v.array(AutopayDraft),
});
export type AutopayEnrolment = v.InferOutput<typeof AutopayEnrolment>;

export const AutopayResponse = v.object({ enrolments: v.array(AutopayEnrolment) });

export const AutopayStopRequest = v.object({
  enrolmentId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,64}$/)),
});

/** The back office's Reports in mode AutoPay: enrolments and drafts, one page at a time. */
export const AutopayReportRequest = v.object({
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/)), "1"),
});
export const AutopayReportRow = v.object({
  draftKey: v.nullable(v.string()),
  enrolmentId: v.string(),
  accountId: v.string(),
  plan: v.string(),
  enrolmentStatus: v.string(),
  consentedAt: v.string(),
  draftOn: v.nullable(v.string()),
  amount: v.nullable(v.string()),
  draftStatus: v.nullable(v.string()),
  attempts: v.nullable(v.number()),
  invoice: v.nullable(v.string()),
  /** Why a draft waits or did not pay (held for maintenance, declined, billing not answering). */
  message: v.nullable(v.string()),
});
export const AutopayReportResponse = v.object({
  rows: v.array(AutopayReportRow),
  page: v.number(),
  pages: v.number(),
  total: v.number(),
});

/** What this feature's routes can answer of their own (decision 017). */
const AUTOPAY_ERRORS = [
  ...BILLING_ERRORS,
  "AUTOPAY_NOT_ALLOWED",
  "AUTOPAY_CONSENT_OUTDATED",
  "CARD_NOT_SAVED",
  "CASH_ONLY",
  "INVALID_AMOUNT",
  "INVALID_EXPIRY",
] as const satisfies readonly ErrorCode[];

export const autopayRoutes = {
  autopay: {
    method: "GET",
    path: "/api/v1/autopay",
    access: "customer",
    answer: AutopayResponse,
    errors: AUTOPAY_ERRORS,
    summary: "the person's AutoPay enrolments and their drafts",
  },
  autopayTerms: {
    method: "POST",
    path: "/api/v1/autopay/terms",
    access: "customer",
    request: AutopayTermsRequest,
    answer: AutopayTerms,
    errors: AUTOPAY_ERRORS,
    summary: "the AutoPay consent text for an account, card and plan, with its version",
  },
  autopayEnrol: {
    method: "POST",
    path: "/api/v1/autopay/enrol",
    access: "customer",
    request: AutopayEnrolRequest,
    answer: AutopayEnrolment,
    errors: AUTOPAY_ERRORS,
    summary: "enrol an account in AutoPay (the consent text and version stored)",
  },
  autopayStop: {
    method: "POST",
    path: "/api/v1/autopay/stop",
    access: "customer",
    request: AutopayStopRequest,
    answer: AutopayEnrolment,
    errors: AUTOPAY_ERRORS,
    summary: "stop AutoPay at once: no draft after this",
  },
  autopayReport: {
    method: "GET",
    path: "/api/v1/reports/autopay",
    access: { admin: "reports" },
    request: AutopayReportRequest,
    answer: AutopayReportResponse,
    errors: [],
    summary: "back office Reports, mode AutoPay: enrolments and drafts",
  },
} as const satisfies Record<string, RouteEntry>;
