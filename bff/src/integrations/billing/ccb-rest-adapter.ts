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
  BillingArrangementCases,
  ArrangementServiceAgreements,
  ArrangementCaseUpdated,
  DepositStopped,
} from "./billing-arrangement-answers";
import {
  AccountValidation,
  BillingAcknowledged,
  AccountFinancialSummary,
  ForgotCredentialsLookup,
  WebUserLoginResult,
  PersonDetails,
  AccountPremise,
  UsernameCheck,
  WebUserPerson,
  WebUserCreated,
  WebUserSearch,
} from "./billing-answers";
import { type CcbCall, type CcbConnection, ccbCaller } from "./ccb-caller";
import {
  BillRoute,
  BillRouteUpdated,
  AccountBills,
  PersonCharacteristics,
  MonthlyConsumption,
  PrepaidUsage,
  BillingStatusAnswer,
} from "./billing-dashboard-answers";
import { restCalls } from "./ccb-rest-calls";
import { personOf } from "./ccb-rest-mapping";
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

/**
 * CCB's codes of a web log-in (spec 000 §7 web-user-login): the person identifier type of a web
 * user, web access allowed, the characteristic that counts wrong passwords, GPA's CIS division.
 */
const WEB_LOGIN_CODES = {
  webUserPersonIdTypeCode: "WEB",
  webAccessFlag: "ALWD",
  wrongPasswordCountPersonCharTypeCode: "WPCOUNT",
  cisDivision: "GPA",
} as const;

function accountCalls(call: CcbCall): Omit<AccountBilling, "financialTransactions"> {
  const post = cm(call);
  return {
    financialSummary: (accountId) =>
      post("/accounts/financialSummary", ofAccount(accountId), AccountFinancialSummary),
    validateAccount: (accountId, division) =>
      post("/accounts/validate", { AccountID: accountId, division }, AccountValidation),
    premise: (accountId) => post("/accounts/premise", ofAccount(accountId), AccountPremise),
    // Oracle's Search Bills (C1-Bill, `…/framework/2510/restapi/api-financial-transactions-bill.html`);
    // its request field and answer fields are unverified against Oracle (decision 027).
    bills: (accountId) =>
      call({ method: "POST", path: "/customer/financials/bills/search", body: { accountId } }, AccountBills),
    consumption: (accountId) => post("/accounts/consumption", ofAccount(accountId), MonthlyConsumption),
    prepaidUsage: (accountId) => post("/accounts/prepaidUsage", ofAccount(accountId), PrepaidUsage),
    billRoute: (accountId) => post("/accounts/billRoute", ofAccount(accountId), BillRoute),
    updateBillRoute: (accountId, routeType) =>
      post("/accounts/updateBillRoute", { AccountID: accountId, billRouteType: routeType }, BillRouteUpdated),
  };
}

function personCalls(call: CcbCall): PersonBilling {
  const post = cm(call);
  return {
    personDetails: async (personId) =>
      personOf(await post("/persons/details", { PersonID: personId }, PersonDetails)),
    updateContacts: ({ personId, ...request }) =>
      post("/persons/updateContacts", { PersonID: personId, ...request }, BillingAcknowledged),
    updateDetails: ({ personId, address, ...request }) =>
      post(
        "/persons/updateDetails",
        {
          PersonID: personId,
          ...request,
          ...(address && {
            address: {
              Address: address.street,
              City: address.city,
              Postal: address.postal,
              State: address.state,
            },
          }),
        },
        BillingStatusAnswer,
      ),
    characteristics: (personId) =>
      post("/persons/characteristics", { PersonID: personId }, PersonCharacteristics),
  };
}

/** Web users: GPA's CM services CM-WebUser* (customer identity, decision 028). */
function webUserCalls(call: CcbCall): WebUserBilling {
  const post = cm(call);
  return {
    login: ({ username, password, wrongPasswordLimit }) =>
      post(
        "/webUsers/login",
        {
          userName: username,
          password,
          ...WEB_LOGIN_CODES,
          wrongPasswordCountLimit: wrongPasswordLimit,
        },
        WebUserLoginResult,
      ),
    checkUsername: (username) => post("/webUsers/checkUsername", { username }, UsernameCheck),
    webUserPerson: (username) => post("/webUsers/person", { username }, WebUserPerson),
    createWebUser: ({ personId, webAccess, ...request }) =>
      post(
        "/webUsers/create",
        { PersonID: personId, ...request, webAccessFlag: webAccess === "allowed" ? "ALWD" : "NALW" },
        WebUserCreated,
      ),
    allowWebAccess: (username) => post("/webUsers/allowWebAccess", { username }, BillingAcknowledged),
    removeWebUser: (username) => post("/webUsers/remove", { username }, BillingAcknowledged),
    forgotPassword: (accountId, division, username) =>
      post("/webUsers/forgotPassword", { AccountID: accountId, division, username }, ForgotCredentialsLookup),
    forgotUsername: (accountId, division, emailAddress) =>
      post(
        "/webUsers/forgotUsername",
        { AccountID: accountId, division, emailAddress },
        ForgotCredentialsLookup,
      ),
    setPassword: (username, password) =>
      post("/webUsers/setPassword", { username, password }, BillingAcknowledged),
    changePassword: (username, oldPassword, password) =>
      post("/webUsers/changePassword", { username, oldPassword, password }, BillingStatusAnswer),
    searchWebUsers: (accountId, division) =>
      post("/webUsers/search", { AccountID: accountId, division }, WebUserSearch),
  };
}

function arrangementCalls(call: CcbCall): Omit<ArrangementBilling, "createArrangementCase"> {
  const post = cm(call);
  return {
    arrangementServiceAgreements: (AccountIDs) =>
      post("/paymentArrangements/serviceAgreements", { AccountIDs }, ArrangementServiceAgreements),
    arrangementCases: async (AccountIDs) =>
      (await post("/paymentArrangements/cases", { AccountIDs }, BillingArrangementCases)).result,
    stopDeposit: (AccountID) => post("/paymentArrangements/stopDeposit", { AccountID }, DepositStopped),
    updateArrangementDetails: ({ content, ...form }) =>
      post(
        "/paymentArrangements/updateDetails",
        { ...form, fileContent: Buffer.from(content).toString("base64") },
        ArrangementCaseUpdated,
      ),
    decideArrangementCase: (request) => post("/paymentArrangements/decide", request, v.unknown()),
  };
}

/** `BillingPort` over CCB's REST services (the one billing adapter today). */
export function ccbRestAdapter(connection: CcbConnection): BillingPort {
  const call = ccbCaller(connection);
  return {
    ...accountCalls(call),
    ...personCalls(call),
    ...webUserCalls(call),
    ...arrangementCalls(call),
    ...restCalls(call),
  };
}
