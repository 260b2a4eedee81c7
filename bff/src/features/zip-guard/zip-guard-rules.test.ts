import { describe, expect, it } from "vitest";
import { zipPausedUntil, zipWindowStart } from "./zip-guard-rules";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 9, minute)).toISOString();

describe("the per-account zip guard (5 wrong zips per rolling hour)", () => {
  it("leaves tries while fewer than 5 wrong zips fall in the last hour", () => {
    expect(zipPausedUntil([at(0), at(1), at(2), at(3)])).toBeNull();
  });

  it("pauses at the 5th wrong zip until the oldest counted one is an hour old", () => {
    expect(zipPausedUntil([at(0), at(1), at(2), at(3), at(4)])?.toISOString()).toBe(
      new Date(Date.UTC(2026, 10, 21, 10, 0)).toISOString(),
    );
  });

  it("looks back one hour", () => {
    expect(zipWindowStart(new Date(at(30))).toISOString()).toBe(
      new Date(Date.UTC(2026, 10, 21, 8, 30)).toISOString(),
    );
  });
});
