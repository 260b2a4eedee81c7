import { randomBytes } from "node:crypto";
import { DAYS_TO_PAY, type ServiceAgreement } from "@paygpa/fixtures";
import { addDays } from "@paygpa/simulator-kit";
import { beforeEach, describe, expect, it } from "vitest";
import { electricServiceAgreement, financialSummary } from "../accounts/views";
import { CcbStore } from "../store";
import { billDayOf, isBillDay } from "./bill-day";

const TODAY = "2026-03-15";
const CURRENT = "1000000001"; // postpaid-current: latest bill due in 10 days (billed 2026-03-05)
const PREPAID = "1000000004"; // prepaid-only
const NEW_CUSTOMER = "1000000097"; // no bill yet, set up 2026-03-01

let store: CcbStore;
beforeEach(() => {
  store = new CcbStore({ seed: 2026, bulkCustomers: 0, trainees: 0 }, randomBytes, TODAY);
});

const account = (id: string) => store.account(id)!;
const summaryOn = (id: string, today: string) => financialSummary(store, account(id), today);
const newBills = (id: string) => store.cycle.issued.filter((bill) => bill.AccountID === id);

describe("the bill day (CCB bill cycle)", () => {
  it("is the day of the account's latest bill, else of its set-up, at most 28", () => {
    expect(billDayOf(account(CURRENT), store.bills(CURRENT))).toBe(5);
    expect(billDayOf(account(NEW_CUSTOMER), store.bills(NEW_CUSTOMER))).toBe(1);
    expect(billDayOf({ ...account(NEW_CUSTOMER), setUpDate: "2020-01-31" }, [])).toBe(28);
  });

  it("falls on the last day of a month shorter than it", () => {
    expect(isBillDay("2026-02-28", 31)).toBe(true);
    expect(isBillDay("2026-02-27", 31)).toBe(false);
    expect(isBillDay("2026-03-31", 31)).toBe(true);
    expect(isBillDay("2026-03-30", 31)).toBe(false);
  });
});

describe("a bill issues on the bill day", () => {
  it("with its due date, usage from the account's pattern, its segment, the balance and what billing answers", () => {
    const before = electricServiceAgreement(store, CURRENT)!.currentBalance;
    const aprilLastYear = store.consumption(CURRENT).find((row) => row.month === "2025-04")!;
    store.cycle.runThrough("2026-04-04");
    expect(newBills(CURRENT)).toEqual([]);
    store.cycle.runThrough("2026-04-05");
    const [bill] = newBills(CURRENT);
    expect(bill).toMatchObject({ billDate: "2026-04-05", dueDate: addDays("2026-04-05", DAYS_TO_PAY) });
    expect(bill!.kwh).toBe(aprilLastYear.kwh);
    // RESID tariff: $15.00 a month plus 28.68 cents a kWh.
    expect(bill!.usageCharge).toBeCloseTo(15 + Math.round(aprilLastYear.kwh * 28.68) / 100, 2);
    expect(bill!.totalAmount).toBeCloseTo(bill!.previousArrears + bill!.newCharges, 2);
    expect(electricServiceAgreement(store, CURRENT)!.currentBalance).toBeCloseTo(
      before + bill!.newCharges,
      2,
    );
    expect(store.transactions(CURRENT).at(-1)).toMatchObject({
      FinancialTransactionType: "BS",
      ArrearsDate: "2026-04-05",
      TotalAmount: bill!.newCharges,
    });
    expect(store.consumption(CURRENT).at(-1)).toMatchObject({ month: "2026-04", kwh: bill!.kwh });
    expect(summaryOn(CURRENT, "2026-04-05").paymentDetails).toEqual({
      billDate: "2026-04-05",
      dueDate: "2026-04-25",
      totalAmount: bill!.totalAmount,
    });
  });

  it("gives an account without bills its first one on its set-up day, and prepaid accounts none", () => {
    store.cycle.runThrough("2026-06-15");
    expect(newBills(NEW_CUSTOMER).map((bill) => bill.billDate)).toEqual([
      "2026-04-01",
      "2026-05-01",
      "2026-06-01",
    ]);
    expect(newBills(CURRENT).map((bill) => bill.billDate)).toEqual([
      "2026-04-05",
      "2026-05-05",
      "2026-06-05",
    ]);
    expect(newBills(PREPAID)).toEqual([]);
  });

  it("keeps a bill day of the 31st through shorter months", () => {
    const latest = store.bills(CURRENT).find((bill) => bill.billDate === "2026-03-05")!;
    latest.billDate = "2026-03-31";
    store.cycle.runThrough("2026-07-31");
    expect(newBills(CURRENT).map((bill) => bill.billDate)).toEqual([
      "2026-04-30",
      "2026-05-31",
      "2026-06-30",
      "2026-07-31",
    ]);
  });

  it("runs each day once, in order: the same today again, or a clock set back, runs nothing", () => {
    expect(store.cycle.runThrough("2026-04-05")).toBe(21);
    expect(store.cycle.runThrough("2026-04-05")).toBe(0);
    expect(store.cycle.runThrough("2026-03-20")).toBe(0);
    expect(store.cycle.runThrough("2026-04-06")).toBe(1);
    expect(newBills(CURRENT)).toHaveLength(1);
  });
});

