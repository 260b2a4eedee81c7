/** The transaction report (spec 000 §2 Reports, §3, §7, §9): search, totals, one page, one payment. */
import {
  reportMessages,
  type ReportFilters,
  type ReportSearch,
  type TransactionReportResponse,
  type TransactionReportRow,
} from "@paygpa/contract";
import { fail } from "../../platform/failures";
import type { Services } from "../../services";
import { guamDayOf, pageOf, payDateWindow } from "./report-rules";
import {
  findPaymentWithLines,
  type ReportCriteria,
  type ReportRecord,
  isDateOnly,
  reportPage,
  reportTotals,
  reportTotalsByDay,
} from "./reports.repository";

const dollars = (cents: number) => cents / 100;

/** The database's criteria of the screen's search fields (dates as Guam days, spec 000 §9). */
export function criteriaOf(filters: ReportFilters): ReportCriteria {
  const { from, before } = payDateWindow(filters);
  return {
    from,
    before,
    accountId: filters.accountId,
    invoiceNum: filters.invoice_num,
    transactionTag: filters.transaction_tag,
    sequenceNo: filters.sequence_no,
  };
}

export function reportRowOf(record: ReportRecord): TransactionReportRow {
  return {
    id: record.id,
    payment_date: record.created_at,
    accountId: record.account_id,
    paymentId: record.invoice_num,
    transaction_tag: record.gateway_tag,
    sequence_no: record.gateway_sequence,
    amount: dollars(record.amount_cents),
    bank_message: record.issuer_message,
    payment_source: record.payment_source,
    mode: record.mode,
    ccb_status: record.billing_status,
    code_response: record.code_response,
    status: record.status,
    taken_by: record.taken_by ?? null,
  };
}

/**
 * The search's totals: a date-only search (the screen's first load has no filter at all) adds up its
 * days' totals; any other filter narrows the rows through its index, so they are counted directly.
 */
export function totalsOf(services: Pick<Services, "db">, criteria: ReportCriteria) {
  if (!isDateOnly(criteria)) return reportTotals(services.db, criteria);
  return reportTotalsByDay(services.db, {
    fromDay: criteria.from ? guamDayOf(criteria.from) : null,
    beforeDay: criteria.before ? guamDayOf(criteria.before) : null,
  });
}

/** One page of the search with its totals; a page past the end shows the last one. */
export async function searchTransactions(
  services: Pick<Services, "db">,
  search: ReportSearch,
): Promise<TransactionReportResponse> {
  const criteria = criteriaOf(search);
  const totals = await totalsOf(services, criteria);
  const { pages, page, offset } = pageOf(totals.total, search.pageSize, search.page);
  const records =
    totals.total === 0
      ? []
      : await reportPage(services.db, criteria, {
          sortBy: search.sortBy,
          sortDir: search.sortDir,
          limit: search.pageSize,
          offset,
        });
  return {
    result: {
      list: records.map(reportRowOf),
      pages,
      total: totals.total,
      totalOnline: totals.approved,
      totalAmount: dollars(totals.approvedCents),
      page,
      pageSize: search.pageSize,
    },
  };
}

/** 'Payment Details for Receipt Number' (spec 000 §3 'Individual web payment'). */
export async function individualPayment(services: Pick<Services, "db">, receipt: string) {
  const found = await findPaymentWithLines(services.db, receipt);
  if (!found) throw fail.notFound("NOT_FOUND", reportMessages.notFound);
  const { checkout, lines } = found;
  return {
    result: {
      data: {
        receipt_num: checkout.invoice_num,
        account_number: lines.map((line) => line.account_id).join(", "),
        amount: dollars(checkout.amount_cents),
        status: checkout.status,
        payment_date: checkout.created_at,
        transaction_tag: checkout.gateway_tag,
        authorization_num: checkout.authorization_code,
        card_number: checkout.card_number,
        cardholder_name: checkout.card_holder,
        bank_message: checkout.issuer_message,
        mode: checkout.mode,
        lines: lines.map((line) => ({
          account_number: line.account_id,
          amount: dollars(line.amount_cents),
          ccb_status: line.billing_status,
        })),
      },
    },
  };
}
