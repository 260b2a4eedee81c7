/** The phoned-in screen's rules (spec 000 §2, §3, §9; pay by link is beyond the spec), pure and tested beside. */

/** The Complete tab of 'Payment History' shows at most this many rows (spec 000 §9). */
export const COMPLETE_HISTORY_ROWS = 18;

/** A pay-by-link is valid this long after it is e-mailed (beyond the spec: card numbers stay off the phone). */
export const PAY_LINK_HOURS = 24;

/** Transaction type PS is a payment; anything else a payment adjustment (spec 000 §3). */
export function financialTransactionLabel(type: string): "Payment" | "Payment Adjustment" {
  return type === "PS" ? "Payment" : "Payment Adjustment";
}

/** CCB's financial transaction type of a bill segment: a charge, not a payment, so not in the history. */
const BILL_SEGMENT = "BS";

/**
 * Billing's financial transactions as the Complete tab lists them: payments and their adjustments
 * (bill segments left out), labelled, newest first, at most 18.
 */
export function completePaymentHistory<T extends { arrearsDate: string; type: string }>(
  transactions: readonly T[],
): (T & { label: "Payment" | "Payment Adjustment" })[] {
  return transactions
    .filter((transaction) => transaction.type !== BILL_SEGMENT)
    .sort((a, b) => b.arrearsDate.localeCompare(a.arrearsDate))
    .slice(0, COMPLETE_HISTORY_ROWS)
    .map((transaction) => ({ ...transaction, label: financialTransactionLabel(transaction.type) }));
}

/** Who paid, as the Web tab names it: the clerk who took a phoned-in payment, else how it was paid. */
export function webPayerName(checkout: { created_by: string; admin_username: string | null }): string {
  if (checkout.created_by === "admin") return checkout.admin_username ?? "Phoned-In";
  return checkout.created_by === "quickpay" ? "Quick Pay" : "Online";
}

export type PayLinkState = "open" | "in-progress" | "paid" | "expired";

/**
 * Where an e-mailed payment link stands. It pays once: after an approval it opens nothing, and while
 * its last attempt is still pending at the gateway it opens no second one (no double charge). A
 * declined or abandoned attempt leaves it open until it expires, 24 hours after it was sent.
 */
export function payLinkState(
  link: { expires_at: string },
  lastAttempt: "pending" | "approved" | "declined" | "error" | null,
  now: Date,
): PayLinkState {
  if (lastAttempt === "approved") return "paid";
  if (now.getTime() >= Date.parse(link.expires_at)) return "expired";
  return lastAttempt === "pending" ? "in-progress" : "open";
}

/** When a link sent now expires. */
export function payLinkExpiry(now: Date): string {
  return new Date(now.getTime() + PAY_LINK_HOURS * 3_600_000).toISOString();
}
