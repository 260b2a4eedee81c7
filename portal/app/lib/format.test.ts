import { describe, expect, it } from "vitest";
import {
  formatMoney,
  formatMoneyText,
  maskWords,
  orNotAvailable,
  postingStatusWords,
  shortServiceLocation,
  truncateText,
  usDateOf,
  usDateOrDash,
  utilityDateTime,
} from "./format";

describe("formatMoney", () => {
  it("shows dollars with thousands separators and two decimals", () => {
    expect(formatMoney(1234.56)).toBe("$1,234.56");
    expect(formatMoney(99999.99)).toBe("$99,999.99");
    expect(formatMoney(1234567.8)).toBe("$1,234,567.80");
  });

  it("shows zero and whole amounts with cents", () => {
    expect(formatMoney(0)).toBe("$0.00");
    expect(formatMoney(5)).toBe("$5.00");
  });

  it("rounds to the cent", () => {
    expect(formatMoney(10.004)).toBe("$10.00");
    expect(formatMoney(10.006)).toBe("$10.01");
    expect(formatMoney(0.1 + 0.2)).toBe("$0.30");
  });

  it("shows a credit with a minus sign, never -$0.00", () => {
    expect(formatMoney(-12)).toBe("-$12.00");
    expect(formatMoney(-0.001)).toBe("$0.00");
  });
});

describe("shortServiceLocation", () => {
  it("shows the first 9 characters of a long service location plus '...'", () => {
    expect(shortServiceLocation("123 MARINE CORPS DR, TAMUNING, GU 96913")).toBe("123 MARIN...");
  });

  it("shows a location of 9 characters or fewer whole", () => {
    expect(shortServiceLocation("12 A ST")).toBe("12 A ST");
    expect(shortServiceLocation("123456789")).toBe("123456789");
    expect(shortServiceLocation("1234567890")).toBe("123456789...");
  });

  it("ignores surrounding spaces", () => {
    expect(shortServiceLocation("  12 A ST  ")).toBe("12 A ST");
  });
});

describe("maskWords", () => {
  it("keeps the first two characters of each word and stars the rest", () => {
    expect(maskWords("JUAN DELA CRUZ")).toBe("JU** DE** CR**");
  });

  it("leaves words of one or two characters as they are", () => {
    expect(maskWords("JO A SY")).toBe("JO A SY");
  });

  it("keeps the spacing between words", () => {
    expect(maskWords("ANA  MARIA")).toBe("AN*  MA***");
  });
});

describe("orNotAvailable", () => {
  it("shows N/A for a missing or blank value", () => {
    expect(orNotAvailable(null)).toBe("N/A");
    expect(orNotAvailable(undefined)).toBe("N/A");
    expect(orNotAvailable("  ")).toBe("N/A");
    expect(orNotAvailable("671-555-0100")).toBe("671-555-0100");
  });
});

describe("utilityDateTime", () => {
  it("shows Guam's clock, labelled, whatever the browser's zone", () => {
    expect(utilityDateTime(new Date("2026-11-20T23:30:00Z"))).toBe("11/21/2026, 9:30 AM (Guam time)");
  });
});

describe("truncateText", () => {
  it("cuts the account selector's text to about 42 characters", () => {
    const text = "1000000001 - 145 Chalan San Antonio, Tamuning, GU, 96913";
    expect(truncateText(text)).toHaveLength(42);
    expect(truncateText(text).endsWith("...")).toBe(true);
    expect(truncateText("1000000001 - short")).toBe("1000000001 - short");
  });
});

describe("money as text and billing's statuses, in a customer's words", () => {
  it("writes the BFF's amounts one way: $1,272.96 and $0.00", () => {
    expect(formatMoneyText("1272.96")).toBe("$1,272.96");
    expect(formatMoneyText("0.00")).toBe("$0.00");
  });
  it("says where a web payment is without billing's own words", () => {
    expect(postingStatusWords("In CCB")).toBe("Posted to your account");
    expect(postingStatusWords("Pending")).toBe("Being posted to your account");
    expect(postingStatusWords("Declined")).toBe("Declined");
  });
});

describe("usDateOf: an ISO day as MM/DD/YYYY (spec 000 §9)", () => {
  it("reads a day and an instant's day, and gives nothing for what is not one", () => {
    expect(usDateOf("2026-11-21")).toBe("11/21/2026");
    expect(usDateOf("2026-03-05T10:00:00.000Z")).toBe("03/05/2026");
    expect(usDateOf("11/21/2026")).toBe("");
    expect(usDateOrDash(null)).toBe("—");
    expect(usDateOrDash("2027-01-02")).toBe("01/02/2027");
  });
});
