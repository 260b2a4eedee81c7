import type { ArrangementDetailsResponse, LoginAccount } from "@paygpa/contract";
import type { PortalBff } from "../../lib/bff.server";
import { log, reasonOf } from "../../lib/log.server";

/** Which arrangement button the Account Overview shows, and whether the BFF finds a commercial account (the notice). */
export type ArrangementButtonAnswer = Pick<ArrangementDetailsResponse, "availability" | "commercialNotice">;

type SessionAccounts = { postpaid: readonly LoginAccount[]; prepaid: readonly LoginAccount[] };

/**
 * The arrangement button's answer, as the BFF decides it (details-payment-arr, spec 002 §4, §7). A
 * failure shows no button, and the commercial notice as the session's accounts say. Never rejects,
 * so the Overview's loader can stream it.
 */
export async function loadArrangementAvailability(
  bff: PortalBff,
  token: string,
  session: SessionAccounts & { personId: string },
): Promise<ArrangementButtonAnswer> {
  try {
    const details = await bff.call("paymentArrangementDetails", { personId: session.personId }, { token });
    return { availability: details.availability, commercialNotice: details.commercialNotice };
  } catch (error) {
    log.error("payment arrangement availability did not load", { reason: reasonOf(error) });
    return { availability: "none", commercialNotice: holdsCommercialAccount(session) };
  }
}

/**
 * Whether the customer holds a commercial account, from the accounts of the session: billing's class
 * of each account at login, the same class the BFF's answer reads (spec 002 §1, §6: commercial
 * account holders are directed to email). The Overview draws the notice on it with its first HTML,
 * not on the streamed answer: the notice is often the screen's largest text, and drawn in place of a
 * placeholder it would be painted (and counted as the largest paint) only once the answer arrives.
 */
export function holdsCommercialAccount(accounts: SessionAccounts): boolean {
  return [...accounts.postpaid, ...accounts.prepaid].some((account) => account.customerClass !== "RESID");
}
