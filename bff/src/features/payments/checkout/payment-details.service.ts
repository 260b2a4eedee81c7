/** The result page's data (spec 002 §3), for whoever may read the checkout. */
import { ADMIN_LEVELS, messages } from "@paygpa/contract";
import type { PaymentDetailsResponse, PaymentResult } from "@paygpa/contract";
import { fail } from "../../../platform/failures";
import type { Services } from "../../../services";
import type { Payer } from "../payer";
import { formatCents } from "../payment-rules";
import { findCheckout, listCheckoutLines } from "../payments.repository";
import { timelineReference } from "../timeline-reference";

/** Who may read a checkout: the customer who made it, the quick-pay token's account, or back-office staff. */
export function assertMaySee(
  payer: Payer,
  checkout: { created_by: string; person_id: string | null; quickpay_account_id: string | null },
): void {
  if (
    payer.kind === "customer" &&
    checkout.created_by === "customer" &&
    checkout.person_id === payer.personId
  ) {
    return;
  }
  if (payer.kind === "quickpay" && checkout.quickpay_account_id === payer.accountId) return;
  if (
    payer.kind === "admin" &&
    [...ADMIN_LEVELS.reports, ...ADMIN_LEVELS.phonedIn].includes(payer.level as 1)
  ) {
    return;
  }
  throw fail.notAllowed("FORBIDDEN", messages.forbidden);
}

/** POST /api/payment-details: the result page's data (spec 002 §3). */
export async function paymentDetails(
  services: Pick<Services, "clock" | "db" | "gateway" | "config">,
  payer: Payer,
  invoice: string,
): Promise<PaymentDetailsResponse> {
  const checkout = await findCheckout(services.db, invoice);
  // An unknown invoice answers like someone else's: invoice numbers must not be probed.
  if (!checkout) throw fail.notAllowed("FORBIDDEN", messages.forbidden);
  assertMaySee(payer, checkout);
  const lines = await listCheckoutLines(services.db, invoice);
  const receipt = checkout.receipt_text ? services.gateway.receiptLines(checkout.receipt_text) : [];
  const result = (line: (typeof lines)[number]): PaymentResult => ({
    invoice_num: checkout.invoice_num,
    status: checkout.status,
    bank_message: checkout.issuer_message ?? "",
    payment_source: checkout.payment_source ?? "",
    dollar_amount: formatCents(checkout.amount_cents),
    currency: checkout.currency,
    card_holders_name: checkout.card_holder ?? "",
    card_number: checkout.card_number ?? "",
    fields: receipt,
    transaction_tag: checkout.gateway_tag ?? "",
    sequence_no: checkout.gateway_sequence ?? "",
    payment_date: checkout.settled_at ?? checkout.created_at,
    mode: checkout.mode,
    paymentId: line.payment_id ?? "",
    accountId: line.account_id,
    ccb_status: line.billing_status,
  });
  return {
    paymentResults: lines.map(result),
    accountSummary: lines.map((line) => ({
      accountId: line.account_id,
      amount: formatCents(line.amount_cents),
      paymentId: line.payment_id ?? "",
      ccb_status: line.billing_status,
    })),
    checkedAt: services.clock.now().toISOString(),
    // Who may read the result may follow the payment without a login ('Where is my payment?').
    timelineReference: timelineReference(services.config.portalKey, checkout.invoice_num),
  };
}
