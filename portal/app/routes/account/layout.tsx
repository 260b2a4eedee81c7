import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, type ShouldRevalidateFunction, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { DashboardHeader, DashboardNavigation } from "../../components/dashboard-frame";
import { SiteFooter } from "../../components/site";
import { useIdleTimeout } from "../../components/idle-timeout";
import { requireCustomer } from "../../lib/session.server";
import { ErrorPage } from "../../ui/error-page";
import { passwordChanged } from "./edit-account/password-changed";

/** The version label the original showed on dev and local hosts only (spec 002 §2). */
const VERSION_LABEL = "4.17.10";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { session } = await requireCustomer(request, context.bff);
  const host = new URL(request.url).hostname;
  const showVersion = process.env.NODE_ENV !== "production" || host === "localhost" || host === "127.0.0.1";
  return {
    username: session.username,
    version: showVersion ? VERSION_LABEL : null,
    idleLimitSeconds: session.idleLimitSeconds,
  };
}

export default function DashboardLayout() {
  const { username, version, idleLimitSeconds } = useLoaderData<typeof loader>();
  useIdleTimeout(idleLimitSeconds);
  const [navigationOpen, setNavigationOpen] = useState(false);
  const { pathname } = useLocation();

  // A phone's navigation closes once the customer picked a screen.
  useEffect(() => setNavigationOpen(false), [pathname]);

  return (
    <div className="flex min-h-screen flex-col">
      <DashboardHeader
        username={username}
        navigationOpen={navigationOpen}
        onToggleNavigation={() => setNavigationOpen((open) => !open)}
      />

      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col md:flex-row">
        <DashboardNavigation open={navigationOpen} version={version} />

        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-3 py-5 sm:px-6 md:py-6">
          <Outlet />
        </main>
      </div>

      <SiteFooter wide />
    </div>
  );
}

/** After Change Password the session is over: the frame stays as it is around the success message. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  passwordChanged(actionResult) ? false : defaultShouldRevalidate;

/** The dashboard area's errors (a failed screen, the BFF down). */
export function ErrorBoundary() {
  return <ErrorPage />;
}
