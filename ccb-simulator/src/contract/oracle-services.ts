/**
 * The Oracle-published CCB REST inbound web services the simulator answers (decision 027), each with
 * the Oracle documentation page its shape comes from (Oracle Utilities REST API for Metering and
 * Customer Information, `docs.oracle.com/en/industries/energy-water/framework/<release>/restapi/…`).
 * Every other billing path is a GPA CM service of `cm-services.ts`.
 */
export interface BillingService {
  method: "GET" | "POST";
  /** The path under `/rest/apis`, parameters as OpenAPI writes them (`{accountId}`). */
  path: string;
  /** The spec call(s) it serves (spec 000/001/002 §7). */
  specCalls: string[];
}

export interface OracleService extends BillingService {
  /** Oracle's REST service (business object / IWS) name. */
  service: string;
  operation: string;
  /** The documentation page, under Oracle's REST API reference. */
  page: string;
  /**
   * The names the simulator and the adapter use that no public Oracle page here confirmed (its page
   * shows the path, method and top-level fields; nested schemas were not readable): a utility's CCB
   * team checks these against its release first (decision 027).
   */
  unverified: string[];
}

export const ORACLE_SERVICES: readonly OracleService[] = [
  {
    method: "POST",
    path: "/customer/financials/paymentEvents/",
    service: "C1-PaymentEvent",
    operation: "Create Payment Event",
    page: "…/framework/2510/restapi/op-rest-apis-customer-financials-paymentevents-post.html",
    // The tender's fields are named after the user guide's labels (Payor Account ID, Tender Amount,
    // Tender Type, External Reference ID: "Single Payment Event Dialog"), not read from the schema.
    unverified: [
      "tenders[].payorAccountId, tenderAmount, tenderType, externalReferenceId",
      "payments[].accountId, paymentAmount",
      "the answer's paymentEventId and payments[].paymentId, paymentStatus",
    ],
    specCalls: ["make-payment (posting an approved card payment, decision 007)"],
  },
  {
    method: "GET",
    path: "/customer/financials/accountData/{accountId}/financialHistory",
    service: "C1-AccountData",
    operation: "Get Account Financial History",
    // Confirmed: startDate, endDate, limit, offset; the answer's account.accountId,
    // accountFinancialHistoryList, limit, offset, totalNumberOfRecords, hasMore; an item's arrearsDate.
    unverified: ["an item's financialTransactionId, accountId, financialTransactionType, currentAmount"],
    page: "…/framework/2510/restapi/op-rest-apis-customer-financials-accountdata-accountid-financialhistory-get.html",
    specCalls: ["payment-history (spec 002 §7)", "reconciliation's billing side (spec 000)"],
  },
  {
    method: "POST",
    path: "/customer/interactions/customerContacts/",
    service: "C1-CustomerContact",
    operation: "Create Customer Contact",
    // Get Customer Contact's page shows account and customerContactType as objects: the flat fields
    // below are the simulator's until a Create Customer Contact schema is read.
    unverified: [
      "accountId, personId, contactClass, contactMethod, contactType, description",
      "the answer's customerContactId, caseId",
    ],
    page: "…/framework/2510/restapi/api-interactions-customer-contact.html",
    specCalls: ["help-and-support (spec 001 §7)"],
  },
  {
    method: "POST",
    path: "/customer/interactions/cases/",
    service: "C1-Case",
    operation: "Create Case",
    // Confirmed: caseType.caseType, account.accountId, person, characteristics, contactInformation.
    unverified: [
      "person.personId",
      "characteristics[].characteristicType, characteristicValue",
      "contactInformation.contactName, contactEmail",
      "the answer's caseId, created, customerContactId, customerContactStatus",
    ],
    page: "…/framework/45012/restapi/op-https-server-port-spl-rest-apis-customer-interactions-cases-post.html",
    specCalls: ["create-case (spec 002 §7)"],
  },
  {
    method: "POST",
    path: "/customer/financials/bills/search",
    service: "C1-Bill",
    operation: "Search Bills",
    unverified: ["the search's accountId", "the answer's result[] and its fields"],
    page: "…/framework/2510/restapi/api-financial-transactions-bill.html",
    specCalls: ["my-bills-list, view-bill (spec 002 §7)"],
  },
];
