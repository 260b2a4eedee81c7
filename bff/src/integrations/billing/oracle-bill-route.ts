/**
 * The paperless setting (spec 002 §7 paper-less-details, update-paper-less-details) through Oracle's
 * V-Model Account instead of GPA's CM services (decision 036, amended): how the bill is sent is the
 * bill route type of the account's main customer, read by "Get Account" and changed by "Update
 * Account Person" (`PUT …/v-model/accounts/{accountId}/persons`, listed under "V-Model/Account" on
 * `…/framework/241000/restapi/api-v-model-account.html`). Schemas: `oracle-answers.ts`.
 */
import type { BillRoute } from "./billing-domain";
import type { AccountBilling } from "./billing-port";
import type { CcbCall } from "./ccb-caller";
import { OracleAccountPersonRoutes, OracleAccountPersonUpdated } from "./oracle-answers";
import { ORACLE_PATHS } from "./oracle-paths";

async function mainAccountPerson(call: CcbCall, accountId: string) {
  const account = await call(
    { method: "GET", path: ORACLE_PATHS.account(accountId) },
    OracleAccountPersonRoutes,
  );
  const links = account.accountPersons._data;
  return links.find((link) => link.isMainCustomer) ?? links[0];
}

export function oracleBillRoute(call: CcbCall): Pick<AccountBilling, "billRoute" | "updateBillRoute"> {
  return {
    async billRoute(accountId): Promise<BillRoute> {
      return (await mainAccountPerson(call, accountId))?.billRouteType.billRouteType ?? "POSTAL";
    },

    async updateBillRoute(accountId, routeType) {
      const main = await mainAccountPerson(call, accountId);
      if (!main)
        return {
          changed: false,
          message: "The account has no person to send its bill to.",
        };
      const updated = await call(
        {
          method: "PUT",
          path: ORACLE_PATHS.accountPersons(accountId),
          body: {
            person: { personId: main.person.personId },
            billRouteType: { billRouteType: routeType },
          },
        },
        OracleAccountPersonUpdated,
      );
      return {
        changed: updated.billRouteType.billRouteType === routeType,
        message: "",
      };
    },
  };
}
