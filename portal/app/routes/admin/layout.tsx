import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { useIdleTimeout } from "../../components/idle-timeout";
import { SiteFooter } from "../../components/site";
import { ADMIN_LOGOUT_PATH, AdminHeader } from "../../features/admin-shell/admin-header";
import { AdminNavigation } from "../../features/admin-shell/admin-navigation";
import { screensForLevel } from "../../features/admin-shell/admin-tabs";
import { requireAdmin } from "../../lib/session.server";
import { AdminErrorPage } from "../../features/admin-shell/admin-error-page";

/**
 * The back office's frame (spec 001 §2): any admin may open it, even of a level the spec does not
 * know (that admin sees no tabs); each screen's own loader narrows it by `ADMIN_LEVELS`, and the BFF
 * checks the level again on every call.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { session } = await requireAdmin(request, context.bff);
  return {
    username: session.username,
    level: session.level,
    idleLimitSeconds: session.idleLimitSeconds,
    screens: screensForLevel(session.level),
  };
}

export default function AdminArea() {
  const { username, screens, idleLimitSeconds } = useLoaderData<typeof loader>();
  // 15 idle minutes end the admin session too (spec 001 §4, §9); the BFF enforces the same limit.
  useIdleTimeout(idleLimitSeconds, ADMIN_LOGOUT_PATH);
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <AdminHeader username={username} />
      <AdminNavigation screens={screens} />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-3 py-6 sm:px-4">
        <Outlet />
      </main>
      <SiteFooter wide />
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPage />;
}
