import { BUDGET_ENROLLED_BY, BUDGET_REPORT_STATUSES, budgetReportMessages as words } from "@paygpa/contract";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { type ReportColumn, ReportScreen } from "../../../features/reports/report-screen";
import { loadReportPage } from "../../../features/reports/report-screen.server";
import { usDateOrDash } from "../../../lib/format";

/**
 * Reports, Budget billing (decision 043, amended): every enrolment and leaving — the account, the
 * day it enrolled, who enrolled it (the customer, or the clerk's username), the terms' version, the
 * budget amount billing set at enrolment, the status and the day it left. The BFF checks the
 * filters, pages and exports.
 */
const FILTERS = ["from", "to", "status", "by", "account"] as const;

export function loader(args: LoaderFunctionArgs) {
  return loadReportPage(args, FILTERS, (input, token) =>
    args.context.bff.call("budgetReport", input, { token }),
  );
}

type Row = NonNullable<Awaited<ReturnType<typeof loader>>["report"]>["rows"][number];

const COLUMNS: readonly ReportColumn<Row>[] = [
  { label: "Account", cell: (row) => row.accountId },
  { label: "Enrolled on", cell: (row) => usDateOrDash(row.enrolledOn) },
  {
    label: "Enrolled by",
    cell: (row) => (row.enrolledBy === "customer" ? words.enrolledBy.customer : row.enrolledBy),
  },
  { label: "Consent version", cell: (row) => row.consentVersion },
  { label: "Budget amount at enrolment", numeric: true, cell: (row) => `$${row.budgetAmount}` },
  { label: "Status", cell: (row) => words.statuses[row.status] },
  { label: "Left on", cell: (row) => usDateOrDash(row.leftOn) },
];

export default function BudgetBillingReport() {
  const { filters, report, refusal } = useLoaderData<typeof loader>();
  return (
    <ReportScreen
      title={words.title}
      idPrefix="budget"
      words={{
        filter: "Filter budget billing enrolments",
        show: "Show enrolments",
        none: words.none,
        matches: { one: "enrolment matches", many: "enrolments match" },
        pages: "Budget billing pages",
      }}
      fields={[
        { kind: "date", name: "from", label: "Enrolled from" },
        { kind: "date", name: "to", label: "Enrolled to" },
        {
          kind: "choice",
          name: "status",
          label: "Status",
          any: "Any status",
          options: BUDGET_REPORT_STATUSES.map((value) => ({ value, label: words.statuses[value] })),
        },
        {
          kind: "choice",
          name: "by",
          label: "Enrolled by",
          any: "Anyone",
          options: BUDGET_ENROLLED_BY.map((value) => ({ value, label: words.enrolledBy[value] })),
        },
        { kind: "text", name: "account", label: "Account number", numeric: true },
      ]}
      filters={filters}
      refusal={refusal}
      report={report}
      exportPath="/admin-dashboard/reports/budget-billing-export"
      columns={COLUMNS}
      rowKey={(row) => row.enrolmentId}
    />
  );
}

export const meta: MetaFunction = () => [{ title: "Budget billing | Reports | PayGPA Admin" }];
