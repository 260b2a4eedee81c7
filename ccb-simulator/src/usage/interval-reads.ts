/**
 * An account's 15-minute kWh reads, as the meter data system beside billing holds them (decision
 * 042): worked out when asked, never stored, the same for the same seed and world. Each usage period
 * is a bill period (postpaid: the previous bill date to this one, Guam midnights) or a prepaid day;
 * its reads are the period's energy shared by the load shape (load-shape.ts) in whole watt-hours, so
 * the reads of a bill add up exactly to the bill's kWh. After the latest bill the reads go on day by
 * day on the simulator's clock, shared from the kWh the next bill will carry (cycle/usage.ts's
 * monthlyKwh), so the bill the cycle cuts later covers exactly the reads already served.
 *
 * A few periods lose a run of reads (a gap: the meter did not report; the register read still bills
 * the whole energy, so the reads present carry it) and a few have a run flagged estimated.
 */
import type { Account, Bill, MonthlyConsumption, PrepaidDailyUsage } from "@paygpa/fixtures";
import { addDays, addMonths, type IsoDate } from "@paygpa/simulator-kit";
import { isBillDay } from "../cycle/bill-day";
import { monthlyKwh } from "../cycle/usage";
import { DAY_MS, guamMidnight, INTERVAL_MS, intervalWeight, mix, unit } from "./load-shape";
import { editsWithin, intervalEdit, type UsageEdit } from "./usage-edits";

export interface UsagePeriod {
  /** The instant the period starts (a Guam midnight) and ends (excluded). */
  start: number;
  end: number;
  /** The period's energy in watt-hours: the bill's kWh × 1000, or the prepaid day's. */
  wh: number;
  /** The bill the period belongs to; null for the period the next bill will cover, and prepaid days. */
  billId: string | null;
  billDate: IsoDate | null;
  /** The period's usage charge in dollars, where a bill has set it. */
  amount: number | null;
}

export interface IntervalRead {
  /** The instant the interval starts; it lasts 15 minutes. */
  start: number;
  wh: number;
  estimated: boolean;
}

/** What the reads of one account are worked out from (the store's records of it). */
export interface AccountUsageRecords {
  account: Account;
  bills: readonly Bill[];
  consumption: readonly MonthlyConsumption[];
  dailyUsage: readonly PrepaidDailyUsage[];
  /** The account's bill day (the cycle's), and whether the cycle will bill it (an active electric SA). */
  billDay: number;
  billed: boolean;
  /** Trainers' edits of the reads (usage-edits.ts): spike days, gaps, estimated periods, meter exchanges. */
  edits: readonly UsageEdit[];
}

/** The seed's and the account's share of every hash. */
export const accountKey = (seed: number, accountId: string) =>
  mix(seed, Number(accountId.slice(0, 5)), Number(accountId.slice(5)));

function nextBillDate(after: IsoDate, billDay: number): IsoDate {
  let day = addDays(after, 1);
  while (!isBillDay(day, billDay)) day = addDays(day, 1);
  return day;
}

/** The account's usage periods, oldest first. */
export function usagePeriods(records: AccountUsageRecords): UsagePeriod[] {
  const { account } = records;
  if (account.kind === "prepaid") {
    return [...records.dailyUsage]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((row) => ({
        start: guamMidnight(row.date),
        end: guamMidnight(row.date) + DAY_MS,
        wh: Math.round(row.kwh * 1000),
        billId: null,
        billDate: null,
        amount: row.charge,
      }));
  }
  const periods: UsagePeriod[] = [];
  const bills = [...records.bills].sort((a, b) => a.billDate.localeCompare(b.billDate));
  let from: IsoDate | null = null;
  for (const bill of bills) {
    const row = records.consumption.find((candidate) => candidate.month === bill.billDate.slice(0, 7));
    const start = from ?? addMonths(bill.billDate, -1);
    from = bill.billDate;
    if (!row) continue;
    periods.push({
      start: guamMidnight(start),
      end: guamMidnight(bill.billDate),
      wh: row.kwh * 1000,
      billId: bill.billId,
      billDate: bill.billDate,
      amount: row.amount,
    });
  }
  if (from && records.billed) {
    const next = nextBillDate(from, records.billDay);
    periods.push({
      start: guamMidnight(from),
      end: guamMidnight(next),
      wh: monthlyKwh(records.consumption, next.slice(0, 7)) * 1000,
      billId: null,
      billDate: null,
      amount: null,
    });
  }
  return periods;
}

