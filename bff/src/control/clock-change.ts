/**
 * The system clock's moves (docs/qa-guide.md): `{ set: "2026-12-01T09:00" }` jumps to a wall-clock time
 * of the utility (Guam, UTC+10, no daylight saving) or to an instant with its own offset;
 * `{ advance: "16m" }` moves on by seconds, minutes, hours or days, so the 15-minute idle limit, the
 * 30-minute reset link and the 900-second fingerprint window can be crossed on demand.
 */
export type ClockChange = { set: string } | { advance: string };

const UNIT_MS: Record<string, number> = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** Milliseconds of an advance such as "900s", "16m", "2h", "3d"; null when it is not one. */
export function advanceMs(advance: string): number | null {
  const match = /^(\d{1,7})([smhd])$/.exec(advance.trim());
  if (!match) return null;
  const ms = Number(match[1]) * (UNIT_MS[match[2] as string] as number);
  return ms > 0 && ms <= 3_650 * 86_400_000 ? ms : null;
}

/** The instant of a `set`: Guam wall-clock time when it has no offset; null when it is not a time. */
export function setInstant(set: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}(?::\d{2})?)(Z|[+-]\d{2}:\d{2})?)?$/.exec(set.trim());
  if (!match) return null;
  const [, date, time = "00:00", offset = "+10:00"] = match;
  const instant = new Date(`${date}T${time.length === 5 ? `${time}:00` : time}${offset}`);
  if (Number.isNaN(instant.getTime())) return null;
  // "2026-02-30" rolls over in Date: refuse a calendar date that does not exist.
  const check = new Date(`${date}T12:00:00Z`);
  return check.toISOString().startsWith(date as string) ? instant : null;
}

/** Where the clock goes from `now` for a change; null when the change is malformed. */
export function nextInstant(now: Date, change: ClockChange): Date | null {
  if ("set" in change) return setInstant(change.set);
  const ms = advanceMs(change.advance);
  return ms === null ? null : new Date(now.getTime() + ms);
}

const DAY_MS = 86_400_000;

/** The most days a move steps through one by one; a longer move first jumps to this many days before its end. */
export const MAX_DAY_STEPS = 366;

/**
 * The instants a move of the clock goes through (decision 029): one a day while a whole day or more
 * is left, then the destination; a move of less than a day, or back, is one step. A move of more than
 * `MAX_DAY_STEPS` days jumps first to that many days before the destination: billing still runs every
 * day's cycle itself as its clock passes them, but the BFF's day jobs run for the last year only (a
 * set four years ahead takes seconds, not minutes).
 */
export function daySteps(from: Date, to: Date): Date[] {
  const steps: Date[] = [];
  let start = from.getTime();
  if (to.getTime() - start > MAX_DAY_STEPS * DAY_MS) {
    start = to.getTime() - MAX_DAY_STEPS * DAY_MS;
    steps.push(new Date(start));
  }
  for (let at = start + DAY_MS; at < to.getTime(); at += DAY_MS) steps.push(new Date(at));
  steps.push(new Date(to));
  return steps;
}
