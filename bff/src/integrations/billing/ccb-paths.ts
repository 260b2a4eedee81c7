/**
 * Every billing path the adapter calls, under CCB's REST root (`CCB_REST_ROOT`, `ccb-caller.ts`):
 * written once, here. Oracle's published services first, then GPA's CM services (`/cm/…`, the CM
 * contract docs/ccb-cm-services.openapi.json; decision 027). Tests name a path through this table.
 */
export const CCB_PATHS = {
  // Oracle's published services.
  /** Get Account Financial History (C1-AccountData), paged by `limit`/`offset`. */
  financialHistory: (accountId: string) =>
    `/customer/financials/accountData/${encodeURIComponent(accountId)}/financialHistory`,
  /** Create Payment Event. */
  paymentEvents: "/customer/financials/paymentEvents/",
  /** Create Customer Contact. */
  customerContacts: "/customer/interactions/customerContacts/",
  /** Create Case. */
  cases: "/customer/interactions/cases/",
  /** Search Bills (C1-Bill). */
  billSearch: "/customer/financials/bills/search",
  // GPA's CM services.
  /** The tenders carrying an external reference (exactly once, decision 007). */
  paymentTenders: "/cm/financials/paymentTenders",
  accountValidate: "/cm/accounts/validate",
  accountConsumption: "/cm/accounts/consumption",
  accountPrepaidUsage: "/cm/accounts/prepaidUsage",
  webUserAllowWebAccess: "/cm/webUsers/allowWebAccess",
  webUserRemove: "/cm/webUsers/remove",
  webUserForgotPassword: "/cm/webUsers/forgotPassword",
  webUserSetPassword: "/cm/webUsers/setPassword",
  webUserChangePassword: "/cm/webUsers/changePassword",
  arrangementServiceAgreements: "/cm/paymentArrangements/serviceAgreements",
  arrangementCases: "/cm/paymentArrangements/cases",
  arrangementStopDeposit: "/cm/paymentArrangements/stopDeposit",
  arrangementDecide: "/cm/paymentArrangements/decide",
  webUserLogin: "/cm/webUsers/login",
  webUserCreate: "/cm/webUsers/create",
  webUserForgotUsername: "/cm/webUsers/forgotUsername",
  arrangementUpdateDetails: "/cm/paymentArrangements/updateDetails",
  /** When a change to a due-day bill cycle takes effect (the preferred due date, decision 047). */
  billCycleChangeDates: "/cm/accounts/billCycleChangeDates",
} as const;
