/**
 * Which failures of a billing call are worth trying again: only what says "not now" — no answer
 * (no connection, a time-out), HTTP 408, 429, any 5xx, and a refusal whose message billing documents
 * as "try again" (`TRY_AGAIN_MESSAGES`). Every other 4xx is a business refusal: the posting worker
 * gives up at once and the line reaches staff's "needs a hand" list in the same run (decision 027),
 * never a day of retries. Posting again is safe: the worker first looks the payment's external
 * reference up in billing (decision 007).
 */
import { BillingUnavailable, BillingRejected, refusalText } from "./billing-errors";

/** Billing's HTTP answers that mean "not now": request time-out, too many requests. */
const TRANSIENT_STATUSES: ReadonlySet<number> = new Set([408, 429]);

/** What a failed billing call tells: an HTTP status when billing answered, and what billing said. */
export interface BillingFailure {
  /** The HTTP status, or null when there was no answer (timeout, dropped or refused connection). */
  status: number | null;
  /** True when the answer carried billing's own problem detail document. */
  billingAnswered: boolean;
  /** Billing's message is a documented "try again". */
  tryAgain?: boolean;
}

/** Transient: no answer, an unparseable answer, 408, 429, any 5xx or a "try again" message. */
export function isTransientBillingFailure(failure: BillingFailure): boolean {
  if (failure.status === null || failure.status >= 500) return true;
  if (TRANSIENT_STATUSES.has(failure.status)) return true;
  return failure.tryAgain === true;
}

/**
 * A `Retry-After` header (RFC 9110 §10.2.3: seconds, or an HTTP date) as milliseconds from `now`;
 * null when absent or unreadable.
 */
export function retryAfterMs(header: string | null, now: Date): number | null {
  if (header === null || header.trim() === "") return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.max(at - now.getTime(), 0);
}

/** What a failed billing call tells the posting worker (billing-failures.ts decides what it means). */
export function describeBillingFailure(error: unknown): {
  status: number | null;
  billingAnswered: boolean;
  tryAgain: boolean;
  retryAfter: string | null;
  reason: string;
} {
  if (error instanceof BillingRejected) {
    return {
      status: error.billingStatus,
      billingAnswered: error.answer.billingAnswered,
      tryAgain: error.answer.tryAgain === true,
      retryAfter: error.answer.retryAfter,
      reason: refusalText(error),
    };
  }
  if (error instanceof BillingUnavailable) {
    return {
      status: error.billingStatus,
      billingAnswered: false,
      tryAgain: false,
      retryAfter: error.retryAfter,
      reason: `billing unavailable: ${error.reason}`,
    };
  }
  return {
    status: null,
    billingAnswered: false,
    tryAgain: false,
    retryAfter: null,
    reason: error instanceof Error ? error.message : String(error),
  };
}
