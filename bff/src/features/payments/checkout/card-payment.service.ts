/**
 * The card dialog's payment ('Pay with Your Credit Card', spec 000 §5): the card rules, one checkout,
 * one call to the gateway's transaction API, and the result at once. Run once per idempotency key
 * (payment-submissions.ts).
 */
import { paymentMessages } from "@paygpa/contract";
import type { PayeezyRequest, PayeezyResponse } from "@paygpa/contract";
import { DomainError } from "../../../platform/failures";
import { forbidden } from "../../../platform/http/errors";
import type { Services } from "../../../services";
import { type E4Answer, GatewayDidNotProcess } from "../../../integrations/gateway";
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
  if (payer.kind === "quickpay") throw forbidden();
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
  const answer = await purchaseOrKeepTrack(services, invoice, () =>
    services.gateway.purchase({
      amount: formatCents(order.totalCents),
      cardNumber,
      expiry,
      cardholderName: request.card_holder,
      cvv: request.CAVV,
      zipCode: request.billingZipCode,
      referenceNo: invoice,
      customerRef: payer.kind === "admin" ? "PHONEDIN" : "ONLINE",
    }),
  );
  const fields = fieldsOfApiAnswer(answer);
  await settleFromGateway(services, invoice, fields, "api");
  const approved = fields.Transaction_Approved === "YES";
  // 'Save this card' (decision 030): the wallet keeps the approved card's token, in this request,
  // while the card data is still in hand; the number and the CVV are dropped with the request.
  const cardSaved =
    approved && request.saveCard && keepCard && payer.kind === "customer"
      ? await keepCard({ personId: payer.personId, answer, request: { ...request, card_num: cardNumber } })
      : undefined;
  return {
    invoice,
    approved,
    message: approved
      ? paymentMessages.approved
      : answer.bank_message || answer.exact_message || paymentMessages.notProcessed,
    ...(cardSaved === undefined ? {} : { cardSaved }),
  };
}

/**
 * Keeps an approved card dialog payment's card in the customer's wallet (the wallet feature, wired in
 * by the composition root); answers whether it was kept. Never throws for a card it cannot keep.
 */
export type KeepCard = (input: {
  personId: string;
  answer: E4Answer;
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
  charge: () => Promise<E4Answer>,
): Promise<E4Answer> {
  try {
    return await charge();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error instanceof GatewayDidNotProcess) {
      services.logger.error("card payment: the gateway did not process it", {
        invoice,
        gatewayStatus: error.gatewayStatus,
      });
      await settleFromGateway(
        services,
        invoice,
        { x_response_code: "3", Transaction_Approved: "NO", EXact_Message: "Gateway unavailable" },
        "api",
      );
    } else {
      services.logger.error("card payment: the gateway's answer was lost; left for reconciliation", {
        invoice,
      });
    }
    // The same failure (its kind kept: AutoPay decides on it), now naming the checkout.
    throw new DomainError(error.kind, error.code, error.message, { invoice });
  }
}

/** The direct API's answer in the relay response's field names, so one settle serves both. */
export function fieldsOfApiAnswer(answer: E4Answer): Record<string, string> {
  const approved = answer.transaction_approved === 1;
  return {
    x_response_code: approved ? "1" : answer.transaction_error === 1 ? "3" : "2",
    x_trans_id: String(answer.transaction_tag),
    x_invoice_num: answer.reference_no,
    x_amount: Number(answer.amount).toFixed(2),
    Transaction_Approved: approved ? "YES" : "NO",
    Transaction_Tag: String(answer.transaction_tag),
    SequenceNo: answer.sequence_no,
    Authorization_Num: answer.authorization_num,
    Bank_Resp_Code: answer.bank_resp_code,
    Bank_Message: answer.bank_message,
    EXact_Resp_Code: answer.exact_resp_code,
    EXact_Message: answer.exact_message,
    Retrieval_Ref_No: answer.retrieval_ref_no,
    Card_Number: answer.cc_number,
    CardHoldersName: answer.cardholder_name,
    TransactionCardType: answer.credit_card_type,
    Currency: answer.currency_code,
    exact_ctr: answer.ctr,
  };
}
