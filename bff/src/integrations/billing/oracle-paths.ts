/**
 * The paths of Oracle's published services the adapter reads beyond `ccb-paths.ts` (decision 036),
 * under CCB's REST root; each service's page is in ccb-simulator/src/contract/oracle/.
 */
export const ORACLE_PATHS = {
  /** Search Service Agreement (C1-ServiceAgreement), with premise information, paged by `limit`/`offset`. */
  serviceAgreementSearch: "/customer/v-model/serviceAgreements/search",
  /** Person Search (C1-PersonSearch): by account, or by a web user's WEB identifier. */
  personSearch: "/customer/v-model/persons/search",
  /** Get Account (C1-Account). */
  account: (accountId: string) => `/customer/v-model/accounts/${encodeURIComponent(accountId)}`,
  /** Get Account Financial Details (C1-AccountData). */
  financialDetails: (accountId: string) =>
    `/customer/financials/accountData/${encodeURIComponent(accountId)}/financialDetails`,
  /** Update Account Person (C1-Account): an account person's bill route type. */
  accountPersons: (accountId: string) =>
    `/customer/v-model/accounts/${encodeURIComponent(accountId)}/persons`,
  /** Get Person (C1-Person). */
  person: (personId: string) => `/customer/v-model/persons/${encodeURIComponent(personId)}`,
  /** Update Person (C1-Person): `PUT` on Get Person's path. */
  updatePerson: (personId: string) => `/customer/v-model/persons/${encodeURIComponent(personId)}`,
  /** Create Pay Plan (C1-PayPlan): a payment extension's promise. */
  payPlans: "/customer/financials/payPlans/",
  /** Get Pay Plan and Update Pay Plan (C1-PayPlan), by its id. */
  payPlan: (payPlanId: string) => `/customer/financials/payPlans/${encodeURIComponent(payPlanId)}`,
  /** Get Budget (C1-Budget), by account. */
  budget: (accountId: string) => `/customer/financials/budgets/${encodeURIComponent(accountId)}`,
  /** Action Budget (C1-Budget): recommend (C1RC), save (C1SV), cancel (C1CN). */
  budgetLifecycle: (accountId: string) =>
    `/customer/financials/budgets/${encodeURIComponent(accountId)}/lifecycle`,
  /** Bill Segment Search (C1-BillSegment): a bill's segments, by its bill id. */
  billSegmentSearch: "/customer/financials/billSegments/search",
  /** Get Bill Segment (C1-BillSegment): its current and payoff amounts and its calc lines. */
  billSegment: (billSegmentId: string) =>
    `/customer/financials/billSegments/${encodeURIComponent(billSegmentId)}`,
  /** Update Web User (`PUT`) and Delete Web User (`DELETE`) (C1-WebUser), by Oracle's web user id. */
  webUser: (webUserId: string) => `/customer/service/webUsers/${encodeURIComponent(webUserId)}`,
} as const;
