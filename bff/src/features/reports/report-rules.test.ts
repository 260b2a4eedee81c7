import { describe, expect, it } from "vitest";
import {
  exportFileName,
  guamDayOf,
  guamDayStart,
  neutraliseFormula,
  pageOf,
  payDateWindow,
} from "./report-rules";

describe("pay dates are Guam calendar days, searched as MM/DD/YYYY (spec 000 §9)", () => {
  it("starts 11/21/2026 at 14:00 UTC on the 20th", () => {
    expect(guamDayStart("11/21/2026")).toBe("2026-11-20T14:00:00.000Z");
  });
  it("covers the whole end day", () => {
    expect(payDateWindow({ pay_date_start: "11/01/2026", pay_date_end: "11/21/2026" })).toEqual({
      from: "2026-10-31T14:00:00.000Z",
      before: "2026-11-21T14:00:00.000Z",
    });
  });
  it("refuses a date that does not exist and an end before the start", () => {
    expect(() => guamDayStart("02/30/2026")).toThrow("MM/DD/YYYY");
    expect(() => payDateWindow({ pay_date_start: "11/21/2026", pay_date_end: "11/20/2026" })).toThrow(
      "end date",
    );
  });
  it("reads the Guam day of an instant", () => {
    expect(guamDayOf("2026-11-20T14:00:00.000Z")).toBe("2026-11-21");
    expect(guamDayOf("2026-11-20T13:59:59.000Z")).toBe("2026-11-20");
  });
});

describe("paging is bounded (spec 000 §9)", () => {
  it("clamps a page past the end to the last page, and below 1 to the first", () => {
    expect(pageOf(95, 10, 99)).toEqual({ pages: 10, page: 10, offset: 90 });
    expect(pageOf(95, 10, 0)).toEqual({ pages: 10, page: 1, offset: 0 });
    expect(pageOf(0, 50, 3)).toEqual({ pages: 1, page: 1, offset: 0 });
  });
});

describe("a CSV cell never runs as a formula in a spreadsheet", () => {
  it.each(["=1+1", "+1", "-2", "@SUM(A1)", "\tx", "\rx"])("neutralises %j", (cell) => {
    expect(neutraliseFormula(cell)).toBe(`'${cell}`);
  });
  it("leaves ordinary text as it is", () => {
    expect(neutraliseFormula("In CCB")).toBe("In CCB");
    expect(neutraliseFormula("12.50")).toBe("12.50");
  });
});

it("names the export by the date as DD-MM-YYYY then 'Admin-Control-Reports' (spec 000 §9)", () => {
  expect(exportFileName("2026-11-21")).toBe("21-11-2026-Admin-Control-Reports.csv");
});
