/**
 * The back office's reports (spec 000 §2 Reports, §7 transactions, search-transaction,
 * get-individual; spec 000 §2 Reports; built for a million payments; beyond the spec): the transaction inquiry and its CSV export, the payments
 * that need a hand and 'Post again', the reconciliation of a day.
 */
import {
  CsvStream,
  IndividualPaymentRequest,
  IndividualPaymentResponse,
  PaymentsNeedingAHandResponse,
  PostAgainRequest,
  PostAgainResponse,
  ReconcileDayRequest,
  ReconcileDayResponse,
  ReconciliationRunsResponse,
  ReportFilters,
  SearchTransactionRequest,
  TransactionReportResponse,
} from "./reports";
import type { RouteEntry } from "./route-entry";

export const reportRoutes = {
  transactions: {
    method: "GET",
    path: "/api/v1/transactions",
    access: { admin: "reports" },
    request: SearchTransactionRequest,
    answer: TransactionReportResponse,
    summary: "transactions (000 §7): the report's first page, newest first",
  },
  searchTransaction: {
    method: "POST",
    path: "/api/v1/search-transaction",
    access: { admin: "reports" },
    request: SearchTransactionRequest,
    answer: TransactionReportResponse,
    summary: "search-transaction (000 §7): filters, totals, one page, sort",
  },
  getIndividual: {
    method: "GET",
    path: "/api/v1/get-individual/:id",
    access: { admin: "reports" },
    request: IndividualPaymentRequest,
    answer: IndividualPaymentResponse,
    summary: "get-individual/{id} (000 §7): the individual web payment by receipt number",
  },
  exportTransactions: {
    method: "GET",
    path: "/api/v1/transactions/export",
    access: { admin: "reports" },
    request: ReportFilters,
    answer: CsvStream,
    answerType: "csv",
    summary: "'Export CSV' (000 §2, §9): every row of the search, streamed as text/csv",
  },
  paymentsNeedingAHand: {
    method: "GET",
    path: "/api/v1/payments-needing-a-hand",
    access: { admin: "reports" },
    answer: PaymentsNeedingAHandResponse,
    summary: "approved payments whose posting to billing failed or is being retried (beyond the spec)",
  },
  postAgain: {
    method: "POST",
    path: "/api/v1/post-again",
    access: { admin: "postAgain" },
    request: PostAgainRequest,
    answer: PostAgainResponse,
    summary: "'Post again': one more posting to billing under the line's payment key (beyond the spec)",
  },
  reconciliationRuns: {
    method: "GET",
    path: "/api/v1/reconciliation-runs",
    access: { admin: "reports" },
    answer: ReconciliationRunsResponse,
    summary: "the last reconciliation runs, nightly and asked for (beyond the spec)",
  },
  reconcileDay: {
    method: "POST",
    path: "/api/v1/reconcile-day",
    access: { admin: "reports" },
    request: ReconcileDayRequest,
    answer: ReconcileDayResponse,
    summary: "compare a day's gateway transactions, records and billing postings (beyond the spec)",
  },
} as const satisfies Record<string, RouteEntry>;
