import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit";

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 21, 9, 0, seconds));

describe("createRateLimiter", () => {
  it("lets an address through up to the limit in a minute, then refuses it until the minute ends", () => {
    const limiter = createRateLimiter({ limit: 3 });
    expect([0, 1, 2].map((s) => limiter.hit("sign-up", "203.0.113.7", at(s)).allowed)).toEqual([
      true,
      true,
      true,
    ]);
    const refused = limiter.hit("sign-up", "203.0.113.7", at(20));
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(limiter.hit("sign-up", "203.0.113.7", at(60)).allowed).toBe(true);
  });

  it("counts each address and each route family on its own", () => {
    const limiter = createRateLimiter({ limit: 1 });
    expect(limiter.hit("sign-up", "203.0.113.7", at(0)).allowed).toBe(true);
    expect(limiter.hit("sign-up", "203.0.113.7", at(1)).allowed).toBe(false);
    expect(limiter.hit("sign-up", "198.51.100.2", at(1)).allowed).toBe(true);
    expect(limiter.hit("login", "203.0.113.7", at(1)).allowed).toBe(true);
  });

  it("forgets every count on clear (the control API's reset)", () => {
    const limiter = createRateLimiter({ limit: 1 });
    limiter.hit("forgot", "203.0.113.7", at(0));
    limiter.clear();
    expect(limiter.hit("forgot", "203.0.113.7", at(1)).allowed).toBe(true);
  });
});
