import { describe, expect, it } from "vitest";
import { isMaskedButNotOnFile, phoneChange, phonesOnFile } from "./phones";

const onFile = { number: "(671) 555-0101", sequence: 2 };

describe("phoneChange (spec 001 §4: an emptied phone is deleted, an unchanged one is sent empty)", () => {
  it("marks a phone on file that the customer emptied as deleted, with its sequence", () => {
    expect(phoneChange(onFile, "  ")).toEqual({ number: "", deleted: true, sequence: 2 });
  });

  it("sends a phone left unchanged empty, however it is written", () => {
    expect(phoneChange(onFile, "(671) 555-0101")).toEqual({ number: "", deleted: false, sequence: 2 });
    expect(phoneChange(onFile, "671 555 0101")).toEqual({ number: "", deleted: false, sequence: 2 });
  });

  it("keeps a phone whose masked prefill was left as it is (decision 011)", () => {
    expect(phoneChange(onFile, "(6*** 55******")).toEqual({ number: "", deleted: false, sequence: 2 });
    expect(isMaskedButNotOnFile(onFile, "(6*** 55******")).toBe(false);
    expect(isMaskedButNotOnFile(onFile, "(6*** 55***99")).toBe(true);
    expect(isMaskedButNotOnFile(null, "(6***")).toBe(true);
  });

  it("sends a changed phone with its new number and sequence, a new one without a sequence", () => {
    expect(phoneChange(onFile, "(671) 555-0199")).toEqual({
      number: "(671) 555-0199",
      deleted: false,
      sequence: 2,
    });
    expect(phoneChange(null, " (671) 555-0123 ")).toEqual({
      number: "(671) 555-0123",
      deleted: false,
      sequence: null,
    });
  });

  it("sends nothing for a phone neither on file nor typed", () => {
    expect(phoneChange(null, "")).toEqual({ number: "", deleted: false, sequence: null });
  });
});

describe("phonesOnFile", () => {
  it("finds each sign-up phone by billing's phone type", () => {
    expect(
      phonesOnFile([
        { kind: "work", number: "(671) 555-0303", sequence: 3 },
        { kind: "mobile", number: "(671) 555-0202", sequence: 2 },
      ]),
    ).toEqual({
      home: null,
      mobile: { number: "(671) 555-0202", sequence: 2 },
      work: { number: "(671) 555-0303", sequence: 3 },
    });
  });
});
