import { type LoginAccount, messages } from "@paygpa/contract";
import type { AccountRow } from "./account-rows";
import type { PortalBff } from "../../lib/bff.server";
import { log, reasonOf } from "../../lib/log.server";

export type AccountKind = "postpaid" | "prepaid";

/**
 * Loads one kind of the customer's accounts, all at once (never one after another). A failed account
 * becomes a row with 'Server Error. Try again later!' instead of failing the table; the promise
 * itself never rejects, so the loader can stream it.
 */
export function loadAccountRows(
  bff: PortalBff,
  token: string,
  kind: AccountKind,
  accounts: LoginAccount[],
): Promise<AccountRow[]> {
  return Promise.all(accounts.map((account) => loadAccountRow(bff, token, kind, account)));
}

async function loadAccountRow(
  bff: PortalBff,
  token: string,
  kind: AccountKind,
  account: LoginAccount,
): Promise<AccountRow> {
  try {
    const line =
      kind === "postpaid"
        ? (await bff.call("userLatestBill", { accountId: account.AccountID }, { token })).result
        : (await bff.call("prepaidDetails", { accountId: account.AccountID }, { token })).result;
    return { status: "loaded", accountId: line.accID, line };
  } catch (error) {
    log.error("account did not load", { accountId: account.AccountID, kind, reason: reasonOf(error) });
    return {
      status: "failed",
      accountId: account.AccountID,
      serviceLocation: account.PremiseInfo,
      message: messages.serverErrorTryAgain,
    };
  }
}
