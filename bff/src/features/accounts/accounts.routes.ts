import { Router } from "@koa/router";
import type { Context } from "koa";
import { AccountRequest, UserDetailsRequest } from "../../contract/accounts";
import type { AccountSummaryResponse, UserDetailsResponse } from "../../contract/accounts";
import { assertOwnsAccount, assertOwnsPerson, requireCustomer } from "../auth";
import { parseInput } from "../../platform/http/validate";
import type { Services } from "../../services";
import { accountSummary, customerInformation } from "./accounts.service";

export function accountsRoutes(services: Services): Router {
  const router = new Router();

  const summaryOf = (kind: "postpaid" | "prepaid") => async (ctx: Context) => {
    const session = await requireCustomer(ctx, services.sessions);
    const { accountId } = parseInput(AccountRequest, ctx.request.body);
    assertOwnsAccount(session, accountId);
    const body: AccountSummaryResponse = { result: await accountSummary(services, accountId, kind) };
    ctx.body = body;
  };

  router.post("/api/v1/user-latest-bill", summaryOf("postpaid"));
  router.post("/api/v2/prepaid-details", summaryOf("prepaid"));

  router.post("/api/v1/user-details", async (ctx) => {
    const session = await requireCustomer(ctx, services.sessions);
    const { personId } = parseInput(UserDetailsRequest, ctx.request.body);
    assertOwnsPerson(session, personId);
    const body: UserDetailsResponse = { result: await customerInformation(services, personId) };
    ctx.body = body;
  });

  return router;
}
