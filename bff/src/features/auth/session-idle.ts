/**
 * The 15-minute idle limit of every session (spec 001 §9, decision 002) and how often its last
 * activity is written. Writing it on every call made each authenticated request a database write
 * (nine per dashboard; decision 021): it is written once the recorded value is older than a
 * thirtieth of the limit (30 s of 15 minutes). The limit is always measured from the recorded value,
 * so a session never outlives 15 idle minutes; it may end up to that step earlier.
 */

/** Seconds between two writes of a session's last activity: a thirtieth of the limit, at most 30. */
export function lastActivityWriteStep(idleSeconds: number): number {
  return Math.min(30, Math.floor(idleSeconds / 30));
}

/** Whether a session last recorded active at `lastActivityAt` is idle past the limit at `now`. */
export function isIdlePastLimit(lastActivityAt: string, now: Date, idleSeconds: number): boolean {
  return now.getTime() - Date.parse(lastActivityAt) > idleSeconds * 1000;
}

/** Whether this call must record the session's activity (the recorded value is a step old or more). */
export function needsActivityWrite(lastActivityAt: string, now: Date, idleSeconds: number): boolean {
  return now.getTime() - Date.parse(lastActivityAt) >= lastActivityWriteStep(idleSeconds) * 1000;
}
