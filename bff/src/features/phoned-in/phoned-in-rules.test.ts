import { describe, expect, it } from "vitest";
import {
  completePaymentHistory,
  financialTransactionLabel,
  payLinkExpiry,
  payLinkState,
  webPayerName,
} from "./phoned-in-rules";

describe("the Complete payment history (spec 000 §3, §9)", () => {
  it("labels transaction type PS 'Payment' and anything else 'Payment Adjustment'", () => {
    expect(financialTransactionLabel("PS")).toBe("Payment");
    expect(financialTransactionLabel("AD")).toBe("Payment Adjustment");
    expect(financialTransactionLabel("")).toBe("Payment Adjustment");
  });

  it("shows at most 18 rows, newest first", () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({
      arrearsDate: `2026-01-${String(i + 1).padStart(2, "0")}`,
      type: i % 2 ? "PS" : "AD",
    }));
    const shown = completePaymentHistory(rows);
    expect(shown).toHaveLength(18);
    expect(shown[0]).toMatchObject({ arrearsDate: "2026-01-25", label: "Payment Adjustment" });
    expect(shown[1]).toMatchObject({ arrearsDate: "2026-01-24", label: "Payment" });
  });

  it("leaves bill segments (BS) out: they are charges, not payments", () => {
    const shown = completePaymentHistory([
      { arrearsDate: "2026-02-01", type: "BS" },
      { arrearsDate: "2026-01-20", type: "PS" },
    ]);
    expect(shown.map((row) => row.arrearsDate)).toEqual(["2026-01-20"]);
  });
});

describe("the Web payment history's payer", () => {
  it("names the clerk of a phoned-in payment, quick pay and online payments by their way", () => {
    expect(webPayerName({ created_by: "admin", admin_username: "phonedin" })).toBe("phonedin");
    expect(webPayerName({ created_by: "quickpay", admin_username: null })).toBe("Quick Pay");
    expect(webPayerName({ created_by: "customer", admin_username: null })).toBe("Online");
  });
});

describe("a pay-by-link's state (beyond the spec: card numbers stay off the phone)", () => {
  const sent = new Date("2026-11-21T10:00:00Z");
  const link = { expires_at: payLinkExpiry(sent) };
  const later = (hours: number) => new Date(sent.getTime() + hours * 3_600_000);

  it("is valid for 24 hours after it is sent", () => {
    expect(payLinkState(link, null, later(23.9))).toBe("open");
    expect(payLinkState(link, null, later(24))).toBe("expired");
  });

  it("pays once: an approved attempt spends it, a pending one blocks a second", () => {
    expect(payLinkState(link, "approved", later(1))).toBe("paid");
    expect(payLinkState(link, "approved", later(30))).toBe("paid");
    expect(payLinkState(link, "pending", later(1))).toBe("in-progress");
  });

  it("stays open after a declined or abandoned attempt", () => {
    expect(payLinkState(link, "declined", later(1))).toBe("open");
    expect(payLinkState(link, "error", later(1))).toBe("open");
  });
});
