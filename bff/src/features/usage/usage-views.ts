/**
 * The month, day and hour views of an account's usage, worked out here from billing's reads so the
 * browser gets a few dozen bars, never a year of 15-minute reads (decision 042): month is the bill
 * periods as billed; day is one bill period's days, compared with the last period and the same
 * period a year before, the change explained from the reads; hour is one day's hours.
 */
import type { UsagePoint, UsageView, UsageViewAnswer } from "@paygpa/contract";
import type { BilledPeriod, BillingPort, IntervalRead, MeterChannel } from "../../integrations/billing";
import { fail } from "../../platform/failures";
import { explainChange } from "./usage-explained";
import { DAY_MS, guamDateTime, guamDay, guamMidnight } from "./guam-time";
import { defaultPeriod } from "./usage-download";
import { rangeDayView } from "./usage-range";
import { meterOf, readsIn } from "./usage-reads";

const MONTHS_SHOWN = 13;
const kwhOf = (wh: number) => Math.round(wh) / 1000;
const totalWh = (reads: readonly IntervalRead[]) => reads.reduce((sum, read) => sum + read.wh, 0);

/** Reads summed into bars of `barMs` from `from` to `to`, labelled by `label`. */
export function bars(
  reads: readonly IntervalRead[],
  from: number,
  to: number,
  barMs: number,
  intervalMs: number,
  label: (start: number) => string,
): UsagePoint[] {
  const count = Math.round((to - from) / barMs);
  const wh = new Float64Array(count);
  const seen = new Int32Array(count);
  const estimated = new Uint8Array(count);
  for (const read of reads) {
    const index = Math.floor((read.start - from) / barMs);
    if (index < 0 || index >= count) continue;
    wh[index] = (wh[index] as number) + read.wh;
    seen[index] = (seen[index] as number) + 1;
    if (read.estimated) estimated[index] = 1;
  }
  const expected = Math.round(barMs / intervalMs);
  return Array.from({ length: count }, (_, index) => {
    const start = from + index * barMs;
    return {
      label: label(start),
      start: guamDateTime(start),
      end: guamDateTime(start + barMs),
      kwh: kwhOf(wh[index] as number),
      amount: null,
      estimated: estimated[index] === 1,
      missingReads: Math.max(0, expected - (seen[index] as number)),
    };
  });
}

type Result = Omit<UsageViewAnswer["result"], "download">;

function monthView(periods: readonly BilledPeriod[]): Result {
  const shown = periods.slice(0, MONTHS_SHOWN).reverse();
  const points = shown.map((period) => ({
    label: period.billDate,
    start: guamDateTime(period.start),
    end: guamDateTime(period.end),
    kwh: kwhOf(period.wh),
    amount: period.usageChargeCents === null ? null : period.usageChargeCents / 100,
    estimated: false,
    missingReads: 0,
  }));
  return {
    view: "month",
    unit: "kWh",
    title: "Usage by bill period",
    totalKwh: kwhOf(shown.reduce((sum, period) => sum + period.wh, 0)),
    points,
    periods: periodList(periods),
    comparisons: [],
    explanation: null,
    range: null,
  };
}

const periodList = (periods: readonly BilledPeriod[]) =>
  periods.map((period) => ({ billId: period.billId, billDate: period.billDate }));

/** The period about a year before `period` (its end within 20 days of a year earlier). */
function yearBefore(periods: readonly BilledPeriod[], period: BilledPeriod): BilledPeriod | undefined {
  const target = period.end - 365 * DAY_MS;
  return periods.find((candidate) => Math.abs(candidate.end - target) <= 20 * DAY_MS);
}

const percent = (now: number, before: number) =>
  before > 0 ? Math.round(((now - before) / before) * 100) : 0;

