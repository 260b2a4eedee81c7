/** A server-side session. Only the SHA-256 hash of the bearer token is kept. */
export interface SessionsTable {
  token_hash: string;
  kind: "customer" | "admin" | "quickpay";
  person_id: string | null;
  admin_id: number | null;
  username: string;
  /** JSON array of the account ids this session may touch. */
  account_ids: string;
  /** JSON of what login returned (account lists, arrangement state), shown again without asking billing. */
  login_snapshot: string;
  created_at: string;
  last_activity_at: string;
}
