/**
 * Whether the gateway's own record of a transaction is this checkout's payment. The relay response's
 * signature covers only the page, the transaction and the amount (Hosted Checkout Payment Pages Integration
 * Manual, §11.2.3 Relay Response Signature): a genuine relay can be re-aimed at another invoice of the
 * same amount, and its outcome fields can be changed. So a relay is a hint: a checkout settles only
 * from the gateway's record, and only when that record is this checkout's (decision 010).
 */
import type { Charge, GatewayRecord } from "../../../integrations/gateway";

export interface CheckoutToConfirm {
  invoice_num: string;
  amount_cents: number;
  /** The payment page's login, or the terminal's gateway id for the card modal. */
  page_login: string;
}

/** Amount text with two decimals ("12.34") in cents; NaN for anything else. */
export function centsOf(amount: string | undefined): number {
  return amount !== undefined && /^\d+\.\d{2}$/.test(amount) ? Math.round(Number(amount) * 100) : Number.NaN;
}

/**
 * Why a gateway record is not this checkout's payment, or null when it is: same invoice, same amount,
 * a purchase, same page (or terminal) when the record names one and, when the relay named one, the
 * same transaction tag.
 */
export function gatewayRecordProblem(
  checkout: CheckoutToConfirm,
  record: (Charge & Partial<Pick<GatewayRecord, "kind">>) | null,
  tag?: string,
): string | null {
  if (!record) return "the gateway has no such transaction";
  if (tag !== undefined && record.tag !== tag) {
    return "the gateway's record has another transaction tag";
  }
  // A tagged refund or void carries the purchase's invoice and amount: only a purchase pays a checkout.
  if (record.kind !== undefined && record.kind !== "purchase") {
    return "the transaction is not a purchase";
  }
  if (record.invoice !== checkout.invoice_num) return "the transaction is another invoice's";
  if (centsOf(record.amount) !== checkout.amount_cents) return "the transaction has another amount";
  // A direct API answer names its page (or terminal); the Search API's record does not (it shows the
  // terminal behind every page): there the page's fingerprint and the invoice bind the payment.
  if (record.pageLogin !== null && record.pageLogin !== checkout.page_login) {
    return "the transaction was made on another page";
  }
  return null;
}
