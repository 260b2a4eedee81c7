import { GATEWAY_MERCHANT } from "@paygpa/fixtures";
import { describe, expect, it } from "vitest";
import { buildReceipt, receiptDateTime } from "./receipt";

describe("receipt", () => {
  it("prints the date and time in Guam", () => {
    expect(receiptDateTime(new Date("2025-11-21T09:57:15Z"))).toBe("21 Nov 25 19:57:15");
  });

  it("has the lines the payment result page searches for", () => {
    const receipt = buildReceipt({
      merchant: GATEWAY_MERCHANT,
      cardType: "Visa",
      amountCents: 501_300,
      currency: "USD",
      cardholderName: "MARIA CRUZ",
      maskedCardNumber: "############1111",
      at: new Date("2025-11-21T09:57:15Z"),
      reference: "001 000040 M",
      authorizationNum: "ET120454",
      transRef: "100234",
      approved: true,
      responseCode: "100",
    });
    const lines = receipt.split("\n");
    expect(lines[0]).toBe("========== TRANSACTION RECORD ==========");
    expect(lines).toContain("ACCT: Visa                $ 5,013.00 USD");
    expect(lines).toContain("REFERENCE #     : 001 000040 M");
    expect(lines).toContain("AUTHOR. #       : ET120454");
    expect(lines).toContain("TRANS. REF.     : 100234");
    expect(lines).toContain("    Approved - Thank You 100");
  });
});
