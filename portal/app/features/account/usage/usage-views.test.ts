import { describe, expect, it } from "vitest";
import { fileNameOf } from "./usage-downloads";
import { periodQuery, usageViewQuery } from "./usage-query";
import { comparisonText } from "./usage-comparisons";
import { readsNote } from "./usage-table";
import { tabAfterKey } from "./usage-tabs";

describe("the usage views' request (decision 042)", () => {
  it("asks for the day view of one bill period, or the hour view of one day", () => {
    expect(usageViewQuery("1000000001", new URLSearchParams("view=day&billId=42"))).toEqual({
      accountId: "1000000001",
      view: "day",
      billId: "42",
    });
    expect(usageViewQuery("1000000001", new URLSearchParams("view=hour&date=2026-11-03"))).toEqual({
      accountId: "1000000001",
      view: "hour",
      date: "2026-11-03",
    });
  });

  it("asks for a range of days, and a download's period, as given (the BFF checks them)", () => {
    expect(usageViewQuery("1", new URLSearchParams("view=day&from=2026-09-01&to=2026-09-30"))).toEqual({
      accountId: "1",
      view: "day",
      from: "2026-09-01",
      to: "2026-09-30",
    });
    expect(periodQuery(new URLSearchParams("from=2026-01-01&to="))).toEqual({ from: "2026-01-01" });
  });

  it("saves a download under the BFF's file name", () => {
    expect(fileNameOf('attachment; filename="gpa-usage-1-2026-08-01-to-2026-10-31.xml"', "x")).toBe(
      "gpa-usage-1-2026-08-01-to-2026-10-31.xml",
    );
    expect(fileNameOf(null, "gpa-usage.csv")).toBe("gpa-usage.csv");
  });

  it("falls back to the month view for an unknown or missing view, leaving empty fields out", () => {
    expect(usageViewQuery("1", new URLSearchParams("view=year&billId="))).toEqual({
      accountId: "1",
      view: "month",
    });
  });
});

describe("the usage tabs' keys (WAI-ARIA tabs pattern)", () => {
  it("move right and left with wrap-around, Home and End to the ends, other keys nowhere", () => {
    expect(tabAfterKey("ArrowRight", 0, 3)).toBe(1);
    expect(tabAfterKey("ArrowRight", 2, 3)).toBe(0);
    expect(tabAfterKey("ArrowLeft", 0, 3)).toBe(2);
    expect(tabAfterKey("Home", 2, 3)).toBe(0);
    expect(tabAfterKey("End", 0, 3)).toBe(2);
    expect(tabAfterKey("Enter", 1, 3)).toBeNull();
  });
});

describe("the usage texts", () => {
  it("say how a period compares, in words", () => {
    expect(comparisonText({ against: "last-year", kwh: 812.5, changePercent: 18 })).toBe(
      "18% more than the same period last year (812.5 kWh)",
    );
    expect(comparisonText({ against: "last-period", kwh: 700, changePercent: -4 })).toBe(
      "4% less than the last bill period (700 kWh)",
    );
  });

  it("say which reads of a bar were estimated or missing", () => {
    const bar = { label: "13:00", start: "s", end: "e", kwh: 1, amount: null };
    expect(readsNote({ ...bar, estimated: false, missingReads: 0 })).toBe("");
    expect(readsNote({ ...bar, estimated: true, missingReads: 1 })).toBe("Estimated, 1 missing read");
  });
});
