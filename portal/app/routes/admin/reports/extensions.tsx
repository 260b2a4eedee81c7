import { EXTENSION_STATES, extensionReportMessages as words } from "@paygpa/contract";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { type ReportColumn, ReportScreen } from "../../../features/reports/report-screen";
import { loadReportPage } from "../../../features/reports/report-screen.server";
import { usDateOrDash } from "../../../lib/format";

/**
 * Reports, Payment extensions (decision 045): every extension granted — active, kept, broken or
 * cancelled — by the day granted and the state. The BFF checks the filters, pages and exports.
 */
const FILTERS = ["from", "to", "state"] as const;

export function loader(args: LoaderFunctionArgs) {
  return loadReportPage(args, FILTERS, (input, token) =>
    args.context.bff.call("extensionReport", input, { token }),
  );
}

type Row = NonNullable<Awaited<ReturnType<typeof loader>>["report"]>["rows"][number];

const COLUMNS: readonly ReportColumn<Row>[] = [
  { label: "Account", cell: (row) => row.accountId },
  { label: "State", cell: (row) => words.states[row.status] },
  { label: "Granted on", cell: (row) => usDateOrDash(row.requestedOn) },
  { label: "Asked by", cell: (row) => row.requestedBy },
  { label: "Bill due", cell: (row) => usDateOrDash(row.billDueDate) },
  { label: "Pay by", cell: (row) => usDateOrDash(row.promiseDate) },
  { label: "Amount", numeric: true, cell: (row) => `$${row.amount}` },
  { label: "Ended on", cell: (row) => usDateOrDash(row.endedOn) },
];

export default function ExtensionsReport() {
  const { filters, report, refusal } = useLoaderData<typeof loader>();
  return (
    <ReportScreen
      title={words.title}
      idPrefix="ext"
      words={{
        filter: "Filter payment extensions",
        show: "Show extensions",
        none: words.none,
        matches: { one: "extension matches", many: "extensions match" },
        pages: "Payment extension pages",
      }}
      fields={[
        { kind: "date", name: "from", label: "Granted from" },
        { kind: "date", name: "to", label: "Granted to" },
        {
          kind: "choice",
          name: "state",
          label: "State",
          any: "Any state",
          options: EXTENSION_STATES.map((value) => ({ value, label: words.states[value] })),
        },
      ]}
      filters={filters}
      refusal={refusal}
      report={report}
      exportPath="/admin-dashboard/reports/extensions-export"
      columns={COLUMNS}
      rowKey={(row) => row.extensionId}
    />
  );
}

export const meta: MetaFunction = () => [{ title: "Payment extensions | Reports | PayGPA Admin" }];
