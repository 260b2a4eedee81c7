import type Router from "@koa/router";
import type { Account } from "@paygpa/fixtures";
import type { Clock } from "@paygpa/simulator-kit";
import { accountNotFound } from "../errors";
import type { CcbStore } from "../store";
import { type Body, jsonObject, requiredString } from "../validation";
import { accountFinancialsRoutes } from "./account-financials.routes";
import { billSegmentRoutes } from "./bill-segments.routes";
import { accountValidation, financialSummary, premiseInfo } from "./views";

function requestedAccount(store: CcbStore, body: unknown): { request: Body; account: Account } {
  const request = jsonObject(body);
  const account = store.account(requiredString(request, "AccountID"));
  if (!account) throw accountNotFound();
  return { request, account };
}

export function accountRoutes(router: Router, store: CcbStore, clock: Clock): void {
  router.post("/cm/accounts/financialSummary", (ctx) => {
    const { account } = requestedAccount(store, ctx.request.body);
    ctx.body = financialSummary(store, account, clock.today());
  });

  router.post("/cm/accounts/serviceAgreements", (ctx) => {
    const { account } = requestedAccount(store, ctx.request.body);
    ctx.body = {
      result: store.serviceAgreements(account.AccountID).map((sa) => ({
        SAID: sa.SAID,
        saType: sa.saType,
        status: sa.status,
        currentBalance: sa.currentBalance,
        payoffBalance: sa.payoffBalance,
      })),
    };
  });

  router.post("/cm/accounts/premise", (ctx) => {
    const { account } = requestedAccount(store, ctx.request.body);
    ctx.body = {
      PremiseInfo: premiseInfo(store.premise(account.PremiseID)),
      Name: store.person(account.mainPersonId)?.Name ?? "",
    };
  });

  router.post("/cm/accounts/validate", (ctx) => {
    const request = jsonObject(ctx.request.body);
    const division = requiredString(request, "division");
    const { account } = requestedAccount(store, request);
    if (account.division !== division) throw accountNotFound();
    ctx.body = accountValidation(store, account);
  });

  accountFinancialsRoutes(router, store);
  billSegmentRoutes(router, store);

  router.post("/cm/accounts/consumption", (ctx) => {
    const { account } = requestedAccount(store, ctx.request.body);
    const months = [...store.consumption(account.AccountID)].sort((a, b) => a.month.localeCompare(b.month));
    ctx.body = { result: months.slice(-24).map(({ month, kwh, amount }) => ({ month, kwh, amount })) };
  });

  router.post("/cm/accounts/prepaidUsage", (ctx) => {
    const { account } = requestedAccount(store, ctx.request.body);
    const days = [...store.dailyUsage(account.AccountID)].sort((a, b) => a.date.localeCompare(b.date));
    ctx.body = { result: days.map(({ date, kwh, charge }) => ({ date, kwh, charge })) };
  });
}
