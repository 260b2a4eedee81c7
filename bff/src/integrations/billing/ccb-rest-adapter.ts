/**
 * The CCB adapter: `BillingPort` over CCB's REST inbound web services (decision 027), as the
 * utility's CCB serves them and the ccb-simulator doubles them. Oracle's published services where
 * Oracle publishes one (payment events, financial history, customer contacts, cases:
 * `ccb-rest-calls.ts`; accounts, persons, the paperless setting: `oracle-*.ts`); GPA's CM services, the contract in docs/ccb-cm-services.openapi.json, for the
 * rest (`/cm/…`, each a POST of JSON). Every answer is checked against its schema and mapped to the
 * port's domain answers; features never see a path or a wire field name.
 */
import * as v from "valibot";
import { type IsoDate, utilityDay } from "../../platform/clock";
import {
  BillingArrangementCases,
  ArrangementServiceAgreements,
  ArrangementCaseUpdated,
  DepositStopped,
} from "./billing-arrangement-answers";
import {
  AccountValidation,
  BillingAcknowledged,
  ForgotCredentialsLookup,
  WebUserLoginResult,
  WebUserCreated,
} from "./billing-answers";
import { type CcbCall, type CcbConnection, ccbCaller } from "./ccb-caller";
import {
  AccountBills,
  MonthlyConsumption,
  PrepaidUsage,
  BillingStatusAnswer,
} from "./billing-dashboard-answers";
import { billingChangeOf, dailyUsageOf } from "./ccb-account-mapping";
import { CCB_PATHS } from "./ccb-paths";
import { restCalls } from "./ccb-rest-calls";
import { oraclePersons } from "./oracle-persons";
import { oracleBillRoute } from "./oracle-bill-route";
import { oraclePersonUpdates } from "./oracle-person-updates";
import { oracleWebUserAccess } from "./oracle-web-users";
import { oracleReads } from "./oracle-reads";
import { oraclePayPlans } from "./oracle-pay-plans";
import { oracleBillCycles } from "./oracle-bill-cycles";
import { oracleBudgets } from "./oracle-budgets";
import { meterDataCalls } from "./meter-data";
import {
  accountHolderOf,
  arrangementCaseOf,
  billsOf,
  webUserLoginOf,
  recoveryOf,
  serviceAgreementsOf,
} from "./ccb-rest-mapping";
import type {
  AccountBilling,
  AccountId,
  ArrangementBilling,
  BillingPort,
  WebUserBilling,
} from "./billing-port";

/** One GPA CM service: a POST of JSON (the CM contract; paths in `ccb-paths.ts`). */
const cm =
  (call: CcbCall) =>
  <S extends v.GenericSchema>(path: string, body: unknown, schema: S) =>
    call({ method: "POST", path, body }, schema);

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

function accountCalls(
  call: CcbCall,
): Omit<
  AccountBilling,
  "financialTransactions" | "premise" | "financialSummary" | "billRoute" | "updateBillRoute"
> {
  const post = cm(call);
  return {
    validateAccount: async (accountId, division) =>
      accountHolderOf(
        await post(CCB_PATHS.accountValidate, { AccountID: accountId, division }, AccountValidation),
      ),
    // Oracle's Search Bills (C1-Bill, `…/framework/2510/restapi/api-financial-transactions-bill.html`);
    // its request field and answer fields are unverified against Oracle (decision 027).
    bills: async (accountId) =>
      billsOf(await call({ method: "POST", path: CCB_PATHS.billSearch, body: { accountId } }, AccountBills)),
    consumption: async (accountId) =>
      (await post(CCB_PATHS.accountConsumption, ofAccount(accountId), MonthlyConsumption)).result.map(
        ({ month, kwh, amount }) => ({ month, kwh, amount }),
      ),
    prepaidUsage: async (accountId) =>
      dailyUsageOf(await post(CCB_PATHS.accountPrepaidUsage, ofAccount(accountId), PrepaidUsage)),
  };
}

