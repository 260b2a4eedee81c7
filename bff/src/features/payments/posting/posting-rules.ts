/**
 * What the posting worker does after billing did not confirm a payment line: try again later, or
 * give up and tell staff. Trying again is safe (the worker first looks the line's external reference
 * up in billing); giving up leaves a charged customer's payment off the account until staff post it,
 * so it happens on billing's business refusal (at once: staff can act, retries cannot) or at the end
 * of the retry window.
 */
import { postingBackoffMs } from "../payment-rules";

/** A Retry-After longer than this is not believed (a broken header must not park a payment for days). */
const LONGEST_RETRY_AFTER_MS = 60 * 60_000;

export type AfterFailedPosting = { kind: "retry"; delayMs: number } | { kind: "give-up"; reason: string };

export function afterFailedPosting(failure: {
  /** isTransientBillingFailure of billing's answer. */
  transient: boolean;
  /** billing's answer, in words, for the log and for staff. */
  reason: string;
  /** attempts made so far, this one included. */
  attempts: number;
  /** how long ago the payment was approved (the line entered the outbox). */
  ageMs: number;
  windowMs: number;
  /** billing's Retry-After, when it sent one. */
  retryAfterMs: number | null;
}): AfterFailedPosting {
  if (!failure.transient) return { kind: "give-up", reason: failure.reason };
  const leftMs = failure.windowMs - failure.ageMs;
  if (leftMs <= 0) {
    const minutes = Math.round(failure.windowMs / 60_000);
    return {
      kind: "give-up",
      reason: `still not posted after the ${minutes}-minute retry window; last answer: ${failure.reason}`,
    };
  }
  const asked = Math.min(failure.retryAfterMs ?? 0, LONGEST_RETRY_AFTER_MS);
  // The last attempt falls on the window's end, never after it.
  return { kind: "retry", delayMs: Math.min(Math.max(postingBackoffMs(failure.attempts), asked), leftMs) };
}
