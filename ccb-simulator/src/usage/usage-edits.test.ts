import { randomBytes } from "node:crypto";
import type { WorldChange } from "@paygpa/simulator-kit";
import { ControlError } from "@paygpa/simulator-kit/control-api";
import { addDays } from "@paygpa/simulator-kit";
import { describe, expect, it } from "vitest";
import { CcbStore } from "../store";
import { balanceReads } from "./balance-reads";
import { accountKey, type IntervalRead, readsBetween, usagePeriods } from "./interval-reads";
import { DAY_MS, guamMidnight, INTERVAL_MS } from "./load-shape";
import { meterInstallations, SPIKE_FACTOR } from "./usage-edits";
import { usageRecords } from "./usage-points";

const TODAY = "2026-03-15";
const POSTPAID = "1000000001";
const PREPAID = "1000000004";
const newStore = () => new CcbStore({ seed: 2026, bulkCustomers: 0, trainees: 0 }, randomBytes, TODAY);

type UsageChange = Omit<Extract<WorldChange, { change: "usage" }>, "change" | "account">;
const edit = (store: CcbStore, account: string, change: UsageChange) =>
  store.applyWorldChange({ change: "usage", account, ...change }, new Date(), TODAY);

const readsOn = (
  store: CcbStore,
  accountId: string,
  from: number,
  to: number,
  until = Infinity,
): IntervalRead[] =>
  readsBetween(accountKey(2026, accountId), usageRecords(store, store.account(accountId)!), from, to, until);
const dayOf = (daysAgo: number) => guamMidnight(addDays(TODAY, -daysAgo));
const sum = (reads: readonly IntervalRead[]) => reads.reduce((total, read) => total + read.wh, 0);

/** The bill period holding the instant (billed, or the one the next bill will cover), and its reads. */
function billPeriodOf(store: CcbStore, accountId: string, ms: number) {
  const period = usagePeriods(usageRecords(store, store.account(accountId)!)).find(
    (candidate) => candidate.start <= ms && candidate.end > ms,
  )!;
  return { period, reads: readsOn(store, accountId, period.start, period.end) };
}