/** Web users: GPA's CM services CM-WebUser* (customer identity, decision 028). */
function webUserCalls(
  call: CcbCall,
): Omit<WebUserBilling, "checkUsername" | "webUserPerson" | "searchWebUsers"> {
  const post = cm(call);
  return {
    login: async ({ username, password, wrongPasswordLimit }) =>
      webUserLoginOf(
        await post(
          CCB_PATHS.webUserLogin,
          {
            userName: username,
            password,
            ...WEB_LOGIN_CODES,
            wrongPasswordCountLimit: wrongPasswordLimit,
          },
          WebUserLoginResult,
        ),
      ),
    createWebUser: async ({ personId, webAccess, ...request }) => {
      const created = await post(
        CCB_PATHS.webUserCreate,
        {
          PersonID: personId,
          ...request,
          webAccessFlag: webAccess === "allowed" ? "ALWD" : "NALW",
        },
        WebUserCreated,
      );
      return { username: created.username, personId: created.PersonID, webUserId: created.webUserId };
    },
    ...oracleWebUserAccess(call),
    forgotPassword: async (accountId, division, username) =>
      recoveryOf(
        await post(
          CCB_PATHS.webUserForgotPassword,
          { AccountID: accountId, division, username },
          ForgotCredentialsLookup,
        ),
      ),
    forgotUsername: async (accountId, division, emailAddress) =>
      recoveryOf(
        await post(
          CCB_PATHS.webUserForgotUsername,
          { AccountID: accountId, division, emailAddress },
          ForgotCredentialsLookup,
        ),
      ),
    setPassword: (username, password) =>
      post(CCB_PATHS.webUserSetPassword, { username, password }, BillingAcknowledged),
    changePassword: async (username, oldPassword, password) =>
      billingChangeOf(
        await post(CCB_PATHS.webUserChangePassword, { username, oldPassword, password }, BillingStatusAnswer),
      ),
  };
}

function arrangementCalls(call: CcbCall): Omit<ArrangementBilling, "createArrangementCase"> {
  const post = cm(call);
  return {
    arrangementServiceAgreements: async (AccountIDs) =>
      serviceAgreementsOf(
        await post(CCB_PATHS.arrangementServiceAgreements, { AccountIDs }, ArrangementServiceAgreements),
      ),
    arrangementCases: async (AccountIDs) =>
      (await post(CCB_PATHS.arrangementCases, { AccountIDs }, BillingArrangementCases)).result.map(
        arrangementCaseOf,
      ),
    stopDeposit: async (AccountID) => {
      const stopped = await post(CCB_PATHS.arrangementStopDeposit, { AccountID }, DepositStopped);
      return { alreadyStopped: stopped.alreadyStopped };
    },
    updateArrangementDetails: async ({ content, ...form }) => {
      const filed = await post(
        CCB_PATHS.arrangementUpdateDetails,
        { ...form, fileContent: Buffer.from(content).toString("base64") },
        ArrangementCaseUpdated,
      );
      return { customerContactStatus: filed.customerContactStatus };
    },
    decideArrangementCase: (request) => post(CCB_PATHS.arrangementDecide, request, v.unknown()),
  };
}

/**
 * `BillingPort` over CCB's REST services (the one billing adapter today). `today` is the utility's
 * day that dates the characteristics a profile change writes (the BFF's clock; Guam's day by default).
 */
export function ccbRestAdapter(
  connection: CcbConnection,
  options: { today?: () => IsoDate } = {},
): BillingPort {
  const call = ccbCaller(connection);
  return {
    ...accountCalls(call),
    ...oraclePersonUpdates(call, options.today ?? (() => utilityDay(new Date()))),
    ...webUserCalls(call),
    ...arrangementCalls(call),
    ...restCalls(call),
    ...oracleReads(call),
    ...oracleBillRoute(call),
    ...meterDataCalls(call),
    ...oraclePersons(call),
    ...oraclePayPlans(call),
    ...oracleBillCycles(call),
    ...oracleBudgets(call),
  };
}
