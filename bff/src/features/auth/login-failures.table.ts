/**
 * Wrong passwords per username typed, existing or not (the login lockout, `login-lockout.ts`): one row per
 * scope and name, forgotten once `expires_at` has passed.
 */
export interface LoginFailuresTable {
  /** `scope sha256(username)`: the name itself is never kept, and a long one costs no more. */
  key: string;
  /** Wrong passwords counted since `first_failed_at`. */
  failures: number;
  /** ISO-8601 UTC: the first wrong password of the count. */
  first_failed_at: string;
  /** ISO-8601 UTC: every login of the name is refused until then; null when not locked. */
  locked_until: string | null;
  /** ISO-8601 UTC: when the row is forgotten (the count's window or the lock, whichever ends later). */
  expires_at: string;
}
