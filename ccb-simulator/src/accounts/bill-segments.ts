/**
 * A bill's segments as Oracle's C1-BillSegment shows them (Financial Transactions / Bill Segment,
 * `…/framework/4.5.0.0.0/restapi/api-financial-transactions-bill-segment.html`): "A bill typically
 * contains one bill segment for every active service agreement linked to its account. A bill segment
 * contains information showing how the segment was calculated". Its financial transaction holds its
 * effect on the SA's current balance (`currentAmount`, "the bill segment's effect on the service
 * agreement's current balance", Bill Segment Summary) and on its payoff balance (CCB user guide,
 * "Bill Segment Financial Transactions"). On budget billing (decision 043) the two differ: the
 * calculation's lines are the actual charges, so the payoff amount is their total, while the current
 * amount is what the bill charges — the budget amount, plus a true-up part, less a credit — shown as
 * the budget's own calc lines. Names beyond the pages' are unverified (`../contract/oracle/financials.ts`).
 */
import { type Bill, centsToDollars, dollarsToCents } from "@paygpa/fixtures";
import { addMonths } from "@paygpa/simulator-kit";
import type { BudgetLine } from "../budgets/budgets";
import type { IssuedBill } from "../cycle/cycle-records";
import type { CcbStore } from "../store";

/** Bill Segment Status `50 ` (the pages' allowed values keep the trailing space): Frozen. */
const FROZEN = { billSegmentStatus: "50 ", billSegmentStatusDescription: "Frozen" } as const;

/** GPA's distribution codes on the calc lines (unverified: GPA's CCB team configures them). */
export const CALC_LINE_CODES = {
  energy: "ENERGY",
  instalment: "PA-INSTALMENT",
  budget: "BUDGET",
  trueUp: "BUDGET-TRUE-UP",
  credit: "BUDGET-CREDIT",
  settlement: "BUDGET-SETTLEMENT",
} as const;

interface CalcLine {
  descriptionOnBill: string;
  calculatedAmount: number;
  distributionCode: string;
}

interface Segment {
  billSegmentId: string;
  bill: Bill;
  SAID: string | undefined;
  currentAmount: number;
  payoffAmount: number;
  lines: CalcLine[];
}

/**
 * Segment ids: a cycle's bill (`940…`) has its electric segment `942…` and an instalment's `943…`
 * with the same tail; a fixtures' bill (`1…`) has one, `2…`.
 */
const ELECTRIC = "942";
const INSTALMENT = "943";
const segmentIdsOf = (bill: Bill, issued: IssuedBill | undefined) =>
  issued
    ? [
        `${ELECTRIC}${bill.billId.slice(3)}`,
        ...(issued.instalment ? [`${INSTALMENT}${bill.billId.slice(3)}`] : []),
      ]
    : [`2${bill.billId.slice(1)}`];

function billIdOf(billSegmentId: string): string | undefined {
  if (billSegmentId.startsWith(ELECTRIC) || billSegmentId.startsWith(INSTALMENT)) {
    return `940${billSegmentId.slice(3)}`;
  }
  return billSegmentId.startsWith("2") ? `1${billSegmentId.slice(1)}` : undefined;
}

/** The budget's calc lines: together they are what the segment charges (its current amount). */
function budgetLines(line: BudgetLine): CalcLine[] {
  const { budget, trueUp, credit, settlement } = CALC_LINE_CODES;
  if (line.billOfYear === 0) {
    const settled = centsToDollars(dollarsToCents(line.billedAmount) - dollarsToCents(line.actualCharges));
    return [
      { descriptionOnBill: "Budget settlement", calculatedAmount: settled, distributionCode: settlement },
    ];
  }
  return [
    { descriptionOnBill: "Budget amount", calculatedAmount: line.budgetAmount, distributionCode: budget },
    ...(line.trueUpDebit > 0
      ? [
          {
            descriptionOnBill: "Budget true-up",
            calculatedAmount: line.trueUpDebit,
            distributionCode: trueUp,
          },
        ]
      : []),
    ...(line.creditApplied > 0
      ? [
          {
            descriptionOnBill: "Budget credit",
            calculatedAmount: -line.creditApplied,
            distributionCode: credit,
          },
        ]
      : []),
  ];
}

