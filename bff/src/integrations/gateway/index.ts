/**
 * The gateway's door: the port the features depend on (`GatewayPort`, its requests and records),
 * the errors every adapter throws, and the adapters the composition root may choose from.
 */
export type {
  CardVerifyRequest,
  E4Answer,
  GatewayPort,
  HostedFormFingerprint,
  InvoiceNumber,
  LookupRecord,
  PurchaseRequest,
  RelaySignature,
  ReturnRequest,
  TokenPurchaseRequest,
  TransactionTag,
} from "./gateway-port";
export { GatewayDidNotProcess, gatewayUnavailable } from "./gateway-errors";
// The adapters (chosen once, in the composition root).
export { gge4Adapter } from "./gge4-adapter";
