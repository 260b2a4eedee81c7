/**
 * GET /dashboard/accounts/:accountId/usage-download/:format?from=…&to=… — Green Button Download My
 * Data (decision 042) for the chosen period: the BFF's ESPI XML or CSV stream passed on as it comes
 * (never held whole here), with its file name. The BFF checks the account is the customer's and the
 * period (13 months at most); its refusal comes back as plain text for the dialog to show.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { usageFile } from "../../features/account/usage/usage-file.server";
import { periodQuery } from "../../features/account/usage/usage-query";
import { requireCustomer } from "../../lib/session.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { token } = await requireCustomer(request, context.bff);
  const format = params.format;
  if (format !== "xml" && format !== "csv") throw new Response("Not found", { status: 404 });
  const input = { accountId: params.accountId ?? "", ...periodQuery(new URL(request.url).searchParams) };
  const route = format === "xml" ? "usageDownloadXml" : "usageDownloadCsv";
  return usageFile(
    () => context.bff.stream(route, input, { token }),
    "Your usage could not be downloaded. Try again later.",
  );
}
