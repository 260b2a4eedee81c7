import { describe, expect, it } from "vitest";
import { reportAccount, reportChoice, reportDays } from "./report-paging";

const words = {
  badDate: "Enter the date as YYYY-MM-DD.",
  dateOrder: "The end date cannot be before the start date.",
};

describe("a feature report's filters, checked the same way by every report", () => {
  it("reads the days searched as Guam days, both inclusive: 14:00 UTC the day before to the day after's start", () => {
    expect(reportDays({ from: "2026-11-21", to: "2026-11-22" }, words)).toEqual({
      from: "2026-11-21",
      to: "2026-11-22",
      fromAt: "2026-11-20T14:00:00.000Z",
      untilAt: "2026-11-22T14:00:00.000Z",
    });
    expect(reportDays({ from: " ", to: "" }, words)).toEqual({
      from: null,
      to: null,
      fromAt: null,
      untilAt: null,
    });
  });
  it("refuses a day that does not exist and an end before the start, on the field", () => {
    expect(() => reportDays({ from: "2026-02-30", to: "" }, words)).toThrow(words.badDate);
    expect(() => reportDays({ from: "", to: "11/21/2026" }, words)).toThrow(words.badDate);
    expect(() => reportDays({ from: "2026-11-22", to: "2026-11-21" }, words)).toThrow(words.dateOrder);
  });
  it("takes a choice from the list or any, and a 10-digit account or any", () => {
    expect(reportChoice("state", "kept", ["kept", "broken"] as const, "Choose.")).toBe("kept");
    expect(reportChoice("state", "", ["kept"] as const, "Choose.")).toBeNull();
    expect(() => reportChoice("state", "lost", ["kept"] as const, "Choose.")).toThrow("Choose.");
    expect(reportAccount(" 1234567890 ", "Ten digits.")).toBe("1234567890");
    expect(reportAccount("", "Ten digits.")).toBeNull();
    expect(() => reportAccount("12345", "Ten digits.")).toThrow("Ten digits.");
  });
});
