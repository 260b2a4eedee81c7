import type { MetaFunction } from "@remix-run/node";
import { Link, useRouteLoaderData } from "@remix-run/react";
import type { loader as adminLayoutLoader } from "./layout";

/** /admin-dashboard: where the admin login lands; it lists the admin's screens (none for an unknown level). */
export default function AdminHome() {
  const frame = useRouteLoaderData<typeof adminLayoutLoader>("routes/admin/layout");
  const screens = frame?.screens ?? [];
  return (
    <section aria-labelledby="admin-home-heading" className="card p-6">
      <h1 id="admin-home-heading" className="text-2xl font-bold text-brand-900">
        Admin Control
      </h1>
      {screens.length === 0 ? (
        <p className="mt-3 text-slate-700">
          Your admin level has no screens in the back office. Please ask a Super Admin to change your role.
        </p>
      ) : (
        <>
          <p className="mt-3 text-slate-700">Choose a tab to start.</p>
          <ul className="mt-3 list-disc space-y-1 pl-6">
            {screens.map((screen) => (
              <li key={screen.to}>
                <Link to={screen.to} className="inline-flex min-h-6 items-center">
                  {screen.label}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Admin Control | PayGPA" }];
