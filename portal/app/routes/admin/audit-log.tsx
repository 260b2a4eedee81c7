import { ADMIN_LEVELS, type AuditEntry } from "@paygpa/contract";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AuditFilters, type AuditFilterValues } from "./audit-log/audit-filters";
import { requireAdmin } from "../../lib/session.server";
import { Cell, RowHeader, ScrollBox, Table } from "../../ui/table";

const COLUMNS = [
  { label: "When (UTC)" },
  { label: "Who" },
  { label: "What" },
  { label: "On" },
  { label: "From" },
  { label: "Details" },
];

/** The Audit Log (beyond the spec): level 1 only; filters and paging are done by the BFF. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context.bff, { levels: ADMIN_LEVELS.auditLog });
  const search = new URL(request.url).searchParams;
  const values: AuditFilterValues = {
    actor: search.get("actor") ?? "",
    action: search.get("action") ?? "",
    from: search.get("from") ?? "",
    to: search.get("to") ?? "",
    pageSize: ["10", "30", "50"].includes(search.get("pageSize") ?? "")
      ? (search.get("pageSize") as string)
      : "10",
  };
  const page = /^[1-9]\d{0,5}$/.test(search.get("page") ?? "") ? (search.get("page") as string) : "1";
  const log = await context.bff.call(
    "auditLog",
    { ...values, pageSize: values.pageSize as "10" | "30" | "50", page },
    { token },
  );
  return { values, log };
}

function pageLink(values: AuditFilterValues, page: number) {
  return `?${new URLSearchParams({ ...values, page: String(page) })}`;
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <tr className="border-b border-slate-200">
      <RowHeader>{entry.at.replace("T", " ").slice(0, 19)}</RowHeader>
      <Cell>{entry.actor}</Cell>
      <Cell>{entry.action}</Cell>
      <Cell>{entry.subject ?? ""}</Cell>
      <Cell>{entry.address ?? ""}</Cell>
      <Cell className="break-all font-mono text-xs">{entry.details ?? ""}</Cell>
    </tr>
  );
}

export default function AuditLogScreen() {
  const { values, log } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="audit-log-heading" className="card space-y-4 p-6">
      <h1 id="audit-log-heading" className="text-2xl font-bold text-brand-900">
        Audit Log
      </h1>
      <AuditFilters values={values} actions={log.actions} />
      <ScrollBox label="Audit log entries">
        <Table caption={`${log.total} entries`} columns={COLUMNS}>
          {log.list.length === 0 ? (
            <tr>
              <Cell className="text-slate-600">No data yet</Cell>
            </tr>
          ) : (
            log.list.map((entry) => <AuditRow key={entry.id} entry={entry} />)
          )}
        </Table>
      </ScrollBox>
      <nav aria-label="Audit log pages" className="flex items-center gap-3">
        {log.page > 1 ? <Link to={pageLink(values, log.page - 1)}>Previous</Link> : null}
        <span>
          Page {log.page} of {log.pages}
        </span>
        {log.page < log.pages ? <Link to={pageLink(values, log.page + 1)}>Next</Link> : null}
      </nav>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Audit Log | PayGPA Admin" }];
