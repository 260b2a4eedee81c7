import { describe, expect, it } from "vitest";
import { filtersOnly, guamDateTime, hrefWith, pageWindow, usDateOf } from "./report-query";

describe("the report's address (spec 000 §9)", () => {
  it("shows a window of 4 pages around the current one", () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(6, 10)).toEqual([5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([7, 8, 9, 10]);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
  });
  it("changes one parameter and keeps the others; the export keeps the filters only", () => {
    expect(hrefWith("?accountId=1000000001&page=3", { page: "4" })).toBe("?accountId=1000000001&page=4");
    expect(filtersOnly("?accountId=1000000001&page=3&sortBy=amount")).toBe("accountId=1000000001");
  });
  it("reads dates as finance does: Guam time, MM/DD/YYYY", () => {
    expect(guamDateTime("2026-11-20T23:05:00.000Z")).toBe("11/21/2026 09:05");
    expect(usDateOf("2026-11-21")).toBe("11/21/2026");
  });
});
