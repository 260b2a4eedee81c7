/**
 * The gateway's door: the port the features depend on (`GatewayPort`, its requests, charges and
 * records, in the utility's words), the failures every adapter throws, and the adapters the
 * composition root may choose from.
 */
export type {
  CardSummary,
  CardVerifyRequest,
  Charge,
  ChargeOutcome,
  GatewayPort,
  GatewayRecord,
  HostedForm,
  HostedFormRequest,
  InvoiceNumber,
  PurchaseRequest,
  ReceiptLine,
  RelayResponse,
  ReturnRequest,
  TokenPurchaseRequest,
  TransactionKind,
  TransactionTag,
} from "./gateway-port";
export { GatewayDidNotProcess, gatewayUnavailable } from "./gateway-errors";
export { unprocessedCharge } from "./wire-mapping";
// The adapters (chosen once, in the composition root).
export { gge4Adapter } from "./gge4-adapter";
