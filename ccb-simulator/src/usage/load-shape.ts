/**
 * The believable load shape of a 15-minute interval, without random draws: a day's curve by the
 * hour in Guam (UTC+10, no daylight saving), weekday against weekend, the season (fixtures'
 * seasonalFactor), and a steady wobble from a hash of the account, the interval and the seed.
 */
import { type CustomerClass, seasonalFactor } from "@paygpa/fixtures";

/** Guam's offset from UTC: ten hours all year (no daylight saving). */
export const GUAM_OFFSET_MS = 10 * 3_600_000;
export const INTERVAL_MS = 15 * 60_000;
export const DAY_MS = 86_400_000;

/** A home by the hour: low at night, a morning bump, air conditioning through the afternoon, the evening peak. */
const HOME_BY_HOUR = [
  0.55, 0.5, 0.48, 0.47, 0.48, 0.55, 0.8, 0.95, 0.85, 0.75, 0.78, 0.85, 0.95, 1.05, 1.15, 1.25, 1.3, 1.4, 1.6,
  1.7, 1.6, 1.35, 1.0, 0.7,
];
/** A shop or office by the hour: open 8 to 18, cooling kept low at night. */
const BUSINESS_BY_HOUR = [
  0.35, 0.33, 0.33, 0.33, 0.33, 0.35, 0.5, 0.9, 1.4, 1.6, 1.7, 1.75, 1.7, 1.75, 1.8, 1.75, 1.6, 1.3, 0.8, 0.6,
  0.5, 0.45, 0.4, 0.38,
];

/** A 32-bit mix of a few whole numbers (murmur3's finalizer over a running combination). */
export function mix(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    h = Math.imul(h ^ (part | 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

/** A number from 0 (included) to 1 (excluded) from `mix`. */
export const unit = (...parts: number[]) => mix(...parts) / 4_294_967_296;

/** The instant a Guam calendar day starts. */
export const guamMidnight = (date: string): number => Date.parse(`${date}T00:00:00Z`) - GUAM_OFFSET_MS;

let memoDay = Number.NaN;
let memoSeason = 1;

/** How much of the day's energy the interval starting at `ms` takes, before scaling to the bill. */
export function intervalWeight(customerClass: CustomerClass, key: number, ms: number): number {
  const local = ms + GUAM_OFFSET_MS;
  const day = Math.floor(local / DAY_MS);
  const hour = Math.floor((local - day * DAY_MS) / 3_600_000);
  // 1970-01-01 was a Thursday (4).
  const weekday = (day + 4) % 7;
  if (day !== memoDay) {
    memoDay = day;
    memoSeason = seasonalFactor(new Date(day * DAY_MS).toISOString().slice(0, 7));
  }
  const weekend = weekday === 0 || weekday === 6;
  const byHour = customerClass === "COMM" ? BUSINESS_BY_HOUR : HOME_BY_HOUR;
  let weight = byHour[hour] as number;
  if (customerClass === "COMM" && weekend) weight = 0.35 + (weight - 0.35) * 0.3;
  if (customerClass !== "COMM" && weekend && hour >= 9 && hour < 18) weight *= 1.15;
  // A hot day now and then (one in about fifteen): more cooling all afternoon.
  if (unit(key, day, 7) < 0.07 && hour >= 11 && hour < 20) weight *= 1.45;
  const wobble = 0.8 + 0.4 * unit(key, Math.floor(ms / INTERVAL_MS));
  return weight * memoSeason * wobble;
}
