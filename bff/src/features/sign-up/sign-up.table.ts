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

/**
 * A submitted sign-up waiting for its confirmation link (decision 011). Billing holds the web user
 * already, not allowed web access, with its password digest; the contact changes wait here and are
 * applied to billing only when the link is followed.
 */
export interface PendingSignUpsTable {
  /** SHA-256 of the link's token. */
  token_hash: string;
  account_id: string;
  person_id: string;
  username: string;
  /**
   * Oracle's web user id CM-WebUserAdd answered (Update / Delete Web User take it); null for a
   * sign-up held before the BFF kept it (CM-WebUserAllow / CM-WebUserRemove by the username).
   */
  web_user_id: string | null;
  /** The e-mail on file when there was one, else the one entered. */
  link_sent_to: string;
  /** The e-mail to set in billing on confirmation; null to keep the one on file. */
  new_email: string | null;
  /** JSON of the phone changes (phones.ts `PhoneChange` per kind), decided at submit. */
  phones: string;
  created_at: string;
  expires_at: string;
  confirmed_at: string | null;
  /** Set when a later sign-up of the same person replaced this one. */
  cancelled_at: string | null;
}
