import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireCustomer } from "../../lib/session.server";

/** GET /payments/saved-cards: the card dialog's saved cards (decision 029), as JSON. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireCustomer(request, context.bff);
  return context.bff.call("savedCards", undefined, { token });
}
