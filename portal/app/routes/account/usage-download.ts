/**
 * GET /dashboard/accounts/:accountId/usage-download/:format — Green Button Download My Data (decision
 * 042): the BFF's ESPI XML or CSV stream passed on as it comes (never held whole here), with its
 * file name. The BFF checks the account is the customer's.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireCustomer } from "../../lib/session.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { token } = await requireCustomer(request, context.bff);
  const format = params.format;
  if (format !== "xml" && format !== "csv") throw new Response("Not found", { status: 404 });
  const input = { accountId: params.accountId ?? "" };
  const answer = await context.bff.stream(format === "xml" ? "usageDownloadXml" : "usageDownloadCsv", input, {
    token,
  });
  if (!answer.ok) {
    throw new Response("Your usage could not be downloaded. Try again later.", {
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
