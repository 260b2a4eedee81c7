import type { ArrangementDetailsResponse } from "@paygpa/contract";
import type { CustomerSession } from "../../lib/session.server";

/** Which arrangement button the Account Overview shows, and whether the BFF finds a commercial account (the notice). */
export type ArrangementButtonAnswer = Pick<ArrangementDetailsResponse, "availability" | "commercialNotice">;

/**
 * The arrangement button's answer, as the BFF decided it in the Overview's one call
 * (dashboard-overview, spec 002 §4, §7). When the BFF could not decide (null, or the call failed)
 * no button is shown, and the commercial notice as the session's flag says.
 *
 * The Overview draws the notice with its first HTML from the session's `commercialCustomer`, which
 * the BFF decides with the rule of this answer's `commercialNotice` (spec 002 §1, §6: commercial
 * account holders are directed to e-mail), not from the streamed answer: the notice is often the
 * screen's largest text, and drawn in place of a placeholder it would be painted (and counted as the
 * largest paint) only once the answer arrives.
 */
export function arrangementButtonAnswer(
  answer: ArrangementButtonAnswer | null,
  session: Pick<CustomerSession, "commercialCustomer">,
): ArrangementButtonAnswer {
  if (answer) return { availability: answer.availability, commercialNotice: answer.commercialNotice };
  return { availability: "none", commercialNotice: session.commercialCustomer };
}
