import { DUE_DATE_CHANGED_BY, dueDateReportMessages as words } from "@paygpa/contract";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { type ReportColumn, ReportScreen } from "../../../features/reports/report-screen";
import { loadReportPage } from "../../../features/reports/report-screen.server";
import { usDateOf } from "../../../lib/format";

/**
 * Reports, Due date changes (decision 047), beside the payment extensions: every change of due day,
 * by the day it was made and who made it (the customer, or staff for a phoning customer). The BFF
 * checks the filters, pages and exports.
 */
const FILTERS = ["from", "to", "by"] as const;

export function loader(args: LoaderFunctionArgs) {
  return loadReportPage(args, FILTERS, (input, token) =>
    args.context.bff.call("dueDateReport", input, { token }),
  );
}

type Row = NonNullable<Awaited<ReturnType<typeof loader>>["report"]>["rows"][number];

/** One page of the changes: the account, when and by whom, the new day and the first bill under it. */
const COLUMNS: readonly ReportColumn<Row>[] = [
  { label: "Account", cell: (row) => row.accountId },
  { label: "Changed on", cell: (row) => usDateOf(row.requestedOn) },
  { label: "Changed by", cell: (row) => row.requestedBy },
  { label: "New due day", numeric: true, cell: (row) => row.dueDay },
  { label: "First bill", cell: (row) => usDateOf(row.firstBillDate) },
  { label: "First due date", cell: (row) => usDateOf(row.firstDueDate) },
];

export default function DueDateChangesReport() {
  const { filters, report, refusal } = useLoaderData<typeof loader>();
  return (
    <ReportScreen
      title={words.title}
      idPrefix="due"
      words={{
        filter: "Filter due date changes",
        show: "Show changes",
        none: words.none,
        matches: { one: "change matches", many: "changes match" },
        pages: "Due date change pages",
      }}
      fields={[
        { kind: "date", name: "from", label: "Changed from" },
        { kind: "date", name: "to", label: "Changed to" },
        {
          kind: "choice",
          name: "by",
          label: "Changed by",
          any: "Anyone",
          options: DUE_DATE_CHANGED_BY.map((value) => ({ value, label: words.by[value] })),
        },
      ]}
      filters={filters}
      refusal={refusal}
      report={report}
      exportPath="/admin-dashboard/reports/due-date-changes-export"
      columns={COLUMNS}
      rowKey={(row) => row.changeId}
    />
  );
}

export const meta: MetaFunction = () => [{ title: "Due date changes | Reports | PayGPA Admin" }];
