/**
 * The billing system's calls behind the customer dashboard (spec 002 §7 'Dashboard and profile',
 * 'Paperless and notifications'): the account's bill route type (paperless billing), a web user's
 * password change checked against the current one, and a person's profile update that keeps the old
 * e-mail, question and answer as dated characteristics (CMOLDEML, CMSCQUES, CMSCAN; spec 002 §3).
 */
import type Router from "@koa/router";
import type { Person } from "@paygpa/fixtures";
import type { Clock, IsoDate } from "@paygpa/simulator-kit";
import { optionalEmail, planPhoneUpdates, updateEmail } from "../persons/contacts";
import { accountNotFound, badRequest, CcbError, personNotFound } from "../errors";
import type { CcbStore } from "../store";
import { jsonObject, requiredString } from "../validation";

const ROUTE_TYPES = ["POSTAL", "ONLINE"] as const;

/** A new security question and answer; the ones they replace stay, dated, after them (newest first). */
function recordSecurityQuestion(person: Person, question: string, answer: string, today: IsoDate): void {
  const current = (type: "CMSCQUES" | "CMSCAN") =>
    person.characteristics.find((characteristic) => characteristic.CharacteristicType === type);
  const oldQuestion = current("CMSCQUES");
  const oldAnswer = current("CMSCAN");
  if (oldQuestion?.CharacteristicValue === question && oldAnswer?.AdhocCharacteristicValue === answer) return;
  person.characteristics = [
    {
      CharacteristicType: "CMSCQUES",
      CharacteristicValue: question,
      AdhocCharacteristicValue: "",
      EffectiveDate: today,
    },
    {
      CharacteristicType: "CMSCAN",
      CharacteristicValue: "",
      AdhocCharacteristicValue: answer,
      EffectiveDate: today,
    },
    ...person.characteristics,
  ];
}

export function dashboardRoutes(router: Router, store: CcbStore, clock: Clock): void {
  router.post("/cm/accounts/billRoute", (ctx) => {
    const account = store.account(requiredString(jsonObject(ctx.request.body), "AccountID"));
    if (!account) throw accountNotFound();
    ctx.body = { AccountID: account.AccountID, billRouteType: account.billRouteType };
  });

  router.post("/cm/accounts/updateBillRoute", (ctx) => {
    const body = jsonObject(ctx.request.body);
    const account = store.account(requiredString(body, "AccountID"));
    const routeType = requiredString(body, "billRouteType");
    if (!ROUTE_TYPES.includes(routeType as (typeof ROUTE_TYPES)[number])) {
      throw badRequest('billRouteType must be "POSTAL" or "ONLINE"');
    }
    if (!account) throw accountNotFound();
    account.billRouteType = routeType as (typeof ROUTE_TYPES)[number];
    ctx.body = { response: { returnCd: "0", errorMessage: "" }, billRouteType: account.billRouteType };
  });

  router.post("/cm/webUsers/changePassword", (ctx) => {
    const body = jsonObject(ctx.request.body);
    const username = requiredString(body, "username");
    const oldPassword = requiredString(body, "oldPassword");
    const password = requiredString(body, "password");
    if (!store.webUser(username)) throw new CcbError(404, "USERNAME_NOT_FOUND", "Username doesn't exist");
    if (!store.passwordMatches(username, oldPassword)) {
      ctx.body = { result: { status: "False", description: "Current password is incorrect." } };
      return;
    }
    store.setPassword(username, password);
    ctx.body = { result: { status: "True", description: "Your password has been changed." } };
  });

  router.post("/cm/persons/updateDetails", (ctx) => {
    const body = jsonObject(ctx.request.body);
    const person = store.person(requiredString(body, "PersonID"));
    if (!person) throw personNotFound();
    const email = optionalEmail(body);
    const question = typeof body.securityQuestion === "string" ? body.securityQuestion : "";
    const answer = typeof body.securityAnswer === "string" ? body.securityAnswer.trim() : "";
    if (question && !store.securityQuestions().some((q) => q.characteristicValue === question)) {
      throw badRequest("securityQuestion is not a known question");
    }
    if (question && !answer) throw badRequest("securityAnswer is required with securityQuestion");
    const updatePhones =
      body.phones === undefined ? () => {} : planPhoneUpdates(person, jsonObject(body.phones));
    const address = body.address === undefined ? null : jsonObject(body.address);
    const today = clock.today();
    if (email) updateEmail(person, email, today);
    updatePhones();
    if (question) recordSecurityQuestion(person, question, answer, today);
    if (address) {
      person.address = {
        ...person.address,
        Address: requiredString(address, "Address"),
        City: requiredString(address, "City"),
        Postal: requiredString(address, "Postal"),
        State: requiredString(address, "State"),
      };
    }
    ctx.body = { result: { status: "True", description: "Your account details have been updated." } };
  });

  router.post("/cm/persons/characteristics", (ctx) => {
    const person = store.person(requiredString(jsonObject(ctx.request.body), "PersonID"));
    if (!person) throw personNotFound();
    ctx.body = {
      result: {
        otherDetails: person.characteristics
          .filter((c) => ["CMOLDEML", "CMSCQUES", "CMSCAN"].includes(c.CharacteristicType))
          .map((c) => ({
            CharacteristicType: c.CharacteristicType,
            EffectiveDate: c.EffectiveDate,
            AdhocCharacteristicValue: c.CharacteristicType === "CMSCAN" ? "***" : c.AdhocCharacteristicValue,
            CharacteristicValue: c.CharacteristicValue,
          })),
      },
    };
  });
}
