import { randomBytes } from "node:crypto";
import type { Account } from "@paygpa/fixtures";
import { addDays, type WorldChange } from "@paygpa/simulator-kit";
import { describe, expect, it } from "vitest";
import { CcbStore } from "../store";
import { accountKey, readsBetween, type UsagePeriod, usagePeriods } from "./interval-reads";
import { guamMidnight, INTERVAL_MS } from "./load-shape";
import { usageRecords } from "./usage-points";

const TODAY = "2026-03-15";
const CURRENT = "1000000001";
const newStore = (seed = 2026) => new CcbStore({ seed, bulkCustomers: 0, trainees: 0 }, randomBytes, TODAY);

function personaAccounts(store: CcbStore): Account[] {
  const ids = new Set(store.allPersons().flatMap((person) => store.accountsOfPerson(person.PersonID)));
  return [...ids].sort((a, b) => a.AccountID.localeCompare(b.AccountID));
}

const readsOf = (store: CcbStore, seed: number, account: Account, period: UsagePeriod) =>
  readsBetween(
    accountKey(seed, account.AccountID),
    usageRecords(store, account),
    period.start,
    period.end,
    Infinity,
  );
const sum = (reads: { wh: number }[]) => reads.reduce((total, read) => total + read.wh, 0);

/** Every bill period's reads add up to the bill's kWh; every prepaid day's to the day's kWh. */
function expectEveryPeriodAddsUp(store: CcbStore, seed: number) {
  let checked = 0;
  for (const account of personaAccounts(store)) {
    const consumption = store.consumption(account.AccountID);
    const daily = store.dailyUsage(account.AccountID);
    for (const period of usagePeriods(usageRecords(store, account))) {
      if (account.kind === "postpaid" && !period.billId) continue;
      const reads = readsOf(store, seed, account, period);
      if (account.kind === "postpaid") {
        const row = consumption.find((candidate) => candidate.month === period.billDate?.slice(0, 7));
        expect(sum(reads), `${account.AccountID} bill ${period.billDate}`).toBe(row!.kwh * 1000);
      } else {
        const day = new Date(period.start + 10 * 3_600_000).toISOString().slice(0, 10);
        const row = daily.find((candidate) => candidate.date === day);
        expect(sum(reads), `${account.AccountID} day ${day}`).toBe(Math.round(row!.kwh * 1000));
      }
      checked += 1;
    }
  }
  return checked;
}

describe("interval reads of the meter data system", () => {
  it("are the same for the same seed and differ with another, the bill sums staying", () => {
    const [a, b, other] = [newStore(), newStore(), newStore(7)];
    const from = guamMidnight("2026-01-01");
    const to = guamMidnight("2026-03-01");
    const reads = (store: CcbStore, seed: number) =>
      readsBetween(
        accountKey(seed, CURRENT),
        usageRecords(store, store.account(CURRENT)!),
        from,
        to,
        Infinity,
      );
    expect(reads(a, 2026)).toEqual(reads(b, 2026));
    expect(reads(other, 7)).not.toEqual(reads(a, 2026));
    expect(expectEveryPeriodAddsUp(other, 7)).toBeGreaterThan(100);
  });

  it("add up to the bill's kWh in every bill period of every persona, and to each prepaid day's", () => {
    expect(expectEveryPeriodAddsUp(newStore(), 2026)).toBeGreaterThan(100);
  });

  it("still add up after the clock ran 90 days, and the new bills cover the reads served before", () => {
    const store = newStore();
    const account = store.account(CURRENT)!;
    const next = usagePeriods(usageRecords(store, account)).at(-1)!;
    expect(next.billId).toBeNull();
    const servedBefore = readsOf(store, 2026, account, next);
    store.cycle.runThrough(addDays(TODAY, 90));
    const billed = usagePeriods(usageRecords(store, account)).find((period) => period.start === next.start)!;
    expect(billed.billId).not.toBeNull();
    expect(readsOf(store, 2026, account, billed)).toEqual(servedBefore);
    expect(expectEveryPeriodAddsUp(store, 2026)).toBeGreaterThan(100);
  });

  it("still add up for every persona with a spike day, a gap, an estimated period and a meter exchange, also 90 days on", () => {
    const store = newStore();
    for (const account of personaAccounts(store)) {
      const edits: Omit<Extract<WorldChange, { change: "usage" }>, "change" | "account">[] = [
        { edit: "missing-reads", daysAgo: 40, hours: 6 },
        { edit: "estimated-period", daysAgo: 20, days: 2 },
        { edit: "meter-exchange", daysAgo: 8 },
        ...(account.kind === "postpaid" ? [{ edit: "spike-day" as const, daysAgo: 3 }] : []),
      ];
      for (const edit of edits) {
        store.applyWorldChange({ change: "usage", account: account.AccountID, ...edit }, new Date(), TODAY);
      }
    }
    expect(expectEveryPeriodAddsUp(store, 2026)).toBeGreaterThan(100);
    store.cycle.runThrough(addDays(TODAY, 90));
    expect(expectEveryPeriodAddsUp(store, 2026)).toBeGreaterThan(100);
  });

  it("follow the clock: none for today or later", () => {
    const store = newStore();
    const account = store.account(CURRENT)!;
    const today = guamMidnight(TODAY);
    const reads = readsBetween(
      accountKey(2026, CURRENT),
      usageRecords(store, account),
      today - 86_400_000,
      today + 5 * 86_400_000,
      today,
    );
    expect(reads.at(-1)!.start).toBe(today - INTERVAL_MS);
    expect(reads.every((read) => read.start < today)).toBe(true);
  });

  it("have a few gaps and a few estimated runs, flagged, in a believable day's shape", () => {
    const store = newStore();
    let gaps = 0;
    let estimated = 0;
    let periods = 0;
    for (const account of personaAccounts(store).filter((candidate) => candidate.kind === "postpaid")) {
      for (const period of usagePeriods(usageRecords(store, account)).filter((p) => p.billId)) {
        const reads = readsOf(store, 2026, account, period);
        const expected = (period.end - period.start) / INTERVAL_MS;
        if (reads.length < expected) gaps += 1;
        if (reads.some((read) => read.estimated)) estimated += 1;
        periods += 1;
      }
    }
    expect(gaps).toBeGreaterThan(periods * 0.15);
    expect(gaps).toBeLessThan(periods * 0.6);
    expect(estimated).toBeGreaterThan(periods * 0.1);
    expect(estimated).toBeLessThan(periods * 0.5);
    // A home uses more at 7 pm than at 3 am (Guam time), summed over a bill period.
    const account = store.account(CURRENT)!;
    const period = usagePeriods(usageRecords(store, account)).find((p) => p.billId)!;
    const byHour = new Array(24).fill(0);
    for (const read of readsOf(store, 2026, account, period))
      byHour[new Date(read.start + 36e6).getUTCHours()] += read.wh;
    expect(byHour[19]).toBeGreaterThan(byHour[3] * 2);
  });
});
