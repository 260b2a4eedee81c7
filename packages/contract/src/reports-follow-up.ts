/**
 * The reports' follow-up (beyond the spec): the approved payments whose posting to billing failed
 * or is still being retried, with 'Post again', AutoPay drafts not attempted, and the day's
 * reconciliation of the gateway, the BFF's records and billing. The search itself is `reports.ts`.
 */
import * as v from "valibot";
import { reportMessages } from "./reports-messages";
import type { RouteEntry } from "./route-entry";
import { BILLING_ERRORS, GATEWAY_ERRORS } from "./route-errors";

/** An approved payment line whose posting to billing failed or is still being retried (beyond the spec). */
export const PaymentNeedingAHand = v.object({
  lineId: v.number(),
  invoice: v.string(),
  accountId: v.string(),
  amount: v.number(),
  paymentKey: v.string(),
  /** 'failed' (the worker gave up) or 'retrying' (still being tried). */
  state: v.picklist(["failed", "retrying"]),
  error: v.nullable(v.string()),
  attempts: v.number(),
  approvedAt: v.string(),
  /** When the worker gave up, or when it tries next. */
  lastOrNextAt: v.string(),
  transactionTag: v.nullable(v.string()),
  customerName: v.string(),
  mode: v.picklist(["Online", "Phoned-In"]),
});
export type PaymentNeedingAHand = v.InferOutput<typeof PaymentNeedingAHand>;

/**
 * An AutoPay draft the card gateway has refused to attempt (credentials, clock, terminal) for longer
 * than the set hours (decision 031): nothing charged; AutoPay keeps trying on its own.
 */
export const AutopayDraftNotAttempted = v.object({
  draftKey: v.string(),
  accountId: v.string(),
  /** When the gateway first refused it in this outage. */
  since: v.string(),
  reason: v.string(),
});
export type AutopayDraftNotAttempted = v.InferOutput<typeof AutopayDraftNotAttempted>;

export const PaymentsNeedingAHandResponse = v.object({
  result: v.array(PaymentNeedingAHand),
  autopayNotAttempted: v.optional(v.array(AutopayDraftNotAttempted)),
});

export const PostAgainRequest = v.object({
  lineId: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

/** What 'Post again' did: billing took it, it was already there, or it is still not taken. */
export const PostAgainResponse = v.object({
  outcome: v.picklist(["posted", "already-posted", "failed", "retrying"]),
  message: v.string(),
  paymentId: v.nullable(v.string()),
});
export type PostAgainResponse = v.InferOutput<typeof PostAgainResponse>;

/** One difference between the gateway, the BFF's records and billing for a day. */
export const ReconciliationDifference = v.object({
  kind: v.picklist([
    "unknown-here",
    "not-at-gateway",
    "amount-differs",
    "not-in-billing",
    "billing-amount-differs",
  ]),
  invoice: v.nullable(v.string()),
  transactionTag: v.nullable(v.string()),
  accountId: v.nullable(v.string()),
  gatewayAmount: v.nullable(v.number()),
  recordedAmount: v.nullable(v.number()),
  billingAmount: v.nullable(v.number()),
  detail: v.string(),
});
export type ReconciliationDifference = v.InferOutput<typeof ReconciliationDifference>;

export const ReconciliationRun = v.object({
  id: v.string(),
  /** The Guam day compared, YYYY-MM-DD. */
  day: v.string(),
  ranAt: v.string(),
  ranBy: v.string(),
  outcome: v.picklist(["matched", "differences", "failed"]),
  gatewayCount: v.number(),
  recordedCount: v.number(),
  billingCount: v.number(),
  differences: v.array(ReconciliationDifference),
  failure: v.nullable(v.string()),
});
export type ReconciliationRun = v.InferOutput<typeof ReconciliationRun>;

export const ReconcileDayRequest = v.object({
  /** MM/DD/YYYY (spec 000 §9's date format). */
  day: v.pipe(v.string(), v.trim(), v.regex(/^\d{2}\/\d{2}\/\d{4}$/, reportMessages.reconciliationDay)),
});

export const ReconciliationRunsResponse = v.object({ result: v.array(ReconciliationRun) });
export const ReconcileDayResponse = v.object({ result: ReconciliationRun });

/** The reports' follow-up routes in the table (decision 017). */
export const reportsFollowUpRoutes = {
  paymentsNeedingAHand: {
    method: "GET",
    path: "/api/v1/payments-needing-a-hand",
    access: { admin: "reports" },
    answer: PaymentsNeedingAHandResponse,
    errors: ["NOT_FOUND"],
    summary: "approved payments whose posting to billing failed or is being retried (beyond the spec)",
  },
  postAgain: {
    method: "POST",
    path: "/api/v1/post-again",
    access: { admin: "postAgain" },
    request: PostAgainRequest,
    answer: PostAgainResponse,
    errors: [...BILLING_ERRORS, "NOT_FOUND"],
    summary: "'Post again': one more posting to billing under the line's payment key (beyond the spec)",
  },
  reconciliationRuns: {
    method: "GET",
    path: "/api/v1/reconciliation-runs",
    access: { admin: "reports" },
    answer: ReconciliationRunsResponse,
    errors: ["NOT_FOUND"],
    summary: "the last reconciliation runs, nightly and asked for (beyond the spec)",
  },
  reconcileDay: {
    method: "POST",
    path: "/api/v1/reconcile-day",
    access: { admin: "reports" },
    request: ReconcileDayRequest,
    answer: ReconcileDayResponse,
    errors: [...BILLING_ERRORS, ...GATEWAY_ERRORS],
    summary: "compare a day's gateway transactions, records and billing postings (beyond the spec)",
  },
} as const satisfies Record<string, RouteEntry>;
