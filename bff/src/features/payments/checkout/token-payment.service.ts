/**
 * A payment with a saved card's TransArmor token (decision 030): the card dialog's saved card and
 * AutoPay's drafts. The same rules and path as the card dialog (spec 000 §5: amounts, ownership,
 * cash-only, commercial accounts by MasterCard only), one checkout, one direct API purchase with the
 * token instead of the number, settled by `settleFromGateway` (posting outbox, receipt) as any other.
 */
import { paymentMessages } from "@paygpa/contract";
import type { CardBrandChoice, PaymentLineRequest } from "@paygpa/contract";
import type { Charge } from "../../../integrations/gateway";
import type { FinancialSummary } from "../../../integrations/billing";
import type { Services } from "../../../services";
import type { Payer } from "../payer";
import { formatCents } from "../payment-rules";
import { settleFromGateway } from "../settlement/settlement.service";
import { purchaseOrKeepTrack } from "./card-payment.service";
import { invalid, openDirectCheckout } from "./checkout.service";
import type { SubmissionProgress } from "./payment-submissions";

/** A saved card as the payment needs it: never a number, never a CVV. */
export interface TokenCard {
  token: string;
  brand: CardBrandChoice;
  /** The brand as the gateway names it. */
  gatewayCardBrand: string;
  cardholderName: string;
  /** MMYY */
  expiry: string;
}

export interface TokenPayment {
  invoice: string;
  approved: boolean;
  /** The customer's words: approved, or why not. */
  message: string;
  /** The gateway's charge itself (approved or declined, its reason, authorization, tag). */
  charge: Charge;
}

export async function payByToken(
  services: Pick<Services, "billing" | "clock" | "config" | "db" | "gateway" | "logger" | "mailer">,
  payer: Payer,
  payment: {
    accounts: readonly PaymentLineRequest[];
    card: TokenCard;
    receiptEmail: string | undefined;
    /** Who pays, as the gateway records it: ONLINE for the card dialog, AUTOPAY for a draft. */
    customerRef: "ONLINE" | "AUTOPAY";
    /** The account's summary just read by the caller (an AutoPay draft), so billing is asked once. */
    summariesRead?: readonly FinancialSummary[];
  },
  progress?: SubmissionProgress,
): Promise<TokenPayment> {
  const accounts = payment.accounts.filter((line) => line.amount !== 0);
  if (accounts.length === 0) throw invalid("NO_AMOUNT", paymentMessages.selectAccountAndAmount);
  // Commercial accounts pay by MasterCard only, saved or not.
  const { invoice, order } = await openDirectCheckout(
    services,
    payer,
    accounts,
    payment.card.brand,
    payment.receiptEmail,
    progress,
    payment.summariesRead,
  );
  const charge = await purchaseOrKeepTrack(services, invoice, () =>
    services.gateway.purchaseWithToken({
      amount: formatCents(order.totalCents),
      token: payment.card.token,
      cardBrand: payment.card.gatewayCardBrand,
      cardholderName: payment.card.cardholderName,
      expiry: payment.card.expiry,
      invoice,
      channel: payment.customerRef,
    }),
  );
  await settleFromGateway(services, invoice, charge, "api");
  return {
    invoice,
    approved: charge.approved,
    message: charge.approved ? paymentMessages.approved : charge.reason || paymentMessages.notProcessed,
    charge,
  };
}
