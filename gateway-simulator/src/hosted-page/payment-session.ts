/**
 * The hosted page's payment sessions: each verified form POST opens one, kept by its unguessable id
 * and by the fingerprint that opened it (one fingerprint, one session).
 */

/** A hosted-page checkout between the verified form POST and the card step. */
export interface PaymentSession {
  /** Unguessable id, part of the card form's URL. */
  id: string;
  login: string;
  sequence: string;
  timestamp: string;
  amountCents: number;
  currency: string;
  invoice: string;
  poNum: string;
  /** False when the form's `x_relay_response` was empty: no relay is sent. */
  relayResponse: boolean;
  /** The merchant's fields the relay echoes back. */
  echoed: Record<string, string>;
  /** The form's receipt link fields (`x_receipt_link_url`, `_method`, `_text`). */
  receiptLink: { url?: string; method?: string; text?: string };
  /** A test transaction (`x_test_request=TRUE`): no charge. */
  testRequest: boolean;
  /** "00" purchase (`x_type` AUTH_CAPTURE), "01" pre-authorization (AUTH_ONLY). */
  transactionType: "00" | "01";
  /** Epoch milliseconds (gateway clock). */
  createdAt: number;
  /**
   * 'open' takes a card (again after a decline); 'submitting' while a card is being charged and
   * relayed; 'completed' once a card was approved.
   */
  status: "open" | "submitting" | "completed";
  transactionTag: number | null;
}

const MAX_SESSIONS = 10_000;

/** The open sessions by id; the oldest go when there are too many (a long-running demo). */
export class PaymentSessions extends Map<string, PaymentSession> {
  /** The session each fingerprint opened (`x_login^x_fp_hash`). */
  private readonly byFingerprint = new Map<string, string>();

  add(session: PaymentSession, fingerprint: string): void {
    this.set(session.id, session);
    this.byFingerprint.set(fingerprint, session.id);
    for (const id of this.keys()) {
      if (this.size <= MAX_SESSIONS) break;
      this.delete(id);
    }
    for (const key of this.byFingerprint.keys()) {
      if (this.byFingerprint.size <= MAX_SESSIONS) break;
      this.byFingerprint.delete(key);
    }
  }

  /** The session a fingerprint already opened, if it is still kept. */
  ofFingerprint(fingerprint: string): PaymentSession | undefined {
    const id = this.byFingerprint.get(fingerprint);
    return id === undefined ? undefined : this.get(id);
  }
}
