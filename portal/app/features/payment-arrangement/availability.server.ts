import type { ArrangementDetailsResponse, LoginAccount } from "@paygpa/contract";
import type { PortalBff } from "../../lib/bff.server";
import { log, reasonOf } from "../../lib/log.server";

/** Which arrangement button the Account Overview shows, and whether the commercial notice goes beside it. */
export type ArrangementButtonAnswer = Pick<ArrangementDetailsResponse, "availability" | "commercialNotice">;

/**
 * The arrangement button's answer, as the BFF decides it (details-payment-arr, spec 002 §4, §7). A
 * failure shows no button. Never rejects, so the Overview's loader can stream it.
 */
export async function loadArrangementAvailability(
  bff: PortalBff,
  token: string,
  personId: string,
): Promise<ArrangementButtonAnswer> {
  try {
    const details = await bff.call("paymentArrangementDetails", { personId }, { token });
    return { availability: details.availability, commercialNotice: details.commercialNotice };
  } catch (error) {
    log.error("payment arrangement availability did not load", { reason: reasonOf(error) });
    return { availability: "none", commercialNotice: false };
  }
}

/**
 * Whether the commercial notice is to be expected, from the accounts of the session: billing's class
 * of each account, which the BFF's answer reads too (spec 002 §1, §6: commercial account holders
 * are directed to email). Only the room the Overview keeps for the notice depends on it; the notice
 * itself shows on the BFF's answer.
 */
export function expectsCommercialNotice(accounts: {
  postpaid: readonly LoginAccount[];
  prepaid: readonly LoginAccount[];
}): boolean {
  return [...accounts.postpaid, ...accounts.prepaid].some((account) => account.customerClass !== "RESID");
}
