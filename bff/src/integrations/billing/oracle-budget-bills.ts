/**
 * The bills on budget billing as CCB shows them (decision 043): Search Bills (C1-Bill) gives the
 * account's bills; each bill since the budget's start is read, a few at a time, through Bill Segment
 * Search and Get Bill Segment (C1-BillSegment; pages cited in
 * ccb-simulator/src/contract/oracle/financials.ts). A budget SA's bill segment shows the actual
 * charges in its calculation — its payoff amount — while it charges the budget: its current amount,
 * whose parts are the budget's calc lines (GPA's distribution codes, unverified). Which budget bill of
 * the year a bill is comes from Get Budget's events (the enrolment and each true-up start a year).
 */
import * as v from "valibot";
import type { Budget, BudgetBillLine, BudgetBillsScope } from "./billing-port";
import type { CcbCall } from "./ccb-caller";
import { CCB_PATHS } from "./ccb-paths";
import { ORACLE_PATHS } from "./oracle-paths";

/** GPA's calc line distribution codes on a budget bill segment (GPA's CCB team configures them). */
const BUDGET_CODES = {
  budget: "BUDGET",
  trueUp: "BUDGET-TRUE-UP",
  credit: "BUDGET-CREDIT",
  settlement: "BUDGET-SETTLEMENT",
} as const;
const YEAR_STARTS: readonly Budget["events"][number]["kind"][] = [
  "enrolled",
  "true-up-credit",
  "true-up-debit",
];

const CcbBillDates = v.object({
  result: v.array(v.object({ billID: v.string(), billDate: v.string(), dueDate: v.string() })),
});
type CcbBill = v.InferOutput<typeof CcbBillDates>["result"][number];

const CcbSegmentSearch = v.object({
  billSegments: v.array(v.object({ billSegment: v.object({ billSegmentId: v.string() }) })),
});

const CcbSegment = v.object({
  billSegmentId: v.string(),
  currentAmount: v.number(),
  payoffAmount: v.number(),
  calcLines: v.object({
    _data: v.array(v.object({ calculatedAmount: v.number(), distributionCode: v.string() })),
  }),
});
export type CcbSegment = v.InferOutput<typeof CcbSegment>;

const money = (amount: number) => amount.toFixed(2);
const isBudgetCode = (code: string) => (Object.values(BUDGET_CODES) as string[]).includes(code);
const lineOf = (segment: CcbSegment, code: string) =>
  segment.calcLines._data.find((line) => line.distributionCode === code);

/** A bill with its budget SA's segment: the one whose calc lines carry the budget. */
export interface BillOnBudget {
  bill: CcbBill;
  segment: CcbSegment;
}

/** The bills worth reading: cut after the budget started, up to the one that settled it. */
export function billsOfBudget(bills: readonly CcbBill[], budget: Budget): CcbBill[] {
  if (budget.status === "none" || !budget.startDate) return [];
  const start = budget.startDate;
  const settled = budget.events.find((event) => event.kind === "settled")?.date;
  return bills.filter((bill) => bill.billDate > start && (!settled || bill.billDate <= settled));
}

/**
 * The bills of the newest bill's budget year only (since the enrolment or the true-up before it):
 * what a dashboard row needs, at most a year of bills however long the account has been on budget.
 */
export function billsOfCurrentYear(bills: readonly CcbBill[], budget: Budget): CcbBill[] {
  const newest = bills
    .map((bill) => bill.billDate)
    .sort()
    .at(-1);
  if (!newest) return [];
  const yearStart =
    budget.events
      .filter((event) => YEAR_STARTS.includes(event.kind) && event.date < newest)
      .map((event) => event.date)
      .sort()
      .at(-1) ?? "";
  return bills.filter((bill) => bill.billDate > yearStart);
}

/** `work` on each item, at most `width` at a time: billing is not asked a year of bills at once. */
async function inBatches<T, R>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width) {
    results.push(...(await Promise.all(items.slice(start, start + width).map(work))));
  }
  return results;
}

/** How many bills' segments are read at once. */
const BILLS_AT_ONCE = 4;

/**
 * The port's lines, newest first: a bill's place in its budget year counts the budget bills since
 * the year's start (the enrolment or the latest true-up before it); the settling bill is 0.
 */
export function budgetBillLines(onBudget: readonly BillOnBudget[], budget: Budget): BudgetBillLine[] {
  const starts = budget.events.filter((event) => YEAR_STARTS.includes(event.kind)).map((event) => event.date);
  const oldestFirst = [...onBudget].sort((a, b) => a.bill.billDate.localeCompare(b.bill.billDate));
  const budgetDates = oldestFirst
    .filter(({ segment }) => lineOf(segment, BUDGET_CODES.budget))
    .map(({ bill }) => bill.billDate);
  const lines = oldestFirst.map(({ bill, segment }): BudgetBillLine => {
    const budgetLine = lineOf(segment, BUDGET_CODES.budget);
    const yearStart =
      starts
        .filter((date) => date < bill.billDate)
        .sort()
        .at(-1) ?? "";
    const credit = lineOf(segment, BUDGET_CODES.credit)?.calculatedAmount ?? 0;
    return {
      billId: bill.billID,
      billDate: bill.billDate,
      dueDate: bill.dueDate,
      budgetAmount: money(budgetLine?.calculatedAmount ?? 0),
      actualCharges: money(segment.payoffAmount),
      billedAmount: money(segment.currentAmount),
      trueUpDebit: money(lineOf(segment, BUDGET_CODES.trueUp)?.calculatedAmount ?? 0),
      creditApplied: money(Math.abs(credit)),
      billOfYear: budgetLine
        ? budgetDates.filter((date) => date > yearStart && date <= bill.billDate).length
        : 0,
    };
  });
  return lines.reverse();
}

/** A bill's segments, read in parallel; its budget SA's segment, if it has one. */
async function budgetSegmentOf(call: CcbCall, billId: string): Promise<CcbSegment | undefined> {
  const found = await call(
    {
      method: "POST",
      path: ORACLE_PATHS.billSegmentSearch,
      body: { filters: { queryOption: "C1BI", billSearch: { billId } } },
    },
    CcbSegmentSearch,
  );
  const segments = await Promise.all(
    found.billSegments.map(({ billSegment }) =>
      call({ method: "GET", path: ORACLE_PATHS.billSegment(billSegment.billSegmentId) }, CcbSegment),
    ),
  );
  return segments.find((segment) =>
    segment.calcLines._data.some((line) => isBudgetCode(line.distributionCode)),
  );
}

/** The account's bills on its budget (`budget` as Get Budget answered it), newest first. */
export async function readBudgetBills(
  call: CcbCall,
  accountId: string,
  budget: Budget,
  scope: BudgetBillsScope = "all",
): Promise<BudgetBillLine[]> {
  if (budget.status === "none") return [];
  const answer = await call(
    { method: "POST", path: CCB_PATHS.billSearch, body: { accountId } },
    CcbBillDates,
  );
  const onBudget = billsOfBudget(answer.result, budget);
  const wanted = scope === "current-year" ? billsOfCurrentYear(onBudget, budget) : onBudget;
  const read = await inBatches(wanted, BILLS_AT_ONCE, async (bill) => ({
    bill,
    segment: await budgetSegmentOf(call, bill.billID),
  }));
  return budgetBillLines(
    read.flatMap(({ bill, segment }) => (segment ? [{ bill, segment }] : [])),
    budget,
  );
}
