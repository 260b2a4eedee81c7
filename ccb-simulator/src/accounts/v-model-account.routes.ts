/**
 * An account by Oracle's V-Model "Get Account" (C1-Account, root schema C1-CXAccount),
 * `GET /rest/apis/customer/v-model/accounts/{accountId}`
 * (`…/framework/45013/restapi/op-spl-rest-apis-customer-v-model-accounts-accountid-get.html`;
 * the operation is listed under "V-Model/Account" from 4.5.0.0.0,
 * `…/framework/4.5.0.0.0/restapi/api-v-model-account.html`). The page shows the account's
 * `accessGroup`, `accountPersons`, `billCycle`, `collectionClass`, `currency` and `characteristics`
 * as objects; the names inside `accountPersons` and the customer class, CIS division and cash-only
 * names are not shown and are listed as unverified in `src/contract/oracle/customers.ts`. Read from
 * the one world of the store; an unknown account is 400 with the problem detail document.
 */
import type Router from "@koa/router";
import { badRequest, unknownAccount } from "../errors";
import type { CcbStore } from "../store";
import { jsonObject } from "../validation";
import { billCycleOf } from "../bill-cycles/bill-cycles.routes";

/** CCB's bill route types the portal offers (the paperless setting, spec 002 §7). */
const BILL_ROUTE_TYPES = ["POSTAL", "ONLINE"] as const;
type BillRouteType = (typeof BILL_ROUTE_TYPES)[number];

const idOf = (value: unknown, field: string): string => {
  const id = (value as Record<string, unknown> | undefined)?.[field];
  return typeof id === "string" ? id : "";
};

function accountPersonsOf(store: CcbStore, accountId: string, mainPersonId: string) {
  const links = store.accountPersons(accountId);
  return links.length > 0
    ? links.map((link) => ({
        personId: link.PersonID,
        isMainCustomer: link.isMainCustomer,
        isFinanciallyResponsible: link.isFinanciallyResponsible,
      }))
    : [{ personId: mainPersonId, isMainCustomer: true, isFinanciallyResponsible: true }];
}

export function vModelAccountRoutes(router: Router, store: CcbStore): void {
  /**
   * "Update Account Person" (C1-Account), `PUT /rest/apis/customer/v-model/accounts/{accountId}/persons`
   * (listed under "V-Model/Account" on the 24.1 reference, `…/framework/241000/restapi/api-v-model-account.html`):
   * the account person named by `person.personId` takes the bill route type of
   * `billRouteType.billRouteType`, nested as Get Account nests them (names unverified,
   * `src/contract/oracle/customers.ts`). The world keeps one bill route per account, so the route
   * of any of the account's persons is the account's. Answers the account person as Get Account lists it.
   */
  router.put("/customer/v-model/accounts/:accountId/persons", (ctx) => {
    const body = jsonObject(ctx.request.body);
    const account = store.account(ctx.params.accountId ?? "");
    if (!account) throw unknownAccount();
    const personId = idOf(body.person, "personId");
    const routeType = idOf(body.billRouteType, "billRouteType");
    const link = accountPersonsOf(store, account.AccountID, account.mainPersonId).find(
      (candidate) => candidate.personId === personId,
    );
    if (!link) throw badRequest("person.personId is not a person of the account");
    if (!BILL_ROUTE_TYPES.includes(routeType as BillRouteType)) {
      throw badRequest('billRouteType.billRouteType must be "POSTAL" or "ONLINE"');
    }
    account.billRouteType = routeType as BillRouteType;
    ctx.body = {
      person: { personId },
      isMainCustomer: link.isMainCustomer,
      isFinanciallyResponsible: link.isFinanciallyResponsible,
      billRouteType: { billRouteType: account.billRouteType },
    };
  });

  router.get("/customer/v-model/accounts/:accountId", (ctx) => {
    const account = store.account(ctx.params.accountId ?? "");
    if (!account) throw unknownAccount();
    const persons = accountPersonsOf(store, account.AccountID, account.mainPersonId);
    ctx.body = {
      accountId: account.AccountID,
      customerClass: { customerClass: account.customerClass },
      division: { division: account.division },
      currency: { currency: "USD" },
      cashOnly: account.cashOnlyFlag === "Y",
      ...(account.kind === "postpaid" ? { billCycle: { billCycle: billCycleOf(store, account) } } : {}),
      accountPersons: {
        _data: persons.map(({ personId, isMainCustomer, isFinanciallyResponsible }) => ({
          person: { personId },
          isMainCustomer,
          isFinanciallyResponsible,
          billRouteType: { billRouteType: account.billRouteType },
        })),
      },
    };
  });
}
