/**
 * Budget billing (decision 043) at Oracle's C1-Budget paths, on the cycle's clock: the recommended
 * amount from the last 12 bills (or the premise's), 12 budget bills a year whose bill segments
 * (C1-BillSegment) charge the budget and show the actual charges beside it, a review every third bill, one true-up, and leaving settles the difference.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { refusal, type Simulator, startSimulator, TODAY } from "./simulator";

const DAY = 24 * 60 * 60 * 1000;
const BUDGETS = "/rest/apis/customer/financials/budgets/";
const CURRENT = "1000000001"; // postpaid-current: billed on the 5th, 12 months of history
const PREPAID = "1000000004";
const NEW_CUSTOMER = "1000000097"; // no bill yet, set up 2026-03-01

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator();
});
beforeEach(async () => {
  sim.clock.setToday(TODAY);
  await sim.reset();
});
afterAll(() => sim.close());

const act = (accountId: string, action: string, extra: object = {}) =>
  sim.call("PATCH", `${BUDGETS}${accountId}/lifecycle`, { action, ...extra });
const enrol = (accountId = CURRENT, reviewTolerancePercent = 10) =>
  act(accountId, "C1SV", { budgetPlan: { budgetPlan: "GPA-BUDGET" }, reviewTolerancePercent });
interface Segment {
  currentAmount: number;
  payoffAmount: number;
  calcLines: { _data: { calculatedAmount: number; distributionCode: string }[] };
}
/** The bills cut since TODAY, oldest first, each with its electric segment (Oracle's C1-BillSegment). */
const budgetBills = async (accountId = CURRENT) => {
  const bills = (
    (await sim.post("/rest/apis/customer/financials/bills/search", { accountId })).body.result as {
      billID: string;
      billDate: string;
      newCharges: number;
    }[]
  )
    .filter((bill) => bill.billDate > TODAY)
    .reverse();
  return Promise.all(
    bills.map(async (bill) => {
      const found = await sim.post("/rest/apis/customer/financials/billSegments/search", {
        filters: { queryOption: "C1BI", billSearch: { billId: bill.billID } },
      });
      const id = found.body.billSegments[0].billSegment.billSegmentId as string;
      const segment = (await sim.get(`/rest/apis/customer/financials/billSegments/${id}`)).body as Segment;
      const line = (code: string) =>
        segment.calcLines._data.find((calc) => calc.distributionCode === code)?.calculatedAmount;
      return { ...bill, segment, budgetAmount: line("BUDGET"), settled: line("BUDGET-SETTLEMENT") };
    }),
  );
};

describe("Recommend, Save and Cancel (C1-Budget Action Budget)", () => {
  it("recommends the average of the last 12 bills, saves nothing, then saves it on the electric SA", async () => {
    const quote = await act(CURRENT, "C1RC");
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({ accountId: CURRENT, status: "NONE", basis: "ACCOUNT" });
    const amount = Number(quote.body.totalNewBudgetAmount);
    expect(amount).toBeGreaterThan(0);
    expect(Number.isInteger(amount)).toBe(true);
    expect((await sim.get(`${BUDGETS}${CURRENT}`)).body).toMatchObject({
      status: "NONE",
      totalBudgetAmount: "0.00",
    });

    const saved = await enrol();
    expect(saved.body).toMatchObject({
      status: "ACTIVE",
      startDate: TODAY,
      budgetPlan: { budgetPlan: "GPA-BUDGET" },
      totalBudgetAmount: amount.toFixed(2),
      reviewTolerancePercent: 10,
      events: { _data: [{ date: TODAY, kind: "enrolled", budgetAmount: amount.toFixed(2) }] },
    });
    expect(saved.body.serviceAgreementsList._data[0].serviceAgreement.serviceAgreementId).toBeTruthy();
    expect((await sim.get(`${BUDGETS}${CURRENT}`)).body).toEqual(saved.body);
  });

  it("budgets a new customer from the premise's history or a projection, and says which", async () => {
    const quote = await act(NEW_CUSTOMER, "C1RC");
    expect(quote.status).toBe(200);
    expect(["PREMISE", "PROJECTED"]).toContain(quote.body.basis);
    expect(Number(quote.body.totalNewBudgetAmount)).toBeGreaterThan(0);
  });

  it("refuses a prepaid account, a second budget, leaving without one, a bad action or tolerance", async () => {
    expect(refusal((await act(PREPAID, "C1RC")).body).code).toBe("BUDGET_NOT_ALLOWED");
    expect(refusal((await act(CURRENT, "C1CN")).body).code).toBe("BUDGET_NOT_ACTIVE");
    expect((await act(CURRENT, "C1XX")).status).toBe(400);
    expect((await enrol(CURRENT, 0)).status).toBe(400);
    expect((await sim.get(`${BUDGETS}${CURRENT}`)).body.status).toBe("NONE");
    await enrol();
    expect(refusal((await enrol()).body).code).toBe("BUDGET_ACTIVE");
    expect((await act("9999999999", "C1RC")).status).toBe(400);
  });
});

