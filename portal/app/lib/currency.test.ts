import { describe, expect, it } from "vitest";
import { formatCurrency, parseCurrency, typedCurrency } from "./currency";

describe("currency input", () => {
  it("shows '$ ' with thousands separators and 2 decimals", () => {
    expect(formatCurrency(1234.5)).toBe("$ 1,234.50");
    expect(formatCurrency(0)).toBe("$ 0.00");
  });
  it("keeps typing readable: separators, at most 2 decimals, no minus sign", () => {
    expect(typedCurrency("1234")).toBe("$ 1,234");
    expect(typedCurrency("$ 1,234.567")).toBe("$ 1,234.56");
    expect(typedCurrency("-50")).toBe("$ 50");
    expect(typedCurrency("abc")).toBe("");
  });
  it("caps the amount at 99,999.99", () => {
    expect(typedCurrency("123456")).toBe("$ 99,999.99");
  });
  it("reads the amount back", () => {
    expect(parseCurrency("$ 1,234.56")).toBe(1234.56);
    expect(parseCurrency("")).toBe(0);
  });
});
