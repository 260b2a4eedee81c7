import { describe, expect, it } from "vitest";
import {
  billMonth,
  guamDateTime,
  monthlyChart,
  paymentHistoryLines,
  prepaidPeriodDays,
  statementLines,
  usDate,
} from "./dashboard-rules";

const ft = (arrearsDate: string, type: string, amount: number) => ({
  transactionId: `FT-${arrearsDate}-${type}`,
  arrearsDate,
  accountId: "1000000001",
  amount,
  type,
});

describe("dashboard display rules (spec 002 §3, §9)", () => {
  it("shows payment dates MM/DD/YYYY and bill dates MM/YYYY", () => {
    expect(usDate("2026-03-07")).toBe("03/07/2026");
    expect(billMonth("2026-03-07")).toBe("03/2026");
  });

  it("labels PS 'Payment' and every other payment line 'Payment Adjustment', bills left out, 18 rows at most", () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      ft(`2026-01-${String(i + 1).padStart(2, "0")}`, "PS", -10),
    );
    const lines = paymentHistoryLines([
      ft("2026-03-01", "BS", 100),
      ft("2026-02-20", "PS", -50),
      ft("2026-02-01", "AD", -5),
      ...many,
    ]);
    expect(lines).toHaveLength(18);
    expect(lines[0]).toEqual({
      paymentDate: "02/20/2026",
      parent: "1000000001",
      totalAmount: 50,
      type: "Payment",
    });
    expect(lines[1]?.type).toBe("Payment Adjustment");
  });

  it("lists bills in the statement, 18 rows at most", () => {
    const lines = statementLines([ft("2026-03-01", "BS", 100), ft("2026-02-20", "PS", -50)]);
    expect(lines.map((line) => line.type)).toEqual(["Bill", "Payment"]);
  });

  it("charts the last 12 months with rounded averages, and nothing without data", () => {
    const months = Array.from({ length: 14 }, (_, i) => ({
      month: `20${25 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}`,
      kwh: 100 + i,
      amount: 10.5,
    }));
    const chart = monthlyChart(months);
    expect(chart?.months).toHaveLength(12);
    expect(chart?.months[0]).toBe("Mar 2025");
    expect(chart?.averageKwh).toBe(Math.round((102 + 113) / 2));
    expect(chart?.averageAmount).toBe(11);
    expect(monthlyChart([])).toBeNull();
  });

  it("splits 90 days of prepaid usage into periods 0 (last 30 days), 1 (31–60) and 2 (61–90)", () => {
    const days = Array.from({ length: 90 }, (_, i) => ({
      date: `d${String(i).padStart(2, "0")}`,
      kwh: i,
      charge: i,
    }));
    expect(prepaidPeriodDays(days, 0).map((d) => d.kwh)).toEqual(
      Array.from({ length: 30 }, (_, i) => 60 + i),
    );
    expect(prepaidPeriodDays(days, 2)[0]?.kwh).toBe(0);
    expect(prepaidPeriodDays(days.slice(0, 20), 1)).toEqual([]);
  });

  it("shows times in Guam time, labelled, whatever the server's zone", () => {
    expect(guamDateTime("2026-11-20T23:30:00Z")).toBe("11/21/2026, 9:30 AM (Guam time)");
  });
});
