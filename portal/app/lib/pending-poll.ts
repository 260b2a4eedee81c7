/**
 * How the result page waits for a pending checkout (the gateway's answer on its way): it asks again
 * after 1.5 s, then backs off by half each time up to 15 s between asks, and stops after 2 minutes
 * so that a relay that never comes does not keep a tab polling for ever. The BFF's reconciliation
 * settles such a checkout later, and the receipt is e-mailed then.
 */
export const FIRST_POLL_MS = 1_500;
export const LONGEST_POLL_MS = 15_000;
export const STOP_POLLING_AFTER_MS = 120_000;

/**
 * The wait before the next ask, given how many asks were made and how long the page has waited;
 * null once it has waited the whole limit. The last ask falls exactly on the limit.
 */
export function nextPollDelay(asksSoFar: number, waitedMs: number): number | null {
  if (waitedMs >= STOP_POLLING_AFTER_MS) return null;
  const backedOff = Math.min(FIRST_POLL_MS * 1.5 ** asksSoFar, LONGEST_POLL_MS);
  return Math.min(Math.round(backedOff), STOP_POLLING_AFTER_MS - waitedMs);
}
