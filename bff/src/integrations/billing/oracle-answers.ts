/**
 * The answers of Oracle's V-Model and Account Data services the adapter reads (decision 036), as
 * valibot schemas of the names it uses. Names the pages do not show are listed per service in
 * ccb-simulator/src/contract/oracle/ (`unverified`); they are read here only, through these schemas:
 * - Get Account, `GET /rest/apis/customer/v-model/accounts/{accountId}` (C1-CXAccount,
 *   `…/framework/45013/restapi/op-spl-rest-apis-customer-v-model-accounts-accountid-get.html`);
 * - Get Account Financial Details, `GET /rest/apis/customer/financials/accountData/{accountId}/financialDetails`
 *   (C1FinDetails, `…/framework/243000/restapi/op-rest-apis-customer-financials-accountdata-accountid-financialdetails-get.html`);
 * - Search Service Agreement, `POST /rest/apis/customer/v-model/serviceAgreements/search`
 *   (`…/framework/2510/restapi/op-rest-apis-customer-v-model-serviceagreements-search-post.html`);
 * - Person Search, `POST /rest/apis/customer/v-model/persons/search`
 *   (`…/framework/243000/restapi/op-rest-apis-customer-v-model-persons-search-post.html`);
 * - Get Person, `GET /rest/apis/customer/v-model/persons/{personId}`
 *   (`…/framework/45013/restapi/op-https-server-port-spl-rest-apis-customer-v-model-persons-personid-get.html`).
 * Amounts are JSON numbers, as those pages type them.
 */
import * as v from "valibot";

const text = v.string();
const amount = v.number();
/** A list the pages type as an object: `{ _data: [...] }`. */
const listOf = <S extends v.GenericSchema>(item: S) => v.looseObject({ _data: v.array(item) });

export const OracleAccount = v.looseObject({
  accountId: text,
  customerClass: v.looseObject({ customerClass: text }),
  division: v.looseObject({ division: text }),
  cashOnly: v.boolean(),
  accountPersons: listOf(
    v.looseObject({ person: v.looseObject({ personId: text }), isMainCustomer: v.boolean() }),
  ),
});

export const OracleFinancialDetails = v.looseObject({
  account: v.looseObject({ accountId: text }),
  arrearsDetails: v.looseObject({
    arrearsList: listOf(v.looseObject({ description: text, arrearsAmount: amount })),
  }),
  lastBill: v.optional(v.looseObject({ billDate: text, dueDate: text })),
});

export const OracleServiceAgreement = v.looseObject({
  serviceAgreementId: text,
  serviceAgreementType: text,
  status: text,
  startDate: text,
  currentBalance: amount,
  payoffBalance: amount,
  prepaidBalance: v.optional(amount),
  premise: v.optional(v.looseObject({ premiseId: v.optional(text), address: v.optional(text) })),
});
export type OracleServiceAgreement = v.InferOutput<typeof OracleServiceAgreement>;

export const OracleServiceAgreements = v.looseObject({
  serviceAgreements: v.array(OracleServiceAgreement),
  hasMore: v.optional(v.boolean()),
});

export const OraclePersons = v.looseObject({
  persons: v.array(
    v.looseObject({
      personId: text,
      personName: text,
      emailAddress: v.optional(text),
      isMainCustomer: v.optional(v.boolean()),
    }),
  ),
});

export const OraclePerson = v.looseObject({
  personId: text,
  names: listOf(v.looseObject({ fullName: text, isPrimaryName: v.optional(v.boolean()) })),
  contactDetails: listOf(
    v.looseObject({ contactType: text, contactValue: text, sequence: v.optional(v.number()) }),
  ),
  identifiers: listOf(v.looseObject({ identifierType: text, identifierValue: text })),
  characteristics: listOf(
    v.looseObject({
      characteristicType: text,
      effectiveDate: text,
      characteristicValue: text,
      adhocCharacteristicValue: text,
      characteristicValueDescription: v.optional(text),
    }),
  ),
  mailingAddress: v.looseObject({ address1: text, city: text, postal: text, state: text, country: text }),
});
export type OraclePerson = v.InferOutput<typeof OraclePerson>;

/**
 * An account person's bill route type, as Get Account nests it (`accountPersons._data[]`) and
 * Update Account Person answers it (`PUT …/v-model/accounts/{accountId}/persons`, listed under
 * "V-Model/Account" on `…/framework/241000/restapi/api-v-model-account.html`); the inner names
 * are unverified (ccb-simulator/src/contract/oracle/customers.ts).
 */
export const OracleBillRouteType = v.looseObject({
  billRouteType: v.picklist(["POSTAL", "ONLINE"]),
});
export const OracleAccountPersonRoutes = v.looseObject({
  accountPersons: listOf(
    v.looseObject({
      person: v.looseObject({ personId: text }),
      isMainCustomer: v.boolean(),
      billRouteType: OracleBillRouteType,
    }),
  ),
});
export const OracleAccountPersonUpdated = v.looseObject({ billRouteType: OracleBillRouteType });
