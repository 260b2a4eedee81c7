/**
 * Billing's door: the port the features depend on (`BillingPort`, its ids and answers), the errors
 * every adapter throws, and the adapters the composition root may choose from. Features import
 * types and errors from here only; only `app.ts` (and tests) build an adapter.
 */
export type {
  AccountBilling,
  AccountId,
  ArrangementBilling,
  BillingPort,
  CcbCaseRequest,
  CcbContactsUpdate,
  CcbCreateWebUser,
  CcbCustomerContactRequest,
  CcbDetailsUpdate,
  CcbLoginRequest,
  CcbPaymentRequest,
  CisDivision,
  CustomerContactBilling,
  CustomerContactId,
  PaymentBilling,
  PersonBilling,
  PersonId,
  SignedForm,
  WebUserBilling,
  WebUsername,
} from "./billing-port";
export type { CcbArrangementCase } from "./ccb-arrangement-answers";
export type {
  CcbAccountRef,
  CcbAccountValidation,
  CcbFinancialSummary,
  CcbFinancialTransactions,
  CcbForgotLookup,
  CcbLoginResult,
  CcbPaymentResult,
  CcbPersonDetails,
  CcbPremise,
  CcbWebUserSearch,
} from "./ccb-answers";
export type { CcbBill, CcbDailyUsage, CcbFinancialTransaction } from "./ccb-dashboard-answers";
export { BillingUnavailable, billingUnavailable, CcbRejected } from "./billing-errors";
export { describeBillingFailure, isTransientBillingFailure, retryAfterMs } from "./billing-failures";
export type { BillingFailure } from "./billing-failures";
export { signedBillLink } from "./bill-link";
// The adapters (chosen once, in the composition root).
export { type CcbConnection, type CcbCredentials, CCB_REST_ROOT } from "./ccb-caller";
export { ccbSimulatorAdapter } from "./ccb-simulator-adapter";
