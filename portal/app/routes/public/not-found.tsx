import { type MetaFunction, data } from "@remix-run/node";

/**
 * Any address no screen has. The 404 is thrown by this route rather than left to "no route
 * matches", so the server and the browser agree on what is rendered (the public area's
 * ErrorBoundary): an unmatched address under a layout (`/dashboard/nope`) otherwise made the browser
 * try to discover routes while hydrating, and React logged hydration errors #418 and #423.
 */
export async function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}

export const meta: MetaFunction = () => [{ title: "Page Not Found | PayGPA | Guam Power Authority" }];