describe("a budget on the cycle's clock", () => {
  it("bills the budget amount for 12 months beside the actual charges, reviews every third bill, trues up once", async () => {
    const amount = Number((await enrol(CURRENT, 5)).body.totalBudgetAmount);
    sim.clock.advance(365 * DAY);
    const budget = (await sim.get(`${BUDGETS}${CURRENT}`)).body;
    const bills = await budgetBills();
    expect(bills).toHaveLength(12);
    expect(bills.every((bill) => bill.budgetAmount !== undefined)).toBe(true);
    expect(bills[0]).toMatchObject({ budgetAmount: amount, newCharges: amount });
    expect(bills[0]!.segment.currentAmount).toBe(amount);
    for (const bill of bills) {
      // The segment charges the budget (current amount) and shows the actual charges (payoff amount).
      expect(bill.newCharges).toBe(bill.segment.currentAmount);
      expect(bill.segment.payoffAmount).toBeGreaterThan(0);
      expect(bill.segment.calcLines._data[0]).toMatchObject({
        distributionCode: "ENERGY",
        calculatedAmount: bill.segment.payoffAmount,
      });
    }
    const kinds = (budget.events._data as { kind: string }[]).map((event) => event.kind);
    expect(kinds.filter((kind) => kind.startsWith("review-"))).toHaveLength(3);
    expect(kinds.filter((kind) => kind.startsWith("true-up-"))).toHaveLength(1);
    // The true-up's difference is the year's actual charges less what was billed.
    const trueUp = (budget.events._data as { kind: string; difference: string }[]).find((event) =>
      event.kind.startsWith("true-up-"),
    )!;
    const yearCents = bills.reduce(
      (sum, bill) =>
        sum + Math.round(bill.segment.payoffAmount * 100) - Math.round(bill.segment.currentAmount * 100),
      0,
    );
    expect(Math.round(Number(trueUp.difference) * 100)).toBe(yearCents);
    expect(trueUp.kind).toBe(yearCents > 0 ? "true-up-debit" : "true-up-credit");
  });

  it("adjusts the amount at a review only when the drift passes the tolerance", async () => {
    await enrol(CURRENT, 100);
    sim.clock.advance(100 * DAY); // three bills: 04-05, 05-05, 06-05
    const kept = (await sim.get(`${BUDGETS}${CURRENT}`)).body.events._data.at(-1);
    expect(kept.kind).toBe("review-kept");
    expect(kept.driftPercent).toBeGreaterThan(0);
    sim.clock.setToday(TODAY);
    await sim.reset();
    await enrol(CURRENT, 1);
    sim.clock.advance(100 * DAY);
    const budget = (await sim.get(`${BUDGETS}${CURRENT}`)).body;
    const review = budget.events._data.at(-1);
    // The same quarter as above: its drift passes a 1 % tolerance, and the new amount is the budget's.
    expect(review).toMatchObject({ kind: "review-adjusted", driftPercent: kept.driftPercent });
    expect(budget.totalBudgetAmount).toBe(review.budgetAmount);
    expect(budget.budgetDate).toBe(review.date);
  });

  it("leaving settles the difference on the next bill: the actual charges plus the deviation", async () => {
    await enrol();
    sim.clock.advance(60 * DAY); // 2026-05-14: two budget bills
    const { deviation } = (await sim.get(`${BUDGETS}${CURRENT}`)).body;
    const left = await act(CURRENT, "C1CN");
    expect(left.body).toMatchObject({ status: "CANCELED", endDate: "2026-05-14", totalBudgetAmount: "0.00" });
    sim.clock.advance(30 * DAY); // the 2026-06-05 bill
    const bills = await budgetBills();
    const settling = bills.at(-1)!;
    expect(settling.budgetAmount).toBeUndefined();
    expect(Math.round(settling.settled! * 100)).toBe(Math.round(Number(deviation) * 100));
    expect(Math.round(settling.segment.currentAmount * 100)).toBe(
      Math.round((settling.segment.payoffAmount + Number(deviation)) * 100),
    );
    const after = (await sim.get(`${BUDGETS}${CURRENT}`)).body;
    expect(after).toMatchObject({ deviation: "0.00", settlementDue: false });
    expect(after.events._data.at(-1)).toMatchObject({ kind: "settled", difference: deviation });
  });
});

describe("the console's next billing events", () => {
  it("name the coming review, the true-up and, after leaving, the settling bill", async () => {
    const kindsOn = async () =>
      (
        (await sim.get(`/__control/cycle/events?account=${CURRENT}&limit=50`)).body.events as {
          kind: string;
          date: string;
        }[]
      )
        .filter((event) => event.kind.startsWith("budget-"))
        .map((event) => `${event.kind} ${event.date}`);
    await enrol();
    expect(await kindsOn()).toEqual([]);
    sim.clock.advance(60 * DAY); // two budget bills: the next is the review
    expect(await kindsOn()).toEqual(["budget-review 2026-06-05"]);
    sim.clock.advance(275 * DAY); // 11 budget bills: the next is the true-up
    expect(await kindsOn()).toEqual(["budget-true-up 2027-03-05"]);
    await act(CURRENT, "C1CN");
    expect(await kindsOn()).toEqual(["budget-settlement 2027-03-05"]);
  });
});
