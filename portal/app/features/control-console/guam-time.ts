/**
 * The console shows every time in the utility's time zone (Guam, UTC+10, no daylight saving), the
 * zone its "Set to" field reads, so what is shown can be typed back: `2026-12-01T09:00:00+10:00`.
 */
const GUAM_OFFSET_MS = 10 * 3_600_000;

export function guamTime(iso: string): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return iso;
  return `${new Date(instant + GUAM_OFFSET_MS).toISOString().slice(0, 19)}+10:00`;
}

/**
 * The "Set to" field's example: 09:00 on the day after the system's today, a time the clock takes
 * (a fixed date in the example would pass and then be refused as before billing's world).
 */
export function setClockExample(today: string): string {
  const next = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000);
  return Number.isNaN(next.getTime()) ? "YYYY-MM-DDTHH:MM" : `${next.toISOString().slice(0, 10)}T09:00`;
}