describe("a due date passing", () => {
  it("moves the unpaid bill to Due Now and records a late-payment notice the next day", () => {
    const latest = store.bills(CURRENT).find((bill) => bill.dueDate === "2026-03-25")!;
    const unpaid = store.cycle.unpaidOf(latest);
    expect(unpaid).toBeGreaterThan(0);
    store.cycle.runThrough("2026-03-25");
    expect(summaryOn(CURRENT, "2026-03-25").arrears.map((line) => line.Label)).not.toContain("Due Now");
    expect(store.cycle.notices.filter((notice) => notice.AccountID === CURRENT)).toEqual([]);

    store.cycle.runThrough("2026-03-26");
    expect(summaryOn(CURRENT, "2026-03-26").arrears).toContainEqual({
      Label: "Due Now",
      ArrearsAmount: unpaid,
    });
    const notices = store.cycle.notices.filter((notice) => notice.AccountID === CURRENT);
    expect(notices).toEqual([
      expect.objectContaining({
        billId: latest.billId,
        dueDate: "2026-03-25",
        noticeDate: "2026-03-26",
        amountOverdue: unpaid,
      }),
    ]);
    expect(store.customerContacts(CURRENT)).toContainEqual(
      expect.objectContaining({
        customerContactId: notices[0]!.customerContactId,
        contactClass: "GENERAL",
        contactType: "LATE-NOTICE",
        createdDate: "2026-03-26",
      }),
    );
  });

  it("sends no notice for a bill paid by its due date", () => {
    const latest = store.bills(CURRENT).find((bill) => bill.dueDate === "2026-03-25")!;
    const electric = electricServiceAgreement(store, CURRENT)!;
    store.postPayment({
      accountId: CURRENT,
      said: electric.SAID,
      amount: electric.currentBalance,
      arrearsDate: "2026-03-20",
      externalReferenceId: "PAYGPA-1-1",
    });
    store.cycle.runThrough("2026-03-30");
    expect(store.cycle.unpaidOf(latest)).toBe(0);
    expect(store.cycle.notices.filter((notice) => notice.AccountID === CURRENT)).toEqual([]);
  });
});

describe("a prepaid balance", () => {
  it("drains by each day's usage, from the same weekday a week before, keeping 90 days of usage", () => {
    const sa = electricServiceAgreement(store, PREPAID)!;
    const start = sa.prepayBalance!;
    const weekBefore = store.dailyUsage(PREPAID).find((row) => row.date === "2026-03-08")!;
    store.cycle.runThrough("2026-03-16");
    const used = store.dailyUsage(PREPAID).at(-1)!;
    expect(used.date).toBe("2026-03-15");
    expect(used.kwh).toBeGreaterThan(0);
    expect(Math.abs(used.kwh - weekBefore.kwh)).toBeLessThanOrEqual(0.2); // the same month: the same season
    expect(sa.prepayBalance).toBeCloseTo(Math.max(0, start - used.charge), 2);
    store.cycle.runThrough("2026-04-30");
    const days = store.dailyUsage(PREPAID).map((row) => row.date);
    expect(days.at(-1)).toBe("2026-04-29");
    expect(days).toHaveLength(90);
    expect(sa.prepayBalance).toBeGreaterThanOrEqual(0);
  });

  it("stops at zero: a day with nothing left uses nothing", () => {
    const sa = electricServiceAgreement(store, PREPAID)!;
    sa.prepayBalance = 0.01;
    store.cycle.runThrough("2026-03-17");
    const [first, second] = store.dailyUsage(PREPAID).slice(-2);
    expect(first!.charge).toBeGreaterThan(0);
    expect(second).toMatchObject({ date: "2026-03-16", kwh: 0, charge: 0 });
    expect(sa.prepayBalance).toBe(0);
  });
});

describe("a payment arrangement", () => {
  it("takes its arrears off the electric SA and puts one instalment on each of the next six bills", () => {
    const electric = electricServiceAgreement(store, CURRENT)!;
    const before = electric.currentBalance;
    const arrangement: ServiceAgreement = {
      SAID: "PA7000000099",
      AccountID: CURRENT,
      saType: "PA-RES",
      status: "20",
      startDate: TODAY,
      currentBalance: 250,
      payoffBalance: 250,
    };
    store.addServiceAgreement(arrangement);
    store.cycle.arrangementApproved(arrangement, TODAY);
    expect(electric.currentBalance).toBeCloseTo(before - 250, 2);

    store.cycle.runThrough("2026-10-31");
    const instalments = newBills(CURRENT).map((bill) => bill.instalment?.amount ?? null);
    expect(instalments).toEqual([41.66, 41.66, 41.66, 41.66, 41.66, 41.7, null]);
    expect(newBills(CURRENT)[0]!.newCharges).toBeCloseTo(newBills(CURRENT)[0]!.usageCharge + 41.66, 2);
    expect(arrangement).toMatchObject({ currentBalance: 0, payoffBalance: 0, status: "60" });
  });
});
