/**
 * Customer lock notices waiting to be sent (`customer-lock-notices.ts`): one row per customer login
 * attempt that started a lock, for a web user or for a name billing does not know alike, so the login
 * answer costs the same for both; the worker finds the person behind the name later, and drops the row.
 */
export interface CustomerLockNoticesTable {
  /** A random id (UUID). */
  id: string;
  /** The username as typed: kept only until the worker has looked it up. */
  username: string;
  /** ISO-8601 UTC: the attempt that locked the name. */
  locked_at: string;
  /** Look-ups that failed (billing unavailable); the notice is given up after a few. */
  attempts: number;
}
