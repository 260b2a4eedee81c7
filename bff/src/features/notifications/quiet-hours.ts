/**
 * Quiet hours for texts (decision 039): none between 9 p.m. and 8 a.m. Guam time (Chamorro Standard
 * Time, UTC+10 all year: Guam keeps no daylight saving), except security notices. A text that falls
 * in quiet hours waits in the outbox until 8 a.m.
 */

/** Guam's offset from UTC, in hours (fixed: no daylight saving time). */
const GUAM_OFFSET_HOURS = 10;
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;

const guamHour = (instant: Date) => (instant.getUTCHours() + GUAM_OFFSET_HOURS) % 24;

export function isQuietHour(instant: Date): boolean {
  const hour = guamHour(instant);
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
}

/** When a text may go: now, or 8 a.m. Guam time after the quiet hours `instant` falls in. */
export function nextSendingTime(instant: Date, urgent: boolean): Date {
  if (urgent || !isQuietHour(instant)) return instant;
  const guam = new Date(instant.getTime() + GUAM_OFFSET_HOURS * 3_600_000);
  const morning = new Date(
    Date.UTC(guam.getUTCFullYear(), guam.getUTCMonth(), guam.getUTCDate(), QUIET_UNTIL_HOUR) -
      GUAM_OFFSET_HOURS * 3_600_000,
  );
  return guamHour(instant) >= QUIET_FROM_HOUR ? new Date(morning.getTime() + 86_400_000) : morning;
}
