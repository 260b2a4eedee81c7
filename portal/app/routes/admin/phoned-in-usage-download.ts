/**
 * GET /admin-dashboard/phoned-in/usage/:accountId/:format?from=…&to=… — a customer's Download My
 * Data for the clerk on the phone (decision 042), for the chosen period: the BFF's ESPI XML or CSV
 * stream passed on as it comes, with its file name. The BFF checks the clerk's level (1, 3 or 4) and
 * the period; its refusal comes back as plain text for the dialog to show.
 */
import { ADMIN_LEVELS } from "@paygpa/contract";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { usageFile } from "../../features/account/usage/usage-file.server";
import { periodQuery } from "../../features/account/usage/usage-query";
import { requireAdmin } from "../../lib/session.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context.bff, { levels: ADMIN_LEVELS.phonedIn });
  const format = params.format;
  if (format !== "xml" && format !== "csv") throw new Response("Not found", { status: 404 });
  const input = { accountId: params.accountId ?? "", ...periodQuery(new URL(request.url).searchParams) };
  const route = format === "xml" ? "adminUsageDownloadXml" : "adminUsageDownloadCsv";
  return usageFile(
    () => context.bff.stream(route, input, { token }),
    "The customer's usage could not be downloaded. Try again later.",
  );
}
