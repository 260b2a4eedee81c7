import { ADMIN_LEVELS } from "@paygpa/bff/contract";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireAdmin } from "../../lib/session.server";

/** Audit Log: every admin action, for level 1 (issue 10 point 8). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, { levels: ADMIN_LEVELS.auditLog });
  return null;
}

export default function AuditLogScreen() {
  return (
    <section aria-labelledby="audit-log-heading" className="card p-6">
      <h1 id="audit-log-heading" className="text-2xl font-bold text-brand-900">
        Audit Log
      </h1>
      <p className="mt-3 text-slate-700">This screen comes with a later part of the back office.</p>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Audit Log | PayGPA Admin" }];
