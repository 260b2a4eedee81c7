/**
 * Billing's wire names: the field names of CCB's CM and Oracle services as the adapter sends and
 * reads them (billing-answers.ts, billing-dashboard-answers.ts, billing-arrangement-answers.ts,
 * ccb-rest-answers.ts, ccb-rest-calls.ts). They belong inside this folder: the features speak the
 * port's domain words (billing-port.ts), and the rooms test `tests/billing-wire-names.test.ts`
 * fails when one of these appears under `features/`. When the adapter moves to Oracle's base
 * services (their own field names), the names it reads are added here.
 *
 * Names that the product's own contract also speaks (`packages/contract`: spec 002 §7's API keeps
 * the original portal's field names word for word, e.g. `AccountID`, `PremiseInfo`,
 * `cashOnlyFlag`) are the contract's too; the test leaves those to the contract's own checks.
 */
export const BILLING_WIRE_NAMES: readonly string[] = [
  // CM person details and contacts.
  "customerDetails",
  "contactNumbers",
  "EmailID",
  "PhoneType",
  "PhoneNumber",
  "StateDescription",
  // CM financial summary (the contract speaks most of them: the test leaves those to it), account
  // validation and arrangement service agreements.
  "CurrentBalance",
  "PayoffBalance",
  "PremiseInfo",
  "paymentDetails",
  "cashOnlyFlag",
  "prepaySAId",
  "prepayBalance",
  "PersonID",
  "ArrearsAmount",
  "personAddressOverride",
  "accountRelationshipType",
  "isMainCustomer",
  "isFinanciallyResponsible",
  "isThirdPartyGuarantor",
  "saType",
  "paymentArrAmount",
  "address1",
  "isInCityLimit",
  "billAddressSource",
  // Financial transactions and bills.
  "FinancialTransactionID",
  "newCharges",
  "previousArrears",
  "totalAmount",
  "billID",
  // Bill route and log-in.
  "billRouteType",
  "returnCd",
  "loginSuccessful",
  "payArrExistingIds",
  // Characteristics and web users.
  "CharValueDescription",
  "CMSCQUES",
  "CMSCAN",
  "CMOLDEML",
  "WPCOUNT",
  "wrongPasswordCountPersonCharTypeCode",
  "webUserPersonIdTypeCode",
  "cisDivision",
  // Oracle's services (payment events, financial history, customer contacts, cases).
  "accountFinancialHistoryList",
  "financialTransactionId",
  "payorAccountId",
  "tenderAmount",
  "tenderType",
  "paymentTenders",
  "paymentStatus",
  "contactClass",
  "contactMethod",
  "characteristicType",
  "characteristicValue",
  "payorAccount",
  "customerContactType",
  "_data",
  "personName",
  // The account's bill cycle (C1-Account, CM-BillCycleChangeDates; decision 047).
  "billCycle",
  "currentBillCycle",
  "firstBillDate",
  "firstDueDate",
  // Pay plans (C1-PayPlan).
  "payPlanType",
  "scheduledPayments",
  "scheduleDate",
  "scheduleAmount",
  // Bill segments (C1-BillSegment): a budget bill's amounts (decision 043).
  "billSegments",
  "billSegmentId",
  "payoffAmount",
  "calcLines",
  "calculatedAmount",
  "distributionCode",
];
