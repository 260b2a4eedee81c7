import type { Generated } from "kysely";

/**
 * Every e-mail the BFF sends is written here first, in the same transaction as what caused it.
 * With an SMTP server configured a worker delivers queued mail; without one, mail is kept here for
 * QA and trainers to read (status 'kept').
 */
export interface MailOutboxTable {
  id: Generated<number>;
  created_at: string;
  /** What the mail is about: 'sign-up-confirmation', 'forgot-password', 'payment-receipt' … */
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: "queued" | "sent" | "failed" | "kept";
  attempts: number;
  sent_at: string | null;
  last_error: string | null;
  /** The correlation id of the request that queued it (the QA timeline, docs/qa-guide.md). */
  correlation_id: string | null;
  /** The event it tells of, as the text outbox names it (`outages:<account>:<occasion>`); null for most mails. */
  event_key: string | null;
  /** The instance working on the row, and until when (decision 020); null when free. */
  claimed_by: string | null;
  claimed_until: string | null;
}

/** The mail outbox's tables, part of the database the root composes (`src/database.ts`). */
export interface MailTables {
  mail_outbox: MailOutboxTable;
}
