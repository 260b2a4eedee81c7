/**
 * The account's bill cycle over REST (decision 047):
 * - Oracle's "Update Account" (C1-Account, `PUT /rest/apis/customer/v-model/accounts/{accountId}`,
 *   listed under "V-Model/Account" from 4.5.0.0.0, `…/framework/4.5.0.0.0/restapi/api-v-model-account.html`):
 *   `billCycle.billCycle` (Get Account's page shows `billCycle` as an object; the name inside it is
 *   unverified, `src/contract/oracle/customers.ts`) moves the account to a due-day cycle `DUEnn`.
 *   Only the bill cycle is taken: the rest of the account is GPA's CCB team's to change.
 * - GPA's CM service `CM-BillCycleChangeDates` (`POST /rest/apis/cm/accounts/billCycleChangeDates`):
 *   the first bill and due date a change to a cycle would bring, before it is made (no published
 *   service answers a cycle's next window for an account not on it; `src/contract/cm/no-base-service.ts`).
 */
import type Router from "@koa/router";
import type { Account } from "@paygpa/fixtures";
import type { Clock } from "@paygpa/simulator-kit";
import { latestBill } from "../cycle/bill-day";
import { badRequest, unknownAccount } from "../errors";
import type { CcbStore } from "../store";
import { jsonObject, requiredString } from "../validation";
import { dueDayOfCycle, firstWindow, monthlyCycle } from "./due-day-cycles";

/** The account's bill cycle code: its due-day cycle, else the monthly one of its bill day. */
export function billCycleOf(store: CcbStore, account: Account): string | null {
  if (account.kind !== "postpaid") return null;
  return (
    store.cycle.billCycles.of(account.AccountID)?.billCycle ?? monthlyCycle(store.cycle.billDay(account))
  );
}

/** A due-day cycle's code from a body, or a 400 naming the field. */
function dueDayCycleIn(value: unknown, field: string): number {
  const code = typeof value === "string" ? value : "";
  const dueDay = dueDayOfCycle(code);
  if (dueDay === null) throw badRequest(`${field} must be a due-day bill cycle, DUE01 to DUE28`);
  return dueDay;
}

function postpaidAccount(store: CcbStore, accountId: string): Account {
  const account = store.account(accountId);
  if (!account) throw unknownAccount();
  if (account.kind !== "postpaid") throw badRequest("A prepaid account has no bill cycle");
  return account;
}

export function billCycleRoutes(router: Router, store: CcbStore, clock: Clock): void {
  router.put("/customer/v-model/accounts/:accountId", (ctx) => {
    const account = postpaidAccount(store, ctx.params.accountId ?? "");
    const body = jsonObject(ctx.request.body);
    const cycle = body.billCycle as Record<string, unknown> | undefined;
    if (typeof cycle !== "object" || cycle === null) throw badRequest("billCycle is required");
    const dueDay = dueDayCycleIn(cycle.billCycle, "billCycle.billCycle");
    store.cycle.billCycles.change(account.AccountID, dueDay, clock.today());
    ctx.body = { accountId: account.AccountID, billCycle: { billCycle: billCycleOf(store, account) } };
  });

  router.post("/cm/accounts/billCycleChangeDates", (ctx) => {
    const body = jsonObject(ctx.request.body);
    const account = postpaidAccount(store, requiredString(body, "AccountID"));
    const dueDay = dueDayCycleIn(body.billCycle, "billCycle");
    const latest = latestBill(store.bills(account.AccountID));
    const first = firstWindow(dueDay, clock.today(), latest?.billDate);
    ctx.body = {
      AccountID: account.AccountID,
      currentBillCycle: billCycleOf(store, account),
      billCycle: body.billCycle,
      firstBillDate: first.billDate,
      firstDueDate: first.dueDate,
    };
  });
}
