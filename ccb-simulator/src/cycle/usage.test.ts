import { describe, expect, it } from "vitest";
import { billPeriod } from "./usage";

const history = [
  { AccountID: "1000000001", month: "2025-05", kwh: 610, amount: 0 },
  { AccountID: "1000000001", month: "2025-06", kwh: 700, amount: 0 },
  { AccountID: "1000000001", month: "2026-04", kwh: 650, amount: 0 },
];

describe("billPeriod: the usage a bill charges (decision 047)", () => {
  it("charges its own month a month after the last bill", () => {
    const period = billPeriod(history, "RESID", "2026-04-10", "2026-05-10");
    expect(period.months.map((m) => m.month)).toEqual(["2026-05"]);
    expect(period.kwh).toBe(610);
  });

  it("charges every month since the last bill when a change of bill cycle made the period longer", () => {
    const period = billPeriod(history, "RESID", "2026-04-28", "2026-06-05");
    expect(period.months.map((m) => m.month)).toEqual(["2026-05", "2026-06"]);
    expect(period.kwh).toBe(610 + 700);
    const may = billPeriod(history, "RESID", "2026-04-10", "2026-05-10");
    const june = billPeriod(history, "RESID", "2026-05-10", "2026-06-10");
    expect(period.usageCharge).toBeCloseTo(may.usageCharge + june.usageCharge, 2);
  });

  it("charges its own month on a first bill, and never more than a year", () => {
    expect(billPeriod(history, "RESID", null, "2026-05-10").months).toHaveLength(1);
    expect(billPeriod(history, "RESID", "2020-01-10", "2026-05-10").months).toHaveLength(12);
  });
});
