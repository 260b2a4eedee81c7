import type { Generated } from "kysely";

/** A sign-up in progress: opened by the account check, verified by the zip check, used once. */
export interface SignUpTicketsTable {
  /** SHA-256 of the opaque ticket the portal holds. */
  ticket_hash: string;
  account_id: string;
  person_id: string;
  first_name: string;
  last_name: string;
  created_at: string;
  expires_at: string;
  verified_at: string | null;
  used_at: string | null;
  /** Wrong billing zips typed for this ticket; at the limit the ticket closes. */
  zip_failures: Generated<number>;
}
