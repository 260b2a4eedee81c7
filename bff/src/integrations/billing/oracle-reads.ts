/**
 * Reads the port makes through Oracle's published V-Model services instead of GPA's CM services
 * (decision 036): the account's premise line and main customer's name from "Search Service
 * Agreement" (`POST /rest/apis/customer/v-model/serviceAgreements/search`, "retrieves service
 * agreements with premise information") and "Person Search" (`POST /rest/apis/customer/v-model/persons/search`,
 * `filters.accountId` "to return all persons linked to Account regardless of relationship").
 * Names the pages do not show are listed per service in ccb-simulator/src/contract/oracle/customers.ts
 * (`unverified`); they are read here only, through these schemas.
 */
import * as v from "valibot";
import type { PremiseSummary } from "./billing-domain";
import type { AccountBilling } from "./billing-port";
import type { CcbCall } from "./ccb-caller";
import { ORACLE_PATHS } from "./oracle-paths";

const text = v.string();

export const OracleServiceAgreements = v.looseObject({
  serviceAgreements: v.array(
    v.looseObject({ premise: v.optional(v.looseObject({ address: v.optional(text) })) }),
  ),
});

export const OraclePersons = v.looseObject({
  persons: v.array(
    v.looseObject({ personId: text, personName: text, isMainCustomer: v.optional(v.boolean()) }),
  ),
});

export function oracleReads(call: CcbCall): Pick<AccountBilling, "premise"> {
  return {
    async premise(accountId): Promise<PremiseSummary> {
      const [agreements, persons] = await Promise.all([
        call(
          {
            method: "POST",
            path: ORACLE_PATHS.serviceAgreementSearch,
            body: { filters: { accountId }, limit: 1 },
          },
          OracleServiceAgreements,
        ),
        call(
          { method: "POST", path: ORACLE_PATHS.personSearch, body: { filters: { accountId } } },
          OraclePersons,
        ),
      ]);
      const main = persons.persons.find((person) => person.isMainCustomer) ?? persons.persons[0];
      return {
        address: agreements.serviceAgreements[0]?.premise?.address ?? "",
        holderName: main?.personName ?? "",
      };
    },
  };
}
