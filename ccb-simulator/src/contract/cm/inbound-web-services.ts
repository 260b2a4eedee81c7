/**
 * GPA's CM services grouped as OUAF groups them: one CM inbound web service (IWS) with several
 * operations is one service to build, secure and upgrade (decision 036, amended). Each operation of
 * `CM_SERVICES` belongs to exactly one IWS here; the CM contract tags every operation with its IWS
 * (`x-cm-iws`), lists the IWS with their reasons (`tags`), and bff/tests/billing-cm-calls.test.ts
 * counts the IWS the BFF calls (at most 8). An operation the BFF no longer calls stays in its IWS as
 * a QA look-up of the simulator and is not built at go-live.
 */
import type { CcbMessageCode } from "../../ccb-messages";

/** The reason of an IWS the BFF does not call: the simulator answers it for QA, go-live builds none of it. */
export const QA_ONLY = "not called by the BFF (a QA look-up of the simulator): ";

export interface CmInboundWebService {
  /** The IWS's name in CCB (`CM-…`). */
  name: string;
  summary: string;
  /** Why the IWS is GPA's: "no base service because …" (its operations may add a candidate of their own). */
  noBaseService: string;
  /** Its operations, by their operation id (`CmService.service`). */
  operations: readonly string[];
}

export const CM_INBOUND_WEB_SERVICES: readonly CmInboundWebService[] = [
  {
    name: "CM-WebUserCredential",
    summary:
      "A web user's password: the log-in, the recoveries, the new password and the web user carrying it",
    noBaseService:
      "no base service because the password is GPA's salted digest on the web user, with its wrong-password count and lock (spec 000 §7 web-user-login); Oracle's Web User (C1-WebUser) holds no password, its self-service signs in through an identity provider",
    operations: [
      "CM-WebUserLogin",
      "CM-WebUserAdd",
      "CM-WebUserForgotPassword",
      "CM-WebUserForgotUsername",
      "CM-WebUserSetPassword",
      "CM-WebUserChangePassword",
    ],
  },
  {
    name: "CM-WebUserAccess",
    summary:
      "A legacy sign-up's web access, and the removal of a legacy sign-up it replaces: one held before the BFF kept Oracle's web user id",
    noBaseService:
      "no base service because Oracle's Update Web User and Delete Web User take the web user id, and no published service finds a web user id by its login name; the BFF keeps the id CM-WebUserAdd answers, so only sign-ups held before it did call this IWS, and it goes once the last one's link expires",
    operations: ["CM-WebUserAllow", "CM-WebUserRemove"],
  },
  {
    name: "CM-WebUserInquiry",
    summary: "QA look-ups of web users: whether a login name is taken, whose it is, an account's web users",
    noBaseService: `${QA_ONLY}Oracle's Person Search by the WEB identifier, Get Account and Get Person answer the BFF`,
    operations: ["CM-WebUserCheck", "CM-WebUserPerson", "CM-WebUserSearch"],
  },
  {
    name: "CM-PersonInquiry",
    summary: "QA look-ups and writes of a person's details, contacts and profile characteristics",
    noBaseService: `${QA_ONLY}Oracle's Get Person and Update Person answer the BFF`,
    operations: [
      "CM-PersonDetails",
      "CM-PersonCharacteristics",
      "CM-PersonContactsUpdate",
      "CM-PersonDetailsUpdate",
    ],
  },
  {
    name: "CM-AccountVerification",
    summary: "Whether an account can sign up in a division, with its person and bill address source",
    noBaseService:
      "no base service because Oracle's Get Account Verification Details names the fields to verify but does not match them; the match and the division are GPA's rules",
    operations: ["CM-AccountValidate"],
  },
  {
    name: "CM-AccountUsage",
    summary: "The consumption charts: 24 months of billed usage, a prepaid account's daily usage",
    noBaseService:
      "no base service because prepaid daily usage is GPA's prepaid meter data; the 24 months of billed usage are a candidate (its operation says which)",
    operations: ["CM-AccountConsumption", "CM-AccountPrepaidUsage"],
  },
  {
    name: "CM-AccountInquiry",
    summary: "QA look-ups of an account: its financial summary, service agreements, premise and bill route",
    noBaseService: `${QA_ONLY}Oracle's Get Account, Get Account Financial Details, Search Service Agreement, Person Search and Update Account Person answer the BFF`,
    operations: [
      "CM-AccountFinancialSummary",
      "CM-AccountServiceAgreements",
      "CM-AccountPremise",
      "CM-AccountBillRoute",
      "CM-AccountBillRouteUpdate",
    ],
  },
  {
    name: "CM-AccountBillCycle",
    summary: "The preferred due date's preview: the first bill a change to a due-day bill cycle brings",
    noBaseService:
      "no base service because no published service answers the first window of a bill cycle schedule for an account not yet on that cycle; the change itself is Oracle's Update Account (decision 047)",
    operations: ["CM-BillCycleChangeDates"],
  },
  {
    name: "CM-PaymentTender",
    summary: "The tenders carrying a payment's external reference (exactly once, decision 007)",
    noBaseService:
      "no base service because Search Payment Event Payments filters by account and person name only and answers payments, not tenders with their external reference",
    operations: ["CM-TenderSearch"],
  },
  {
    name: "CM-PaymentArrangement",
    summary:
      "Spec 002's payment arrangement: eligible agreements, the case and its steps, the deposit, staff's decision",
    noBaseService:
      "no base service because the arrangement decision rules of spec 002 (eligible agreements and amounts, stopping a deposit, the case's statuses and its signed form) are GPA's",
    operations: [
      "CM-PayArrList",
      "CM-PayArrDetails",
      "CM-StopDeposit",
      "CM-PayArrUpdateDetails",
      "CM-PayArrDecide",
    ],
  },
  {
    name: "CM-CustomerContactInquiry",
    summary: "QA and staff look-ups of an account's customer contacts",
    noBaseService: `${QA_ONLY}QA and staff look-ups only`,
    operations: ["CM-CustomerContactList"],
  },
];

