/** An e-mailed pay-by-link (beyond the spec: card numbers stay off the phone). Only the token's hash is kept. */
export interface PayLinksTable {
  token_hash: string;
  created_at: string;
  /** 24 hours after it was sent (ISO-8601 UTC). */
  expires_at: string;
  /** The clerk who sent it: the payment is recorded Phoned-In with this admin. */
  admin_id: number;
  email: string;
  /** JSON `[{ accountId, cents }]`: exactly what the link pays. */
  lines: string;
  total_cents: number;
  /** The invoice of its last checkout (null before the first): decides whether it may open again. */
  invoice_num: string | null;
  opened_at: string | null;
}
