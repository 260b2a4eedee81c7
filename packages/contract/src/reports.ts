import * as v from "valibot";
import { reportMessages } from "./reports-messages";
import type { RouteEntry } from "./route-entry";

/**
 * The back office's reports (spec 000 §2 Reports, §3 'Transaction report row', §7 transactions,
 * search-transaction, get-individual, §9 page sizes and sort). The payments that need a hand and
 * the reconciliation are in `reports-follow-up.ts`.
 */

/** Spec 000 §9: page sizes 10, 30 and 50; pagination window of 4. */
export const REPORT_PAGE_SIZES = [10, 30, 50] as const;
export const REPORT_PAGINATION_WINDOW = 4;

/** The sortable columns of the report (spec 000 §9: default payment date, then amount, descending). */
export const REPORT_SORT_COLUMNS = [
  "payment_date",
  "amount",
  "accountId",
  "transaction_tag",
  "sequence_no",
  "mode",
  "ccb_status",
] as const;
export type ReportSortColumn = (typeof REPORT_SORT_COLUMNS)[number];

/** MM/DD/YYYY (spec 000 §9), or empty for no bound. */
const PayDate = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.check((text) => text === "" || /^\d{2}\/\d{2}\/\d{4}$/.test(text), reportMessages.payDateFormat),
  ),
  "",
);
const SearchText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)), "");
/** A number sent as a number (JSON) or as text (a GET's query). */
const Whole = (fallback: number) =>
  v.optional(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,7}$/), v.transform(Number))]),
      v.integer(),
      v.minValue(1),
    ),
    fallback,
  );

/** The search fields of the report (spec 000 §7 search-transaction), plus paging and sort. */
export const ReportFilters = v.object({
  pay_date_start: PayDate,
  pay_date_end: PayDate,
  accountId: SearchText(10),
  invoice_num: SearchText(20),
  transaction_tag: SearchText(20),
  sequence_no: SearchText(20),
});
export type ReportFilters = v.InferOutput<typeof ReportFilters>;

export const SearchTransactionRequest = v.object({
  ...ReportFilters.entries,
  page: Whole(1),
  pageSize: v.optional(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.transform(Number))]),
      v.picklist(REPORT_PAGE_SIZES, reportMessages.pageSize),
    ),
    10,
  ),
  sortBy: v.optional(v.picklist(REPORT_SORT_COLUMNS), "payment_date"),
  sortDir: v.optional(v.picklist(["asc", "desc"]), "desc"),
});
export type SearchTransactionRequest = v.InferInput<typeof SearchTransactionRequest>;
export type ReportSearch = v.InferOutput<typeof SearchTransactionRequest>;

/** One row of the report (spec 000 §3 'Transaction report row'): one account line of one attempt. */
export const TransactionReportRow = v.object({
  id: v.number(),
  payment_date: v.string(),
  accountId: v.string(),
  /** The receipt (invoice) number of the attempt. */
  paymentId: v.string(),
  transaction_tag: v.nullable(v.string()),
  sequence_no: v.nullable(v.string()),
  amount: v.number(),
  bank_message: v.nullable(v.string()),
  payment_source: v.nullable(v.string()),
  mode: v.picklist(["Online", "Phoned-In"]),
  /** 'In CCB', 'Pending', 'Failed' or 'Not Paid'. */
  ccb_status: v.string(),
  /** The gateway's answer as received, card numbers masked (the 'Payment Logs' modal). */
  code_response: v.nullable(v.string()),
  /** approved, declined, error or pending. */
  status: v.string(),
  /** The admin who took a phoned-in payment. */
  taken_by: v.nullable(v.string()),
});
export type TransactionReportRow = v.InferOutput<typeof TransactionReportRow>;

/** Spec 000 §3: the report response holds list, pages, total, totalOnline. */
export const TransactionReportResponse = v.object({
  result: v.object({
    list: v.array(TransactionReportRow),
    /** How many pages the search has at this page size. */
    pages: v.number(),
    /** How many rows (attempts of every outcome) match. */
    total: v.number(),
    /** 'Total No of Online Payments': the approved payments among them. */
    totalOnline: v.number(),
    /** 'Total Amount of Online Payments': the sum of the approved ones, in dollars. */
    totalAmount: v.number(),
    page: v.number(),
    pageSize: v.number(),
  }),
});
export type TransactionReportResponse = v.InferOutput<typeof TransactionReportResponse>;

export const IndividualPaymentRequest = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,12}$/, reportMessages.notFound)),
});

/** Spec 000 §3 'Individual web payment', with the attempt's other lines for the receipt. */
export const IndividualPaymentResponse = v.object({
  result: v.object({
    data: v.object({
      receipt_num: v.string(),
      account_number: v.string(),
      amount: v.number(),
      status: v.string(),
      payment_date: v.string(),
      transaction_tag: v.nullable(v.string()),
      authorization_num: v.nullable(v.string()),
      card_number: v.nullable(v.string()),
      cardholder_name: v.nullable(v.string()),
      bank_message: v.nullable(v.string()),
      mode: v.string(),
      lines: v.array(v.object({ account_number: v.string(), amount: v.number(), ccb_status: v.string() })),
    }),
  }),
});

/** A stream of CSV text (the export); checked only for being there. */
export const CsvStream = v.custom<AsyncIterable<unknown>>(
  (value) => typeof value === "object" && value !== null,
);

/** The reports feature's routes in the table (decision 017). */
export const reportsRoutes = {
  transactions: {
    method: "GET",
    path: "/api/v1/transactions",
    access: { admin: "reports" },
    request: SearchTransactionRequest,
    answer: TransactionReportResponse,
    errors: ["NOT_FOUND"],
    summary: "transactions (000 §7): the report's first page, newest first",
  },
  searchTransaction: {
    method: "POST",
    path: "/api/v1/search-transaction",
    access: { admin: "reports" },
    request: SearchTransactionRequest,
    answer: TransactionReportResponse,
    errors: ["NOT_FOUND"],
    summary: "search-transaction (000 §7): filters, totals, one page, sort",
  },
  getIndividual: {
    method: "GET",
    path: "/api/v1/get-individual/:id",
    access: { admin: "reports" },
    request: IndividualPaymentRequest,
    answer: IndividualPaymentResponse,
    errors: ["NOT_FOUND"],
    summary: "get-individual/{id} (000 §7): the individual web payment by receipt number",
  },
  exportTransactions: {
    method: "GET",
    path: "/api/v1/transactions/export",
    access: { admin: "reports" },
    request: ReportFilters,
    answer: CsvStream,
    answerType: "csv",
    errors: ["NOT_FOUND"],
    summary: "'Export CSV' (000 §2, §9): every row of the search, streamed as text/csv",
  },
} as const satisfies Record<string, RouteEntry>;
