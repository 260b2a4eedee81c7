/**
 * 'Export CSV' (spec 000 §2, §9): the BFF's CSV stream passed on as it comes (never held whole
 * here), with its file name and its row count for the screen's progress bar.
 */
import { ADMIN_LEVELS } from "@paygpa/contract";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "../../../lib/session.server";
import { FILTER_NAMES } from "../../../features/reports/report-query";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context.bff, { levels: ADMIN_LEVELS.reports });
  const params = new URL(request.url).searchParams;
  const filters = Object.fromEntries(FILTER_NAMES.map((name) => [name, params.get(name) ?? ""]));
  const answer = await context.bff.stream("exportTransactions", filters, { token });
  const headers = new Headers();
  for (const name of ["content-type", "content-disposition", "x-total-rows"]) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: 200, headers });
}
