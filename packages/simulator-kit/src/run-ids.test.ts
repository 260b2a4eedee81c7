import { describe, expect, it } from "vitest";
import { parseSeed, runIds } from "./run-ids";

const draws = (ids: ReturnType<typeof runIds>, n: number) => Array.from({ length: n }, () => ids.random());

describe("the ids a service mints while it runs", () => {
  it("draws the same numbers from the same seed, and others from another seed", () => {
    const first = draws(runIds(42), 5);
    expect(draws(runIds(42), 5)).toEqual(first);
    expect(draws(runIds(43), 5)).not.toEqual(first);
    for (const value of first) expect(value >= 0 && value < 1).toBe(true);
  });

  it("starts the draws and every sequence again from the seed on a restart", () => {
    const ids = runIds(7);
    const before = [draws(ids, 3), ids.next(900_000_000_000), ids.next(900_000_000_000), ids.next(5)];
    expect(before.slice(1)).toEqual(["900000000001", "900000000002", "6"]);
    ids.restart();
    expect([draws(ids, 3), ids.next(900_000_000_000), ids.next(900_000_000_000), ids.next(5)]).toEqual(
      before,
    );
  });

  it("restarts the sequences but not the draws without a seed", () => {
    const ids = runIds(null);
    const first = draws(ids, 3);
    ids.next(100);
    ids.restart();
    expect(ids.next(100)).toBe("101");
    expect(draws(ids, 3)).not.toEqual(first);
  });

  it("reads PAYGPA_SEED as a whole number, unset or empty as none, and refuses anything else", () => {
    expect(parseSeed("2026")).toBe(2026);
    expect(parseSeed(" 0 ")).toBe(0);
    expect(parseSeed(undefined)).toBeNull();
    expect(parseSeed("")).toBeNull();
    for (const wrong of ["-1", "1.5", "abc", "4294967296"]) {
      expect(() => parseSeed(wrong)).toThrow(/PAYGPA_SEED/);
    }
  });
});
