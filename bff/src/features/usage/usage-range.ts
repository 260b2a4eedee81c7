/**
 * The day view of a range of days (decision 042): a prepaid account has no bills to pick a period
 * by, so its days are chosen as a range (the last 30 without one), as any account's may be. The
 * range is compared with the same number of days just before it when billing holds their reads.
 */
import type { UsageViewAnswer } from "@paygpa/contract";
import type { BillingPort, IntervalRead, MeterChannel } from "../../integrations/billing";
import { DAY_MS, guamDay } from "./guam-time";
import { explainChange } from "./usage-explained";
import { chosenPeriod } from "./usage-download";
import { readsIn } from "./usage-reads";

export const MOST_DAYS = 92;
export const TOO_MANY_DAYS = `Choose a period of ${MOST_DAYS} days at most.`;
const DEFAULT_DAYS = 30;

type Result = Omit<UsageViewAnswer["result"], "periods" | "download">;
type Bars = (reads: readonly IntervalRead[], from: number, to: number) => UsageViewAnswer["result"]["points"];

const whOf = (reads: readonly IntervalRead[]) => reads.reduce((sum, read) => sum + read.wh, 0);

/** The days `fromDay` … `toDay`, or the last 30 days with reads. */
export async function rangeDayView(
  deps: { billing: BillingPort; channel: MeterChannel; bars: Bars },
  fromDay: string | undefined,
  toDay: string | undefined,
): Promise<Result> {
  const latest = deps.channel.latestReadEnd ?? 0;
  const lastDay = toDay ?? guamDay(latest - 1);
  const firstDay = fromDay ?? guamDay(Date.parse(`${lastDay}T00:00:00Z`) - (DEFAULT_DAYS - 1) * DAY_MS);
  const { from, to } = chosenPeriod(firstDay, lastDay, { days: MOST_DAYS, message: TOO_MANY_DAYS });
  const days = (to - from) / DAY_MS;
  const reads = await readsIn(deps.billing, deps.channel, from, to);
  const before = await readsIn(deps.billing, deps.channel, from - days * DAY_MS, from);
  const expected = (days * DAY_MS) / (deps.channel.intervalSeconds * 1000);
  // Compared only with a whole period of reads before it: a part would read as a drop.
  const comparable = reads.length > 0 && before.length >= expected * 0.9;
  const wh = whOf(reads);
  const beforeWh = whOf(before);
  const against = `the ${days} days before`;
  return {
    view: "day",
    unit: "kWh",
    title: `Usage by day, ${firstDay} to ${lastDay}`,
    totalKwh: Math.round(wh) / 1000,
    points: deps.bars(reads, from, to),
    comparisons: comparable
      ? [
          {
            against: "days-before",
            kwh: Math.round(beforeWh) / 1000,
            changePercent: beforeWh > 0 ? Math.round(((wh - beforeWh) / beforeWh) * 100) : 0,
          },
        ]
      : [],
    explanation: comparable
      ? explainChange({ reads, days, wh }, { reads: before, days, wh: beforeWh }, against)
      : null,
    range: { from: firstDay, to: lastDay },
  };
}
