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
