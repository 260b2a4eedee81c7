import { ADMIN_LEVELS } from "@paygpa/bff/contract";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireAdmin } from "../../lib/session.server";

/** Reports (spec 000 §2): a placeholder until the reports screen is built (issue 11). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, { levels: ADMIN_LEVELS.reports });
  return null;
}

export default function ReportsScreen() {
  return (
    <section aria-labelledby="reports-heading" className="card p-6">
      <h1 id="reports-heading" className="text-2xl font-bold text-brand-900">
        Reports
      </h1>
      <p className="mt-3 text-slate-700">This screen comes with a later part of the back office.</p>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Reports | PayGPA Admin" }];