async function dayView(
  billing: BillingPort,
  channel: MeterChannel,
  periods: readonly BilledPeriod[],
  billId: string | undefined,
): Promise<Result> {
  const index = billId ? periods.findIndex((period) => period.billId === billId) : 0;
  const period = periods[index];
  if (!period) throw fail.notFound("NOT_FOUND", "There is no such bill period.");
  const intervalMs = channel.intervalSeconds * 1000;
  const reads = await readsIn(billing, channel, period.start, period.end);
  const points = bars(reads, period.start, period.end, DAY_MS, intervalMs, guamDay);
  const last = periods[index + 1];
  const lastYear = yearBefore(periods, period);
  const comparisons: UsageViewAnswer["result"]["comparisons"] = [];
  if (last)
    comparisons.push({
      against: "last-period",
      kwh: kwhOf(last.wh),
      changePercent: percent(period.wh, last.wh),
    });
  if (lastYear) {
    comparisons.push({
      against: "last-year",
      kwh: kwhOf(lastYear.wh),
      changePercent: percent(period.wh, lastYear.wh),
    });
  }
  const base = lastYear ?? last;
  const explanation = base
    ? explainChange(
        { reads, days: (period.end - period.start) / DAY_MS, wh: period.wh },
        {
          reads: await readsIn(billing, channel, base.start, base.end),
          days: (base.end - base.start) / DAY_MS,
          wh: base.wh,
        },
        base === lastYear ? "the same period last year" : "the last bill period",
      )
    : null;
  return {
    view: "day",
    unit: "kWh",
    title: `Usage by day, bill of ${period.billDate}`,
    totalKwh: kwhOf(totalWh(reads)),
    points,
    periods: periodList(periods),
    comparisons,
    explanation,
    range: { from: guamDay(period.start), to: guamDay(period.end - 1) },
  };
}

async function hourView(
  billing: BillingPort,
  channel: MeterChannel,
  periods: readonly BilledPeriod[],
  date: string | undefined,
): Promise<Result> {
  const latestDay = channel.latestReadEnd === null ? undefined : guamDay(channel.latestReadEnd - 1);
  const day = date ?? latestDay;
  if (!day) throw fail.notFound("NOT_FOUND", "There are no reads yet.");
  const from = guamMidnight(day);
  const reads = await readsIn(billing, channel, from, from + DAY_MS);
  const points = bars(reads, from, from + DAY_MS, 3_600_000, channel.intervalSeconds * 1000, (start) =>
    guamDateTime(start).slice(11, 16),
  );
  return {
    view: "hour",
    unit: "kWh",
    title: `Usage by hour, ${day}`,
    totalKwh: kwhOf(totalWh(reads)),
    points,
    periods: periodList(periods),
    comparisons: [],
    explanation: null,
    range: null,
  };
}

export async function usageView(
  deps: { billing: BillingPort },
  request: {
    accountId: string;
    view: UsageView;
    billId?: string | undefined;
    date?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
  },
): Promise<UsageViewAnswer> {
  const channel = await meterOf(deps.billing, request.accountId);
  const periods = await deps.billing.billedPeriods(channel);
  const offered = defaultPeriod(channel, periods);
  const download =
    channel.latestReadEnd === null ? null : { from: guamDay(offered.from), to: guamDay(offered.to - 1) };
  const answer = (result: Result): UsageViewAnswer => ({ result: { ...result, download } });
  if (request.view === "month") return answer(monthView(periods));
  if (request.view === "hour") return answer(await hourView(deps.billing, channel, periods, request.date));
  if (request.from || request.to || periods.length === 0) {
    const intervalMs = channel.intervalSeconds * 1000;
    const range = await rangeDayView(
      {
        billing: deps.billing,
        channel,
        bars: (reads, from, to) => bars(reads, from, to, DAY_MS, intervalMs, guamDay),
      },
      request.from,
      request.to,
    );
    return answer({ ...range, periods: periodList(periods) });
  }
  return answer(await dayView(deps.billing, channel, periods, request.billId));
}
