import { ADMIN_LEVELS, EXTENSION_STATES, extensionReportMessages, messages } from "@paygpa/contract";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { ExportButton } from "../../../features/reports/export-button";
import { refusalOf } from "../../../lib/refusal.server";
import { StatusMessage } from "../../../ui/forms";
import { requireAdmin } from "../../../lib/session.server";
import { Cell, RowHeader, ScrollBox, Table } from "../../../ui/table";

/**
 * Reports, Payment extensions (decision 045): every extension granted — active, kept, broken or
 * cancelled — by the day granted and the state. The BFF checks the filters, pages and exports.
 */
const FILTERS = ["from", "to", "state"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context.bff, {
    levels: ADMIN_LEVELS.reports,
  });
  const params = new URL(request.url).searchParams;
  const filters = Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? ""])) as Record<
    (typeof FILTERS)[number],
    string
  >;
  const page = params.get("page") ?? "1";
  try {
    const report = await context.bff.call(
      "extensionReport",
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
  { label: "Account" },
  { label: "State" },
  { label: "Granted on" },
  { label: "Asked by" },
  { label: "Bill due" },
  { label: "Pay by" },
  { label: "Amount", numeric: true },
  { label: "Ended on" },
];

const usDate = (day: string | null) =>
  day ? `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}` : "—";

function FilterField({
  name,
  label,
  type,
  value,
  error,
}: {
  name: string;
  label: string;
  type: string;
  value: string;
  error?: string;
}) {
  const errorId = `${name}-error`;
  return (
    <div className="flex flex-col">
      <label htmlFor={`ext-${name}`} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={`ext-${name}`}
        name={name}
        type={type}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="h-11 rounded-md border border-slate-500 px-2"
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type ReportRows = NonNullable<Awaited<ReturnType<typeof loader>>["report"]>["rows"];

/** The page's rows: one extension each, its account the row's header. */
function ExtensionsTable({ rows }: { rows: ReportRows }) {
  return (
    <ScrollBox label="Payment extensions">
      <Table caption="Payment extensions" columns={COLUMNS} variant="plain">
        {rows.map((row) => (
          <tr key={row.extensionId} className="border-b border-slate-100">
            <RowHeader dense label="Account" className="font-normal">
              {row.accountId}
            </RowHeader>
            <Cell dense label="State">
              {extensionReportMessages.states[row.status]}
            </Cell>
            <Cell dense label="Granted on">
              {usDate(row.requestedOn)}
            </Cell>
            <Cell dense label="Asked by">
              {row.requestedBy}
            </Cell>
            <Cell dense label="Bill due">
              {usDate(row.billDueDate)}
            </Cell>
            <Cell dense label="Pay by">
              {usDate(row.promiseDate)}
            </Cell>
            <Cell dense label="Amount" numeric>
              ${row.amount}
            </Cell>
            <Cell dense label="Ended on">
              {usDate(row.endedOn)}
            </Cell>
          </tr>
        ))}
      </Table>
    </ScrollBox>
  );
}

export default function ExtensionsReport() {
  const { filters, report, refusal } = useLoaderData<typeof loader>();
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value)).toString();
  const pageHref = (page: number) =>
    `?${new URLSearchParams({
      ...Object.fromEntries(new URLSearchParams(query)),
      page: String(page),
    })}`;
  const fieldError = (name: string) => refusal?.fieldErrors[name]?.[0];
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-bold text-brand-900">{extensionReportMessages.title}</h2>
      <Form method="get" className="flex flex-wrap items-end gap-4" aria-label="Filter payment extensions">
        <FilterField
          name="from"
          label="Granted from"
          type="date"
          value={filters.from}
          error={fieldError("from")}
        />
        <FilterField name="to" label="Granted to" type="date" value={filters.to} error={fieldError("to")} />
        <div className="flex flex-col">
          <label htmlFor="ext-state" className="text-sm font-semibold text-slate-800">
            State
          </label>
          <select
            id="ext-state"
            name="state"
            defaultValue={filters.state}
            aria-invalid={fieldError("state") ? true : undefined}
            className="h-11 rounded-md border border-slate-500 px-2"
          >
            <option value="">Any state</option>
            {EXTENSION_STATES.map((state) => (
              <option key={state} value={state}>
                {extensionReportMessages.states[state]}
              </option>
            ))}
          </select>
          {fieldError("state") ? <p className="mt-1 text-sm text-red-800">{fieldError("state")}</p> : null}
        </div>
        <button type="submit" className="button-primary h-11">
          Show extensions
        </button>
      </Form>
      {refusal ? (
        <StatusMessage tone="error">
          {refusal.formErrors[0] ?? Object.values(refusal.fieldErrors)[0]?.[0]}
        </StatusMessage>
      ) : null}
      {report && report.total === 0 ? <p role="status">{extensionReportMessages.none}</p> : null}
      {report && report.total > 0 ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-700" role="status">
              {report.total.toLocaleString("en-US")} extensions match
            </p>
            <ExportButton href={`/admin-dashboard/reports/extensions-export?${query}`} />
          </div>
          <ExtensionsTable rows={report.rows} />
          <nav aria-label="Payment extension pages" className="flex gap-3 text-sm">
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

export const meta: MetaFunction = () => [{ title: "Payment extensions | Reports | PayGPA Admin" }];
