import type { AccountSummaryLine, DashboardOverviewResponse, OverviewEntry } from "@paygpa/contract";
import type { Services } from "../../services";
import { accountSummary } from "../accounts";
import { assertOwnsAccount, type CustomerSession } from "../auth";

/**
 * The dashboard's account tables in one call (spec 002 §3, §4): every listed account checked
 * against the session before billing is asked (one not owned refuses the whole call, 403), then
 * every summary line asked of billing at once. An account whose line does not load is `failed`
 * (the portal shows 'Server Error. Try again later!' in its row); the others still show.
 */
export async function dashboardOverview(
  services: Pick<Services, "billing" | "clock" | "logger">,
  session: CustomerSession,
  request: { postpaid: readonly string[]; prepaid: readonly string[] },
): Promise<DashboardOverviewResponse> {
  for (const accountId of [...request.postpaid, ...request.prepaid]) assertOwnsAccount(session, accountId);
  const entryOf = async (
    accountId: string,
    kind: AccountSummaryLine["accountType"],
  ): Promise<OverviewEntry> => {
    try {
      return { status: "loaded", accountId, line: await accountSummary(services, accountId, kind) };
    } catch (error) {
      services.logger.error("account did not load", {
        accountId,
        kind,
        reason: error instanceof Error ? error.message : String(error),
      });
      return { status: "failed", accountId };
    }
  };
  const [postpaid, prepaid] = await Promise.all([
    Promise.all(request.postpaid.map((accountId) => entryOf(accountId, "postpaid"))),
    Promise.all(request.prepaid.map((accountId) => entryOf(accountId, "prepaid"))),
  ]);
  return { postpaid, prepaid };
}
