import type { Generated } from "kysely";

/**
 * A web user's mobile number for texts (decision 039): the number, the pending one-time code (its
 * hash only), and once confirmed the consent shown, its version and when it was given.
 */
export interface TextNumbersTable {
  person_id: string;
  /** E.164 (+16715551234). */
  phone: string;
  code_hash: string | null;
  code_expires_at: string | null;
  code_tries: number;
  confirmed_at: string | null;
  consent_text: string | null;
  consent_version: string | null;
  updated_at: string;
}

/** Numbers that replied STOP (or that the provider says opted out): never texted until START. */
export interface TextOptOutsTable {
  phone: string;
  opted_out_at: string;
}

/**
 * Every text the BFF sends is written here first (the mail outbox's way, decision 020): a worker
 * claims one row at a time, so each text goes once even with several instances. `event_key` names
 * the event (one text per event); `send_after` holds a text through quiet hours.
 */
export interface TextOutboxTable {
  id: Generated<number>;
  created_at: string;
  /** What the text is about: 'billReady', 'securityNotice', 'phoneCode' … */
  kind: string;
  /** The event it tells of, unique: a second queueing of the same event is a no-op. */
  event_key: string;
  person_id: string;
  account_id: string | null;
  to_phone: string;
  /** The text (no card data, no token link; the one-time code's text is kept masked). */
  body: string;
  /** queued → sent (handed to the provider) or given-up (refused, opted out). */
  status: "queued" | "sent" | "given-up";
  /** Where the provider says the text is (waiting, sent, delivered, not-delivered); null before. */
  delivery: string | null;
  provider_id: string | null;
  send_after: string;
  attempts: number;
  /** An earlier attempt got no useful answer: the provider may have taken it (looked up first). */
  outcome_unknown: number;
  sent_at: string | null;
  last_error: string | null;
  claimed_by: string | null;
  claimed_until: string | null;
}

export interface TextTables {
  text_numbers: TextNumbersTable;
  text_opt_outs: TextOptOutsTable;
  text_outbox: TextOutboxTable;
}
