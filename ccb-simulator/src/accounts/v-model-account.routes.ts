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
import { unknownAccount } from "../errors";
import type { CcbStore } from "../store";

export function vModelAccountRoutes(router: Router, store: CcbStore): void {
  router.get("/customer/v-model/accounts/:accountId", (ctx) => {
    const account = store.account(ctx.params.accountId ?? "");
    if (!account) throw unknownAccount();
    const links = store.accountPersons(account.AccountID);
    const persons =
      links.length > 0
        ? links.map((link) => ({
            personId: link.PersonID,
            isMainCustomer: link.isMainCustomer,
            isFinanciallyResponsible: link.isFinanciallyResponsible,
          }))
        : [{ personId: account.mainPersonId, isMainCustomer: true, isFinanciallyResponsible: true }];
    ctx.body = {
      accountId: account.AccountID,
      customerClass: { customerClass: account.customerClass },
      division: { division: account.division },
      currency: { currency: "USD" },
      cashOnly: account.cashOnlyFlag === "Y",
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