function electricSegment(store: CcbStore, bill: Bill, issued: IssuedBill | undefined, id: string): Segment {
  const SAID = store.cycle.electricOf(bill.AccountID)?.SAID;
  const actual = issued ? issued.usageCharge : bill.newCharges;
  const energy: CalcLine = {
    descriptionOnBill: issued ? `Energy charge, ${issued.kwh} kWh` : "Energy charge",
    calculatedAmount: actual,
    distributionCode: CALC_LINE_CODES.energy,
  };
  const budget = issued?.budget;
  // A settling credit larger than the period's charges bills nothing; the rest is an adjustment.
  const current = budget ? Math.max(0, budget.billedAmount) : actual;
  return {
    billSegmentId: id,
    bill,
    SAID,
    currentAmount: current,
    payoffAmount: actual,
    lines: [energy, ...(budget ? budgetLines(budget) : [])],
  };
}

/** The bill's segments: the electric SA's, and a running arrangement's instalment. */
export function segmentsOf(store: CcbStore, bill: Bill): Segment[] {
  const issued = store.cycle.issued.find((row) => row.billId === bill.billId);
  const [electricId = "", instalmentId] = segmentIdsOf(bill, issued);
  const segments = [electricSegment(store, bill, issued, electricId)];
  if (issued?.instalment && instalmentId) {
    const { SAID, number, of, amount } = issued.instalment;
    segments.push({
      billSegmentId: instalmentId,
      bill,
      SAID,
      currentAmount: amount,
      payoffAmount: amount,
      lines: [
        {
          descriptionOnBill: `Payment arrangement instalment ${number} of ${of}`,
          calculatedAmount: amount,
          distributionCode: CALC_LINE_CODES.instalment,
        },
      ],
    });
  }
  return segments;
}

/** A bill by its id: the cycle's by its record, a fixtures' one among the world's accounts. */
export function billById(store: CcbStore, billId: string): Bill | undefined {
  const issued = store.cycle.issued.find((row) => row.billId === billId);
  if (issued) return store.bills(issued.AccountID).find((bill) => bill.billId === billId);
  for (const person of store.allPersons()) {
    for (const account of store.accountsOfPerson(person.PersonID)) {
      const bill = store.bills(account.AccountID).find((candidate) => candidate.billId === billId);
      if (bill) return bill;
    }
  }
  return undefined;
}

/** A segment by its id, or undefined. */
export function segmentById(store: CcbStore, billSegmentId: string): Segment | undefined {
  const billId = billIdOf(billSegmentId);
  const bill = billId ? billById(store, billId) : undefined;
  return bill
    ? segmentsOf(store, bill).find((segment) => segment.billSegmentId === billSegmentId)
    : undefined;
}

/** Bill Segment Period as the page's example writes it: "11-04-2013 12-03-2013" (MM-DD-YYYY). */
const usDate = (date: string) => `${date.slice(5, 7)}-${date.slice(8, 10)}-${date.slice(0, 4)}`;

function periodOf(store: CcbStore, bill: Bill): string {
  const earlier = store
    .bills(bill.AccountID)
    .filter((other) => other.billDate < bill.billDate)
    .reduce<string | undefined>(
      (latest, other) => (!latest || other.billDate > latest ? other.billDate : latest),
      undefined,
    );
  return `${usDate(earlier ?? addMonths(bill.billDate, -1))} ${usDate(bill.billDate)}`;
}

/** One item of Bill Segment Search's `billSegments`. */
export function segmentSearchItem(segment: Segment) {
  return {
    billSegment: { billSegmentId: segment.billSegmentId },
    ...FROZEN,
    currentAmount: segment.currentAmount,
    ...(segment.SAID ? { serviceAgreement: { serviceAgreementId: segment.SAID } } : {}),
  };
}

/** Get Bill Segment's answer. */
export function segmentView(store: CcbStore, segment: Segment) {
  return {
    billSegmentId: segment.billSegmentId,
    bill: { billId: segment.bill.billId },
    account: { accountId: segment.bill.AccountID },
    ...(segment.SAID ? { serviceAgreement: { serviceAgreementId: segment.SAID } } : {}),
    billSegmentPeriod: periodOf(store, segment.bill),
    ...FROZEN,
    currentAmount: segment.currentAmount,
    payoffAmount: segment.payoffAmount,
    calcLines: {
      _data: segment.lines.map((line, index) => ({ sequence: index + 1, ...line })),
    },
  };
}
