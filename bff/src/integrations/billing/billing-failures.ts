/**
 * Which failures of a billing call are worth trying again. Posting a payment line to billing is
 * idempotent by its payment key, so trying again is always safe; giving up is not (an approved
 * payment would stay off the customer's account). So only billing's own, definitive refusal of the
 * request gives up: every answer that says "not now" or says nothing at all is transient.
 */
import { BillingUnavailable, CcbRejected } from "./billing-errors";

/** Billing's HTTP answers that mean "not now": timeout, lock conflict, too early, too many requests. */
const TRANSIENT_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429]);

/** What a failed billing call tells: an HTTP status when billing answered, and whether billing itself did. */
export interface BillingFailure {
  /** The HTTP status, or null when there was no answer (timeout, dropped or refused connection). */
  status: number | null;
  /** True when the answer carried billing's own error body (`{ error: { code, description } }`). */
  billingAnswered: boolean;
}

/**
 * Transient: no answer, an unparseable answer, 408, 409, 425, 429 or any 5xx. Definitive: any other
 * 4xx that billing itself gave (e.g. 404 ACCOUNT_NOT_FOUND, 400 for a key used for another account).
 */
export function isTransientBillingFailure(failure: BillingFailure): boolean {
  if (failure.status === null || failure.status >= 500) return true;
  if (TRANSIENT_STATUSES.has(failure.status)) return true;
  // A 4xx without billing's error body came from something in between (a proxy), not from billing.
  return !failure.billingAnswered;
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
  retryAfter: string | null;
  reason: string;
} {
  if (error instanceof CcbRejected) {
    return {
      status: error.status,
      billingAnswered: error.answer.billingAnswered,
      retryAfter: error.answer.retryAfter,
      reason: error.message,
    };
  }
  if (error instanceof BillingUnavailable) {
    return {
      status: error.billingStatus,
      billingAnswered: false,
      retryAfter: error.retryAfter,
      reason: `billing unavailable: ${error.reason}`,
    };
  }
  return {
    status: null,
    billingAnswered: false,
    retryAfter: null,
    reason: error instanceof Error ? error.message : String(error),
  };
}
