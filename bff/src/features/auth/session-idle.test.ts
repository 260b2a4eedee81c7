import { describe, expect, it } from "vitest";
import { isIdlePastLimit, lastActivityWriteStep, needsActivityWrite } from "./session-idle";

const FIFTEEN_MINUTES = 15 * 60;
const at = (iso: string) => new Date(iso);

describe("the idle limit of a session (spec 001 §9)", () => {
  it("writes the last activity at most every 30 seconds under the 15-minute limit", () => {
    expect(lastActivityWriteStep(FIFTEEN_MINUTES)).toBe(30);
    // A short limit (tests, trainers) keeps a step of a thirtieth of it; 0 writes on every call.
    expect(lastActivityWriteStep(60)).toBe(2);
    expect(lastActivityWriteStep(10)).toBe(0);
  });

  it("does not write again a last activity recorded less than 30 seconds ago", () => {
    const recorded = "2026-11-21T10:00:00.000Z";
    expect(needsActivityWrite(recorded, at("2026-11-21T10:00:29.999Z"), FIFTEEN_MINUTES)).toBe(false);
    expect(needsActivityWrite(recorded, at("2026-11-21T10:00:30.000Z"), FIFTEEN_MINUTES)).toBe(true);
  });

  it("ends a session 15 minutes after its recorded activity, even when later calls were not written", () => {
    const recorded = "2026-11-21T10:00:00.000Z";
    expect(isIdlePastLimit(recorded, at("2026-11-21T10:15:00.000Z"), FIFTEEN_MINUTES)).toBe(false);
    expect(isIdlePastLimit(recorded, at("2026-11-21T10:15:00.001Z"), FIFTEEN_MINUTES)).toBe(true);
  });
});
