import {
  ADMIN_LEVELS,
  messages,
  OUTAGE_ALERT_CHANGES,
  OUTAGE_ALERT_CHANNELS,
  outageAlertReportMessages as words,
} from "@paygpa/contract";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { ExportButton } from "../../../features/reports/export-button";
import { refusalOf } from "../../../lib/refusal.server";
import { requireAdmin } from "../../../lib/session.server";
import { StatusMessage } from "../../../ui/forms";
import { Cell, RowHeader, ScrollBox, Table } from "../../../ui/table";

/**
 * Reports, Outage alerts sent (decision 046, amended): each text and e-mail the
 * outage alerts queued, the change it told, the outage, the account, when, to whom (masked) and its
 * status; never a body. The BFF checks, pages and exports.
 */
const FILTERS = ["from", "to", "channel", "change", "account"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context.bff, { levels: ADMIN_LEVELS.reports });
  const params = new URL(request.url).searchParams;
  const filters = Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? ""])) as Record<
    (typeof FILTERS)[number],
    string
  >;
  const page = params.get("page") ?? "1";
  try {
    const report = await context.bff.call(
      "outageAlertReport",
      { ...filters, page: /^\d{1,6}$/.test(page) ? page : "1" },
      { token },
    );
    return { filters, report, refusal: null };
  } catch (error) {
    return {
      filters,
      report: null,
      refusal: refusalOf(error, { unavailable: messages.serverErrorTryAgain }),
    };
  }
}

const COLUMNS = [
  { label: "Sent at" },
  { label: "Channel" },
  { label: "Change" },
  { label: "Outage (job)" },
  { label: "Account" },
  { label: "To" },
  { label: "Status" },
];

/** An instant as Guam's clock shows it. */
const guamTime = (at: string) =>
  new Date(at).toLocaleString("en-US", { timeZone: "Pacific/Guam", dateStyle: "short", timeStyle: "short" });

function FilterField(props: { name: string; label: string; type: string; value: string; error?: string }) {
  const errorId = `alerts-${props.name}-error`;
  return (
    <div className="flex flex-col">
      <label htmlFor={`alerts-${props.name}`} className="text-sm font-semibold text-slate-800">
        {props.label}
      </label>
      <input
        id={`alerts-${props.name}`}
        name={props.name}
        type={props.type}
        defaultValue={props.value}
        inputMode={props.name === "account" ? "numeric" : undefined}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        className="h-11 rounded-md border border-slate-500 px-2"
      />
      {props.error ? (
        <p id={errorId} className="mt-1 text-sm text-red-800">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

function FilterChoice(props: {
  name: string;
  label: string;
  any: string;
  value: string;
  options: readonly { value: string; label: string }[];
  error?: string;
}) {
  return (
    <div className="flex flex-col">
      <label htmlFor={`alerts-${props.name}`} className="text-sm font-semibold text-slate-800">
        {props.label}
      </label>
      <select
        id={`alerts-${props.name}`}
        name={props.name}
        defaultValue={props.value}
        aria-invalid={props.error ? true : undefined}
        className="h-11 rounded-md border border-slate-500 px-2"
      >
        <option value="">{props.any}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

type ReportRows = NonNullable<Awaited<ReturnType<typeof loader>>["report"]>["rows"];

function AlertsTable({ rows }: { rows: ReportRows }) {
  return (
    <ScrollBox label={words.title}>
      <Table caption={words.title} columns={COLUMNS} variant="plain">
        {rows.map((row, index) => (
          <tr key={`${row.channel}-${row.sentAt}-${index}`} className="border-b border-slate-100">
            <RowHeader dense label="Sent at" className="font-normal">
              {guamTime(row.sentAt)}
            </RowHeader>
            <Cell dense label="Channel">
              {words.channels[row.channel]}
            </Cell>
            <Cell dense label="Change">
              {words.changes[row.change]}
            </Cell>
            <Cell dense label="Outage (job)">
              {row.outageId}
            </Cell>
            <Cell dense label="Account">
              {row.accountId}
            </Cell>
            <Cell dense label="To">
              {row.to}
            </Cell>
            <Cell dense label="Status">
              {row.status}
            </Cell>
          </tr>
        ))}
      </Table>
    </ScrollBox>
  );
}

export default function OutageAlertsReport() {
  const { filters, report, refusal } = useLoaderData<typeof loader>();
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value)).toString();
  const pageHref = (page: number) =>
    `?${new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(query)), page: String(page) })}`;
  const fieldError = (name: string) => refusal?.fieldErrors[name]?.[0];
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-bold text-brand-900">{words.title}</h2>
      <Form method="get" className="flex flex-wrap items-end gap-4" aria-label="Filter outage alerts">
        <FilterField
          name="from"
          label="Sent from"
          type="date"
          value={filters.from}
          error={fieldError("from")}
        />
        <FilterField name="to" label="Sent to" type="date" value={filters.to} error={fieldError("to")} />
        <FilterChoice
          name="channel"
          label="Channel"
          any="Any channel"
          value={filters.channel}
          options={OUTAGE_ALERT_CHANNELS.map((value) => ({ value, label: words.channels[value] }))}
          error={fieldError("channel")}
        />
        <FilterChoice
          name="change"
          label="Change"
          any="Any change"
          value={filters.change}
          options={OUTAGE_ALERT_CHANGES.map((value) => ({ value, label: words.changes[value] }))}
          error={fieldError("change")}
        />
        <FilterField
          name="account"
          label="Account number"
          type="text"
          value={filters.account}
          error={fieldError("account")}
        />
        <button type="submit" className="button-primary h-11">
          Show alerts
        </button>
      </Form>
      {refusal ? (
        <StatusMessage tone="error">
          {refusal.formErrors[0] ?? Object.values(refusal.fieldErrors)[0]?.[0]}
        </StatusMessage>
      ) : null}
      {report && report.total === 0 ? <p role="status">{words.none}</p> : null}
      {report && report.total > 0 ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-700" role="status">
              {report.total.toLocaleString("en-US")} outage alerts match
            </p>
            <ExportButton href={`/admin-dashboard/reports/outage-alerts-export?${query}`} />
          </div>
          <AlertsTable rows={report.rows} />
          <nav aria-label="Outage alert pages" className="flex gap-3 text-sm">
            {report.page > 1 ? <Link to={pageHref(report.page - 1)}>Previous</Link> : null}
            <span>
              Page {report.page} of {report.pages}
            </span>
            {report.page < report.pages ? <Link to={pageHref(report.page + 1)}>Next</Link> : null}
          </nav>
        </>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Outage alerts sent | Reports | PayGPA Admin" }];
