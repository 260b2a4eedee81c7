import { describe, expect, it } from "vitest";
import {
  cardBrandOf,
  isExpired,
  isLuhnValid,
  maskCardNumber,
  normalizeCardNumber,
  parseExpiry,
} from "./cards";
import { TEST_CARDS } from "./outcomes";

describe("cards", () => {
  it.each([
    ["4111111111111111", "visa"],
    ["4222222222222", "visa"],
    ["5105105105105100", "mastercard"],
    ["5500000000000004", "mastercard"],
    ["2221000000000009", "mastercard"],
    ["2720990000000007", "mastercard"],
    ["6011000000000004", "discover"],
    ["6440000000000000", "discover"],
    ["6510000000000000", "discover"],
    ["378282246310005", null],
    ["5600000000000000", null],
    ["2721000000000000", null],
    ["6012000000000000", null],
  ])("the brand of %s is %s", (number, brand) => {
    expect(cardBrandOf(number)).toBe(brand);
  });

  it("checks the Luhn digit", () => {
    expect(isLuhnValid("4111111111111111")).toBe(true);
    expect(isLuhnValid("4111111111111112")).toBe(false);
  });

  it("lists only test cards that pass the Luhn check and match their brand", () => {
    for (const card of TEST_CARDS) {
      expect(isLuhnValid(card.number), card.number).toBe(true);
      expect(cardBrandOf(card.number), card.number).toBe(card.brand);
    }
  });

  it("masks all but the last four digits", () => {
    expect(maskCardNumber("4111111111111111")).toBe("############1111");
  });

  it("drops spaces and dashes people type", () => {
    expect(normalizeCardNumber("4111 1111-1111 1111")).toBe("4111111111111111");
    expect(normalizeCardNumber("4111x111")).toBeNull();
  });

  it("reads MM/YY, MMYY and MM/YYYY expiry dates", () => {
    expect(parseExpiry("12/30")).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry("1230")).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry("01/2031")).toEqual({ month: 1, year: 2031 });
    expect(parseExpiry("13/30")).toBeNull();
    expect(parseExpiry("1/30")).toBeNull();
  });

  it("treats a card as good through the end of its expiry month", () => {
    expect(isExpired({ month: 11, year: 2025 }, "2025-11-30")).toBe(false);
    expect(isExpired({ month: 10, year: 2025 }, "2025-11-01")).toBe(true);
  });
});
