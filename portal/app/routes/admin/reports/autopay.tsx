import { ADMIN_LEVELS } from "@paygpa/contract";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { guamDateTime } from "../../../features/reports/report-query";
import { requireAdmin } from "../../../lib/session.server";
import { Cell, RowHeader, ScrollBox, Table } from "../../../ui/table";

/**
 * Reports in mode AutoPay (beyond the spec; decision 031): every enrolment with its drafts — the
 * bill's due date, amount, outcome, attempts, receipt and why a draft waits (held for maintenance,
 * declined) — a page of 25 at a time.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context.bff, { levels: ADMIN_LEVELS.reports });
  const page = new URL(request.url).searchParams.get("page") ?? "1";
  return context.bff.call("autopayReport", { page: /^\d{1,6}$/.test(page) ? page : "1" }, { token });
}

const COLUMNS = [
  { label: "Account" },
  { label: "Plan" },
  { label: "Enrolment" },
  { label: "Agreed" },
  { label: "Draft date" },
  { label: "Amount", numeric: true },
  { label: "Draft" },
  { label: "Attempts", numeric: true },
  { label: "Receipt" },
  { label: "Note" },
];

export default function AutopayReport() {
  const { rows, page, pages, total } = useLoaderData<typeof loader>();
  if (total === 0) return <p role="status">No AutoPay enrolment yet.</p>;
  return (
    <div className="space-y-3">
      <ScrollBox label="AutoPay enrolments and drafts">
        <Table caption="AutoPay" columns={COLUMNS} variant="plain">
          {rows.map((row) => (
            <tr key={row.draftKey ?? row.enrolmentId} className="border-b border-slate-100">
              <RowHeader dense label="Account" className="font-normal">
                {row.accountId}
              </RowHeader>
              <Cell dense label="Plan">
                {row.plan}
              </Cell>
              <Cell dense label="Enrolment">
                {row.enrolmentStatus}
              </Cell>
              <Cell dense label="Agreed">
                {guamDateTime(row.consentedAt)}
              </Cell>
              <Cell dense label="Draft date">
                {row.draftOn ?? "—"}
              </Cell>
              <Cell dense label="Amount" numeric>
                {row.amount ? `$${row.amount}` : "—"}
              </Cell>
              <Cell dense label="Draft">
                {row.draftStatus ?? "—"}
              </Cell>
              <Cell dense label="Attempts" numeric>
                {row.attempts ?? "—"}
              </Cell>
              <Cell dense label="Receipt">
                {row.invoice ?? "—"}
              </Cell>
              <Cell dense label="Note">
                {row.message ?? "—"}
              </Cell>
            </tr>
          ))}
        </Table>
      </ScrollBox>
      <nav aria-label="AutoPay pages" className="flex gap-3 text-sm">
        {page > 1 ? <Link to={`?page=${page - 1}`}>Previous</Link> : null}
        <span>
          Page {page} of {pages} ({total} rows)
        </span>
        {page < pages ? <Link to={`?page=${page + 1}`}>Next</Link> : null}
      </nav>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Reports: AutoPay | PayGPA | Guam Power Authority" }];
