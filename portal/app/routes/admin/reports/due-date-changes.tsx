import { ADMIN_LEVELS, DUE_DATE_CHANGED_BY, dueDateReportMessages, messages } from "@paygpa/contract";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { ExportButton } from "../../../features/reports/export-button";
import { refusalOf } from "../../../lib/refusal.server";
import { requireAdmin } from "../../../lib/session.server";
import { StatusMessage } from "../../../ui/forms";
import { Cell, RowHeader, ScrollBox, Table } from "../../../ui/table";

/**
 * Reports, Due date changes (decision 047), beside the payment extensions: every change of due day,
 * by the day it was made and who made it (the customer, or staff for a phoning customer). The BFF
 * checks the filters, pages and exports.
 */
const FILTERS = ["from", "to", "by"] as const;

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
      "dueDateReport",
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
  { label: "Changed on" },
  { label: "Changed by" },
  { label: "New due day", numeric: true },
  { label: "First bill" },
  { label: "First due date" },
];

const usDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

function DateFilter({
  name,
  label,
  value,
  error,
}: {
  name: string;
  label: string;
  value: string;
  error?: string;
}) {
  return (
    <div className="flex flex-col">
      <label htmlFor={`due-${name}`} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={`due-${name}`}
        name={name}
        type="date"
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `due-${name}-error` : undefined}
        className="h-11 rounded-md border border-slate-500 px-2"
      />
      {error ? (
        <p id={`due-${name}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type ChangeRows = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["report"]>["rows"];

/** One page of the changes: the account, when and by whom, the new day and the first bill under it. */
function ChangesTable({ rows }: { rows: ChangeRows }) {
  return (
    <ScrollBox label="Due date changes">
      <Table caption="Due date changes" columns={COLUMNS} variant="plain">
        {rows.map((row) => (
          <tr key={row.changeId} className="border-b border-slate-100">
            <RowHeader dense label="Account" className="font-normal">
              {row.accountId}
            </RowHeader>
            <Cell dense label="Changed on">
              {usDate(row.requestedOn)}
            </Cell>
            <Cell dense label="Changed by">
              {row.requestedBy}
            </Cell>
            <Cell dense label="New due day" numeric>
              {row.dueDay}
            </Cell>
            <Cell dense label="First bill">
              {usDate(row.firstBillDate)}
            </Cell>
            <Cell dense label="First due date">
              {usDate(row.firstDueDate)}
            </Cell>
          </tr>
        ))}
      </Table>
    </ScrollBox>
  );
}

export default function DueDateChangesReport() {
  const { filters, report, refusal } = useLoaderData<typeof loader>();
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value)).toString();
  const pageHref = (page: number) =>
    `?${new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(query)), page: String(page) })}`;
  const fieldError = (name: string) => refusal?.fieldErrors[name]?.[0];
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-bold text-brand-900">{dueDateReportMessages.title}</h2>
      <Form method="get" className="flex flex-wrap items-end gap-4" aria-label="Filter due date changes">
        <DateFilter name="from" label="Changed from" value={filters.from} error={fieldError("from")} />
        <DateFilter name="to" label="Changed to" value={filters.to} error={fieldError("to")} />
        <div className="flex flex-col">
          <label htmlFor="due-by" className="text-sm font-semibold text-slate-800">
            Changed by
          </label>
          <select
            id="due-by"
            name="by"
            defaultValue={filters.by}
            aria-invalid={fieldError("by") ? true : undefined}
            className="h-11 rounded-md border border-slate-500 px-2"
          >
            <option value="">Anyone</option>
            {DUE_DATE_CHANGED_BY.map((by) => (
              <option key={by} value={by}>
                {dueDateReportMessages.by[by]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button-primary h-11">
          Show changes
        </button>
      </Form>
      {refusal ? (
        <StatusMessage tone="error">
          {refusal.formErrors[0] ?? Object.values(refusal.fieldErrors)[0]?.[0]}
        </StatusMessage>
      ) : null}
      {report && report.total === 0 ? <p role="status">{dueDateReportMessages.none}</p> : null}
      {report && report.total > 0 ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-700" role="status">
              {report.total.toLocaleString("en-US")} changes match
            </p>
            <ExportButton href={`/admin-dashboard/reports/due-date-changes-export?${query}`} />
          </div>
          <ChangesTable rows={report.rows} />
          <nav aria-label="Due date change pages" className="flex gap-3 text-sm">
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

export const meta: MetaFunction = () => [{ title: "Due date changes | Reports | PayGPA Admin" }];
