/**
 * An account's or person's cases by Oracle's "Search Case",
 * `POST /rest/apis/customer/interactions/cases/search` (Interactions / Case, 25.4 on,
 * `…/framework/254/restapi/op-rest-apis-customer-interactions-cases-search-post.html`): the request's
 * `filters.accountId` / `personId` / `premiseId`, `historicalDate` and `limit`; the answer's
 * `caseList` (a list object, `{ _data: [...] }`), `count` and `totalNumberOfRecords`, each case with
 * `case.caseId`, `caseType.caseType`, `account.accountId`, `person.personId`, `premise.premiseId`,
 * `caseCondition` (`OPEN` / `CLSD`), `creationDate`, `status`. The cases are the world's customer
 * contacts that carry a case (the payment-arrangement and help cases).
 */
import type Router from "@koa/router";
import { badRequest, unknownAccount } from "../errors";
import type { CcbStore } from "../store";
import { jsonObject } from "../validation";
import { ARRANGEMENT_CASE_TYPE } from "./arrangement-case.routes";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** CCB's statuses of GPA's cases, by the contact's status: 10 pending, 20 in force, 30 closed. */
const CASE_STATUS = { "10": "PENDING", "20": "ACTIVE", "30": "CLOSED" } as const;

export function caseSearchRoutes(router: Router, store: CcbStore): void {
  router.post("/customer/interactions/cases/search", (ctx) => {
    const filters = jsonObject(jsonObject(ctx.request.body).filters);
    const text = (name: string) => {
      const value = filters[name];
      if (value === undefined) return undefined;
      if (typeof value !== "string" || value.trim() === "")
        throw badRequest(`filters.${name} must be a string`);
      return value;
    };
    const accountId = text("accountId");
    const personId = text("personId");
    const premiseId = text("premiseId");
    const since = text("historicalDate");
    if (since !== undefined && !ISO_DATE.test(since))
      throw badRequest("filters.historicalDate must be a date");
    const limitValue = filters.limit;
    if (
      limitValue !== undefined &&
      (typeof limitValue !== "number" || !Number.isInteger(limitValue) || limitValue < 1)
    ) {
      throw badRequest("filters.limit must be a positive whole number");
    }
    if (!accountId && !personId && !premiseId)
      throw badRequest("filters needs accountId, personId or premiseId");
    if (accountId && !store.account(accountId)) throw unknownAccount();
    const cases = store
      .allCustomerContacts()
      .filter((contact) => contact.caseId !== "")
      .filter((contact) => !accountId || contact.AccountID === accountId)
      .filter((contact) => !personId || contact.PersonID === personId)
      .filter((contact) => !premiseId || store.account(contact.AccountID)?.PremiseID === premiseId)
      .filter((contact) => !since || contact.createdDate >= since)
      .sort((a, b) => b.createdDate.localeCompare(a.createdDate) || b.caseId.localeCompare(a.caseId));
    const page = typeof limitValue === "number" ? cases.slice(0, limitValue) : cases;
    ctx.body = {
      caseList: {
        _data: page.map((contact) => ({
          case: { caseId: contact.caseId },
          caseType: { caseType: contact.contactClass === "PAYARR" ? ARRANGEMENT_CASE_TYPE : "CM-HELP" },
          account: { accountId: contact.AccountID },
          person: { personId: contact.PersonID },
          premise: { premiseId: store.account(contact.AccountID)?.PremiseID ?? "" },
          caseCondition: contact.customerContactStatus === "30" ? "CLSD" : "OPEN",
          creationDate: contact.createdDate,
          status: CASE_STATUS[contact.customerContactStatus],
        })),
      },
      count: page.length,
      totalNumberOfRecords: cases.length,
    };
  });
}
