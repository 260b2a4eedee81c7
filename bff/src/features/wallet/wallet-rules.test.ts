import { describe, expect, it } from "vitest";
import { brandOfGatewayCardType, expiryStatus, gatewayCardType } from "./wallet-rules";

describe("expiryStatus (decision 030: this month or next)", () => {
  it("flags a card expiring this month or next, not the month after", () => {
    expect(expiryStatus("1126", "2026-11-21")).toEqual({ expiringSoon: true, expired: false });
    expect(expiryStatus("1226", "2026-11-21")).toEqual({ expiringSoon: true, expired: false });
    expect(expiryStatus("0127", "2026-11-21")).toEqual({ expiringSoon: false, expired: false });
  });
  it("crosses the year: December's next month is January", () => {
    expect(expiryStatus("0127", "2026-12-01")).toEqual({ expiringSoon: true, expired: false });
  });
  it("calls a card expired once its month has passed, and an unreadable expiry expired", () => {
    expect(expiryStatus("1026", "2026-11-01")).toEqual({ expiringSoon: false, expired: true });
    expect(expiryStatus("1326", "2026-11-01")).toEqual({ expiringSoon: false, expired: true });
  });
});

describe("card types and tokens", () => {
  it("names MasterCard as the gateway does, and back", () => {
    expect(gatewayCardType("MasterCard")).toBe("Mastercard");
    expect(brandOfGatewayCardType("Mastercard")).toBe("MasterCard");
    expect(brandOfGatewayCardType("American Express")).toBeNull();
  });
});
