/**
 * GET /admin-dashboard/phoned-in/usage/:accountId/:format — a customer's Download My Data for the
 * clerk on the phone (decision 042): the BFF's ESPI XML or CSV stream passed on as it comes,
 * with its file name. The BFF checks the clerk's level (1, 3 or 4).
 */
import { ADMIN_LEVELS } from "@paygpa/contract";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "../../lib/session.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context.bff, { levels: ADMIN_LEVELS.phonedIn });
  const format = params.format;
  if (format !== "xml" && format !== "csv") throw new Response("Not found", { status: 404 });
  const route = format === "xml" ? "adminUsageDownloadXml" : "adminUsageDownloadCsv";
  const answer = await context.bff.stream(route, { accountId: params.accountId ?? "" }, { token });
  if (!answer.ok) {
    throw new Response("The customer's usage could not be downloaded. Try again later.", {
      status: answer.status,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const name of ["content-type", "content-disposition"]) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: 200, headers });
}