interface PeriodReads {
  /** Watt-hours by interval; -1 where the meter did not report. */
  wh: Int32Array;
  estimated: Uint8Array;
}

const cache = new Map<string, PeriodReads>();
const CACHE_LIMIT = 20_000;

/**
 * A period's reads: its energy shared by the load shape, whole watt-hours by largest remainder; the
 * trainers' edits change the shares (a spike, a gap, a flag), never the period's energy.
 */
export function periodReads(
  key: number,
  account: Account,
  period: UsagePeriod,
  allEdits: readonly UsageEdit[] = [],
): PeriodReads {
  const edits = editsWithin(allEdits, period.start, period.end);
  const cacheKey = `${key}:${account.AccountID}:${period.start}:${period.end}:${period.wh}:${edits.key}`;
  const known = cache.get(cacheKey);
  if (known) return known;
  const count = Math.round((period.end - period.start) / INTERVAL_MS);
  const startIndex = Math.floor(period.start / INTERVAL_MS);
  const weights = new Float64Array(count);
  const estimated = new Uint8Array(count);
  const gapAt = unit(key, startIndex, 11) < 0.35 ? Math.floor(unit(key, startIndex, 12) * count) : -1;
  const gapLength = 4 + Math.floor(unit(key, startIndex, 13) * 9);
  const estimateAt = unit(key, startIndex, 21) < 0.3 ? Math.floor(unit(key, startIndex, 22) * count) : -1;
  const estimateLength = 16 + Math.floor(unit(key, startIndex, 23) * 33);
  let total = 0;
  for (let i = 0; i < count; i++) {
    const ms = period.start + i * INTERVAL_MS;
    const edit = intervalEdit(edits.touching, ms);
    const inGap =
      edit.missing || (gapAt >= 0 && i >= gapAt && i < gapAt + gapLength && count > gapLength * 2);
    if (!inGap) weights[i] = intervalWeight(account.customerClass, key, ms) * edit.factor;
    total += weights[i] as number;
    const inEstimate =
      edit.estimated || (estimateAt >= 0 && i >= estimateAt && i < estimateAt + estimateLength);
    if (inEstimate && !inGap) estimated[i] = 1;
  }
  const wh = new Int32Array(count);
  const parts = new Float64Array(count);
  const order: number[] = [];
  let shared = 0;
  for (let i = 0; i < count; i++) {
    const weight = weights[i] as number;
    if (weight === 0) {
      wh[i] = -1;
      continue;
    }
    const exact = (period.wh * weight) / total;
    const whole = Math.floor(exact);
    wh[i] = whole;
    shared += whole;
    parts[i] = exact - whole;
    order.push(i);
  }
  order.sort((a, b) => (parts[b] as number) - (parts[a] as number) || a - b);
  for (let r = 0; order.length > 0 && r < period.wh - shared; r++) {
    const index = order[r % order.length] as number;
    wh[index] = (wh[index] as number) + 1;
  }
  const reads = { wh, estimated };
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(cacheKey, reads);
  return reads;
}

/** The reads from `from` to `to` (excluded), never past `until` (the start of today: whole days only). */
export function readsBetween(
  key: number,
  records: AccountUsageRecords,
  from: number,
  to: number,
  until: number,
): IntervalRead[] {
  const reads: IntervalRead[] = [];
  const end = Math.min(to, until);
  for (const period of usagePeriods(records)) {
    if (period.end <= from || period.start >= end) continue;
    const { wh, estimated } = periodReads(key, records.account, period, records.edits);
    const first = Math.max(0, Math.ceil((from - period.start) / INTERVAL_MS));
    const last = Math.min(wh.length, Math.ceil((end - period.start) / INTERVAL_MS));
    for (let i = first; i < last; i++) {
      const value = wh[i] as number;
      if (value < 0) continue;
      reads.push({ start: period.start + i * INTERVAL_MS, wh: value, estimated: estimated[i] === 1 });
    }
  }
  return reads;
}
