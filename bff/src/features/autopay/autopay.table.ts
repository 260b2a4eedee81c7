/**
 * AutoPay (decisions 031, 032): an enrolment holds the consent as the customer read it; a draft is one
 * charge AutoPay owes, keyed by (enrolment, bill) so that it exists once whoever finds it.
 */
export interface AutopayEnrolmentsTable {
  enrolment_id: string;
  person_id: string;
  account_id: string;
  /** The saved card it pays with (wallet); a removed card stops the draft with a message. */
  card_id: string;
  /** amount-due, fixed or reload. */
  plan_kind: string;
  /** Fixed amount or reload amount, in cents; null for amount-due. */
  amount_cents: number | null;
  /** Prepaid: reload when the balance falls below this, in cents. */
  threshold_cents: number | null;
  consent_version: string;
  /** The consent text exactly as shown and accepted (E-SIGN style record, decision 032). */
  consent_text: string;
  consented_at: string;
  /** The utility's calendar day of the consent: bills due after it are drafted. */
  consented_on: string;
  receipt_email: string;
  status: "active" | "stopped";
  stopped_at: string | null;
}

export type DraftStatus =
  | "scheduled"
  | "reminded"
  | "charging"
  | "approved"
  | "retry"
  | "failed"
  | "skipped"
  | "stopped";

export interface AutopayDraftsTable {
  /** `${enrolment}:${bill}` (postpaid) or `${enrolment}:reload:${day}` (prepaid): the unique key. */
  draft_key: string;
  enrolment_id: string;
  account_id: string;
  bill_id: string;
  /** The due date (postpaid) or the day the balance fell below the threshold (prepaid). */
  draft_on: string;
  /** When the reminder e-mail is due (3 days before); null for a prepaid reload. */
  remind_on: string | null;
  reminded_at: string | null;
  /** What was charged or is to be charged, in cents, once known. */
  amount_cents: number | null;
  status: DraftStatus;
  /** Charges tried (1, or 2 after the retry). */
  attempts: number;
  /** The day of the next charge (the due date, then the retry day). */
  next_attempt_on: string;
  /** The checkout of the current attempt, recorded before the gateway is called. */
  invoice_num: string | null;
  message: string | null;
  /** The amount the reminder stated, in cents (a change by the day of the charge is said in its e-mail). */
  reminded_cents: number | null;
  /** After a charge the gateway did not attempt: not tried again before this time (ISO); null: any time. */
  not_before: string | null;
  /** The instance charging it, and until when (decision 020); null when free. */
  claimed_by: string | null;
  claimed_until: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * A charge the gateway refused to attempt (credentials, signature, clock, terminal; or unavailable
 * before it took the request): nothing charged, not the customer's decline. Open until the gateway
 * answers a charge again; operations are told once per outage (`told_at` on its first row).
 */
export interface AutopayNotAttemptedTable {
  /** `${draft_key}:${at}`. */
  id: string;
  draft_key: string;
  account_id: string;
  /** The checkout settled as an error for it, left out of Payment History. */
  invoice_num: string | null;
  reason: string;
  at: string;
  resolved_at: string | null;
  told_at: string | null;
}
