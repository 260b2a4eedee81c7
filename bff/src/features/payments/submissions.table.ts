import type { Generated } from "kysely";

/**
 * One payment submission per idempotency key and submitter, claimed before the gateway is called:
 * a repeat of the key is answered from here and never reaches the gateway again.
 */
export interface PaymentSubmissionsTable {
  id: Generated<number>;
  /** Who submitted: `customer:{personId}`, `admin:{adminId}` or `quickpay:{token hash}`. */
  submitter: string;
  idempotency_key: string;
  /** 'payeezy' (the card dialog) or 'get-fphash' (a hosted checkout's fingerprint). */
  route: string;
  /** SHA-256 of the request's payment details (never the full card number, CVV or zip). */
  request_digest: string;
  /** The checkout the submission made, once made. */
  invoice_num: string | null;
  state: "in-progress" | "done";
  /** The first answer's HTTP status and JSON body, repeated to every repeat. */
  answer_status: number | null;
  answer: string | null;
  created_at: string;
  done_at: string | null;
}

/**
 * A second approved transaction for one checkout (the customer was charged twice), recorded in the
 * same transaction as the approval it follows; a worker refunds it at the gateway (tagged refund).
 */
export interface DuplicateRefundsTable {
  id: Generated<number>;
  invoice_num: string;
  /** The second approval's tag: the one refunded. Never the checkout's own (posted) tag. */
  gateway_tag: string;
  authorization_code: string;
  amount_cents: number;
  /** 'pending' until the gateway refunds it; 'failed' when the gateway refused or retries ran out. */
  status: "pending" | "refunded" | "failed";
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  /** The refund's own transaction tag at the gateway. */
  refund_tag: string | null;
  created_at: string;
  done_at: string | null;
}
