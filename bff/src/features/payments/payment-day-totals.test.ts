import { describe, expect, it } from "vitest";
import { approvalOf, dayTotalsOf, utilityDayOf } from "./payment-day-totals";

describe("the report's day totals (spec 000 §9: pay dates are Guam calendar days)", () => {
  it("counts an attempt made at 14:00 UTC or later on the next Guam day", () => {
    expect(utilityDayOf("2026-11-23T13:59:59.999Z")).toBe("2026-11-23");
    expect(utilityDayOf("2026-11-23T14:00:00.000Z")).toBe("2026-11-24");
  });

  it("adds every line to its day and only approved lines to the approved count and amount", () => {
    const days = dayTotalsOf([
      { createdAt: "2026-11-23T15:00:00.000Z", approved: true, lineCents: [1_000, 2_550] },
      { createdAt: "2026-11-24T01:00:00.000Z", approved: false, lineCents: [9_999] },
      { createdAt: "2026-11-23T10:00:00.000Z", approved: true, lineCents: [500] },
    ]);
    expect(Object.fromEntries(days)).toEqual({
      "2026-11-24": { lines: 3, approvedLines: 2, approvedCents: 3_550 },
      "2026-11-23": { lines: 1, approvedLines: 1, approvedCents: 500 },
    });
  });
});

describe("an approval settled later", () => {
  it("adds its lines to the approved count and amount of the day it was made, not to the lines", () => {
    const change = approvalOf({ createdAt: "2026-11-23T15:00:00.000Z", lineCents: [1_000, 250] });
    expect(Object.fromEntries(change)).toEqual({
      "2026-11-24": { lines: 0, approvedLines: 2, approvedCents: 1_250 },
    });
  });
});
