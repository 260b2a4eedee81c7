import {
  ADMIN_LEVELS,
  messages,
  OUTAGE_CALL_KINDS,
  outageCallReportMessages as words,
} from "@paygpa/contract";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { ExportButton } from "../../../features/reports/export-button";
import { refusalOf } from "../../../lib/refusal.server";
import { requireAdmin } from "../../../lib/session.server";
import { StatusMessage } from "../../../ui/forms";
import { Cell, RowHeader, ScrollBox, Table } from "../../../ui/table";

/**
 * Reports, Outage calls (decision 046, amended): every outage report, "still out" and "power is
 * back" made through the portal (by the customer or a clerk for them), whether it reached the outage
 * system or waits in the outbox, and the outage system's call id. The BFF checks, pages and exports.
 */
const FILTERS = ["from", "to", "kind", "account"] as const;

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
      "outageCallReport",
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
  { label: "Made at" },
  { label: "Account" },
  { label: "Premise" },
  { label: "Made by" },
  { label: "Kind" },
  { label: "Outage system" },
  { label: "Outage (job)" },
  { label: "Call id" },
];

/** An instant as Guam's clock shows it. */
const guamTime = (at: string | null) =>
  at
    ? new Date(at).toLocaleString("en-US", {
        timeZone: "Pacific/Guam",
        dateStyle: "short",
        timeStyle: "short",
      })
    : "—";

function FilterField(props: { name: string; label: string; type: string; value: string; error?: string }) {
  const errorId = `calls-${props.name}-error`;
  return (
    <div className="flex flex-col">
      <label htmlFor={`calls-${props.name}`} className="text-sm font-semibold text-slate-800">
        {props.label}
      </label>
      <input
        id={`calls-${props.name}`}
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

type ReportRows = NonNullable<Awaited<ReturnType<typeof loader>>["report"]>["rows"];

function CallsTable({ rows }: { rows: ReportRows }) {
  return (
    <ScrollBox label={words.title}>
      <Table caption={words.title} columns={COLUMNS} variant="plain">
        {rows.map((row) => (
          <tr key={row.reportId} className="border-b border-slate-100">
            <RowHeader dense label="Made at" className="font-normal">
              {guamTime(row.reportedAt)}
            </RowHeader>
            <Cell dense label="Account">
              {row.accountId}
            </Cell>
            <Cell dense label="Premise">
              {row.premiseId}
            </Cell>
            <Cell dense label="Made by">
              {row.madeBy}
            </Cell>
            <Cell dense label="Kind">
              {words.kinds[row.kind]}
            </Cell>
            <Cell dense label="Outage system">
              {words.deliveries[row.delivery]}
              {row.deliveredAt ? ` ${guamTime(row.deliveredAt)}` : ""}
            </Cell>
            <Cell dense label="Outage (job)">
              {row.outageId ?? "—"}
            </Cell>
            <Cell dense label="Call id">
              {row.omsCallId ?? "—"}
            </Cell>
          </tr>
        ))}
      </Table>
    </ScrollBox>
  );
}

export default function OutageCallsReport() {
  const { filters, report, refusal } = useLoaderData<typeof loader>();
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value)).toString();
  const pageHref = (page: number) =>
    `?${new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(query)), page: String(page) })}`;
  const fieldError = (name: string) => refusal?.fieldErrors[name]?.[0];
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-bold text-brand-900">{words.title}</h2>
      <Form method="get" className="flex flex-wrap items-end gap-4" aria-label="Filter outage calls">
        <FilterField
          name="from"
          label="Made from"
          type="date"
          value={filters.from}
          error={fieldError("from")}
        />
        <FilterField name="to" label="Made to" type="date" value={filters.to} error={fieldError("to")} />
        <div className="flex flex-col">
          <label htmlFor="calls-kind" className="text-sm font-semibold text-slate-800">
            Kind
          </label>
          <select
            id="calls-kind"
            name="kind"
            defaultValue={filters.kind}
            aria-invalid={fieldError("kind") ? true : undefined}
            className="h-11 rounded-md border border-slate-500 px-2"
          >
            <option value="">Any kind</option>
            {OUTAGE_CALL_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {words.kinds[kind]}
              </option>
            ))}
          </select>
        </div>
        <FilterField
          name="account"
          label="Account number"
          type="text"
          value={filters.account}
          error={fieldError("account")}
        />
        <button type="submit" className="button-primary h-11">
          Show calls
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
              {report.total.toLocaleString("en-US")} outage calls match
            </p>
            <ExportButton href={`/admin-dashboard/reports/outage-calls-export?${query}`} />
          </div>
          <CallsTable rows={report.rows} />
          <nav aria-label="Outage call pages" className="flex gap-3 text-sm">
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

export const meta: MetaFunction = () => [{ title: "Outage calls | Reports | PayGPA Admin" }];
