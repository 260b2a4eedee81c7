/**
 * The rules of the report's per-day totals (built for a million payments): which day an attempt counts on, and
 * how a batch of attempts adds to the days it falls on.
 */

/** Guam is UTC+10 all year (no daylight saving): the utility's day starts at 14:00 UTC the day before. */
const GUAM_OFFSET_MS = 10 * 60 * 60 * 1000;

/** The utility's calendar day (YYYY-MM-DD, Guam) of an instant: the day the report searches it on (spec 000 §9). */
export function utilityDayOf(instant: string): string {
  return new Date(Date.parse(instant) + GUAM_OFFSET_MS).toISOString().slice(0, 10);
}

/** What one day's totals change by. */
export interface DayTotalsChange {
  lines: number;
  approvedLines: number;
  approvedCents: number;
}

/** One attempt as the totals see it: when it was made, whether approved, its lines' amounts. */
export interface AttemptForTotals {
  createdAt: string;
  approved: boolean;
  lineCents: readonly number[];
}

/** The change each day's totals receive from a batch of new attempts, by day. */
export function dayTotalsOf(attempts: readonly AttemptForTotals[]): Map<string, DayTotalsChange> {
  const days = new Map<string, DayTotalsChange>();
  for (const attempt of attempts) {
    const day = utilityDayOf(attempt.createdAt);
    const totals = days.get(day) ?? { lines: 0, approvedLines: 0, approvedCents: 0 };
    totals.lines += attempt.lineCents.length;
    if (attempt.approved) {
      totals.approvedLines += attempt.lineCents.length;
      totals.approvedCents += attempt.lineCents.reduce((sum, cents) => sum + cents, 0);
    }
    days.set(day, totals);
  }
  return days;
}

/** The change an approval brings to its attempt's day: its lines were counted when it was made. */
export function approvalOf(attempt: Omit<AttemptForTotals, "approved">): Map<string, DayTotalsChange> {
  const made = dayTotalsOf([{ ...attempt, approved: true }]);
  for (const totals of made.values()) totals.lines = 0;
  return made;
}
