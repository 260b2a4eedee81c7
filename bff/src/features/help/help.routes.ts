import { Router } from "@koa/router";
import { HelpRequest } from "../../contract/access";
import { accessMessages } from "../../contract/messages";
import { parseInput } from "../../platform/http/validate";
import type { Services } from "../../services";
import { assertOwnsAccount, assertOwnsPerson, requireCustomer } from "../auth";
import { sendHelpRequest } from "./help.service";

export function helpRoutes(services: Services): Router {
  const router = new Router();

  router.post("/api/v1/help-and-support", async (ctx) => {
    const session = await requireCustomer(ctx, services.sessions);
    const request = parseInput(HelpRequest, ctx.request.body);
    assertOwnsPerson(session, request.personId);
    assertOwnsAccount(session, request.accountId);
    await sendHelpRequest(services, request);
    ctx.body = { result: { status: "Success", description: accessMessages.helpSuccess } };
  });

  return router;
}