describe("usage edits for trainers", () => {
  it("a spike day takes about four times an ordinary day's energy, and the bill's reads still add up", () => {
    const store = newStore();
    const day = dayOf(20);
    const before = billPeriodOf(store, POSTPAID, day);
    edit(store, POSTPAID, { edit: "spike-day", daysAgo: 20 });
    const after = billPeriodOf(store, POSTPAID, day);
    expect(sum(after.reads)).toBe(before.period.wh);
    const spiked = sum(readsOn(store, POSTPAID, day, day + DAY_MS));
    const usual = sum(readsOn(store, POSTPAID, day - 7 * DAY_MS, day - 6 * DAY_MS));
    expect(spiked).toBeGreaterThan(usual * (SPIKE_FACTOR - 1.5));
  });

  it("missing reads are a gap on the hours asked, the reads present carrying the bill's energy", () => {
    const store = newStore();
    const day = dayOf(12);
    edit(store, POSTPAID, { edit: "missing-reads", daysAgo: 12, hours: 5 });
    const gapStart = day + 8 * 3_600_000;
    expect(readsOn(store, POSTPAID, gapStart, gapStart + 5 * 3_600_000)).toEqual([]);
    expect(readsOn(store, POSTPAID, gapStart - INTERVAL_MS, gapStart)).toHaveLength(1);
    expect(
      readsOn(store, POSTPAID, gapStart + 5 * 3_600_000, gapStart + 5 * 3_600_000 + INTERVAL_MS),
    ).toHaveLength(1);
    const { period, reads } = billPeriodOf(store, POSTPAID, day);
    expect(sum(reads)).toBe(period.wh);
  });

  it("an estimated period flags every read of its days ESTIMATED and changes no watt-hour", () => {
    const store = newStore();
    const day = dayOf(30);
    const before = readsOn(store, POSTPAID, day, day + 3 * DAY_MS);
    edit(store, POSTPAID, { edit: "estimated-period", daysAgo: 30, days: 3 });
    const after = readsOn(store, POSTPAID, day, day + 3 * DAY_MS);
    expect(after.length).toBe(before.length);
    expect(after.every((read) => read.estimated)).toBe(true);
    expect(after.map((read) => read.wh)).toEqual(before.map((read) => read.wh));
    expect(readsOn(store, POSTPAID, day + 3 * DAY_MS, day + 4 * DAY_MS).some((read) => !read.estimated)).toBe(
      true,
    );
  });

  it("a meter exchange leaves an hour unread and puts a new meter on the service point", () => {
    const store = newStore();
    const day = dayOf(9);
    edit(store, POSTPAID, { edit: "meter-exchange", daysAgo: 9 });
    const exchange = day + 10 * 3_600_000;
    expect(readsOn(store, POSTPAID, exchange, exchange + 3_600_000)).toEqual([]);
    const meters = meterInstallations(POSTPAID, store.usageEdits(POSTPAID));
    expect(meters.map((meter) => meter.deviceId)).toEqual([`D${POSTPAID}`, `D${POSTPAID}X1`]);
    expect(meters[0]!.removedDateTime).toBe(exchange);
    expect(meters[1]!.installedDateTime).toBe(exchange + 3_600_000);
    const { period, reads } = billPeriodOf(store, POSTPAID, day);
    expect(sum(reads)).toBe(period.wh);
  });

  it("stay on their dates when the clock moves on, and a reset undoes them", () => {
    const store = newStore();
    edit(store, POSTPAID, { edit: "missing-reads", daysAgo: 5, hours: 2 });
    const gapStart = dayOf(5) + 8 * 3_600_000;
    store.cycle.runThrough(addDays(TODAY, 90));
    expect(readsOn(store, POSTPAID, gapStart, gapStart + 2 * 3_600_000)).toEqual([]);
    // The period the gap is in is billed now, and its reads add up to that bill.
    const { period, reads: billed } = billPeriodOf(store, POSTPAID, gapStart);
    expect(period.billId).not.toBeNull();
    expect(sum(billed)).toBe(period.wh);
    store.reset(TODAY);
    expect(store.usageEdits(POSTPAID)).toEqual([]);
  });

  it("refuse what the reads cannot hold, with a message, and change nothing", () => {
    const store = newStore();
    const refused = (change: UsageChange, account = POSTPAID) => {
      try {
        edit(store, account, change);
      } catch (error) {
        expect(error).toBeInstanceOf(ControlError);
        return (error as ControlError).message;
      }
      throw new Error("not refused");
    };
    expect(refused({ edit: "spike-day", daysAgo: 0 })).toBe(
      "daysAgo must be a whole number of days from 1 to 390",
    );
    expect(refused({ edit: "missing-reads", daysAgo: 2, hours: 73 })).toMatch(/hours must be .* 1 to 72/);
    expect(refused({ edit: "estimated-period", daysAgo: 2, days: 3 })).toBe(
      "The estimated period must end by today",
    );
    expect(refused({ edit: "spike-day", daysAgo: 3 }, PREPAID)).toMatch(/postpaid account/);
    expect(refused({ edit: "missing-reads", daysAgo: 3, hours: 13 }, PREPAID)).toMatch(/1 to 12/);
    expect(refused({ edit: "spike" as never, daysAgo: 3 })).toMatch(/edit must be one of/);
    expect(store.usageEdits(POSTPAID)).toEqual([]);
    expect(store.worldChangeJournal()).toEqual([]);
  });

  it("a prepaid day's reads still add up to its kWh with an estimated day and a gap in it", () => {
    const store = newStore();
    edit(store, PREPAID, { edit: "estimated-period", daysAgo: 4, days: 1 });
    edit(store, PREPAID, { edit: "missing-reads", daysAgo: 6, hours: 4 });
    for (const daysAgo of [4, 6]) {
      const date = addDays(TODAY, -daysAgo);
      const row = store.dailyUsage(PREPAID).find((candidate) => candidate.date === date)!;
      const reads = readsOn(store, PREPAID, dayOf(daysAgo), dayOf(daysAgo) + DAY_MS);
      expect(sum(reads)).toBe(Math.round(row.kwh * 1000));
    }
    expect(readsOn(store, PREPAID, dayOf(4), dayOf(4) + DAY_MS).every((read) => read.estimated)).toBe(true);
  });
});

describe("a prepaid meter's daily balance register", () => {
  it("reads the balance at each day's end: down by the day's charge, up by the day's top-ups", () => {
    const store = newStore();
    const reads = balanceReads(store, PREPAID);
    const days = [...store.dailyUsage(PREPAID)].sort((a, b) => a.date.localeCompare(b.date));
    expect(reads.map((read) => read.date)).toEqual(days.map((day) => day.date));
    expect(reads.at(-1)!.balance).toBe(store.cycle.electricOf(PREPAID)!.prepayBalance);
    const topUpCents = (date: string) =>
      store
        .transactions(PREPAID)
        .filter((ft) => ft.FinancialTransactionType === "PS" && ft.ArrearsDate === date)
        .reduce((total, ft) => total - Math.round(ft.TotalAmount * 100), 0);
    let topUps = 0;
    for (let i = 1; i < reads.length; i++) {
      const drop = Math.round((reads[i - 1]!.balance - reads[i]!.balance) * 100);
      topUps += topUpCents(days[i]!.date);
      expect(drop).toBe(Math.round(days[i]!.charge * 100) - topUpCents(days[i]!.date));
    }
    expect(topUps).toBeGreaterThan(0);
  });

  it("is there for prepaid accounts only", () => {
    expect(balanceReads(newStore(), POSTPAID)).toEqual([]);
  });
});
