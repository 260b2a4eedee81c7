import { accessMessages } from "@paygpa/contract";
import type { RouteHandlers } from "../../platform/http/mount-routes";
import type { Services } from "../../services";
import { assertOwnsAccount, assertOwnsPerson, type CustomerSession } from "../auth";
import { sendHelpRequest } from "./help.service";

export function helpHandlers(services: Services): RouteHandlers<"helpAndSupport", CustomerSession> {
  return {
    async helpAndSupport(request, { caller: session }) {
      assertOwnsPerson(session, request.personId);
      assertOwnsAccount(session, request.accountId);
      await sendHelpRequest(services, request);
      return { result: { status: "Success", description: accessMessages.helpSuccess } };
    },
  };
}
