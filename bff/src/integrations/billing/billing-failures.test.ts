import { describe, expect, it } from "vitest";
import { describeBillingFailure, isTransientBillingFailure, retryAfterMs } from "./billing-failures";
import { BillingUnavailable, BillingRejected } from "./billing-errors";

describe("isTransientBillingFailure: posting retries only what says 'not now' (decision 027)", () => {
  it.each([408, 429])("retries HTTP %i (request time-out, too many requests)", (status) => {
    expect(isTransientBillingFailure({ status, billingAnswered: true })).toBe(true);
  });

  it.each([500, 502, 503, 504])("retries HTTP %i", (status) => {
    expect(isTransientBillingFailure({ status, billingAnswered: false })).toBe(true);
  });

  it("retries when there was no answer at all (timeout, dropped or refused connection)", () => {
    expect(isTransientBillingFailure({ status: null, billingAnswered: false })).toBe(true);
  });

  it("retries a refusal whose message billing documents as 'try again'", () => {
    expect(isTransientBillingFailure({ status: 409, billingAnswered: true, tryAgain: true })).toBe(true);
  });

  it.each([400, 403, 404, 409, 422])("gives up at once on a business refusal, HTTP %i", (status) => {
    expect(isTransientBillingFailure({ status, billingAnswered: true })).toBe(false);
  });

  it("gives up on a 4xx even when something in between answered it (no problem detail)", () => {
    expect(isTransientBillingFailure({ status: 404, billingAnswered: false })).toBe(false);
  });
});

describe("retryAfterMs", () => {
  const now = new Date("2026-11-21T00:00:00Z");

  it("reads seconds and HTTP dates", () => {
    expect(retryAfterMs("30", now)).toBe(30_000);
    expect(retryAfterMs("Sat, 21 Nov 2026 00:01:00 GMT", now)).toBe(60_000);
  });

  it("ignores what is absent or unreadable, and a date already past is now", () => {
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs("soon", now)).toBeNull();
    expect(retryAfterMs("Fri, 20 Nov 2026 00:00:00 GMT", now)).toBe(0);
  });
});

describe("describeBillingFailure: what the client's errors tell the posting rule", () => {
  it("reads billing's refusal, its 'try again', a 5xx with Retry-After, and anything unexpected as no answer", () => {
    const refused = describeBillingFailure(
      new BillingRejected(404, "ACCOUNT_NOT_FOUND", "Account number doesn't exist"),
    );
    expect(refused).toMatchObject({ status: 404, billingAnswered: true, tryAgain: false });
    expect(isTransientBillingFailure(refused)).toBe(false);
    const busy = new BillingRejected(409, "TRY_AGAIN", "Changed by another user", {
      billingAnswered: true,
      retryAfter: null,
      tryAgain: true,
    });
    expect(isTransientBillingFailure(describeBillingFailure(busy))).toBe(true);
    const down = describeBillingFailure(new BillingUnavailable("HTTP 503", 503, "30"));
    expect(down).toMatchObject({ status: 503, retryAfter: "30", reason: "billing unavailable: HTTP 503" });
    expect(isTransientBillingFailure(describeBillingFailure(new TypeError("fetch failed")))).toBe(true);
  });
});
