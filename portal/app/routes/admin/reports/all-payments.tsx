import { parseWithValibot } from "@conform-to/valibot";
import { ADMIN_LEVELS, messages, reportMessages, SearchTransactionRequest } from "@paygpa/contract";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { formatMoney } from "../../../features/reports/money";
import { ExportButton } from "../../../features/reports/export-button";
import { Pagination } from "../../../features/reports/pagination";
import { FILTER_NAMES, filtersOnly } from "../../../features/reports/report-query";
import { ReportTable } from "../../../features/reports/report-table";
import { ReportSearchForm } from "../../../features/reports/search-form";
import { replyToRefusal } from "../../../lib/refusal.server";
import { requireAdmin } from "../../../lib/session.server";

/**
 * 'All Payments/Transaction Inquiry (Successful and Unsuccessful Transactions)' (spec 000 §2, §3,
 * §7 search-transaction, §9): the search is the address; the BFF filters, totals, sorts and pages.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context.bff, { levels: ADMIN_LEVELS.reports });
  const params = new URL(request.url).searchParams;
  const defaults = Object.fromEntries(FILTER_NAMES.map((name) => [name, params.get(name) ?? ""]));
  const submission = parseWithValibot(params, {
    schema: SearchTransactionRequest,
    disableAutoCoercion: true,
  });
  if (submission.status !== "success") return { lastResult: submission.reply(), report: null, defaults };
  try {
    const report = await context.bff.call("searchTransaction", submission.value, { token });
    return {
      lastResult: null,
      report: { ...report.result, sortBy: submission.value.sortBy, sortDir: submission.value.sortDir },
      defaults,
    };
  } catch (error) {
    return {
      lastResult: replyToRefusal(submission, error, { unavailable: messages.serverErrorTryAgain }),
      report: null,
      defaults,
    };
  }
}

export default function AllPayments() {
  const { lastResult, report, defaults } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return (
    <div className="space-y-5">
      <h2 className="text-lg font-bold text-brand-900">{reportMessages.title}</h2>
      <ReportSearchForm
        lastResult={lastResult}
        defaults={defaults}
        keep={{
          pageSize: report?.pageSize ?? 10,
          sortBy: report?.sortBy ?? "payment_date",
          sortDir: report?.sortDir ?? "desc",
        }}
      />
      {report ? (
        <>
          <dl className="grid gap-3 sm:grid-cols-2" aria-label="Totals of the search">
            <div className="rounded border bg-slate-50 p-3">
              <dt className="text-sm font-semibold text-slate-700">{reportMessages.totalCount}</dt>
              <dd className="text-xl font-bold" data-testid="total-count">
                {report.totalOnline.toLocaleString("en-US")}
              </dd>
            </div>
            <div className="rounded border bg-slate-50 p-3">
              <dt className="text-sm font-semibold text-slate-700">{reportMessages.totalAmount}</dt>
              <dd className="text-xl font-bold" data-testid="total-amount">
                {formatMoney(report.totalAmount)}
              </dd>
            </div>
          </dl>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-700">
              {report.total.toLocaleString("en-US")} attempts match (approved and not)
            </p>
            <ExportButton href={`/admin-dashboard/reports/export?${filtersOnly(search)}`} />
          </div>
          <ReportTable rows={report.list} search={search} sortBy={report.sortBy} sortDir={report.sortDir} />
          <Pagination search={search} page={report.page} pages={report.pages} pageSize={report.pageSize} />
        </>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "All Payments | Reports | PayGPA Admin" }];
