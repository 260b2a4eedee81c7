/** Payments feature: routes, workers (driven explicitly by tests), and the gateway client. */
export { createGatewayClient, type GatewayClient } from "../../integrations/gateway/gateway-client";
export { gatewayRelayRoutes, paymentsRoutes, startPaymentWorkers } from "./payments.routes";
export { runPostingOutbox } from "./posting-worker";
export { reconcilePendingCheckouts } from "./reconciliation";
export { runDuplicateRefunds } from "./duplicate-refunds";
export { listDuplicateRefunds } from "./submissions.repository";
export { settleFromGateway } from "./payments.service";
export { fieldsOfApiAnswer } from "./card-payment.service";
