/**
 * Why each GPA CM service is one: "no base service because …", or the Oracle service a next step
 * moves it to (decision 036). Written into the CM contract as each operation's
 * `x-no-base-service`; docs/ccb-go-live.md gives the same reasons for the services the BFF calls.
 */
const NOT_CALLED = "not called by the BFF (a QA look-up of the simulator): ";

export const NO_BASE_SERVICE: Readonly<Record<string, string>> = {
  "CM-WebUserLogin":
    "no base service because the spec's password check against the web user's stored digest, its wrong-password count and lock are GPA's rules",
  "CM-WebUserCheck": `${NOT_CALLED}replaced by Oracle's Person Search by the WEB identifier`,
  "CM-WebUserPerson": `${NOT_CALLED}replaced by Oracle's Person Search by the WEB identifier`,
  "CM-WebUserAdd":
    "no base service because the web user carries GPA's salted digest and security question characteristic",
  "CM-WebUserAllow":
    "no base service because a sign-up held before the BFF kept its web user id has only its login name, and no published service finds a web user id by it; the BFF calls it for such a legacy sign-up only (gone once the last one's link expires), every other one goes through Oracle's Update Web User (PUT …/service/webUsers/{webUserId})",
  "CM-WebUserRemove":
    "no base service because a sign-up held before the BFF kept its web user id has only its login name, as for CM-WebUserAllow; the BFF calls it for such a legacy sign-up only, every other one goes through Oracle's Delete Web User (DELETE …/service/webUsers/{webUserId})",
  "CM-WebUserForgotPassword":
    "no base service because the spec's match of account, division and username is GPA's rule",
  "CM-WebUserForgotUsername":
    "no base service because the spec's match of account, division and e-mail is GPA's rule",
  "CM-WebUserSetPassword": "no base service because the password is stored as GPA's digest",
  "CM-WebUserChangePassword": "no base service because the old password is checked against GPA's digest",
  "CM-WebUserSearch": `${NOT_CALLED}replaced by Oracle's Get Account, Person Search and Get Person's identifiers`,
  "CM-PersonDetails": `${NOT_CALLED}replaced by Oracle's Get Person`,
  "CM-PersonContactsUpdate": `${NOT_CALLED}replaced by Oracle's Get Person and Update Person`,
  "CM-PersonDetailsUpdate": `${NOT_CALLED}replaced by Oracle's Get Person and Update Person (the adapter dates the replaced values)`,
  "CM-PersonCharacteristics": `${NOT_CALLED}replaced by Oracle's Get Person`,
  "CM-AccountFinancialSummary": `${NOT_CALLED}replaced by Oracle's Get Account, Get Account Financial Details, Search Service Agreement and Person Search`,
  "CM-AccountServiceAgreements": `${NOT_CALLED}Oracle's Search Service Agreement answers the same`,
  "CM-AccountPremise": `${NOT_CALLED}replaced by Oracle's Search Service Agreement and Person Search`,
  "CM-AccountValidate":
    "no base service because Oracle's Get Account Verification Details names the fields to verify but does not match them; the match and the division are GPA's rules",
  "CM-AccountConsumption":
    "candidate: Oracle's Bill Segment Search (POST …/financials/billSegments/search) answers one bill's segments and their service quantities; the chart's 24 months would be Search Bills and one search per bill",
  "CM-AccountPrepaidUsage": "no base service because prepaid daily usage is GPA's prepaid meter data",
  "CM-AccountBillRoute": `${NOT_CALLED}replaced by Oracle's Get Account (the main customer's bill route type)`,
  "CM-AccountBillRouteUpdate": `${NOT_CALLED}replaced by Oracle's Update Account Person`,
  "CM-TenderSearch":
    "no base service because Search Payment Event Payments filters by account and person name only and answers payments, not tenders with their external reference",
  "CM-PayArrList":
    "no base service because the arrangement decision rules of spec 002 (eligible agreements and amounts) are GPA's",
  "CM-PayArrDetails":
    "no base service because Search Case answers no customer contact and its status, which the arrangement's steps follow",
  "CM-StopDeposit": "no base service because stopping a deposit is GPA's rule",
  "CM-PayArrUpdateDetails": "no base service because no base REST service takes a signed document for a case",
  "CM-PayArrDecide":
    "no base service because the decision moves GPA's arrangement case through GPA's statuses",
  "CM-BillCycleChangeDates":
    "no base service because no published service answers the first window of a bill cycle schedule for an account not yet on that cycle; after the change (Oracle's Update Account), Get Account shows the cycle and the cycle's bills carry the dates (decision 047)",
  "CM-CustomerContactList": `${NOT_CALLED}QA and staff look-ups only`,
};

/**
 * The CM services the BFF calls: each has a "no base service because …" or a "candidate" reason
 * above. A CM call outside this list fails bff/tests/billing-cm-calls.test.ts, bff/tests/billing-paths.test.ts
 * and the e2e run's teardown (`isJustifiedCmCall`, `../openapi.ts`).
 */
export const BFF_CM_SERVICES: readonly string[] = Object.keys(NO_BASE_SERVICE).filter(
  (service) => !NO_BASE_SERVICE[service]?.startsWith(NOT_CALLED),
);
