/** A forgotten-username or -password request waiting for its security answer. */
export interface ForgotFlowsTable {
  /** SHA-256 of the opaque flow id the portal holds. */
  flow_hash: string;
  kind: "password" | "username";
  account_id: string;
  person_id: string;
  username: string;
  email: string | null;
  question: string;
  /** SHA-256 of the stored answer, trimmed and lower-cased: the answer itself is never kept. */
  answer_hash: string;
  created_at: string;
  expires_at: string;
  completed_at: string | null;
}

export interface SecurityAnswerFailuresTable {
  id: import("kysely").Generated<number>;
  account_id: string;
  at: string;
}

/** A single-use password reset link; only the hash of its token is kept. */
export interface PasswordResetsTable {
  token_hash: string;
  username: string;
  person_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}
