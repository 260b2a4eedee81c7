/**
 * Persons, their accounts' service agreements and premises by Oracle's V-Model services: "Person
 * Search" and "Get Person" (C1-Person / C1-PersonSearch) and "Search Service Agreement"
 * (C1-ServiceAgreement), answered from the one world of the store. Names the pages do not show are
 * listed in `src/contract/oracle-services.ts` (`unverified`). A list the pages type as an object
 * travels as `{ _data: [...] }`, as those pages nest it ("Nested Schema : _data, Type: array").
 */
import type Router from "@koa/router";
import type { Person, ServiceAgreement } from "@paygpa/fixtures";
import { badRequest, unknownAccount, unknownPerson } from "../errors";
import { onePage, pageAsked } from "../paging";
import type { CcbStore } from "../store";
import { type Body, jsonObject } from "../validation";
import { premiseInfo } from "../accounts/views";

function optionalFilter(filters: Body, name: string, most: number): string | undefined {
  const value = filters[name];
  if (value === undefined) return undefined;
  if (typeof value !== "string" || value.trim() === "") throw badRequest(`filters.${name} must be a string`);
  if (value.length > most) throw badRequest(`filters.${name} must be at most ${most} characters`);
  return value;
}

/** CCB's person identifier type of a web user's login name (spec 000 §7 web-user-login). */
export const WEB_USER_IDENTIFIER_TYPE = "WEB";

/** The person's identifiers: the web user's login name under the WEB type, when the person has one. */
function identifiersOf(store: CcbStore, person: Person) {
  const user = store.webUserOfPerson(person.PersonID);
  return user ? [{ identifierType: WEB_USER_IDENTIFIER_TYPE, identifierValue: user.username }] : [];
}

/**
 * The person as "Get Person" (C1-Person) nests it: names, contact details, identifiers,
 * characteristics (each with its value, its ad hoc value and, for a value of a list, the value's
 * description) and the mailing address. Names inside the lists and `mailingAddress` are unverified
 * (`src/contract/oracle/customers.ts`).
 */
export function personView(store: CcbStore, person: Person) {
  const questions = store.securityQuestions();
  return {
    personId: person.PersonID,
    names: { _data: [{ fullName: person.Name, isPrimaryName: true }] },
    contactDetails: {
      _data: [
        ...(person.EmailID
          ? [{ contactType: "PRIMARYEMAIL", contactValue: person.EmailID, isPrimaryContact: true }]
          : []),
        ...person.contactNumbers.map((phone) => ({
          contactType: phone.PhoneType,
          contactValue: phone.PhoneNumber,
          sequence: phone.Sequence,
        })),
      ],
    },
    identifiers: { _data: identifiersOf(store, person) },
    characteristics: {
      _data: person.characteristics.map((characteristic) => {
        const listed = questions.find(
          (question) =>
            characteristic.CharacteristicValue !== "" &&
            question.characteristicValue === characteristic.CharacteristicValue,
        );
        return {
          characteristicType: characteristic.CharacteristicType,
          effectiveDate: characteristic.EffectiveDate,
          characteristicValue: characteristic.CharacteristicValue,
          adhocCharacteristicValue: characteristic.AdhocCharacteristicValue,
          ...(listed ? { characteristicValueDescription: listed.description } : {}),
        };
      }),
    },
    mailingAddress: {
      address1: person.address.Address,
      city: person.address.City,
      postal: person.address.Postal,
      state: person.address.State,
      country: person.address.Description,
    },
  };
}

/** "Active" filter of Search Service Agreement: `Y ` active, `C ` closed only, `N ` all. */
function activeFilter(filters: Body): (sa: ServiceAgreement) => boolean {
  const value = filters.active;
  if (value === undefined) return () => true;
  if (typeof value !== "string" || !["Y", "C", "N"].includes(value.trim())) {
    throw badRequest('filters.active must be "Y ", "C " or "N "');
  }
  const flag = value.trim();
  if (flag === "Y") return (sa) => sa.status === "20";
  if (flag === "C") return (sa) => sa.status !== "20";
  return () => true;
}

