import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireCustomer } from "../../lib/session.server";

/**
 * GET /payments/saved-cards: the card dialog's saved cards (decision 030), as plain JSON that the
 * dialog fetches itself (a Remix fetcher there would disturb the dialog's form state).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireCustomer(request, context.bff);
  const answer = await context.bff.call("savedCards", undefined, { token });
  return new Response(JSON.stringify(answer), {
    headers: { "content-type": "application/json", "cache-control": "no-store" },
  });
}
