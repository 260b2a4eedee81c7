import { type LoginAccount, messages, type OverviewEntry } from "@paygpa/contract";
import type { AccountRow } from "./account-rows";
import type { PortalBff } from "../../lib/bff.server";
import { log, reasonOf } from "../../lib/log.server";

export type AccountKind = "postpaid" | "prepaid";

export interface AccountTables {
  postpaid: AccountRow[];
  prepaid: AccountRow[];
}

function failedRow(account: LoginAccount): AccountRow {
  return {
    status: "failed",
    accountId: account.AccountID,
    serviceLocation: account.PremiseInfo,
    message: messages.serverErrorTryAgain,
  };
}

function rowOf(account: LoginAccount, entry: OverviewEntry | undefined): AccountRow {
  if (entry?.status === "loaded") return { status: "loaded", accountId: entry.line.accID, line: entry.line };
  return failedRow(account);
}

/**
 * Loads both tables of the customer's accounts in one BFF call (`dashboardOverview`: billing is
 * asked for every account at once). A failed account becomes a row with 'Server Error. Try again
 * later!' instead of failing the table, and so does every row when the call itself fails; the
 * promise never rejects, so the loader can stream it.
 */
export async function loadAccountTables(
  bff: PortalBff,
  token: string,
  accounts: { postpaid: LoginAccount[]; prepaid: LoginAccount[] },
): Promise<AccountTables> {
  try {
    const answer = await bff.call(
      "dashboardOverview",
      {
        postpaid: accounts.postpaid.map((account) => account.AccountID),
        prepaid: accounts.prepaid.map((account) => account.AccountID),
      },
      { token },
    );
    return {
      postpaid: accounts.postpaid.map((account, index) => rowOf(account, answer.postpaid[index])),
      prepaid: accounts.prepaid.map((account, index) => rowOf(account, answer.prepaid[index])),
    };
  } catch (error) {
    log.error("accounts did not load", { reason: reasonOf(error) });
    return { postpaid: accounts.postpaid.map(failedRow), prepaid: accounts.prepaid.map(failedRow) };
  }
}
