import { describe, expect, it } from "vitest";
import type { Budget } from "./billing-port";
import {
  type BillOnBudget,
  billsOfBudget,
  billsOfCurrentYear,
  budgetBillLines,
  type CcbSegment,
} from "./oracle-budget-bills";

const event = (date: string, kind: Budget["events"][number]["kind"]) => ({
  date,
  kind,
  budgetAmount: "100.00",
  driftPercent: null,
  difference: null,
});

const budget = (events: Budget["events"], status: Budget["status"] = "active"): Budget => ({
  accountId: "1000000001",
  status,
  budgetAmount: "100.00",
  startDate: events[0]?.date ?? null,
  endDate: null,
  deviation: "0.00",
  events,
});

const monthOf = (n: number) =>
  `20${26 + Math.floor((n + 3) / 12)}-${String(((n + 3) % 12) + 1).padStart(2, "0")}-05`;

function segment(current: number, payoff: number, lines: [string, number][]): CcbSegment {
  return {
    billSegmentId: "942000000001",
    currentAmount: current,
    payoffAmount: payoff,
    calcLines: {
      _data: [["ENERGY", payoff] as [string, number], ...lines].map(
        ([distributionCode, calculatedAmount]) => ({
          distributionCode,
          calculatedAmount,
        }),
      ),
    },
  };
}

const onBudget = (n: number, seg: CcbSegment): BillOnBudget => ({
  bill: { billID: `94000000${String(n).padStart(4, "0")}`, billDate: monthOf(n), dueDate: monthOf(n) },
  segment: seg,
});

describe("budgetBillLines: a budget bill's amounts from its bill segment (decision 043)", () => {
  it("reads the budget, the actual charges, a true-up part and a credit from the segment's lines", () => {
    const bills = [
      onBudget(1, segment(100, 91.37, [["BUDGET", 100]])),
      onBudget(
        2,
        segment(140.5, 120, [
          ["BUDGET", 100],
          ["BUDGET-TRUE-UP", 40.5],
        ]),
      ),
      onBudget(
        3,
        segment(75, 80, [
          ["BUDGET", 100],
          ["BUDGET-CREDIT", -25],
        ]),
      ),
    ];
    const lines = budgetBillLines(bills, budget([event("2026-03-20", "enrolled")]));
    expect(lines.map((line) => line.billDate)).toEqual([monthOf(3), monthOf(2), monthOf(1)]);
    expect(lines.at(-1)).toMatchObject({
      budgetAmount: "100.00",
      actualCharges: "91.37",
      billedAmount: "100.00",
    });
    expect(lines[1]).toMatchObject({ trueUpDebit: "40.50", creditApplied: "0.00", billedAmount: "140.50" });
    expect(lines[0]).toMatchObject({ trueUpDebit: "0.00", creditApplied: "25.00", billedAmount: "75.00" });
  });

  it("counts 12 bills to a year and starts again after the true-up; the settling bill is 0", () => {
    const bills = Array.from({ length: 14 }, (_, index) =>
      onBudget(index + 1, segment(100, 95, [["BUDGET", 100]])),
    );
    bills.push(onBudget(15, segment(130, 95, [["BUDGET-SETTLEMENT", 35]])));
    const events = [
      event("2026-03-20", "enrolled"),
      event(monthOf(12), "true-up-debit"),
      event(monthOf(14), "left"),
      event(monthOf(15), "settled"),
    ];
    const lines = budgetBillLines(bills, budget(events, "left")).reverse();
    expect(lines.map((line) => line.billOfYear)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 0]);
    expect(lines.at(-1)).toMatchObject({
      budgetAmount: "0.00",
      billedAmount: "130.00",
      actualCharges: "95.00",
    });
  });
});

describe("billsOfBudget: the bills worth reading", () => {
  const bill = (billDate: string) => ({ billID: billDate, billDate, dueDate: billDate });
  const bills = ["2026-03-05", "2026-04-05", "2026-05-05", "2026-06-05"].map(bill);

  it("are those cut after the start, through the settling one; none without a budget", () => {
    const left = budget([
      event("2026-03-20", "enrolled"),
      event("2026-04-20", "left"),
      event("2026-05-05", "settled"),
    ]);
    expect(billsOfBudget(bills, left).map((row) => row.billDate)).toEqual(["2026-04-05", "2026-05-05"]);
    expect(
      billsOfBudget(bills, budget([event("2026-03-20", "enrolled")])).map((row) => row.billDate),
    ).toEqual(["2026-04-05", "2026-05-05", "2026-06-05"]);
    expect(billsOfBudget(bills, budget([], "none"))).toEqual([]);
  });
});

describe("billsOfCurrentYear: the dashboard row's bills, at most its budget year (decision 043)", () => {
  const bill = (n: number) => ({ billID: `b${n}`, billDate: monthOf(n), dueDate: monthOf(n) });
  const twoYears = Array.from({ length: 20 }, (_, i) => bill(i + 1));

  it("keeps every bill in the first year, from the enrolment on", () => {
    const first = twoYears.slice(0, 5);
    expect(billsOfCurrentYear(first, budget([event("2026-04-01", "enrolled")]))).toEqual(first);
  });

  it("keeps the bills since the true-up before the newest bill, the true-up's own bill left out", () => {
    // The true-up came with the 12th bill: the newest bill (the 20th) is the 8th of the next year.
    const trueUp = event(monthOf(12), "true-up-credit");
    const kept = billsOfCurrentYear(twoYears, budget([event("2026-04-01", "enrolled"), trueUp]));
    expect(kept.map((b) => b.billID)).toEqual(twoYears.slice(12).map((b) => b.billID));
  });

  it("keeps the true-up's own bill while it is the newest: its year began with the enrolment", () => {
    const year = twoYears.slice(0, 12);
    const trueUp = event(monthOf(12), "true-up-debit");
    expect(billsOfCurrentYear(year, budget([event("2026-04-01", "enrolled"), trueUp]))).toEqual(year);
  });

  it("has nothing to keep for an account with no bill on budget yet", () => {
    expect(billsOfCurrentYear([], budget([event("2026-04-01", "enrolled")]))).toEqual([]);
  });
});
