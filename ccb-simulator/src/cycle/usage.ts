/**
 * Usage for a new period, from the account's own pattern (deterministic, no random draws): a
 * postpaid bill uses the kWh of the same month a year before, else the latest month's kWh moved by
 * the season; a prepaid day uses the same weekday a week before, moved by the season.
 */
import {
  type CustomerClass,
  centsToDollars,
  type MonthlyConsumption,
  type PrepaidDailyUsage,
  seasonalFactor,
  TARIFF,
} from "@paygpa/fixtures";
import { addDays, addMonths, type IsoDate } from "@paygpa/simulator-kit";

/** The charge of `kwh` for a bill period: the monthly customer charge plus the rate per kWh. */
export function periodCharge(customerClass: CustomerClass, kwh: number): number {
  const tariff = TARIFF[customerClass];
  return centsToDollars(tariff.customerChargeCents + Math.round(kwh * tariff.centsPerKwh));
}

/** kWh of the bill period labelled `month` (YYYY-MM). */
export function monthlyKwh(history: readonly MonthlyConsumption[], month: string): number {
  const yearBefore = addMonths(`${month}-01`, -12).slice(0, 7);
  const same = history.find((row) => row.month === yearBefore);
  if (same) return same.kwh;
  const latest = [...history].sort((a, b) => a.month.localeCompare(b.month)).at(-1);
  if (!latest) return 0;
  return Math.round((latest.kwh * seasonalFactor(month)) / seasonalFactor(latest.month));
}

/** One calendar month of a bill period: its kWh and their charge. */
export interface MonthBilled {
  month: string;
  kwh: number;
  amount: number;
}

/** At most a year of months on one bill (an account's bills never stop for longer in the simulator). */
const MOST_MONTHS = 12;

const monthBefore = (month: string) => addMonths(`${month}-01`, -1).slice(0, 7);

/**
 * The usage of a bill cut on `day`: every calendar month after the account's last bill up to this
 * one, so a period made longer by a change of bill cycle charges all its usage (CCB bills a segment
 * from the previous segment's end date, URM "Bill Segment"; decision 047); a first bill, or one a
 * month after the last, covers its own month. Each month is charged as a period of its own (the
 * monthly customer charge once per month covered); the total is the bill's usage charge.
 */
export function billPeriod(
  history: readonly MonthlyConsumption[],
  customerClass: CustomerClass,
  lastBillDate: IsoDate | null,
  day: IsoDate,
): { months: MonthBilled[]; kwh: number; usageCharge: number } {
  const months = [day.slice(0, 7)];
  const lastMonth = lastBillDate?.slice(0, 7);
  for (let earlier = monthBefore(months[0] as string); lastMonth && earlier > lastMonth; ) {
    if (months.length === MOST_MONTHS) break;
    months.unshift(earlier);
    earlier = monthBefore(earlier);
  }
  const billed = months.map((month): MonthBilled => {
    const kwh = monthlyKwh(history, month);
    return { month, kwh, amount: periodCharge(customerClass, kwh) };
  });
  const cents = billed.reduce((sum, period) => sum + Math.round(period.amount * 100), 0);
  return {
    months: billed,
    kwh: billed.reduce((sum, period) => sum + period.kwh, 0),
    usageCharge: centsToDollars(cents),
  };
}

/**
 * A prepaid account's usage on `date`, from the same weekday a week before — or the weeks before that
 * when that day used nothing (the balance had run out) — null without such a day.
 */
export function dailyUsage(
  history: readonly PrepaidDailyUsage[],
  date: IsoDate,
): Pick<PrepaidDailyUsage, "kwh" | "charge"> | null {
  let row: PrepaidDailyUsage | undefined;
  let weekBefore = date;
  for (let week = 1; week <= 12 && !row; week++) {
    weekBefore = addDays(date, -7 * week);
    row = history.find((candidate) => candidate.date === weekBefore && candidate.kwh > 0);
  }
  if (!row) return null;
  const kwh = Math.round(((row.kwh * seasonalFactor(date)) / seasonalFactor(weekBefore)) * 10) / 10;
  return { kwh, charge: centsToDollars(Math.round(kwh * TARIFF.RESID.centsPerKwh)) };
}
