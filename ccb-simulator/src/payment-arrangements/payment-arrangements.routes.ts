/**
 * The payment-arrangement API (spec 002 §7: payment-arr-list, details-payment-arr, stop-deposit;
 * the case's own calls, create-case, payment-arr-update-details and staff's decision, are in
 * `arrangement-case.routes.ts`). Writes are idempotent (`payment-arrangements.ts`).
 */
import type Router from "@koa/router";
import type { Clock } from "@paygpa/simulator-kit";
import { accountNotFound, badRequest, CcbError } from "../errors";
import type { CcbStore } from "../store";
import { type Body, jsonObject, requiredString } from "../validation";
import { arrangementCaseRoutes } from "./arrangement-case.routes";
import { arrangementCases, arrangementServiceAgreements, stopDeposit } from "./payment-arrangements";

/** A list of 1 to 50 existing account ids. */
function accountIds(store: CcbStore, body: Body): string[] {
  const ids = body.AccountIDs;
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > 50) {
    throw badRequest("AccountIDs must be a list of 1 to 50 account ids");
  }
  for (const id of ids) {
    if (typeof id !== "string") throw badRequest("AccountIDs must be strings");
    if (!store.account(id)) throw accountNotFound();
  }
  return ids as string[];
}

export function paymentArrangementRoutes(router: Router, store: CcbStore, clock: Clock): void {
  router.post("/cm/paymentArrangements/serviceAgreements", (ctx) => {
    const ids = accountIds(store, jsonObject(ctx.request.body));
    ctx.body = {
      result: ids.map((AccountID) => ({ AccountID, result: arrangementServiceAgreements(store, AccountID) })),
    };
  });

  router.post("/cm/paymentArrangements/cases", (ctx) => {
    ctx.body = { result: arrangementCases(store, accountIds(store, jsonObject(ctx.request.body))) };
  });

  router.post("/cm/paymentArrangements/stopDeposit", (ctx) => {
    const accountId = requiredString(jsonObject(ctx.request.body), "AccountID");
    if (!store.account(accountId)) throw accountNotFound();
    const stopped = stopDeposit(store, accountId);
    if (!stopped) throw new CcbError(409, "NO_DEPOSIT", "No active deposit to stop on this account");
    ctx.body = { status: "Success", AccountID: accountId, alreadyStopped: stopped.stopped === "already" };
  });

  arrangementCaseRoutes(router, store, clock);
}
