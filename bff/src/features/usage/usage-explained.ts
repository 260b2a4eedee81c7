/**
 * A bill's change in plain words, from the reads of two periods: how much more or less than the
 * other period, and the part of the week where most of the difference is (weekday or weekend;
 * night, morning, afternoon or evening), compared per day so periods of different lengths compare.
 */
import type { IntervalRead } from "../../integrations/billing";
import { guamHourAndWeekday } from "./guam-time";

export interface PeriodReads {
  reads: readonly IntervalRead[];
  /** Days in the period. */
  days: number;
  /** The period's billed energy. */
  wh: number;
}

const PARTS_OF_DAY = ["nights", "mornings", "afternoons", "evenings"] as const;

/** Energy per day in each of the week's eight parts (weekday / weekend × four parts of the day). */
function perDayByPart(period: PeriodReads): number[] {
  const sums = new Array<number>(8).fill(0);
  for (const read of period.reads) {
    const { hour, weekday } = guamHourAndWeekday(read.start);
    const weekend = weekday === 0 || weekday === 6 ? 4 : 0;
    const index = weekend + Math.floor(hour / 6);
    sums[index] = (sums[index] as number) + read.wh;
  }
  return sums.map((sum) => sum / Math.max(1, period.days));
}

export function explainChange(now: PeriodReads, before: PeriodReads, against: string): string {
  const change = before.wh > 0 ? Math.round(((now.wh - before.wh) / before.wh) * 100) : 0;
  if (Math.abs(change) < 2) return `You used about the same as in ${against}.`;
  const more = change > 0;
  const nowParts = perDayByPart(now);
  const beforeParts = perDayByPart(before);
  let part = 0;
  let largest = Number.NEGATIVE_INFINITY;
  for (let index = 0; index < 8; index++) {
    const difference = ((nowParts[index] as number) - (beforeParts[index] as number)) * (more ? 1 : -1);
    if (difference > largest) {
      largest = difference;
      part = index;
    }
  }
  const where = `${part < 4 ? "weekday" : "weekend"} ${PARTS_OF_DAY[part % 4]}`;
  return `You used ${Math.abs(change)}% ${more ? "more" : "less"} than in ${against}; most of the difference is on ${where}.`;
}
