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
