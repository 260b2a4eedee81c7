import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireCustomer } from "../../lib/session.server";
import { log, reasonOf } from "../../lib/log.server";

/**
 * A resource route (JSON) for the Account Overview's arrangement button: which button to show, as
 * the BFF decides (details-payment-arr). A failure shows no button.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, session } = await requireCustomer(request, context.bff);
  try {
    const details = await context.bff.call(
      "paymentArrangementDetails",
      { personId: session.personId },
      { token },
    );
    return { availability: details.availability, commercialNotice: details.commercialNotice };
  } catch (error) {
    log.error("payment arrangement availability did not load", { reason: reasonOf(error) });
    return { availability: "none" as const, commercialNotice: false };
  }
}
