import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { messages } from "@paygpa/contract";
import { PublicHeader, SiteFooter } from "../components/site";

/**
 * The page every area's ErrorBoundary shows: 'Page not found' for a 404, otherwise the spec's
 * 'Server Error. Try again later!'. An unexpected error (not a thrown response) is logged to the
 * browser's console; on the server `entry.server.tsx` `handleError` has logged it already, as JSON.
 */
export function ErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (typeof document !== "undefined" && !isRouteErrorResponse(error)) console.error(error);
  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader width="max-w-6xl" reloadDocument />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-start gap-4 px-4 py-12"
      >
        <h1 className="text-2xl font-bold text-brand-900">
          {notFound ? "Page not found" : "Something went wrong"}
        </h1>
        <p role="alert" className="text-slate-700">
          {notFound ? messages.notFound : messages.serverErrorTryAgain}
        </p>
        <a href="/" className="button-primary">
          Back to Homepage
        </a>
      </main>
      <SiteFooter />
    </div>
  );
}
