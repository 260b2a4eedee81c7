import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadArrangementAvailability } from "../../features/payment-arrangement/availability.server";
import { requireCustomer } from "../../lib/session.server";

/**
 * A resource route (JSON): which arrangement button the Account Overview shows, as the BFF decides
 * (details-payment-arr). The Overview's own loader now streams the same answer.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, session } = await requireCustomer(request, context.bff);
  return loadArrangementAvailability(context.bff, token, session);
}
