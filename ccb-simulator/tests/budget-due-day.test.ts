/**
 * Budget billing (decision 043) across a change of due day (decision 047): an account on budget
 * that moves to a due-day bill cycle keeps billing the budget amount on the new cycle's windows; the
 * moved bill is cut once (not on the old day and again on the new one, not skipped), and the budget
 * still counts 12 budget bills to its one true-up, a review on every third.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Simulator, startSimulator, TODAY } from "./simulator";

const DAY = 24 * 60 * 60 * 1000;
const CURRENT = "1000000001"; // postpaid-current: billed on the 5th
const BUDGET = `/rest/apis/customer/financials/budgets/${CURRENT}`;
const ACCOUNT = `/rest/apis/customer/v-model/accounts/${CURRENT}`;

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator();
});
beforeEach(async () => {
  sim.clock.setToday(TODAY);
  await sim.reset();
});
afterAll(() => sim.close());

interface IssuedBill {
  billDate: string;
  dueDate: string;
  newCharges: number;
  budget: { budgetAmount: number; billedAmount: number; billOfYear: number } | null;
}

const enrol = () =>
  sim.call("PATCH", `${BUDGET}/lifecycle`, {
    action: "C1SV",
    budgetPlan: { budgetPlan: "GPA-BUDGET" },
    reviewTolerancePercent: 10,
  });
const advanceDays = async (days: number) => {
  sim.clock.advance(days * DAY);
  await sim.get("/__control/cycle");
};
const issued = async () =>
  ((await sim.get(`/__control/cycle/bills?account=${CURRENT}`)).body.bills as IssuedBill[]).sort((a, b) =>
    a.billDate.localeCompare(b.billDate),
  );
const events = async () => (await sim.get(BUDGET)).body.events._data as { date: string; kind: string }[];

/** One bill a month, never two in one month nor a month between two bills left without one. */
function expectOneBillAMonth(bills: readonly IssuedBill[]) {
  const months = bills.map((bill) => bill.billDate.slice(0, 7));
  expect(new Set(months).size).toBe(months.length);
  for (let index = 1; index < months.length; index += 1) {
    const [year, month] = (months[index - 1] as string).split("-").map(Number) as [number, number];
    const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, "0")}`;
    expect(months[index]).toBe(next);
  }
}

/** The budget's reviews fall on its 3rd, 6th and 9th bill, its true-up on the 12th. */
async function expectBudgetYear(bills: readonly IssuedBill[]) {
  const onBudget = bills.filter((bill) => bill.budget && bill.budget.billOfYear > 0);
  expect(onBudget.slice(0, 12).map((bill) => bill.budget!.billOfYear)).toEqual([
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
  ]);
  for (const bill of onBudget) expect(bill.newCharges).toBe(bill.budget!.billedAmount);
  const all = await events();
  const reviews = all.filter((event) => event.kind.startsWith("review-")).map((event) => event.date);
  const trueUps = all.filter((event) => event.kind.startsWith("true-up-")).map((event) => event.date);
  expect(reviews.slice(0, 3)).toEqual([2, 5, 8].map((index) => onBudget[index]!.billDate));
  expect(trueUps).toEqual([onBudget[11]!.billDate]);
}

describe("a budget whose account changes its due day", () => {
  it("changed with the enrolment: every bill on the new day bills the budget, one a month, 12 to the true-up", async () => {
    const amount = (await enrol()).body.totalBudgetAmount;
    await sim.put(ACCOUNT, { billCycle: { billCycle: "DUE15" } });
    await advanceDays(30); // 2026-04-14: the old cycle's 5 April bill does not come
    expect(await issued()).toEqual([]);
    await advanceDays(365);
    const bills = await issued();
    expect(bills[0]).toMatchObject({ billDate: "2026-04-25", dueDate: "2026-05-15" });
    expect(bills.every((bill) => bill.dueDate.endsWith("-15"))).toBe(true);
    expect(bills[0]!.budget).toMatchObject({ budgetAmount: Number(amount), billOfYear: 1 });
    expectOneBillAMonth(bills);
    await expectBudgetYear(bills);
  });

  it("changed mid-year, moving a review bill: the moved bill is cut once and is still the review", async () => {
    await enrol();
    await advanceDays(145); // 2026-08-07: five budget bills, 04-05 … 08-05
    expect((await issued()).map((bill) => bill.budget?.billOfYear)).toEqual([1, 2, 3, 4, 5]);
    await sim.put(ACCOUNT, { billCycle: { billCycle: "DUE28" } });
    // The old cycle's 5 September bill moves to the new window, 8 September (due the 28th).
    const next = (await sim.get(`/__control/cycle/events?account=${CURRENT}&limit=20`)).body.events as {
      date: string;
      kind: string;
    }[];
    expect(next).toContainEqual(expect.objectContaining({ date: "2026-09-08", kind: "budget-review" }));
    await advanceDays(330);
    const bills = await issued();
    expect(bills.map((bill) => bill.billDate).slice(4, 7)).toEqual([
      "2026-08-05",
      "2026-09-08",
      "2026-10-08",
    ]);
    expect(bills.slice(5).every((bill) => bill.dueDate.endsWith("-28"))).toBe(true);
    expectOneBillAMonth(bills);
    await expectBudgetYear(bills);
  });
});
