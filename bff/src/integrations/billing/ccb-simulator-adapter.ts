/**
 * The billing adapter of today: `BillingPort` over the ccb-simulator's HTTP API (every call a POST
 * under `CCB_API_PREFIX`, `ccb-caller.ts`), each answer checked against its schema (CCB's names).
 * A new adapter (another billing system, another API) implements the same port beside this one.
 */
import * as v from "valibot";
import {
  CcbArrangementCases,
  CcbArrangementServiceAgreements,
  CcbCaseCreated,
  CcbCaseUpdated,
  CcbDepositStopped,
} from "./ccb-arrangement-answers";
import {
  CcbAccountValidation,
  CcbAcknowledged,
  CcbCustomerContactCreated,
  CcbFinancialSummary,
  CcbFinancialTransactions,
  CcbForgotLookup,
  CcbLoginResult,
  CcbPaymentResult,
  CcbPersonDetails,
  CcbPremise,
  CcbUsernameCheck,
  CcbWebUserPerson,
  CcbWebUserCreated,
  CcbWebUserSearch,
} from "./ccb-answers";
import { type CcbCall, type CcbConnection, ccbCaller } from "./ccb-caller";
import {
  CcbBillRoute,
  CcbBillRouteUpdated,
  CcbBills,
  CcbCharacteristics,
  CcbConsumption,
  CcbPrepaidUsage,
  CcbStatusAnswer,
} from "./ccb-dashboard-answers";
import type {
  AccountBilling,
  AccountId,
  ArrangementBilling,
  BillingPort,
  PersonBilling,
  WebUserBilling,
} from "./billing-port";

const ofAccount = (accountId: AccountId) => ({ AccountID: accountId });

function accountCalls(call: CcbCall): AccountBilling {
  return {
    financialSummary: (accountId) =>
      call("/accounts/financial-summary", ofAccount(accountId), CcbFinancialSummary),
    validateAccount: (accountId, division) =>
      call("/accounts/validate", { AccountID: accountId, division }, CcbAccountValidation),
    premise: (accountId) => call("/accounts/premise", ofAccount(accountId), CcbPremise),
    financialTransactions: (accountId) =>
      call("/accounts/financial-transactions", ofAccount(accountId), CcbFinancialTransactions),
    bills: (accountId) => call("/accounts/bills", ofAccount(accountId), CcbBills),
    consumption: (accountId) => call("/accounts/consumption", ofAccount(accountId), CcbConsumption),
    prepaidUsage: (accountId) => call("/accounts/prepaid-usage", ofAccount(accountId), CcbPrepaidUsage),
    billRoute: (accountId) => call("/accounts/bill-route", ofAccount(accountId), CcbBillRoute),
    updateBillRoute: (accountId, billRouteType) =>
      call("/accounts/update-bill-route", { AccountID: accountId, billRouteType }, CcbBillRouteUpdated),
  };
}

function personCalls(call: CcbCall): PersonBilling {
  return {
    personDetails: (personId) => call("/persons/details", { PersonID: personId }, CcbPersonDetails),
    updateContacts: (request) => call("/persons/update-contacts", request, CcbAcknowledged),
    updateDetails: (request) => call("/persons/update-details", request, CcbStatusAnswer),
    characteristics: (personId) =>
      call("/persons/characteristics", { PersonID: personId }, CcbCharacteristics),
  };
}

function webUserCalls(call: CcbCall): WebUserBilling {
  return {
    login: (request) => call("/web-users/login", request, CcbLoginResult),
    checkUsername: (username) => call("/web-users/check-username", { username }, CcbUsernameCheck),
    webUserPerson: (username) => call("/web-users/person", { username }, CcbWebUserPerson),
    createWebUser: (request) => call("/web-users/create", request, CcbWebUserCreated),
    allowWebAccess: (username) => call("/web-users/allow-web-access", { username }, CcbAcknowledged),
    removeWebUser: (username) => call("/web-users/remove", { username }, CcbAcknowledged),
    forgotPassword: (accountId, division, username) =>
      call("/web-users/forgot-password", { AccountID: accountId, division, username }, CcbForgotLookup),
    forgotUsername: (accountId, division, emailAddress) =>
      call("/web-users/forgot-username", { AccountID: accountId, division, emailAddress }, CcbForgotLookup),
    setPassword: (username, password) =>
      call("/web-users/set-password", { username, password }, CcbAcknowledged),
    changePassword: (username, oldPassword, password) =>
      call("/web-users/change-password", { username, oldPassword, password }, CcbStatusAnswer),
    searchWebUsers: (accountId, division) =>
      call("/web-users/search", { AccountID: accountId, division }, CcbWebUserSearch),
  };
}

function arrangementCalls(call: CcbCall): ArrangementBilling {
  return {
    arrangementServiceAgreements: (AccountIDs) =>
      call("/payment-arrangements/service-agreements", { AccountIDs }, CcbArrangementServiceAgreements),
    arrangementCases: async (AccountIDs) =>
      (await call("/payment-arrangements/cases", { AccountIDs }, CcbArrangementCases)).result,
    stopDeposit: (AccountID) => call("/payment-arrangements/stop-deposit", { AccountID }, CcbDepositStopped),
    createArrangementCase: (request) => call("/payment-arrangements/create-case", request, CcbCaseCreated),
    updateArrangementDetails: (form) => call("/payment-arrangements/update-details", form, CcbCaseUpdated),
    decideArrangementCase: (request) => call("/payment-arrangements/decide", request, v.unknown()),
  };
}

/** `BillingPort` over the ccb-simulator (the one billing adapter today). */
export function ccbSimulatorAdapter(connection: CcbConnection): BillingPort {
  const call = ccbCaller(connection);
  return {
    ...accountCalls(call),
    ...personCalls(call),
    ...webUserCalls(call),
    ...arrangementCalls(call),
    makePayment: (request) => call("/payments", request, CcbPaymentResult),
    createCustomerContact: (request) => call("/customer-contacts/create", request, CcbCustomerContactCreated),
  };
}
