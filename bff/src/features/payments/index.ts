/** Payments: routes, workers (driven explicitly by tests), settling a checkout. Other rooms import only from here. */
export { paymentsHandlers, startPaymentWorkers } from "./payments.handlers";
export { requirePayer } from "./payer";
export { runPostingOutbox } from "./posting/posting-worker";
export { reconcilePendingCheckouts } from "./settlement/reconciliation";
export { runDuplicateRefunds } from "./refunds/duplicate-refunds";
export { listDuplicateRefunds } from "./submissions.repository";
export { listWebPayments } from "./payments.repository";
export { settleFromGateway } from "./settlement/settlement.service";
export type { KeepCard } from "./checkout/card-payment.service";
// Saved cards and AutoPay pay with a TransArmor token through the same checkout path (decision 030).
export { payByToken, type TokenCard, type TokenPayment } from "./checkout/token-payment.service";
export { cardNumberProblem, checkPaymentAmount, expiryProblem } from "./payment-rules";
// AutoPay and the payment timeline read a checkout as recorded.
export { findCheckout, listCheckoutLines } from "./payments.repository";
// The phoned-in screen's pay-by-link opens the same hosted checkout, with the clerk as the payer.
export type { Payer } from "./payer";
export { checkOrder } from "./checkout/checkout.service";
export { hostedCheckout } from "./checkout/hosted-checkout.service";
export { assertMaySee, paymentDetails } from "./checkout/payment-details.service";
export { isTimelineReference, timelineLink, timelineReference } from "./timeline-reference";
export { formatCents, maskWords } from "./payment-rules";
export { listPaymentsNeedingAHand, postAgain } from "./posting/needing-a-hand";
// Payments written in bulk outside a checkout (the demo's history) keep the report's day totals too.
export { addAttemptsToDayTotals } from "./payment-day-totals.repository";
// The arrangement's Pay Now opens the same hosted checkout, once per idempotency key.
export { submitOnce } from "./checkout/payment-submissions";
export { fpHashDigest } from "./submission-rules";
