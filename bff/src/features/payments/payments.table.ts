import type { Generated } from "kysely";

export type CheckoutStatus = "pending" | "approved" | "declined" | "error";
/** 'Pending' until posted; 'In CCB' once billing confirmed; 'Failed' after the retry window; 'Not Paid' when the card was not approved. */
export type LineBillingStatus = "Pending" | "In CCB" | "Failed" | "Not Paid";

/** The invoice number sequence: one row per checkout; the invoice is 200000 + id. */
export interface CheckoutSequenceTable {
  id: Generated<number>;
  created_at: string;
}

/** One payment attempt: created pending, settled once by the gateway's answer (relay, API or lookup). */
export interface CheckoutsTable {
  invoice_num: string;
  created_at: string;
  /** Who created it, for ownership: a customer (person), a quick-pay token (one account), or an admin. */
  created_by: "customer" | "quickpay" | "admin";
  person_id: string | null;
  admin_id: number | null;
  quickpay_account_id: string | null;
  quickpay_token_hash: string | null;
  /** 'Online' or 'Phoned-In' (reports). */
  mode: "Online" | "Phoned-In";
  /** 'hosted' (hidden form to the payment page) or 'direct' (card modal, transaction API). */
  channel: "hosted" | "direct";
  customer_class: "RESID" | "COMM";
  /** The payment page's login, or the terminal's gateway id. */
  page_login: string;
  amount_cents: number;
  currency: string;
  /** The customer's name, as the payment page shows it. */
  customer_name: string;
  /** Where the receipt goes (billing's person e-mail), when known. */
  customer_email: string | null;
  fp_timestamp: string | null;
  status: CheckoutStatus;
  settled_at: string | null;
  settled_by: "relay" | "api" | "reconciliation" | null;
  gateway_tag: string | null;
  gateway_sequence: string | null;
  authorization_code: string | null;
  issuer_code: string | null;
  issuer_message: string | null;
  gateway_code: string | null;
  gateway_message: string | null;
  card_type: string | null;
  payment_source: string | null;
  /** Masked by the gateway (############1111); never the full number. */
  card_number: string | null;
  card_holder: string | null;
  receipt_text: string | null;
  /** The gateway's answer as received (JSON), card numbers masked, never a CVV. */
  code_response: string | null;
  /** When its invoice was looked up at the gateway a last time (final-lookup.ts); null until then. */
  final_lookup_at: string | null;
}

export interface CheckoutLinesTable {
  id: Generated<number>;
  invoice_num: string;
  account_id: string;
  amount_cents: number;
  billing_status: LineBillingStatus;
  /** Billing's payment id once posted. */
  payment_id: string | null;
  posted_at: string | null;
}

/** One row per approved line, written in the same transaction as the approval; the worker posts it. */
export interface PostingOutboxTable {
  id: Generated<number>;
  line_id: number;
  /** Idempotency key at billing: the same key posts once. */
  payment_key: string;
  account_id: string;
  amount_cents: number;
  payment_source: string;
  status: "pending" | "done" | "failed";
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  done_at: string | null;
  /** The instance working on the row, and until when (decision 020); null when free. */
  claimed_by: string | null;
  claimed_until: string | null;
}
