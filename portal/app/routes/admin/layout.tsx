import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { requireAdmin } from "../../lib/session.server";
import { ErrorPage } from "../../ui/error-page";

/** Every admin level may open the back office; each screen narrows it (`ADMIN_LEVELS`). */
const ANY_ADMIN = [1, 2, 3, 4] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const { session } = await requireAdmin(request, { levels: ANY_ADMIN });
  return { username: session.username, level: session.level };
}

export default function AdminArea() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
