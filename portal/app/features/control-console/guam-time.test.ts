import { describe, expect, it } from "vitest";
import { guamTime, setClockExample } from "./guam-time";

describe("the console's one time zone", () => {
  it("shows an instant in Guam time, the zone 'Set to' reads, and the same instant", () => {
    expect(guamTime("2026-11-30T23:00:00.000Z")).toBe("2026-12-01T09:00:00+10:00");
    expect(Date.parse(guamTime("2026-11-30T23:00:00.000Z"))).toBe(Date.parse("2026-11-30T23:00:00.000Z"));
  });

  it("leaves what is not a time as it came", () => {
    expect(guamTime("not answering")).toBe("not answering");
  });

  it("gives 'Set to' an example the clock takes: 09:00 the day after today, across a month's end", () => {
    expect(setClockExample("2026-12-02")).toBe("2026-12-03T09:00");
    expect(setClockExample("2026-12-31")).toBe("2027-01-01T09:00");
    expect(setClockExample("")).toBe("YYYY-MM-DDTHH:MM");
  });
});
