import { ADMIN_LEVELS } from "@paygpa/bff/contract";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireAdmin } from "../../lib/session.server";

/** System Maintenance (spec 000 §2). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, { levels: ADMIN_LEVELS.systemMaintenance });
  return null;
}

export default function SystemMaintenanceScreen() {
  return (
    <section aria-labelledby="system-maintenance-heading" className="card p-6">
      <h1 id="system-maintenance-heading" className="text-2xl font-bold text-brand-900">
        System Maintenance
      </h1>
      <p className="mt-3 text-slate-700">This screen comes with a later part of the back office.</p>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "System Maintenance | PayGPA Admin" }];
