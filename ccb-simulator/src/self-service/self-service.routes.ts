/**
 * The billing system's web-self-service writes the portal needs besides login: username
 * availability, sign-up (create a web user and update the person's e-mail, phones and security
 * question), the forgotten-password and forgotten-username look-ups, setting a new password, and
 * customer contacts for help requests.
 *
 * The look-ups answer the person's security question AND its stored answer, as the real API does:
 * only the BFF calls this API, and it never passes the answer on.
 */
import type Router from "@koa/router";
import { webUserIdOf } from "../web-users/web-user-ids";
import { DIVISION, type Person } from "@paygpa/fixtures";
import type { Clock, IsoDate } from "@paygpa/simulator-kit";
import { optionalEmail, planPhoneUpdates, updateEmail } from "../persons/contacts";
import {
  accountNotFound,
  badRequest,
  CcbError,
  personNotFound,
  unknownAccount,
  unknownPerson,
} from "../errors";
import type { CcbStore } from "../store";
import { type Body, jsonObject, requiredCode, requiredString } from "../validation";

const usernameNotFound = () => new CcbError(404, "USERNAME_NOT_FOUND", "Username doesn't exist");
const emailMismatch = () => new CcbError(404, "EMAIL_MISMATCH", "Email address does not match");
const usernameTaken = () =>
  new CcbError(409, "USERNAME_TAKEN", "Username already exists. Kindly choose again.");
const webUserExists = () =>
  new CcbError(409, "WEB_USER_EXISTS", "This account is already registered for web access.");
const webAccessAllowed = () =>
  new CcbError(409, "WEB_ACCESS_ALLOWED", "This web user has web access; it cannot be removed.");
const noWebUser = () =>
  new CcbError(404, "NO_WEB_USER", "This account is not registered for web access yet. Please sign up.");

/** The persons related to an account of the utility's division (main customer first). */
function personsOfAccount(store: CcbStore, body: Body): Person[] {
  const accountId = requiredString(body, "AccountID");
  const division = requiredString(body, "division");
  const account = store.account(accountId);
  if (!account || account.division !== division || division !== DIVISION) throw accountNotFound();
  const links = store.accountPersons(accountId);
  const ids = links.length > 0 ? links.map((link) => link.PersonID) : [account.mainPersonId];
  return ids.map((id) => store.person(id)).filter((person): person is Person => person !== undefined);
}

/** The question and answer characteristics, as CCB lists them (CMSCQUES, CMSCAN). */
function securityCharacteristics(store: CcbStore, person: Person) {
  const question = person.characteristics.find((c) => c.CharacteristicType === "CMSCQUES");
  const answer = person.characteristics.find((c) => c.CharacteristicType === "CMSCAN");
  const description =
    store.securityQuestions().find((q) => q.characteristicValue === question?.CharacteristicValue)
      ?.description ?? "";
  return [
    {
      PersonID: person.PersonID,
      CharacteristicType: "CMSCQUES",
      CharValueDescription: description,
      AdhocCharacteristicValue: question?.CharacteristicValue ?? "",
    },
    {
      PersonID: person.PersonID,
      CharacteristicType: "CMSCAN",
      CharValueDescription: "",
      AdhocCharacteristicValue: answer?.AdhocCharacteristicValue ?? "",
    },
  ];
}

/** The person's security question and answer replaced by new ones (CMSCQUES, CMSCAN). */
function setSecurityQuestion(person: Person, question: string, answer: string, today: IsoDate): void {
  person.characteristics = [
    ...person.characteristics.filter(
      (c) => c.CharacteristicType !== "CMSCQUES" && c.CharacteristicType !== "CMSCAN",
    ),
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
  ];
}

export function selfServiceRoutes(router: Router, store: CcbStore, clock: Clock): void {
  signUpRoutes(router, store, clock);
  forgotRoutes(router, store);
  customerContactRoutes(router, store, clock);
}

