/**
 * GPA's CM services: what the portal needs of billing that base CCB publishes no REST service for
 * (decision 027). Each is an OUAF inbound web service of GPA's (`CM-…`), served under
 * `/rest/apis/cm/`, answering refusals in OUAF's problem detail document with GPA's CM messages
 * (`ccb-messages.ts`). This list is the integration contract the utility's CCB team deploys:
 * `openapi.ts` writes it as docs/ccb-cm-services.openapi.json, and tests/cm-contract.test.ts keeps
 * the document, this list and the simulator's routes equal.
 */
import type { BillingService } from "./oracle-services";

type FieldType = "string" | "integer" | "array" | "object";

export interface CmService extends BillingService {
  /** The CM inbound web service's name in CCB. */
  service: string;
  summary: string;
  /** Request fields (body for POST, query for GET); a name ending in "?" is optional. */
  fields: Record<string, FieldType>;
}

const account = { AccountID: "string" } as const;
const accountInDivision = { AccountID: "string", division: "string" } as const;

export const CM_SERVICES: readonly CmService[] = [
  // Customer identity (decision 028): the old portal's person characteristics behind CM services.
  {
    method: "POST",
    path: "/cm/webUsers/login",
    service: "CM-WebUserLogin",
    summary:
      "Checks a web user's password against its person characteristic, counts wrong passwords (WPCOUNT) and locks at the limit",
    fields: {
      userName: "string",
      password: "string",
      webUserPersonIdTypeCode: "string",
      webAccessFlag: "string",
      wrongPasswordCountPersonCharTypeCode: "string",
      cisDivision: "string",
      wrongPasswordCountLimit: "integer",
    },
    specCalls: ["user-login (spec 001 §7)"],
  },
  {
    method: "POST",
    path: "/cm/webUsers/checkUsername",
    service: "CM-WebUserCheck",
    summary: "Whether a login name is taken",
    fields: { username: "string" },
    specCalls: ["check-username (spec 001 §7)"],
  },
  {
    method: "POST",
    path: "/cm/webUsers/person",
    service: "CM-WebUserPerson",
    summary:
      "The person a web user belongs to, by its login name: whom to tell when a web user is locked (a refused login names nobody)",
    fields: { username: "string" },
    specCalls: [],
  },
  {
    method: "POST",
    path: "/cm/webUsers/create",
    service: "CM-WebUserAdd",
    summary:
      "Creates a web user for a person with its password, security question (CMSCQUES) and answer (CMSCAN), web access ALWD or NALW",
    fields: {
      PersonID: "string",
      username: "string",
      password: "string",
      securityQuestion: "string",
      securityAnswer: "string",
      webAccessFlag: "string",
    },
    specCalls: ["sign-up-user (spec 001 §7)"],
  },
  {
    method: "POST",
    path: "/cm/webUsers/allowWebAccess",
    service: "CM-WebUserAllow",
    summary: "Gives a confirmed sign-up's web user web access (NALW to ALWD)",
    fields: { username: "string" },
    specCalls: ["sign-up-user (spec 001 §7, confirmed by e-mail: decision 011)"],
  },
  {
    method: "POST",
    path: "/cm/webUsers/remove",
    service: "CM-WebUserRemove",
    summary: "Removes a web user that never had web access (a replaced sign-up)",
    fields: { username: "string" },
    specCalls: ["sign-up-user (spec 001 §7, a replaced sign-up: decision 008)"],
  },
  {
    method: "POST",
    path: "/cm/webUsers/forgotPassword",
    service: "CM-WebUserForgotPassword",
    summary: "Finds a web user by account and login name, with the person's e-mail, question and answer",
    fields: { ...accountInDivision, username: "string" },
    specCalls: ["forgot-password (spec 001 §7)"],
  },
  {
    method: "POST",
    path: "/cm/webUsers/forgotUsername",
    service: "CM-WebUserForgotUsername",
    summary: "Finds a web user by account and e-mail address, with the person's question and answer",
    fields: { ...accountInDivision, emailAddress: "string" },
    specCalls: ["forgot-username (spec 001 §7)"],
  },
  {
    method: "POST",
    path: "/cm/webUsers/setPassword",
    service: "CM-WebUserSetPassword",
    summary: "Sets a new password (a completed reset) and clears the wrong-password count",
    fields: { username: "string", password: "string" },
    specCalls: ["forgot-password reset (spec 001 §7, decision 012)", "admin password reset (spec 000 §7)"],
  },
  {
    method: "POST",
    path: "/cm/webUsers/changePassword",
    service: "CM-WebUserChangePassword",
    summary: "Changes a password after checking the old one",
    fields: { username: "string", oldPassword: "string", password: "string" },
    specCalls: ["update-user-password (spec 002 §7)"],
  },
  {
    method: "POST",
    path: "/cm/webUsers/search",
    service: "CM-WebUserSearch",
    summary: "The web users of an account's persons",
    fields: accountInDivision,
    specCalls: ["search-web-user (spec 000 §7)"],
  },
  // Persons.
  {
    method: "POST",
    path: "/cm/persons/details",
    service: "CM-PersonDetails",
    summary: "A person's name, e-mail, phones, address and security question",
    fields: { PersonID: "string" },
    specCalls: ["user-details, other-details (spec 001/002 §7)"],
  },
  {
    method: "POST",
    path: "/cm/persons/updateContacts",
    service: "CM-PersonContactsUpdate",
    summary: "Sets a person's e-mail and phones by sequence (sign-up)",
    fields: { PersonID: "string", email: "string", phones: "object" },
    specCalls: ["sign-up-user (spec 001 §7)"],
  },
  {
    method: "POST",
    path: "/cm/persons/updateDetails",
    service: "CM-PersonDetailsUpdate",
    summary: "Sets a person's e-mail, phones, mailing address, security question and answer",
    fields: {
      PersonID: "string",
      email: "string",
      phones: "object",
      securityQuestion: "string",
      securityAnswer: "string",
      "address?": "object",
    },
    specCalls: ["update-user-details (spec 002 §7)"],
  },
  {
    method: "POST",
    path: "/cm/persons/characteristics",
    service: "CM-PersonCharacteristics",
    summary: "A person's characteristics (effective-dated)",
    fields: { PersonID: "string" },
    specCalls: ["user-details-edit-account (spec 002 §7)"],
  },
  // Accounts.
  {
    method: "POST",
    path: "/cm/accounts/financialSummary",
    service: "CM-AccountFinancialSummary",
    summary: "Balance, due date, latest bill, cash-only flag and prepaid balances of an account",
    fields: account,
    specCalls: ["user-latest-bill v1/v2, prepaid-details, get-user-data (spec 002 §7)"],
  },
  {
    method: "POST",
    path: "/cm/accounts/serviceAgreements",
    service: "CM-AccountServiceAgreements",
    summary: "An account's service agreements with type, status and balances",
    fields: account,
    specCalls: ["user-latest-bill (spec 002 §7)"],
  },
  {
    method: "POST",
    path: "/cm/accounts/premise",
    service: "CM-AccountPremise",
    summary: "An account's premise address",
    fields: account,
    specCalls: ["premise-info (spec 001 §7)"],
  },
  {
    method: "POST",
    path: "/cm/accounts/validate",
    service: "CM-AccountValidate",
    summary: "Whether an account can sign up, with the person and bill address source",
    fields: accountInDivision,
    specCalls: ["check-account-number, validate-account (spec 001 §7)"],
  },
  {
    method: "POST",
    path: "/cm/accounts/consumption",
    service: "CM-AccountConsumption",
    summary: "24 months of billed consumption, oldest first",
    fields: account,
    specCalls: ["user-consumption-chart (spec 002 §7)"],
  },
  {
    method: "POST",
    path: "/cm/accounts/prepaidUsage",
    service: "CM-AccountPrepaidUsage",
    summary: "A prepaid account's daily usage",
    fields: account,
    specCalls: ["user-consumption-chart-prepaid (spec 002 §7)"],
  },
  {
    method: "POST",
    path: "/cm/accounts/billRoute",
    service: "CM-AccountBillRoute",
    summary: "How the account's bill is sent (POSTAL or ONLINE)",
    fields: account,
    specCalls: ["paper-less-details (spec 002 §7)"],
  },
  {
    method: "POST",
    path: "/cm/accounts/updateBillRoute",
    service: "CM-AccountBillRouteUpdate",
    summary: "Changes how the account's bill is sent",
    fields: { AccountID: "string", billRouteType: "string" },
    specCalls: ["update-paper-less-details (spec 002 §7)"],
  },
  // Payments.
  {
    method: "GET",
    path: "/cm/financials/paymentTenders",
    service: "CM-TenderSearch",
    summary:
      "The payment tenders carrying an external reference id, with their payment: how a lost posting answer is found before posting again",
    fields: { externalReferenceId: "string" },
    specCalls: ["make-payment, exactly once (decision 007)"],
  },
  // Payment arrangements.
  {
    method: "POST",
    path: "/cm/paymentArrangements/serviceAgreements",
    service: "CM-PayArrList",
    summary: "The accounts' service agreements with type, status and balances",
    fields: { AccountIDs: "array" },
    specCalls: ["payment-arr-list (spec 002 §7)"],
  },
  {
    method: "POST",
    path: "/cm/paymentArrangements/cases",
    service: "CM-PayArrDetails",
    summary: "The accounts' payment-arrangement cases and their customer contacts",
    fields: { AccountIDs: "array" },
    specCalls: ["details-payment-arr (spec 002 §7)"],
  },
  {
    method: "POST",
    path: "/cm/paymentArrangements/stopDeposit",
    service: "CM-StopDeposit",
    summary: "Stops the account's held deposit (applied to the arrangement), once",
    fields: { AccountID: "string" },
    specCalls: ["stop-deposit (spec 002 §7)"],
  },
  {
    method: "POST",
    path: "/cm/paymentArrangements/updateDetails",
    service: "CM-PayArrUpdateDetails",
    summary: "Attaches the signed form (the file, base64, with its size and SHA-256) to the case",
    fields: {
      customerContactId: "string",
      fileName: "string",
      contentType: "string",
      size: "integer",
      sha256: "string",
      fileContent: "string",
      "barcode?": "string",
    },
    specCalls: ["payment-arr-update-details (spec 002 §7)"],
  },
  {
    method: "POST",
    path: "/cm/paymentArrangements/decide",
    service: "CM-PayArrDecide",
    summary: "Staff's approval or rejection of a case (approval adds the PA service agreement)",
    fields: { customerContactId: "string", outcome: "string", "note?": "string" },
    specCalls: ["staff's decision on a signed form (spec 000)"],
  },
  {
    method: "POST",
    path: "/cm/customerContacts/list",
    service: "CM-CustomerContactList",
    summary: "An account's customer contacts",
    fields: account,
    specCalls: ["none: QA and staff look-ups"],
  },
];
