/**
 * The per-account guard of the billing zip (decision 011: a guessable
 * secret is limited by the account it targets, not only by the browser's address). Guam has about two
 * dozen zips, so a per-address limit alone lets anyone with an account number find it in seconds from a
 * few addresses. Counting per account stops that from anywhere: 5 wrong zips in a rolling hour pause
 * the account's zip check (sign-up and quick pay) until the oldest of them is an hour old.
 */
export const ZIP_TRIES_PER_HOUR = 5;
export const ZIP_WINDOW_MS = 60 * 60_000;

/** The start of the rolling window that ends at `now`. */
export function zipWindowStart(now: Date): Date {
  return new Date(now.getTime() - ZIP_WINDOW_MS);
}

/**
 * Until when the account's zip check is paused, given the times of its wrong zips within the window
 * (oldest first), or null when tries are left.
 */
export function zipPausedUntil(failuresInWindow: readonly string[]): Date | null {
  if (failuresInWindow.length < ZIP_TRIES_PER_HOUR) return null;
  const oldestCounted = failuresInWindow[failuresInWindow.length - ZIP_TRIES_PER_HOUR] as string;
  return new Date(new Date(oldestCounted).getTime() + ZIP_WINDOW_MS);
}
