/**
 * How any billing adapter fails, in the words the features read: billing refused (its own 4xx with
 * OUAF's problem detail document, `BillingRejected`) or billing did not answer usefully
 * (`BillingUnavailable`, the 502 'Server Error. Try again later!'). Part of the port: every adapter
 * throws these and only these for billing's failures.
 */
import { messages } from "@paygpa/contract";
import { AppError } from "../../platform/http/errors";

/** Billing answered with an error status of its own (4xx, e.g. unknown account): its problem detail. */
export class BillingRejected extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly description: string,
    readonly answer: {
      /** False when the body was not billing's problem detail document (a proxy answered). */
      billingAnswered: boolean;
      /** The `Retry-After` header as sent (429), or null. */
      retryAfter: string | null;
      /** Billing's message says the same call may succeed later (ccb-problems.ts). */
      tryAgain?: boolean;
    } = { billingAnswered: true, retryAfter: null },
  ) {
    super(`billing refused: ${status} ${code} ${description}`);
  }
}

/**
 * Billing did not answer usefully: no answer (timeout, dropped or refused connection), a 5xx, or an
 * answer that is not JSON. Callers see the 502 'Server Error. Try again later!'; the posting worker
 * reads `reason`, `billingStatus` and `retryAfter` to decide when to try again.
 */
export class BillingUnavailable extends AppError {
  constructor(
    readonly reason: string,
    readonly billingStatus: number | null,
    readonly retryAfter: string | null = null,
  ) {
    super(502, "BILLING_UNAVAILABLE", messages.serverErrorTryAgain);
  }
}

export const billingUnavailable = (reason = "no answer", billingStatus: number | null = null) =>
  new BillingUnavailable(reason, billingStatus);
