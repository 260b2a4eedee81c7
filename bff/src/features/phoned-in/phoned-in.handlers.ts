import type { RouteHandlers } from "../../platform/http/mount-routes";
import type { Services } from "../../services";
import type { AdminSession } from "../auth";
import { payLinkCheckout, payLinkPaymentDetails, sendPayLink, showPayLink } from "./pay-link.service";
import { customerMessages } from "../notifications";
import { completeHistory, phonedInAccount, webPaymentHistory } from "./phoned-in.service";

type Clerk = AdminSession & { level: number };

/** The Phoned-In Bill Payment screen (levels 1, 3, 4 by the table's access) and the customer's pay link. */
export function phonedInHandlers(
  services: Services,
): RouteHandlers<
  | "userLatestBillPhoned"
  | "userPaymentHistory"
  | "userPaymentHistoryCcb"
  | "sendPayLink"
  | "customerMessages",
  Clerk
> &
  RouteHandlers<"payLink" | "payLinkCheckout" | "payLinkPaymentDetails"> {
  return {
    userLatestBillPhoned: ({ accountId }) => phonedInAccount(services, accountId),
    userPaymentHistory: ({ accountId }) => webPaymentHistory(services, accountId),
    userPaymentHistoryCcb: ({ accountId }) => completeHistory(services, accountId),
    // The account's texts and e-mails for the clerk on the phone, masked, without bodies (decision 039).
    customerMessages: async ({ accountId }) => ({ messages: await customerMessages(services, accountId) }),
    sendPayLink: (request, { caller }) =>
      sendPayLink(
        services,
        { kind: "admin", tokenHash: "session", adminId: caller.adminId, level: caller.level },
        request,
      ),
    payLink: ({ token }) => showPayLink(services, token),
    payLinkCheckout: ({ token }) => payLinkCheckout(services, token),
    payLinkPaymentDetails: ({ token, invoice_num }) => payLinkPaymentDetails(services, token, invoice_num),
  };
}
