import { ADMIN_LEVELS, budgetReportMessages, reportMessages } from "@paygpa/contract";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { NavLink, Outlet } from "@remix-run/react";
import { requireAdmin } from "../../lib/session.server";

/**
 * Reports (spec 000 §2): the transaction inquiry, and this product's two views beside it, the
 * payments that need a hand and the reconciliation (beyond the spec). Levels 1–3 (spec 001 §6).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context.bff, { levels: ADMIN_LEVELS.reports });
  return null;
}

const VIEWS = [
  { to: "", label: "All Payments", end: true },
  { to: "needs-a-hand", label: reportMessages.needsAHand, end: false },
  { to: "reconciliation", label: reportMessages.reconciliation, end: false },
  // AutoPay's enrolments and drafts (decision 031).
  { to: "autopay", label: "AutoPay", end: false },
  // The payment extensions (decision 045).
  { to: "extensions", label: "Payment extensions", end: true },
  // The outage calls from the portal (decision 046).
  { to: "outage-calls", label: "Outage calls", end: true },
  // The preferred due date's changes (decision 047).
  { to: "due-date-changes", label: "Due date changes", end: true },
  // The outage alerts sent, texts and e-mails (decision 046).
  { to: "outage-alerts", label: "Outage alerts sent", end: true },
  // Budget billing's enrolments and leavings (decision 043).
  { to: "budget-billing", label: budgetReportMessages.title, end: true },
];

export default function ReportsScreen() {
  return (
    <section aria-labelledby="reports-heading" className="card p-6">
      <h1 id="reports-heading" className="text-2xl font-bold text-brand-900">
        Reports
      </h1>
      <nav aria-label="Report views" className="mt-3 flex flex-wrap gap-2 border-b pb-2">
        {VIEWS.map((view) => (
          <NavLink
            key={view.to}
            to={view.to}
            end={view.end}
            className={({ isActive }) =>
              `rounded px-3 py-2 text-sm font-semibold ${isActive ? "bg-brand-800 text-white" : "text-brand-800 hover:bg-slate-100"}`
            }
          >
            {view.label}
          </NavLink>
        ))}
      </nav>
      <div className="mt-4">
        <Outlet />
      </div>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Reports | PayGPA Admin" }];