/** Sign-up: username availability, the web user created, allowed or removed, the person's contacts. */
function signUpRoutes(router: Router, store: CcbStore, clock: Clock): void {
  router.post("/cm/webUsers/checkUsername", (ctx) => {
    const username = requiredString(jsonObject(ctx.request.body), "username");
    ctx.body = { taken: store.webUser(username) !== undefined };
  });

  router.post("/cm/webUsers/create", (ctx) => {
    const body = jsonObject(ctx.request.body);
    const personId = requiredString(body, "PersonID");
    const username = requiredString(body, "username");
    const password = requiredString(body, "password");
    const email = optionalEmail(body);
    const webAccessFlag = body.webAccessFlag ?? "ALWD";
    if (webAccessFlag !== "ALWD" && webAccessFlag !== "NALW") {
      throw badRequest('webAccessFlag must be "ALWD" or "NALW"');
    }
    const question = requiredString(body, "securityQuestion");
    const answer = requiredString(body, "securityAnswer");
    const person = store.person(personId);
    if (!person) throw personNotFound();
    if (!store.securityQuestions().some((q) => q.characteristicValue === question)) {
      throw badRequest("securityQuestion is not a known question");
    }
    if (store.hasWebUser(personId)) throw webUserExists();
    if (store.webUser(username)) throw usernameTaken();
    const updatePhones =
      body.phones === undefined ? () => {} : planPhoneUpdates(person, jsonObject(body.phones));
    const today = clock.today();
    if (email) updateEmail(person, email, today);
    updatePhones();
    setSecurityQuestion(person, question, answer, today);
    store.addWebUser({ username, password, PersonID: personId, createdDate: today, webAccessFlag });
    ctx.status = 201;
    ctx.body = {
      result: { status: "True", description: "Web user created." },
      username,
      PersonID: personId,
      // Oracle's web user id, for Update / Delete Web User (oracle-web-users.routes.ts).
      webUserId: webUserIdOf(personId),
    };
  });

  // A sign-up waits for the customer's e-mailed confirmation: the web user is created with web access
  // 'Not Allowed' (NALW, CCB's web access flag), allowed when confirmed, and removed if replaced.
  router.post("/cm/webUsers/allowWebAccess", (ctx) => {
    const username = requiredString(jsonObject(ctx.request.body), "username");
    if (!store.allowWebAccess(username)) throw usernameNotFound();
    ctx.body = { result: { status: "Success", description: "Web access allowed." }, username };
  });

  router.post("/cm/webUsers/remove", (ctx) => {
    const username = requiredString(jsonObject(ctx.request.body), "username");
    const user = store.webUser(username);
    if (!user) throw usernameNotFound();
    if (user.webAccessFlag === "ALWD") throw webAccessAllowed();
    store.removeWebUser(username);
    ctx.body = { result: { status: "Success", description: "Web user removed." } };
  });

  // The person's e-mail and phones, as sign-up sends them, applied on their own (after confirmation).
  router.post("/cm/persons/updateContacts", (ctx) => {
    const body = jsonObject(ctx.request.body);
    const person = store.person(requiredString(body, "PersonID"));
    if (!person) throw personNotFound();
    const email = optionalEmail(body);
    const updatePhones =
      body.phones === undefined ? () => {} : planPhoneUpdates(person, jsonObject(body.phones));
    if (email) updateEmail(person, email, clock.today());
    updatePhones();
    ctx.body = { result: { status: "Success", description: "Contact details updated." } };
  });
}

