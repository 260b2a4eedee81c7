/**
 * The CCB adapter: `BillingPort` over CCB's REST inbound web services (decision 027), as the
 * utility's CCB serves them and the ccb-simulator doubles them. Oracle's published services where
 * Oracle publishes one (payment events, financial history, customer contacts, cases:
 * `ccb-rest-calls.ts`); GPA's CM services, the contract in docs/ccb-cm-services.openapi.json, for the
 * rest (`/cm/…`, each a POST of JSON). Every answer is checked against its schema and mapped to the
 * port's domain answers; features never see a path or a wire field name.
 */
import * as v from "valibot";
import {
  CcbArrangementCases,
  CcbArrangementServiceAgreements,
  CcbCaseUpdated,
  CcbDepositStopped,
} from "./ccb-arrangement-answers";
import {
  CcbAccountValidation,
  CcbAcknowledged,
  CcbFinancialSummary,
  CcbForgotLookup,
  CcbLoginResult,
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
import { restCalls } from "./ccb-rest-calls";
import type {
  AccountBilling,
  AccountId,
  ArrangementBilling,
  BillingPort,
  PersonBilling,
  WebUserBilling,
} from "./billing-port";

/** One GPA CM service: a POST of JSON under `/cm/` (the CM contract). */
const cm =
  (call: CcbCall) =>
  <S extends v.GenericSchema>(path: string, body: unknown, schema: S) =>
    call({ method: "POST", path: `/cm${path}`, body }, schema);

const ofAccount = (accountId: AccountId) => ({ AccountID: accountId });

function accountCalls(call: CcbCall): Omit<AccountBilling, "financialTransactions"> {
  const post = cm(call);
  return {
    financialSummary: (accountId) =>
      post("/accounts/financialSummary", ofAccount(accountId), CcbFinancialSummary),
    validateAccount: (accountId, division) =>
      post("/accounts/validate", { AccountID: accountId, division }, CcbAccountValidation),
    premise: (accountId) => post("/accounts/premise", ofAccount(accountId), CcbPremise),
    // Oracle's Search Bills (C1-Bill, `…/framework/2510/restapi/api-financial-transactions-bill.html`);
    // its request field and answer fields are unverified against Oracle (decision 027).
    bills: (accountId) =>
      call({ method: "POST", path: "/customer/financials/bills/search", body: { accountId } }, CcbBills),
    consumption: (accountId) => post("/accounts/consumption", ofAccount(accountId), CcbConsumption),
    prepaidUsage: (accountId) => post("/accounts/prepaidUsage", ofAccount(accountId), CcbPrepaidUsage),
    billRoute: (accountId) => post("/accounts/billRoute", ofAccount(accountId), CcbBillRoute),
    updateBillRoute: (accountId, billRouteType) =>
      post("/accounts/updateBillRoute", { AccountID: accountId, billRouteType }, CcbBillRouteUpdated),
  };
}

function personCalls(call: CcbCall): PersonBilling {
  const post = cm(call);
  return {
    personDetails: (personId) => post("/persons/details", { PersonID: personId }, CcbPersonDetails),
    updateContacts: (request) => post("/persons/updateContacts", request, CcbAcknowledged),
    updateDetails: (request) => post("/persons/updateDetails", request, CcbStatusAnswer),
    characteristics: (personId) =>
      post("/persons/characteristics", { PersonID: personId }, CcbCharacteristics),
  };
}

/** Web users: GPA's CM services CM-WebUser* (customer identity, decision 028). */
function webUserCalls(call: CcbCall): WebUserBilling {
  const post = cm(call);
  return {
    login: (request) => post("/webUsers/login", request, CcbLoginResult),
    checkUsername: (username) => post("/webUsers/checkUsername", { username }, CcbUsernameCheck),
    webUserPerson: (username) => post("/webUsers/person", { username }, CcbWebUserPerson),
    createWebUser: (request) => post("/webUsers/create", request, CcbWebUserCreated),
    allowWebAccess: (username) => post("/webUsers/allowWebAccess", { username }, CcbAcknowledged),
    removeWebUser: (username) => post("/webUsers/remove", { username }, CcbAcknowledged),
    forgotPassword: (accountId, division, username) =>
      post("/webUsers/forgotPassword", { AccountID: accountId, division, username }, CcbForgotLookup),
    forgotUsername: (accountId, division, emailAddress) =>
      post("/webUsers/forgotUsername", { AccountID: accountId, division, emailAddress }, CcbForgotLookup),
    setPassword: (username, password) =>
      post("/webUsers/setPassword", { username, password }, CcbAcknowledged),
    changePassword: (username, oldPassword, password) =>
      post("/webUsers/changePassword", { username, oldPassword, password }, CcbStatusAnswer),
    searchWebUsers: (accountId, division) =>
      post("/webUsers/search", { AccountID: accountId, division }, CcbWebUserSearch),
  };
}

function arrangementCalls(call: CcbCall): Omit<ArrangementBilling, "createArrangementCase"> {
  const post = cm(call);
  return {
    arrangementServiceAgreements: (AccountIDs) =>
      post("/paymentArrangements/serviceAgreements", { AccountIDs }, CcbArrangementServiceAgreements),
    arrangementCases: async (AccountIDs) =>
      (await post("/paymentArrangements/cases", { AccountIDs }, CcbArrangementCases)).result,
    stopDeposit: (AccountID) => post("/paymentArrangements/stopDeposit", { AccountID }, CcbDepositStopped),
    updateArrangementDetails: ({ content, ...form }) =>
      post(
        "/paymentArrangements/updateDetails",
        { ...form, fileContent: Buffer.from(content).toString("base64") },
        CcbCaseUpdated,
      ),
    decideArrangementCase: (request) => post("/paymentArrangements/decide", request, v.unknown()),
  };
}

/** `BillingPort` over CCB's REST services (the one billing adapter today). */
export function ccbSimulatorAdapter(connection: CcbConnection): BillingPort {
  const call = ccbCaller(connection);
  return {
    ...accountCalls(call),
    ...personCalls(call),
    ...webUserCalls(call),
    ...arrangementCalls(call),
    ...restCalls(call),
  };
}
