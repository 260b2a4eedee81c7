import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { requireCustomer } from "../../lib/session.server";
import { SiteFooter } from "../../components/site";
import { ErrorPage } from "../../ui/error-page";

/** Payment arrangement (spec 002 "Payment arrangement screens"): a logged-in customer's area. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireCustomer(request, context.bff);
  return null;
}

export default function PaymentArrangementArea() {
  return (
    <>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
