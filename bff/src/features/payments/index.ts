/** Payments: routes, workers (driven explicitly by tests), settling a checkout. Other rooms import only from here. */
export { paymentsHandlers, startPaymentWorkers } from "./payments.handlers";
export { requirePayer } from "./payer";
export { runPostingOutbox } from "./posting-worker";
export { reconcilePendingCheckouts } from "./reconciliation";
export { runDuplicateRefunds } from "./duplicate-refunds";
export { listDuplicateRefunds } from "./submissions.repository";
export { settleFromGateway } from "./settlement.service";
export { fieldsOfApiAnswer } from "./card-payment.service";
export { hostedCheckout } from "./hosted-checkout.service";
export { paymentDetails } from "./payment-details.service";
