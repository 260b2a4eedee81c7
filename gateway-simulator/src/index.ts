/** @paygpa/gateway-simulator: the card gateway stand-in, and the e4 protocol helpers the BFF can reuse. */
export { createApp } from "./app";
export { type GatewayConfig, type GatewaySettings, configFromEnv, resolveConfig } from "./config";
export type { GatewayContext, GatewayDeps, RelaySender } from "./context";
export { type CardFormErrors, escapeHtml } from "./hosted-page/html";
export type { TransactionLookupRecord } from "./lookup/lookup.routes";
export { instantOfZoned, reportTimeText, zonedText } from "./search/gateway-time";
export { SEARCH_COLUMNS, SEARCH_TYPE_NAMES, type SearchColumn } from "./search/search-csv";
export { SEARCH_FIELDS } from "./search/search-query";
export { REPORTS, SEARCH_ACCEPT } from "./search/search.routes";
export {
  CARD_TYPE_NAMES,
  type CardBrand,
  type CardExpiry,
  cardBrandOf,
  isLuhnValid,
  maskCardNumber,
  normalizeCardNumber,
  parseExpiry,
  type TransactionCardType,
} from "./protocol/cards";
export {
  contentSha1,
  type E4RequestHeaders,
  e4Date,
  e4Signature,
  type FingerprintFields,
  fingerprintHash,
  relayResponseHash,
  type SignE4RequestInput,
  signE4Request,
  verifyE4Request,
} from "./protocol/hashes";
export { formatAmount, parseAmountToCents } from "./protocol/money";
export {
  APPROVE,
  type DecidedOutcome,
  decideOutcome,
  describeOutcome,
  type OutcomeSpec,
  parseOutcome,
  TEST_CARDS,
  type TestCard,
  TRIGGER_AMOUNT_BELOW_CENTS,
  TRIGGER_AMOUNT_FROM_CENTS,
  testCard,
  triggerAmountOutcome,
} from "./protocol/outcomes";
export {
  BANK_RESPONSES,
  type BankResponse,
  bankResponse,
  EXACT_RESPONSES,
  type ExactResponse,
  exactResponse,
  type ResponseCode,
} from "./protocol/responses";
export type { E4TransactionResponse } from "./protocol/api-response";
export type { RelayFields } from "./protocol/relay-response";
export type { GatewayTransaction } from "./protocol/transaction";
export { fillInvoice } from "./relay";
export type { Fault } from "@paygpa/simulator-kit/control-api";
export {
  GatewayStore,
  type JournalEntry,
  type OutboxEntry,
  type PageOverrides,
  type PaymentSession,
  type RelayStatus,
  type RouteGroup,
} from "./store";
export type { E4TransactionRequest } from "./transaction-api/transaction-request";
