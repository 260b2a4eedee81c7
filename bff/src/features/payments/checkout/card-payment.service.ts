/**
 * The card dialog's payment ('Pay with Your Credit Card', spec 000 §5): the card rules, one checkout,
 * one call to the gateway's transaction API, and the result at once. Run once per idempotency key
 * (payment-submissions.ts).
 */
import { messages, paymentMessages } from "@paygpa/contract";
import type { PayeezyRequest, PayeezyResponse } from "@paygpa/contract";
import { type Charge, GatewayDidNotProcess, unprocessedCharge } from "../../../integrations/gateway";
import { DomainError, fail } from "../../../platform/failures";
import type { Services } from "../../../services";
import type { Payer } from "../payer";
import { cardNumberProblem, expiryProblem, formatCents } from "../payment-rules";
import type { SubmissionProgress } from "./payment-submissions";
import { invalid, openDirectCheckout } from "./checkout.service";
import { settleFromGateway } from "../settlement/settlement.service";

/** POST /api/v1/payeezy: the card modal. Card rules first, then the gateway, then the result at once. */
export async function payByCard(
  services: Pick<Services, "billing" | "clock" | "config" | "db" | "gateway" | "logger" | "mailer">,
  payer: Payer,
  request: PayeezyRequest,
  progress?: SubmissionProgress,
  keepCard?: KeepCard,
): Promise<PayeezyResponse> {
  if (payer.kind === "quickpay") throw fail.notAllowed("FORBIDDEN", messages.forbidden);
  const accounts = request.accounts.filter((line) => line.amount !== 0);
  if (accounts.length === 0) throw invalid("NO_AMOUNT", paymentMessages.selectAccountAndAmount);
  const cardNumber = request.card_num.replace(/[\s-]/g, "");
  const cardProblem = cardNumberProblem(cardNumber, request.card_type);
  if (cardProblem) throw invalid("INVALID_CARD", cardProblem);
  const expiry = request.exp_date.replace("/", "");
  const expiryIssue = expiryProblem(expiry, services.clock.today());
  if (expiryIssue) throw invalid("INVALID_EXPIRY", expiryIssue);
  if (!/^\d{3,4}$/.test(request.CAVV)) throw invalid("INVALID_CVV", paymentMessages.cvvFormat);
  // Commercial accounts pay by MasterCard only; the checkout is recorded with the submission.
  const { invoice, order } = await openDirectCheckout(
    services,
    payer,
    accounts,
    request.card_type,
    request.confirmationEmail,
    progress,
  );
  const charge = await purchaseOrKeepTrack(services, invoice, () =>
    services.gateway.purchase({
      amount: formatCents(order.totalCents),
      cardNumber,
      expiry,
      cardholderName: request.card_holder,
      cvv: request.CAVV,
      zipCode: request.billingZipCode,
      invoice,
      channel: payer.kind === "admin" ? "PHONEDIN" : "ONLINE",
    }),
  );
  await settleFromGateway(services, invoice, charge, "api");
  const { approved } = charge;
  // 'Save this card' (decision 030): the wallet keeps the approved card's token, in this request,
  // while the card data is still in hand; the number and the CVV are dropped with the request.
  const cardSaved =
    approved && request.saveCard && keepCard && payer.kind === "customer"
      ? await keepCard({ personId: payer.personId, charge, request: { ...request, card_num: cardNumber } })
      : undefined;
  return {
    invoice,
    approved,
    message: approved ? paymentMessages.approved : charge.reason || paymentMessages.notProcessed,
    ...(cardSaved === undefined ? {} : { cardSaved }),
  };
}

/**
 * Keeps an approved card dialog payment's card in the customer's wallet (the wallet feature, wired in
 * by the composition root); answers whether it was kept. Never throws for a card it cannot keep.
 */
export type KeepCard = (input: {
  personId: string;
  charge: Charge;
  request: PayeezyRequest;
}) => Promise<boolean>;

/**
 * The direct API call of a checkout. When it fails, the customer must not be left guessing (and pay
 * twice): the error carries the invoice, so the result page can follow it. A gateway that answered
 * with an error processed nothing: the checkout is settled as an error at once. A lost answer (timeout,
 * dropped connection) may hide a charge: the checkout stays pending for reconciliation.
 */
export async function purchaseOrKeepTrack(
  services: Pick<Services, "billing" | "clock" | "config" | "db" | "gateway" | "logger" | "mailer">,
  invoice: string,
  charge: () => Promise<Charge>,
): Promise<Charge> {
  try {
    return await charge();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error instanceof GatewayDidNotProcess) {
      services.logger.error("card payment: the gateway did not process it", {
        invoice,
        gatewayStatus: error.gatewayStatus,
      });
      await settleFromGateway(services, invoice, unprocessedCharge(invoice, "Gateway unavailable"), "api");
      // Still "gateway-refused": nothing was attempted (AutoPay does not count it as a decline).
      throw new GatewayDidNotProcess(error.gatewayStatus, { ...error.details, invoice });
    }
    services.logger.error("card payment: the gateway's answer was lost; left for reconciliation", {
      invoice,
    });
    throw new DomainError(error.kind, error.code, error.message, { ...error.details, invoice });
  }
}
