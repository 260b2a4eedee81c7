import { OUTAGE_CALL_KINDS, outageCallReportMessages as words } from "@paygpa/contract";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { type ReportColumn, ReportScreen } from "../../../features/reports/report-screen";
import { loadReportPage } from "../../../features/reports/report-screen.server";

/**
 * Reports, Outage calls (decision 046, amended): every outage report, "still out" and "power is
 * back" made through the portal (by the customer or a clerk for them), whether it reached the outage
 * system or waits in the outbox, and the outage system's call id. The BFF checks, pages and exports.
 */
const FILTERS = ["from", "to", "kind", "account"] as const;

export function loader(args: LoaderFunctionArgs) {
  return loadReportPage(args, FILTERS, (input, token) =>
    args.context.bff.call("outageCallReport", input, { token }),
  );
}

type Row = NonNullable<Awaited<ReturnType<typeof loader>>["report"]>["rows"][number];

/** An instant as Guam's clock shows it. */
const guamTime = (at: string | null) =>
  at
    ? new Date(at).toLocaleString("en-US", {
        timeZone: "Pacific/Guam",
        dateStyle: "short",
        timeStyle: "short",
      })
    : "—";

const COLUMNS: readonly ReportColumn<Row>[] = [
  { label: "Made at", cell: (row) => guamTime(row.reportedAt) },
  { label: "Account", cell: (row) => row.accountId },
  { label: "Premise", cell: (row) => row.premiseId },
  { label: "Made by", cell: (row) => row.madeBy },
  { label: "Kind", cell: (row) => words.kinds[row.kind] },
  {
    label: "Outage system",
    cell: (row) =>
      `${words.deliveries[row.delivery]}${row.deliveredAt ? ` ${guamTime(row.deliveredAt)}` : ""}`,
  },
  { label: "Outage (job)", cell: (row) => row.outageId ?? "—" },
  { label: "Call id", cell: (row) => row.omsCallId ?? "—" },
];

export default function OutageCallsReport() {
  const { filters, report, refusal } = useLoaderData<typeof loader>();
  return (
    <ReportScreen
      title={words.title}
      idPrefix="calls"
      words={{
        filter: "Filter outage calls",
        show: "Show calls",
        none: words.none,
        matches: { one: "outage call matches", many: "outage calls match" },
        pages: "Outage call pages",
      }}
      fields={[
        { kind: "date", name: "from", label: "Made from" },
        { kind: "date", name: "to", label: "Made to" },
        {
          kind: "choice",
          name: "kind",
          label: "Kind",
          any: "Any kind",
          options: OUTAGE_CALL_KINDS.map((value) => ({ value, label: words.kinds[value] })),
        },
        { kind: "text", name: "account", label: "Account number", numeric: true },
      ]}
      filters={filters}
      refusal={refusal}
      report={report}
      exportPath="/admin-dashboard/reports/outage-calls-export"
      columns={COLUMNS}
      rowKey={(row) => row.reportId}
    />
  );
}

export const meta: MetaFunction = () => [{ title: "Outage calls | Reports | PayGPA Admin" }];