/** The forgotten-password and forgotten-username look-ups, and the new password they lead to. */
function forgotRoutes(router: Router, store: CcbStore): void {
  router.post("/cm/webUsers/forgotPassword", (ctx) => {
    const body = jsonObject(ctx.request.body);
    const persons = personsOfAccount(store, body);
    const username = requiredString(body, "username");
    const user = store.webUser(username);
    const person = user ? persons.find((candidate) => candidate.PersonID === user.PersonID) : undefined;
    if (!user || !person) throw usernameNotFound();
    ctx.body = {
      result: { status: "Success", description: "" },
      username: user.username,
      emailAddress: person.EmailID,
      list: securityCharacteristics(store, person),
    };
  });

  router.post("/cm/webUsers/forgotUsername", (ctx) => {
    const body = jsonObject(ctx.request.body);
    const persons = personsOfAccount(store, body);
    const email = requiredString(body, "emailAddress").trim().toLowerCase();
    const person = persons.find((candidate) => candidate.EmailID?.toLowerCase() === email);
    if (!person) throw emailMismatch();
    const user = store.webUserOfPerson(person.PersonID);
    if (!user) throw noWebUser();
    ctx.body = {
      result: { status: "Success", description: "" },
      username: user.username,
      emailAddress: person.EmailID,
      list: securityCharacteristics(store, person),
    };
  });

  // The web users of an account's persons (the back office's customer password reset, spec 000 §7
  // search-web-user): username, full name and person id, as the admin's search lists them.
  router.post("/cm/webUsers/search", (ctx) => {
    const persons = personsOfAccount(store, jsonObject(ctx.request.body));
    const list = persons.flatMap((person) => {
      const user = store.webUserOfPerson(person.PersonID);
      return user ? [{ username: user.username, fullName: person.Name, personId: person.PersonID }] : [];
    });
    ctx.body = { result: { status: "Success", description: "" }, list };
  });

  router.post("/cm/webUsers/setPassword", (ctx) => {
    const body = jsonObject(ctx.request.body);
    const username = requiredString(body, "username");
    const password = requiredString(body, "password");
    if (!store.setPassword(username, password)) throw usernameNotFound();
    ctx.body = { result: { status: "Success", description: "Password changed." } };
  });
}

/** Customer contacts: a help request recorded, an account's contacts listed. */
function customerContactRoutes(router: Router, store: CcbStore, clock: Clock): void {
  /**
   * A help request or complaint recorded as a customer contact:
   * `POST /rest/apis/customer/interactions/customerContacts/` — Oracle Utilities REST API, Customer
   * Interactions / Customer Contact, "Create Customer Contact"
   * (`…/framework/45013/restapi/op-https-server-port-spl-rest-apis-customer-interactions-customercontacts-post.html`):
   * the account as `account: { accountId }` and the class and type in `customerContactType`, as that
   * page nests them; the inner names of `person` and `customerContactType` and the flat
   * `contactMethod`, `description` are unverified (`src/contract/oracle-services.ts`).
   */
  router.post("/customer/interactions/customerContacts/", (ctx) => {
    const body = jsonObject(ctx.request.body);
    const accountId = requiredString(jsonObject(body.account), "accountId");
    const personId = requiredString(jsonObject(body.person), "personId");
    const type = jsonObject(body.customerContactType);
    requiredCode(type, "contactClass", "HELP");
    requiredCode(body, "contactMethod", "WEB");
    const contactType = requiredString(type, "contactType");
    const description = requiredString(body, "description");
    if (!store.account(accountId)) throw unknownAccount();
    if (!store.person(personId)) throw unknownPerson();
    if (contactType !== "TECHNICAL" && contactType !== "COMPLAINT") {
      throw badRequest('contactType must be "TECHNICAL" or "COMPLAINT"');
    }
    const contacts = store.allCustomerContacts();
    const next = (key: "customerContactId" | "caseId", start: number) =>
      String(Math.max(start - 1, ...contacts.map((c) => Number(c[key]))) + 1);
    const contact = {
      customerContactId: next("customerContactId", 8_000_000_001),
      caseId: next("caseId", 7_000_000_001),
      AccountID: accountId,
      PersonID: personId,
      contactClass: "HELP" as const,
      contactType,
      customerContactStatus: "10" as const,
      createdDate: clock.today(),
      description: description.slice(0, 4000),
    };
    store.addCustomerContact(contact);
    ctx.status = 201;
    ctx.body = {
      result: { status: "Success" },
      customerContactId: contact.customerContactId,
      caseId: contact.caseId,
    };
  });

  router.post("/cm/customerContacts/list", (ctx) => {
    const accountId = requiredString(jsonObject(ctx.request.body), "AccountID");
    ctx.body = { result: store.customerContacts(accountId).map((contact) => ({ ...contact })) };
  });
}
