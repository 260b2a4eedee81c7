import type { RouteHandlers } from "../../platform/http/mount-routes";
import type { Services } from "../../services";
import { assertOwnsAccount, assertOwnsPerson, type CustomerSession } from "../auth";
import { accountSummary, customerInformation } from "./accounts.service";

/** The dashboard's reads (spec 002 §7): every account and person checked against the session first. */
export function accountsHandlers(
  services: Services,
): RouteHandlers<"userLatestBill" | "prepaidDetails" | "userDetails", CustomerSession> {
  const summaryOf =
    (kind: "postpaid" | "prepaid") =>
    async ({ accountId }: { accountId: string }, { caller: session }: { caller: CustomerSession }) => {
      assertOwnsAccount(session, accountId);
      return { result: await accountSummary(services, accountId, kind) };
    };
  return {
    userLatestBill: summaryOf("postpaid"),
    prepaidDetails: summaryOf("prepaid"),
    async userDetails({ personId }, { caller: session }) {
      assertOwnsPerson(session, personId);
      return { result: await customerInformation(services, personId) };
    },
  };
}