export function vModelRoutes(router: Router, store: CcbStore): void {
  /**
   * `POST /rest/apis/customer/v-model/persons/search` — "Person Search" (C1PerSearch,
   * `…/framework/243000/restapi/op-rest-apis-customer-v-model-persons-search-post.html`): one of
   * `filters.accountId`, `emailSearch`, `nameSearch`, `identifierType` with `identifierValue` (a web
   * user's login name is the person's WEB identifier); the answer's `persons[]` and
   * `totalNumberOfRecords`.
   */
  router.post("/customer/v-model/persons/search", (ctx) => {
    const filters = jsonObject(jsonObject(ctx.request.body).filters);
    const accountId = optionalFilter(filters, "accountId", 10);
    const email = optionalFilter(filters, "emailSearch", 254);
    const name = optionalFilter(filters, "nameSearch", 254);
    const identifierType = optionalFilter(filters, "identifierType", 8);
    const identifierValue = optionalFilter(filters, "identifierValue", 50);
    if ((identifierType === undefined) !== (identifierValue === undefined)) {
      throw badRequest("filters.identifierType and filters.identifierValue go together");
    }
    if (!accountId && !email && !name && !identifierValue) {
      throw badRequest("filters needs accountId, emailSearch, nameSearch or an identifier");
    }
    if (accountId && !store.account(accountId)) throw unknownAccount();
    const candidates = accountId
      ? store.accountPersons(accountId).flatMap((link) => {
          const person = store.person(link.PersonID);
          return person ? [{ person, isMainCustomer: link.isMainCustomer }] : [];
        })
      : store.allPersons().map((person) => ({ person, isMainCustomer: undefined }));
    const matches = candidates
      .filter(({ person }) => !email || person.EmailID?.toLowerCase() === email.toLowerCase())
      .filter(({ person }) => !name || person.Name.toUpperCase().includes(name.toUpperCase()))
      .filter(
        ({ person }) =>
          !identifierValue ||
          identifiersOf(store, person).some(
            (held) => held.identifierType === identifierType && held.identifierValue === identifierValue,
          ),
      );
    ctx.body = {
      persons: matches.map(({ person, isMainCustomer }) => ({
        personId: person.PersonID,
        personName: person.Name,
        emailAddress: person.EmailID ?? "",
        ...(isMainCustomer === undefined ? {} : { isMainCustomer }),
      })),
      totalNumberOfRecords: matches.length,
    };
  });

  /**
   * `GET /rest/apis/customer/v-model/persons/{personId}` — "Get Person" (C1-Person,
   * `…/framework/45013/restapi/op-https-server-port-spl-rest-apis-customer-v-model-persons-personid-get.html`):
   * `names`, `contactDetails`, `characteristics` as lists; an unknown person is 400.
   */
  router.get("/customer/v-model/persons/:personId", (ctx) => {
    const person = store.person(ctx.params.personId ?? "");
    if (!person) throw unknownPerson();
    ctx.body = personView(store, person);
  });
  serviceAgreementSearchRoute(router, store);
}

function serviceAgreementSearchRoute(router: Router, store: CcbStore): void {
  /**
   * `POST /rest/apis/customer/v-model/serviceAgreements/search` — "Search Service Agreement"
   * (`…/framework/2510/restapi/op-rest-apis-customer-v-model-serviceagreements-search-post.html`,
   * "retrieves service agreements with premise information"): `filters.accountId`, `active`,
   * `serviceType`, `premiseId`; `limit`, `offset`.
   */
  router.post("/customer/v-model/serviceAgreements/search", (ctx) => {
    const body = jsonObject(ctx.request.body);
    const filters = jsonObject(body.filters);
    const accountId = optionalFilter(filters, "accountId", 10);
    if (!accountId) throw badRequest("filters.accountId is required");
    const account = store.account(accountId);
    if (!account) throw unknownAccount();
    const serviceType = optionalFilter(filters, "serviceType", 80);
    const premiseId = optionalFilter(filters, "premiseId", 10);
    const active = activeFilter(filters);
    const premise = store.premise(account.PremiseID);
    const agreements = store
      .serviceAgreements(accountId)
      .filter(active)
      .filter((sa) => !serviceType || sa.saType.startsWith(serviceType))
      .filter(() => !premiseId || premiseId === account.PremiseID);
    const { page, paging } = onePage(agreements, pageAsked(body));
    ctx.body = {
      serviceAgreements: page.map((sa) => ({
        serviceAgreementId: sa.SAID,
        account: { accountId },
        serviceAgreementType: sa.saType,
        status: sa.status,
        startDate: sa.startDate,
        currentBalance: sa.currentBalance,
        payoffBalance: sa.payoffBalance,
        ...(sa.prepayBalance === undefined ? {} : { prepaidBalance: sa.prepayBalance }),
        premise: { premiseId: account.PremiseID, address: premiseInfo(premise) },
      })),
      ...paging,
    };
  });
}
