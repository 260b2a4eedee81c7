/**
 * GET /outages/island (decision 046): the island view's refresh, as JSON. The island by village is
 * public (no session is read or touched), so polling it keeps no idle session alive.
 */
import { type LoaderFunctionArgs, data } from "@remix-run/node";

export async function loader({ context }: LoaderFunctionArgs) {
  return data(await context.bff.call("outageIsland", undefined), {
    headers: { "Cache-Control": "no-store" },
  });
}
