/**
 * The first e-mails carried the reset token in the path (`/reset-password/<token>`), where access
 * logs and proxies keep it. Links live 30 minutes; until those sent before the change have expired,
 * such a link is moved at once to the fragment form the page reads in the browser (decision 012).
 */
import { type LoaderFunctionArgs, redirect } from "@remix-run/node";

export function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/reset-password#${encodeURIComponent(params.token ?? "")}`, {
    headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" },
  });
}
