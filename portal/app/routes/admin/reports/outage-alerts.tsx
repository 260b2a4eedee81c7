import {
  OUTAGE_ALERT_CHANGES,
  OUTAGE_ALERT_CHANNELS,
  outageAlertReportMessages as words,
} from "@paygpa/contract";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { type ReportColumn, ReportScreen } from "../../../features/reports/report-screen";
import { loadReportPage } from "../../../features/reports/report-screen.server";

/**
 * Reports, Outage alerts sent (decision 046, amended): each text and e-mail the
 * outage alerts queued, the change it told, the outage, the account, when, to whom (masked) and its
 * status; never a body. The BFF checks, pages and exports.
 */
const FILTERS = ["from", "to", "channel", "change", "account"] as const;

export function loader(args: LoaderFunctionArgs) {
  return loadReportPage(args, FILTERS, (input, token) =>
    args.context.bff.call("outageAlertReport", input, { token }),
  );
}

type Row = NonNullable<Awaited<ReturnType<typeof loader>>["report"]>["rows"][number];

/** An instant as Guam's clock shows it. */
const guamTime = (at: string) =>
  new Date(at).toLocaleString("en-US", { timeZone: "Pacific/Guam", dateStyle: "short", timeStyle: "short" });

const COLUMNS: readonly ReportColumn<Row>[] = [
  { label: "Sent at", cell: (row) => guamTime(row.sentAt) },
  { label: "Channel", cell: (row) => words.channels[row.channel] },
  { label: "Change", cell: (row) => words.changes[row.change] },
  { label: "Outage (job)", cell: (row) => row.outageId },
  { label: "Account", cell: (row) => row.accountId },
  { label: "To", cell: (row) => row.to },
  { label: "Status", cell: (row) => row.status },
];

export default function OutageAlertsReport() {
  const { filters, report, refusal } = useLoaderData<typeof loader>();
  return (
    <ReportScreen
      title={words.title}
      idPrefix="alerts"
      words={{
        filter: "Filter outage alerts",
        show: "Show alerts",
        none: words.none,
        matches: { one: "outage alert matches", many: "outage alerts match" },
        pages: "Outage alert pages",
      }}
      fields={[
        { kind: "date", name: "from", label: "Sent from" },
        { kind: "date", name: "to", label: "Sent to" },
        {
          kind: "choice",
          name: "channel",
          label: "Channel",
          any: "Any channel",
          options: OUTAGE_ALERT_CHANNELS.map((value) => ({ value, label: words.channels[value] })),
        },
        {
          kind: "choice",
          name: "change",
          label: "Change",
          any: "Any change",
          options: OUTAGE_ALERT_CHANGES.map((value) => ({ value, label: words.changes[value] })),
        },
        { kind: "text", name: "account", label: "Account number", numeric: true },
      ]}
      filters={filters}
      refusal={refusal}
      report={report}
      exportPath="/admin-dashboard/reports/outage-alerts-export"
      columns={COLUMNS}
      rowKey={(row, index) => `${row.channel}-${row.sentAt}-${index}`}
    />
  );
}

export const meta: MetaFunction = () => [{ title: "Outage alerts sent | Reports | PayGPA Admin" }];
