/**
 * Oracle's Bill Segment Search and Get Bill Segment (C1-BillSegment) as a client written from the
 * pages calls them: a bill's segments by its bill id (`filters.queryOption` C1BI), each segment's
 * current amount (its effect on the SA's current balance) and, on budget billing, the actual charges
 * as its payoff amount and calc lines (decision 043).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { refusal, type Simulator, startSimulator, TODAY } from "./simulator";

const DAY = 24 * 60 * 60 * 1000;
const API = "/rest/apis/customer/financials";
const CURRENT = "1000000001"; // postpaid-current: billed on the 5th

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator();
});
beforeEach(async () => {
  sim.clock.setToday(TODAY);
  await sim.reset();
});
afterAll(() => sim.close());

const search = (billId: unknown, queryOption = "C1BI") =>
  sim.post(`${API}/billSegments/search`, { filters: { queryOption, billSearch: { billId } } });
const bills = async () =>
  (await sim.post(`${API}/bills/search`, { accountId: CURRENT })).body.result as {
    billID: string;
    billDate: string;
    newCharges: number;
  }[];

describe("Bill Segment Search and Get Bill Segment", () => {
  it("answer a fixtures' bill's one segment, charging its new charges", async () => {
    const [latest] = await bills();
    const found = await search(latest!.billID);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ bill: { billId: latest!.billID }, count: 1, hasMore: false });
    const item = found.body.billSegments[0];
    expect(item).toMatchObject({ billSegmentStatus: "50 ", currentAmount: latest!.newCharges });
    const segment = await sim.get(`${API}/billSegments/${item.billSegment.billSegmentId}`);
    expect(segment.body).toMatchObject({
      bill: { billId: latest!.billID },
      account: { accountId: CURRENT },
      currentAmount: latest!.newCharges,
      payoffAmount: latest!.newCharges,
    });
    expect(segment.body.billSegmentPeriod).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}-\d{2}-\d{4}$/);
  });

  it("on budget, charge the budget (current amount) and show the actual charges (payoff, calc lines)", async () => {
    const saved = await sim.call("PATCH", `${API}/budgets/${CURRENT}/lifecycle`, {
      action: "C1SV",
      budgetPlan: { budgetPlan: "GPA-BUDGET" },
      reviewTolerancePercent: 10,
    });
    const amount = Number(saved.body.totalBudgetAmount);
    sim.clock.advance(30 * DAY); // the 2026-04-05 bill
    const [bill] = await bills();
    expect(bill!.billDate).toBe("2026-04-05");
    const id = (await search(bill!.billID)).body.billSegments[0].billSegment.billSegmentId;
    const segment = (await sim.get(`${API}/billSegments/${id}`)).body;
    expect(segment.currentAmount).toBe(amount);
    expect(bill!.newCharges).toBe(amount);
    expect(segment.payoffAmount).not.toBe(segment.currentAmount);
    expect(segment.calcLines._data).toEqual([
      expect.objectContaining({
        sequence: 1,
        distributionCode: "ENERGY",
        calculatedAmount: segment.payoffAmount,
      }),
      expect.objectContaining({ sequence: 2, distributionCode: "BUDGET", calculatedAmount: amount }),
    ]);
  });

  it("refuse an unknown bill or segment, a missing bill id and a text search with 400", async () => {
    expect(refusal((await search("999999999999")).body).status).toBe(400);
    expect((await sim.get(`${API}/billSegments/942999999999`)).status).toBe(400);
    expect((await search(undefined)).status).toBe(400);
    const [latest] = await bills();
    expect((await search(latest!.billID, "C1BT")).status).toBe(400);
  });
});
