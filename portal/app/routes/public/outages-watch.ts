/**
 * GET /outages/watch?ticket=… (decision 046): the outage status pages' refresh, as JSON.
 * It sends the BFF the ticket alone, never the customer's session token, so polling does not keep
 * an idle session alive. An ended ticket answers 401 and the page stops polling.
 */
import { type LoaderFunctionArgs, data } from "@remix-run/node";
import { BffError } from "../../lib/bff.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ticket = new URL(request.url).searchParams.get("ticket") ?? "";
  try {
    return data(await context.bff.call("outageWatch", { ticket }), {
      headers: { "Cache-Control": "no-store" },
    });
  } catch (error) {
    if (!(error instanceof BffError)) throw error;
    return data({ error: error.code }, { status: error.status === 400 ? 401 : error.status });
  }
}
