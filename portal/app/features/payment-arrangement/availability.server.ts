import type { ArrangementDetailsResponse } from "@paygpa/contract";
import type { PortalBff } from "../../lib/bff.server";
import { log, reasonOf } from "../../lib/log.server";
import type { CustomerSession } from "../../lib/session.server";

/** Which arrangement button the Account Overview shows, and whether the BFF finds a commercial account (the notice). */
export type ArrangementButtonAnswer = Pick<ArrangementDetailsResponse, "availability" | "commercialNotice">;

/**
 * The arrangement button's answer, as the BFF decides it (details-payment-arr, spec 002 §4, §7). A
 * failure shows no button, and the commercial notice as the session's flag says. Never rejects,
 * so the Overview's loader can stream it.
 *
 * The Overview draws the notice with its first HTML from the session's `commercialCustomer`, which
 * the BFF decides with the rule of this answer's `commercialNotice` (spec 002 §1, §6: commercial
 * account holders are directed to e-mail), not from the streamed answer: the notice is often the
 * screen's largest text, and drawn in place of a placeholder it would be painted (and counted as the
 * largest paint) only once the answer arrives.
 */
export async function loadArrangementAvailability(
  bff: PortalBff,
  token: string,
  session: Pick<CustomerSession, "personId" | "commercialCustomer">,
): Promise<ArrangementButtonAnswer> {
  try {
    const details = await bff.call("paymentArrangementDetails", { personId: session.personId }, { token });
    return { availability: details.availability, commercialNotice: details.commercialNotice };
  } catch (error) {
    log.error("payment arrangement availability did not load", { reason: reasonOf(error) });
    return { availability: "none", commercialNotice: session.commercialCustomer };
  }
}
