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
  ArrangementCaseRequest,
  ContactsUpdate,
  NewWebUser,
  CustomerContactRequest,
  PersonDetailsUpdate,
  WebUserLoginRequest,
  PaymentRequest,
  CisDivision,
  CustomerContactBilling,
  CustomerContactId,
  PaymentBilling,
  PayPlan,
  PayPlanBilling,
  Budget,
  BudgetBilling,
  BudgetBillLine,
  BudgetBillsScope,
  BudgetQuote,
  PersonBilling,
  PersonId,
  SignedForm,
  WebUserBilling,
  WebUsername,
} from "./billing-port";
export type {
  AccountWebUser,
  ArrangementCaseOpened,
  ArrangementFormFiled,
  BillingChange,
  DepositStop,
  PostedPayment,
  WebUserRef,
  CreatedWebUser,
  HeldWebUser,
} from "./billing-domain-writes";
export type {
  AccountHolder,
  AccountTransaction,
  ArrangementCase,
  ArrearsBand,
  ArrangementCaseRef,
  Bill,
  BillRoute,
  BillRouteChange,
  CredentialsRecovery,
  DailyUsage,
  FinancialSummary,
  HeldAccount,
  MonthlyUsage,
  Person,
  PersonCharacteristic,
  PersonPhone,
  PhoneKind,
  PremiseSummary,
  ServiceAgreement,
  WebUserLogin,
} from "./billing-domain";
export {
  BILLING_REFUSAL_REASONS,
  type BillingRefusalReason,
  BillingUnavailable,
  billingUnavailable,
  BillingRejected,
  isBillingRefusal,
  isBusinessRefusal,
  isUnknownToBilling,
} from "./billing-errors";
export { describeBillingFailure, isTransientBillingFailure, retryAfterMs } from "./billing-failures";
export type { BillingFailure } from "./billing-failures";
export { signedBillLink } from "./bill-link";
export type { BilledPeriod, IntervalRead, MeterChannel, MeterDataBilling } from "./meter-data";
// The adapters (chosen once, in the composition root).
export { type CcbConnection, type CcbCredentials, CCB_REST_ROOT } from "./ccb-caller";
export { ccbRestAdapter } from "./ccb-rest-adapter";
