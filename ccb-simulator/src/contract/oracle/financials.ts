/**
 * Oracle's Financial Transactions services the simulator answers (Account Data, Bill, Bill
 * Segment, Payment Event, Pay Plan, Budget), each with its page and the names read there (`../oracle-services.ts`).
 */
import type { OracleService } from "../oracle-services";

const PAGES = "…/framework";

export const FINANCIAL_SERVICES: readonly OracleService[] = [
  {
    method: "POST",
    path: "/customer/financials/paymentEvents/",
    service: "C1-PaymentEvent",
    operation: "Create Payment Event",
    page: `${PAGES}/2510/restapi/op-rest-apis-customer-financials-paymentevents-post.html`,
    since: "4.5.0.0.0",
    // The 4.5.0.0 page: "This operation handles the Integration Suite API to Create Payment Event".
    integrationSuite: true,
    confirmed: [
      "paymentTenders (list object, _data)",
      "payments (list object, _data)",
      "payorAccount",
      "account",
      "tenderType",
    ],
    // The tender's scalars follow the user guide's labels ("Single Payment Event Dialog": Payor
    // Account ID, Tender Amount, Tender Type, External Reference ID); the list items' schema is not shown.
    unverified: [
      "paymentTenders._data[].payorAccount.accountId, tenderAmount, tenderType, externalReferenceId",
      "payments._data[].account.accountId, paymentAmount",
      "the answer's paymentEventId, payments._data[].paymentId, paymentStatus",
    ],
    specCalls: ["make-payment (posting an approved card payment, decision 007)"],
  },
  {
    method: "POST",
    path: "/customer/financials/paymentEvents/payments/search",
    service: "C1-PaymentEvent",
    operation: "Search Payment Event Payments",
    page: `${PAGES}/2510/restapi/op-rest-apis-customer-financials-paymentevents-payments-search-post.html`,
    since: "4.5.0.1.2",
    confirmed: [
      "filters.accountId",
      "filters.personName",
      "paymentEventId",
      "limit",
      "offset",
      "hasMore",
      "payments[].account",
      "payments[].matchType",
    ],
    unverified: ["payments._data[].paymentId, paymentAmount, paymentDate, paymentStatus"],
    specCalls: ["payment-history (the account's payments)"],
  },
  {
    method: "GET",
    path: "/customer/financials/accountData/{accountId}/financialHistory",
    service: "C1-AccountData",
    operation: "Get Account Financial History",
    page: `${PAGES}/2510/restapi/op-rest-apis-customer-financials-accountdata-accountid-financialhistory-get.html`,
    since: "4.5.0.0.1",
    confirmed: [
      "startDate",
      "endDate",
      "limit",
      "offset",
      "account.accountId",
      "accountFinancialHistoryList[]",
      "limit",
      "offset",
      "totalNumberOfRecords",
      "hasMore",
      "accountFinancialHistoryList[].arrearsDate",
      "accountFinancialHistoryList[].accountingDate",
    ],
    unverified: ["an item's financialTransactionId, accountId, financialTransactionType, currentAmount"],
    specCalls: ["payment-history (spec 002 §7)", "reconciliation's billing side (spec 000)"],
  },
  {
    method: "GET",
    path: "/customer/financials/accountData/{accountId}/financialDetails",
    service: "C1-AccountData",
    operation: "Get Account Financial Details",
    page: `${PAGES}/2510/restapi/op-rest-apis-customer-financials-accountdata-accountid-financialdetails-get.html`,
    since: "24.3",
    confirmed: [
      "extendedHistory",
      "account",
      "currency",
      "currentBalance",
      "depositAmount",
      "lastBill",
      "lastPayment",
      "nextBillDate",
      "billedAmountYTD (with extendedHistory=true)",
      "arrearsDetails",
    ],
    unverified: [
      "currency.currency",
      "lastBill.billId, billDate, dueDate, billAmount",
      "lastPayment.paymentDate, paymentAmount",
      "arrearsDetails.arrearsList._data[].description, arrearsAmount",
    ],
    specCalls: ["get-financial-summary's balances (spec 002 §7)"],
  },
  {
    method: "POST",
    path: "/customer/financials/accountData/multiAccountStatistics",
    service: "C1-AccountData",
    operation: "Multi-Account Billing Statistics",
    page: `${PAGES}/2510/restapi/op-rest-apis-customer-financials-accountdata-multiaccountstatistics-post.html`,
    since: "24.1",
    confirmed: [
      "accountList[].accountId (up to 20)",
      "startDate",
      "endDate",
      "accounts.accountBilling[].account, currency, currentBalance, totalBalance (25.4), earliestBillDate, latestBillDate, totalBilledAmount, serviceTypeAmounts[].serviceType",
    ],
    unverified: ["serviceTypeAmounts[].amount", "serviceType.serviceType"],
    specCalls: ["dashboard's balances of every account (spec 002 §7)"],
  },
  {
    method: "POST",
    path: "/customer/financials/bills/search",
    service: "C1-Bill",
    operation: "Search Bills",
    page: `${PAGES}/2510/restapi/api-financial-transactions-bill.html`,
    since: "25.10",
    confirmed: [],
    unverified: ["the search's accountId", "the answer's result[] and its fields"],
    specCalls: ["my-bills-list, view-bill (spec 002 §7)"],
  },
  {
    method: "POST",
    path: "/customer/financials/billSegments/search",
    service: "C1-BillSegment",
    operation: "Bill Segment Search",
    // "This operation retrieves all bill Segments information for the provided Bill Id."
    page: `${PAGES}/254/restapi/op-rest-apis-customer-financials-billsegments-search-post.html`,
    since: "4.5.0.0.1",
    confirmed: [
      "filters.queryOption (C1BI Bill Search, C1BT Bill Text Search)",
      "filters.billSearch.billId",
      "filters.billSearch.serviceType",
      "filters.billSearch.status",
      "limit",
      "offset",
      "hasMore",
      // The 4.5.0.0.1 page's answer (`…/45001/restapi/op-https-server-port-spl-rest-apis-customer-financials-billsegments-search-post.html`).
      "bill.billId",
      "billSegments[] (array)",
      "billSegments[].billSegment",
      "billSegments[].billSegmentStatus (50 Frozen …, with the trailing space)",
      "billSegments[].billSegmentStatusDescription",
      "billSegments[].currentAmount",
      "count",
      "totalnumberOfrecords",
    ],
    unverified: [
      "billSegments[].billSegment.billSegmentId",
      "billSegments[].serviceAgreement.serviceAgreementId",
    ],
    specCalls: ["budget billing (decision 043: the segments of each bill on budget)"],
  },
  {
    method: "GET",
    path: "/customer/financials/billSegments/{billSegmentId}",
    service: "C1-BillSegment",
    operation: "Get Bill Segment",
    // Listed on the endpoints' page of every release read (4.5.0.0.0, 25.4, 25.10); the operation's
    // schema was not read: the names below are those of the same business object's Create Bill
    // Segment (4.5.0.0.0) and Bill Segment Summary (C1BilSegSmry, 25.10) pages.
    page: `${PAGES}/4.5.0.0.0/restapi/api-financial-transactions-bill-segment.html`,
    since: "4.5.0.0.0",
    confirmed: [
      "billSegmentId",
      "account",
      "bill",
      'billSegmentPeriod ("11-04-2013 12-03-2013")',
      "billSegmentStatus",
      "billSegmentStatusDescription",
      "currentAmount (the bill segment's effect on the service agreement's current balance)",
      "calcLines (object)",
    ],
    // In CCB a bill segment's financial transaction has a current and a payoff amount (user guide,
    // "Bill Segment Financial Transactions"; the bill segment type's FT algorithm, e.g. "Payoff Amt =
    // Bill Amt / Current Amt = Amt Due"); the calc lines' columns are the bill print extract's
    // (CI_BSEG_CALC_LN: CALC_AMT, DESCR_ON_BILL, DST_ID). How GPA's budget bill segment shows the
    // budget (its calc lines and their distribution codes) is GPA's CCB team's configuration.
    unverified: [
      "bill.billId, account.accountId, serviceAgreement.serviceAgreementId",
      "payoffAmount (the segment's effect on the payoff balance: on budget, the actual charges)",
      "calcLines._data[].sequence, descriptionOnBill, calculatedAmount, distributionCode",
      "GPA's distribution codes: ENERGY (the actual charges), PA-INSTALMENT, BUDGET (the budget amount), BUDGET-TRUE-UP (a true-up debit's part), BUDGET-CREDIT (a credit applied, negative), BUDGET-SETTLEMENT (the difference settled on leaving)",
    ],
    specCalls: ["budget billing (a bill's budget amount, actual charges, true-up part and credit)"],
  },
  {
    method: "POST",
    path: "/customer/financials/payPlans/",
    service: "C1-PayPlan",
    operation: "Create Pay Plan",
    page: `${PAGES}/2510/restapi/api-financial-transactions-pay-plan.html`,
    since: "4.5.0.0.0",
    // The endpoints' page: "Pay plans are an agreement with a customer to make payments on specific
    // dates … independent from the customer's billing dates". The operation's schema was not read.
    confirmed: ["payPlanId"],
    unverified: [
      "account.accountId, payPlanType, scheduledPayments._data[].scheduleDate, scheduleAmount",
      "the answer's status (ACTIVE, COMPLETED, BROKEN, CANCELED), startDate, endDate",
    ],
    specCalls: ["payment extension (decision 045: a promise to pay the amount due by a later date)"],
  },
  {
    method: "GET",
    path: "/customer/financials/payPlans/{payPlanId}",
    service: "C1-PayPlan",
    operation: "Get Pay Plan",
    page: `${PAGES}/2510/restapi/api-financial-transactions-pay-plan.html`,
    since: "4.5.0.0.0",
    confirmed: ["payPlanId"],
    unverified: ["account.accountId, payPlanType, status, startDate, endDate, scheduledPayments._data[]"],
    specCalls: ["payment extension (whether the promise is active, kept or broken)"],
  },
  {
    method: "PUT",
    path: "/customer/financials/payPlans/{payPlanId}",
    service: "C1-PayPlan",
    operation: "Update Pay Plan",
    // Listed on the 4.5.0.0.0 page; the 25.10 page lists Create and Get only: GPA's CCB team checks
    // that its release still answers the update before go-live.
    page: `${PAGES}/4.5.0.0.0/restapi/api-financial-transactions-pay-plan.html`,
    since: "4.5.0.0.0",
    confirmed: ["payPlanId"],
    unverified: ["status (CANCELED)"],
    specCalls: ["payment extension (a clerk cancels one for a phoning customer)"],
  },
  {
    method: "GET",
    path: "/customer/financials/budgets/{accountId}",
    service: "C1-Budget",
    operation: "Get Budget",
    page: `${PAGES}/254/restapi/op-rest-apis-customer-financials-budgets-accountid-get.html`,
    since: "4.5.0.0.0",
    // The page's C1BudgetDeta: "Budget Plan controls how the account's debt is managed for
    // budget-related purposes … how the recommended budget amount is calculated and how / when the
    // customer's budget is periodically changed".
    confirmed: [
      "accountId",
      "budgetDate",
      "budgetPlan",
      "currency",
      "serviceAgreementsList (list object, _data)",
      "totalBudgetAmount",
      "totalNewBudgetAmount",
    ],
    unverified: [
      "budgetPlan.budgetPlan, serviceAgreementsList._data[].serviceAgreement.serviceAgreementId, budgetAmount, newBudgetAmount",
      "GPA's budget state beside it: status, startDate, endDate, basis, reviewTolerancePercent, deviation, settlementDue, events._data[]",
    ],
    specCalls: ["budget billing (decision 043: the amount, the reviews, the true-up, the bills on budget)"],
  },
  {
    method: "PATCH",
    path: "/customer/financials/budgets/{accountId}/lifecycle",
    service: "C1-Budget",
    operation: "Action Budget",
    page: `${PAGES}/45012/restapi/op-https-server-port-spl-rest-apis-customer-financials-budgets-accountid-lifecycle-patch.html`,
    since: "4.5.0.1.2",
    // "This operation perform actions like recommend, cancel, and save on budget": C1RC Recommend
    // Budget, C1SV Save, C1CN Cancel.
    confirmed: ["accountId", "action (C1CN, C1RC, C1SV)", "budgetPlan", "budgetDate", "totalNewBudgetAmount"],
    // In CCB the review tolerance is a parameter of the budget plan's review algorithm; GPA's staff
    // set it in the portal, so the BFF sends it with the save (GPA's CCB team maps it, docs/ccb-go-live.md).
    unverified: ["reviewTolerancePercent (1–100)", "the answer's basis (ACCOUNT, PREMISE, PROJECTED)"],
    specCalls: ["budget billing (the quote before enrolment, enrol, leave)"],
  },
];
