/**
 * Why each GPA CM service is one: "no base service because …", or the Oracle service a next step
 * moves it to (decision 036). Written into the CM contract as each operation's
 * `x-no-base-service`; docs/ccb-go-live.md gives the same reasons for the services the BFF calls.
 */
const CANDIDATE_WEB_USERS = "candidate: Oracle's Service / Web User services were not read in this step";

export const NO_BASE_SERVICE: Readonly<Record<string, string>> = {
  "CM-WebUserLogin":
    "no base service because the spec's password check against the web user's stored digest, its wrong-password count and lock are GPA's rules",
  "CM-WebUserCheck": CANDIDATE_WEB_USERS,
  "CM-WebUserPerson": CANDIDATE_WEB_USERS,
  "CM-WebUserAdd":
    "no base service because the web user carries GPA's salted digest and security question characteristic",
  "CM-WebUserAllow": CANDIDATE_WEB_USERS,
  "CM-WebUserRemove": CANDIDATE_WEB_USERS,
  "CM-WebUserForgotPassword":
    "no base service because the spec's match of account, division and username is GPA's rule",
  "CM-WebUserForgotUsername":
    "no base service because the spec's match of account, division and e-mail is GPA's rule",
  "CM-WebUserSetPassword": "no base service because the password is stored as GPA's digest",
  "CM-WebUserChangePassword": "no base service because the old password is checked against GPA's digest",
  "CM-WebUserSearch": "candidate: Oracle's Search Web User Accounts answers by web user id, not by account",
  "CM-PersonDetails": "candidate: Oracle's Get Person (C1-Person), answered by the simulator",
  "CM-PersonContactsUpdate":
    "no base service because the previous e-mail is kept as GPA's CMOLDEML characteristic",
  "CM-PersonDetailsUpdate":
    "no base service because the previous e-mail and the security question are GPA's characteristics",
  "CM-PersonCharacteristics":
    "no base service because the security questions are GPA's characteristic values",
  "CM-AccountFinancialSummary":
    "candidate: Oracle's Get Account Financial Details and Multi-Account Billing Statistics, answered by the simulator",
  "CM-AccountServiceAgreements": "candidate: Oracle's Search Service Agreement; the BFF no longer calls it",
  "CM-AccountPremise":
    "replaced: Oracle's Search Service Agreement and Person Search; the BFF no longer calls it",
  "CM-AccountValidate":
    "no base service because Oracle's Get Account Verification Details names the fields to verify but does not match them; the match and the division are GPA's rules",
  "CM-AccountConsumption": "candidate: Oracle's billed usage service (C1-BilledUsageData) was not read",
  "CM-AccountPrepaidUsage": "no base service because prepaid daily usage is GPA's prepaid meter data",
  "CM-AccountBillRoute":
    "no base service because Oracle's bill routings are per bill; GPA's paperless choice is per account",
  "CM-AccountBillRouteUpdate":
    "no base service because Oracle's bill routings are per bill; GPA's paperless choice is per account",
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
  "CM-CustomerContactList": "QA and staff look-ups only; the BFF does not call it",
};
