/**
 * The back office's errors: a screen the admin's level does not allow (403) says so and shows
 * nothing of the screen; anything else is the site's error page.
 */
import { adminMessages } from "@paygpa/contract";
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { PublicHeader, SiteFooter } from "../../components/site";
import { ErrorPage } from "../../ui/error-page";
import { ADMIN_DASHBOARD_PATH } from "./admin-tabs";

export function AdminErrorPage() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 403) return <ErrorPage />;
  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader width="max-w-6xl" reloadDocument />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-start gap-4 px-4 py-12"
      >
        <h1 className="text-2xl font-bold text-brand-900">Not allowed</h1>
        <p role="alert" className="text-slate-700">
          {adminMessages.notAllowed}
        </p>
        <a href={ADMIN_DASHBOARD_PATH} className="button-primary">
          Back to the back office
        </a>
      </main>
      <SiteFooter />
    </div>
  );
}
