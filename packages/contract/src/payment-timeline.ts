import * as v from "valibot";
import { InvoiceNumber } from "./payment-results";
import type { RouteEntry } from "./route-entry";

/**
 * 'Where is my payment?' (beyond the spec): one payment's way from the card to the account in
 * billing, step by step in plain words, with what happens next when a step is waiting.
 */
export const TIMELINE_STEPS = ["charged", "recorded", "posted", "receipt"] as const;
export type TimelineStepKey = (typeof TIMELINE_STEPS)[number];

export const timelineMessages = {
  title: "Where is my payment?",
  chargedDone: "Your card was charged.",
  chargedWaiting:
    "We are confirming the charge with the card processor. Your payment is safe; no need to pay again.",
  chargedFailed: "Your card was not charged.",
  recordedDone: "Your payment is recorded in PayGPA.",
  postedDone: "Posted to your account in billing.",
  postedWaiting:
    "Billing is not answering; your payment is safe and will be posted automatically; no need to pay again.",
  postedQueued:
    "Your payment will be posted to your account in billing within minutes; no need to pay again.",
  postedByHand:
    "Billing did not take the payment automatically; our staff are posting it by hand. Your payment is safe; no need to pay again.",
  receiptDone: "Your receipt was e-mailed.",
  receiptWaiting: "Your receipt e-mail is on its way.",
  receiptNone: "No receipt e-mail address was given for this payment.",
  notReached: "Not reached: the card was not charged.",
  notFound: "This payment cannot be found. Please use the link of your receipt e-mail or receipt page.",
} as const;

export const PaymentTimelineRequest = v.object({ invoice_num: InvoiceNumber });

/** A payment's timeline reference (22 base64url characters), as the receipt's links carry it. */
export const TimelineReference = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22}$/));

export const TimelineStep = v.object({
  key: v.picklist(TIMELINE_STEPS),
  title: v.string(),
  state: v.picklist(["done", "waiting", "failed", "not-reached"]),
  /** When the step was done (ISO 8601); null while waiting. */
  at: v.nullable(v.string()),
  text: v.string(),
});
export type TimelineStep = v.InferOutput<typeof TimelineStep>;

export const PaymentTimelineResponse = v.object({
  invoice: v.string(),
  /** Card dialog, Quick Pay, Payment arrangement, AutoPay, Phoned-in, Online payment. */
  source: v.string(),
  amount: v.string(),
  createdAt: v.string(),
  steps: v.array(TimelineStep),
  /** What happens next, when a step is waiting or failed; null once all is done. */
  next: v.nullable(v.string()),
  accounts: v.array(
    v.object({
      accountId: v.string(),
      amount: v.string(),
      /** 'Pending', 'In CCB', 'Failed' or 'Not Paid'. */
      billingStatus: v.string(),
      postedAt: v.nullable(v.string()),
      paymentId: v.nullable(v.string()),
    }),
  ),
});
export type PaymentTimelineResponse = v.InferOutput<typeof PaymentTimelineResponse>;

export const paymentTimelineRoutes = {
  paymentTimeline: {
    method: "POST",
    path: "/api/v1/payment-timeline",
    access: "payer",
    request: PaymentTimelineRequest,
    answer: PaymentTimelineResponse,
    errors: ["NOT_FOUND"],
    summary: "Where is my payment? One payment's steps, for whoever may read its result page",
  },
  paymentTimelineByReference: {
    method: "POST",
    path: "/api/v1/payment-timeline/by-reference",
    access: "anonymous",
    // The invoice and the reference, field by field (a bundler keeps a property read in every page).
    request: v.object({ invoice_num: InvoiceNumber, reference: TimelineReference }),
    answer: PaymentTimelineResponse,
    // A wrong reference answers like an unknown invoice; ~2^132 references are not guessed.
    errors: ["NOT_FOUND"],
    summary:
      "Where is my payment? without a login: one payment's steps by the reference its receipt links carry",
  },
} as const satisfies Record<string, RouteEntry>;
