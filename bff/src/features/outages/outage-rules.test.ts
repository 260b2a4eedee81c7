import { outageMessages } from "@paygpa/contract";
import { describe, expect, it } from "vitest";
import { causeWords, isRestored, reportAnswerMessage, safetyMessageFor, watchEndsAt } from "./outage-rules";

describe("outage rules", () => {
  it("a line-down report carries the safety message; other problems do not", () => {
    expect(safetyMessageFor("line-down")).toBe(outageMessages.lineDownSafety);
    expect(safetyMessageFor("no-power")).toBeNull();
    expect(safetyMessageFor("flickering")).toBeNull();
  });

  it("a report says whether GPA already knew the outage, or that it will be passed on", () => {
    expect(reportAnswerMessage("joined-known-outage")).toBe(outageMessages.reportedJoined);
    expect(reportAnswerMessage("opened-outage")).toBe(outageMessages.reported);
    expect(reportAnswerMessage("queued")).toBe(outageMessages.reportQueued);
  });

  it("still out is for a restored outage only", () => {
    expect(isRestored({ stage: "on-site", restoredAt: null })).toBe(false);
    expect(isRestored({ stage: "restored", restoredAt: null })).toBe(true);
    expect(isRestored({ stage: "restoring", restoredAt: "2026-03-02T01:00:00Z" })).toBe(true);
  });

  it("a status ticket ends at the idle limit after the page loaded", () => {
    expect(watchEndsAt(new Date("2026-03-02T00:00:00Z"), 900).toISOString()).toBe("2026-03-02T00:15:00.000Z");
  });

  it("a cause reads in words; one not yet known is left to 'being assessed'", () => {
    expect(causeWords("EQUIPMENT_FAILURE")).toBe("Equipment failure");
    expect(causeWords("TYPHOON")).toBe("Typhoon");
    expect(causeWords("UNKNOWN")).toBe("");
  });
});
