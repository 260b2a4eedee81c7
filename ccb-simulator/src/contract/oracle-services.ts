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
}

export const ORACLE_SERVICES: readonly OracleService[] = [
  {
    method: "POST",
    path: "/customer/financials/paymentEvents/",
    service: "C1-PaymentEvent",
    operation: "Create Payment Event",
    page: "…/framework/2510/restapi/op-rest-apis-customer-financials-paymentevents-post.html",
    specCalls: ["make-payment (posting an approved card payment, decision 007)"],
  },
  {
    method: "GET",
    path: "/customer/financials/accountData/{accountId}/financialHistory",
    service: "C1-AccountData",
    operation: "Get Account Financial History",
    page: "…/restapi/api-financial-transactions-account-data.html",
    specCalls: ["payment-history (spec 002 §7)", "reconciliation's billing side (spec 000)"],
  },
  {
    method: "POST",
    path: "/customer/interactions/customerContacts/",
    service: "C1-CustomerContact",
    operation: "Create Customer Contact",
    page: "…/restapi/api-customer-interactions-customer-contact.html",
    specCalls: ["help-and-support (spec 001 §7)"],
  },
  {
    method: "POST",
    path: "/customer/interactions/cases/",
    service: "C1-Case",
    operation: "Create Case",
    page: "…/restapi/api-customer-interactions-case.html",
    specCalls: ["create-case (spec 002 §7)"],
  },
];
