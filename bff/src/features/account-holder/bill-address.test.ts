import { describe, expect, it } from "vitest";
import { parsePremiseInfo, postalMatches, zipOf } from "./bill-address";

describe("the billing zip check", () => {
  it("compares only the part before the hyphen", () => {
    expect(zipOf("96910-1234")).toBe("96910");
    expect(postalMatches({ postal: "96910-1234" }, "96910")).toBe(true);
    expect(postalMatches({ postal: "96910" }, " 96910 ")).toBe(true);
  });
  it("refuses another zip, and an empty one on either side", () => {
    expect(postalMatches({ postal: "96910" }, "96913")).toBe(false);
    expect(postalMatches({ postal: "" }, "")).toBe(false);
    expect(postalMatches({ postal: "96910" }, "")).toBe(false);
  });
});

describe("premise info", () => {
  it("splits CCB's comma-separated premise text", () => {
    expect(parsePremiseInfo("Unit 4, 123 Marine Corps Dr, Tamuning, GU, 96913")).toEqual({
      address: "Unit 4, 123 Marine Corps Dr",
      city: "Tamuning",
      state: "GU",
      postal: "96913",
    });
  });
});
