import { type CustomerInformation, type LoginAccount, messages, type OverviewEntry } from "@paygpa/contract";
import type { AccountRow } from "./account-rows";
import type { PortalBff } from "../../lib/bff.server";
import { log, reasonOf } from "../../lib/log.server";
import type { CustomerSession } from "../../lib/session.server";
import {
  type ArrangementButtonAnswer,
  arrangementButtonAnswer,
} from "../payment-arrangement/availability.server";

export type AccountKind = "postpaid" | "prepaid";

export interface AccountTables {
  postpaid: AccountRow[];
  prepaid: AccountRow[];
}

/** What the Account Overview shows, from the BFF's one call. */
export interface Overview {
  tables: AccountTables;
  /** The information box, or null when it did not load (the accounts still show). */
  customer: CustomerInformation | null;
  arrangement: ArrangementButtonAnswer;
}

function failedRow(account: LoginAccount): AccountRow {
  return {
    status: "failed",
    accountId: account.AccountID,
    serviceLocation: account.PremiseInfo,
    message: messages.serverErrorTryAgain,
  };
}

/** The account's row in the table of its kind; a line of the other kind is a row that did not load. */
function rowOf(account: LoginAccount, kind: AccountKind, entry: OverviewEntry | undefined): AccountRow {
  if (entry?.status === "loaded" && entry.line.accountType === kind) {
    return { status: "loaded", accountId: entry.line.accID, line: entry.line, budget: entry.budget };
  }
  return failedRow(account);
}

/**
 * Loads the Account Overview in one BFF call (`dashboardOverview`: the BFF takes the accounts from
 * the session and asks billing once per account). A failed account becomes a row with 'Server
 * Error. Try again later!' instead of failing the table, and so does every row when the call itself
 * fails; the promise never rejects, so the loader can stream it.
 */
export async function loadOverview(
  bff: PortalBff,
  token: string,
  session: Pick<CustomerSession, "postpaid" | "prepaid" | "commercialCustomer">,
): Promise<Overview> {
  try {
    const answer = await bff.call("dashboardOverview", {}, { token });
    const entries = new Map(answer.accounts.map((entry) => [entry.accountId, entry]));
    const rows = (kind: AccountKind) =>
      session[kind].map((account) => rowOf(account, kind, entries.get(account.AccountID)));
    return {
      tables: { postpaid: rows("postpaid"), prepaid: rows("prepaid") },
      customer: answer.customer,
      arrangement: arrangementButtonAnswer(answer.arrangement, session),
    };
  } catch (error) {
    log.error("accounts did not load", { reason: reasonOf(error) });
    return {
      tables: { postpaid: session.postpaid.map(failedRow), prepaid: session.prepaid.map(failedRow) },
      customer: null,
      arrangement: arrangementButtonAnswer(null, session),
    };
  }
}
