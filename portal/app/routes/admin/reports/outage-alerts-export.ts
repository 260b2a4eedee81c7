/**
 * The outage alerts sent report's CSV (decision 046, amended): the BFF's stream passed on as it comes,
 * with its file name and row count for the export button's progress bar.
 */
import { ADMIN_LEVELS } from "@paygpa/contract";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "../../../lib/session.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context.bff, { levels: ADMIN_LEVELS.reports });
  const params = new URL(request.url).searchParams;
  const filters = Object.fromEntries(
    ["from", "to", "channel", "change", "account"].map((name) => [name, params.get(name) ?? ""]),
  );
  const answer = await context.bff.stream("outageAlertReportExport", filters, { token });
  const headers = new Headers();
  for (const name of ["content-type", "content-disposition", "x-total-rows"]) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: 200, headers });
}
