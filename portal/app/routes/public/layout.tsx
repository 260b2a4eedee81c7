import { Outlet } from "@remix-run/react";
import { ErrorPage } from "../../ui/error-page";

/** The public area: pages anyone may open. No guard; each page draws its own header. */
export default function PublicArea() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
