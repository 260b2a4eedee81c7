import { describe, expect, it } from "vitest";
import { MAX_DAY_STEPS, advanceMs, daySteps, nextInstant, setInstant } from "./clock-change";

describe("the system clock's moves (docs/qa-guide.md)", () => {
  it("advances by seconds, minutes, hours and days", () => {
    expect(advanceMs("900s")).toBe(900_000);
    expect(advanceMs("16m")).toBe(16 * 60_000);
    expect(advanceMs("2h")).toBe(7_200_000);
    expect(advanceMs("3d")).toBe(3 * 86_400_000);
  });

  it("refuses an advance without a unit, a negative one, zero, or a unit it does not know", () => {
    for (const advance of ["16", "-5m", "0m", "2w", "1.5h", "m", ""]) expect(advanceMs(advance)).toBeNull();
  });

  it("reads a time without an offset as Guam's wall clock, to the second", () => {
    expect(setInstant("2026-12-01T09:00")?.toISOString()).toBe("2026-11-30T23:00:00.000Z");
    expect(setInstant("2026-12-01T09:00:30")?.toISOString()).toBe("2026-11-30T23:00:30.000Z");
    expect(setInstant("2026-12-01")?.toISOString()).toBe("2026-11-30T14:00:00.000Z");
    expect(setInstant("2026-12-01T09:00:00Z")?.toISOString()).toBe("2026-12-01T09:00:00.000Z");
  });

  it("refuses a date that does not exist or is not a time", () => {
    for (const set of ["2026-02-30T09:00", "tomorrow", "2026-12-01 09:00", "2026-13-01"]) {
      expect(setInstant(set)).toBeNull();
    }
  });

  it("moves on from now, or jumps", () => {
    const now = new Date("2026-11-21T00:00:00Z");
    expect(nextInstant(now, { advance: "16m" })?.toISOString()).toBe("2026-11-21T00:16:00.000Z");
    expect(nextInstant(now, { set: "2026-12-01T09:00" })?.toISOString()).toBe("2026-11-30T23:00:00.000Z");
    expect(nextInstant(now, { advance: "soon" })).toBeNull();
  });

  it("goes day by day through a move of a day or more, and in one step through less (decision 029)", () => {
    const from = new Date("2026-11-21T00:00:00Z");
    const iso = (steps: Date[]) => steps.map((step) => step.toISOString());
    expect(iso(daySteps(from, new Date("2026-11-24T00:00:00Z")))).toEqual([
      "2026-11-22T00:00:00.000Z",
      "2026-11-23T00:00:00.000Z",
      "2026-11-24T00:00:00.000Z",
    ]);
    expect(iso(daySteps(from, new Date("2026-11-22T12:00:00Z")))).toEqual([
      "2026-11-22T00:00:00.000Z",
      "2026-11-22T12:00:00.000Z",
    ]);
    expect(iso(daySteps(from, new Date("2026-11-21T02:00:00Z")))).toEqual(["2026-11-21T02:00:00.000Z"]);
    expect(daySteps(from, new Date("2026-12-21T00:00:00Z"))).toHaveLength(30);
    expect(iso(daySteps(from, new Date("2026-11-01T00:00:00Z")))).toEqual(["2026-11-01T00:00:00.000Z"]);
  });

  it("steps through the last 366 days of a longer move one by one, after one jump", () => {
    const steps = daySteps(new Date("2026-11-21T00:00:00Z"), new Date("2030-12-01T00:00:00Z"));
    expect(steps).toHaveLength(MAX_DAY_STEPS + 1);
    expect(steps[0]?.toISOString()).toBe("2029-11-30T00:00:00.000Z");
    expect(steps[1]?.toISOString()).toBe("2029-12-01T00:00:00.000Z");
    expect(steps.at(-1)?.toISOString()).toBe("2030-12-01T00:00:00.000Z");
  });
});
