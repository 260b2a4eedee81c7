/** Guam's wall clock (UTC+10 all year, no daylight saving) for instants held as ms since the epoch. */
export const GUAM_OFFSET_MS = 36_000_000;
export const DAY_MS = 86_400_000;

/** The Guam calendar day of an instant. */
export const guamDay = (ms: number): string => new Date(ms + GUAM_OFFSET_MS).toISOString().slice(0, 10);
/** The instant a Guam calendar day starts. */
export const guamMidnight = (day: string): number => Date.parse(`${day}T00:00:00Z`) - GUAM_OFFSET_MS;
/** An instant in Guam time with its offset, e.g. 2026-03-01T13:00:00+10:00. */
export const guamDateTime = (ms: number): string =>
  `${new Date(ms + GUAM_OFFSET_MS).toISOString().slice(0, 19)}+10:00`;
/** The Guam hour (0–23) and weekday (0 Sunday … 6 Saturday) of an instant. */
export function guamHourAndWeekday(ms: number): { hour: number; weekday: number } {
  const local = new Date(ms + GUAM_OFFSET_MS);
  return { hour: local.getUTCHours(), weekday: local.getUTCDay() };
}

/** The same calendar day `months` later (clamped to the month's end). */
export function addMonthsTo(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}