/** The IWS an operation belongs to. */
export function iwsOf(operation: string): CmInboundWebService {
  const found = CM_INBOUND_WEB_SERVICES.find((iws) => iws.operations.includes(operation));
  if (!found) throw new Error(`CM operation ${operation} belongs to no CM inbound web service`);
  return found;
}

/**
 * The OUAF messages each operation answers besides the framework's own (a bad or oversized body,
 * "try again", unavailable: `x-cm-messages`), in GPA's CM category; an operation not listed answers
 * only those.
 */
export const CM_OPERATION_MESSAGES: Readonly<Record<string, readonly CcbMessageCode[]>> = {
  "CM-WebUserLogin": ["USERNAME_NOT_FOUND"],
  "CM-WebUserAdd": ["PERSON_NOT_FOUND", "USERNAME_TAKEN", "WEB_USER_EXISTS"],
  "CM-WebUserForgotPassword": ["ACCOUNT_NOT_FOUND", "USERNAME_NOT_FOUND"],
  "CM-WebUserForgotUsername": ["ACCOUNT_NOT_FOUND", "EMAIL_MISMATCH", "NO_WEB_USER"],
  "CM-WebUserSetPassword": ["USERNAME_NOT_FOUND"],
  "CM-WebUserChangePassword": ["USERNAME_NOT_FOUND"],
  "CM-WebUserAllow": ["USERNAME_NOT_FOUND"],
  "CM-WebUserRemove": ["USERNAME_NOT_FOUND", "WEB_ACCESS_ALLOWED"],
  "CM-WebUserPerson": ["USERNAME_NOT_FOUND"],
  "CM-WebUserSearch": ["ACCOUNT_NOT_FOUND"],
  "CM-PersonContactsUpdate": ["PERSON_NOT_FOUND"],
  "CM-PersonDetailsUpdate": ["PERSON_NOT_FOUND"],
  "CM-PersonDetails": ["PERSON_NOT_FOUND"],
  "CM-PersonCharacteristics": ["PERSON_NOT_FOUND"],
  "CM-AccountValidate": ["ACCOUNT_NOT_FOUND"],
  "CM-AccountConsumption": ["ACCOUNT_NOT_FOUND"],
  "CM-AccountPrepaidUsage": ["ACCOUNT_NOT_FOUND"],
  "CM-AccountFinancialSummary": ["ACCOUNT_NOT_FOUND"],
  "CM-AccountServiceAgreements": ["ACCOUNT_NOT_FOUND"],
  "CM-AccountPremise": ["ACCOUNT_NOT_FOUND"],
  "CM-AccountBillRoute": ["ACCOUNT_NOT_FOUND"],
  "CM-AccountBillRouteUpdate": ["ACCOUNT_NOT_FOUND"],
  "CM-BillCycleChangeDates": ["ACCOUNT_NOT_FOUND"],
  "CM-PayArrList": ["ACCOUNT_NOT_FOUND"],
  "CM-PayArrDetails": ["ACCOUNT_NOT_FOUND"],
  "CM-StopDeposit": ["ACCOUNT_NOT_FOUND", "NO_DEPOSIT"],
  "CM-PayArrUpdateDetails": ["CASE_NOT_FOUND"],
  "CM-PayArrDecide": ["CASE_NOT_FOUND"],
};
