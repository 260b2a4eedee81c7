import { describe, expect, it } from "vitest";
import { afterFailedPosting } from "./posting-rules";

const hour = 60 * 60_000;
const failure = {
  transient: true,
  reason: "billing unavailable: HTTP 503",
  attempts: 1,
  ageMs: 0,
  windowMs: 24 * hour,
  retryAfterMs: null,
};

describe("afterFailedPosting", () => {
  it("tries a transient failure again with the backoff (5 s doubling, at most 5 minutes)", () => {
    expect(afterFailedPosting(failure)).toEqual({ kind: "retry", delayMs: 5_000 });
    expect(afterFailedPosting({ ...failure, attempts: 3 })).toEqual({ kind: "retry", delayMs: 20_000 });
    expect(afterFailedPosting({ ...failure, attempts: 30 })).toEqual({ kind: "retry", delayMs: 300_000 });
  });

  it("waits as long as billing's Retry-After asks when that is longer, up to an hour", () => {
    expect(afterFailedPosting({ ...failure, retryAfterMs: 90_000 })).toEqual({
      kind: "retry",
      delayMs: 90_000,
    });
    expect(afterFailedPosting({ ...failure, retryAfterMs: 1_000 })).toEqual({
      kind: "retry",
      delayMs: 5_000,
    });
    expect(afterFailedPosting({ ...failure, retryAfterMs: 48 * hour })).toEqual({
      kind: "retry",
      delayMs: hour,
    });
  });

  it("makes the last attempt at the window's end, and gives up after it", () => {
    const nearEnd = { ...failure, attempts: 30, ageMs: 24 * hour - 60_000 };
    expect(afterFailedPosting(nearEnd)).toEqual({ kind: "retry", delayMs: 60_000 });
    expect(afterFailedPosting({ ...failure, ageMs: 24 * hour })).toEqual({
      kind: "give-up",
      reason:
        "still not posted after the 1440-minute retry window; last answer: billing unavailable: HTTP 503",
    });
  });

  it("gives up at once on billing's definitive refusal", () => {
    const refused = { ...failure, transient: false, reason: "billing refused: 404 ACCOUNT_NOT_FOUND" };
    expect(afterFailedPosting(refused)).toEqual({ kind: "give-up", reason: refused.reason });
  });
});
