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
import { type Clock, type ContactNumber, DIVISION, type Person, type PhoneType } from "@paygpa/fixtures";
import { accountNotFound, badRequest, CcbError, personNotFound } from "../errors";
import type { CcbStore } from "../store";
import { type Body, jsonObject, requiredString } from "../validation";

const usernameNotFound = () => new CcbError(404, "USERNAME_NOT_FOUND", "Username doesn't exist");
const emailMismatch = () => new CcbError(404, "EMAIL_MISMATCH", "Email address does not match");
const usernameTaken = () =>
  new CcbError(409, "USERNAME_TAKEN", "Username already exists. Kindly choose again.");
const webUserExists = () =>
  new CcbError(409, "WEB_USER_EXISTS", "This account is already registered for web access.");
const noWebUser = () =>
  new CcbError(404, "NO_WEB_USER", "This account is not registered for web access yet. Please sign up.");

function optionalString(body: Body, field: string): string {
  const value = body[field];
  if (value === undefined || value === null) return "";
  if (typeof value !== "string") throw badRequest(`${field} must be a string`);
  return value;
}

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

const PHONE_FIELDS: { field: string; type: PhoneType }[] = [
  { field: "home", type: "HOME-PHONE" },
  { field: "mobile", type: "MOBILE" },
  { field: "work", type: "BUSN-PHONE" },
];

/** A sequence as sent: a positive whole number, or absent/null for a phone billing does not hold yet. */
function optionalSequence(body: Body, field: string): number | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== "number" || !Number.isInteger(value) || value <= 0) {
    throw badRequest(`${field} must be a positive whole number`);
  }
  return value;
}

/**
 * Phones as sign-up sends them: `{ number, deleted, sequence }` per kind (spec 001 §3, §4).
 * `deleted` removes the contact number of that sequence; a number updates the one of that sequence,
 * or adds a new contact number (next sequence) when none is given; an empty number not deleted leaves
 * the phone unchanged. A sequence that is not this person's phone of that type is refused, as CCB
 * refuses a stale contact-number row. Without a sequence, the first phone of the type is used.
 */
function planPhoneUpdates(person: Person, phones: Body): () => void {
  const changes = PHONE_FIELDS.flatMap(({ field, type }) => {
    const phone = phones[field];
    if (phone === undefined) return [];
    const entry = jsonObject(phone);
    const sequence = optionalSequence(entry, "sequence");
    const existing =
      sequence === null
        ? person.contactNumbers.find((candidate) => candidate.PhoneType === type)
        : person.contactNumbers.find(
            (candidate) => candidate.Sequence === sequence && candidate.PhoneType === type,
          );
    if (sequence !== null && !existing) {
      throw badRequest(`${field}.sequence ${sequence} is not a ${type} of person ${person.PersonID}`);
    }
    return [
      { type, existing, number: optionalString(entry, "number").trim(), deleted: entry.deleted === true },
    ];
  });
  // A new phone never reuses a sequence, not even one deleted by the same request.
  let lastSequence = Math.max(0, ...person.contactNumbers.map((phone) => phone.Sequence));
  // Every change is checked before any is applied: a refused request changes nothing.
  return () => {
    for (const { type, existing, number, deleted } of changes) {
      if (deleted) {
        if (existing) person.contactNumbers = person.contactNumbers.filter((phone) => phone !== existing);
      } else if (number && existing) {
        person.contactNumbers = person.contactNumbers.map((phone) =>
          phone === existing ? { ...phone, PhoneNumber: number } : phone,
        );
      } else if (number) {
        const next: ContactNumber = {
          PhoneType: type,
          PhoneNumber: number,
          Sequence: ++lastSequence,
        };
        person.contactNumbers = [...person.contactNumbers, next];
      }
    }
  };
}

export function selfServiceRoutes(router: Router, store: CcbStore, clock: Clock): void {
  router.post("/web-users/check-username", (ctx) => {
    const username = requiredString(jsonObject(ctx.request.body), "username");
    ctx.body = { taken: store.webUser(username) !== undefined };
  });

  router.post("/web-users/create", (ctx) => {
    const body = jsonObject(ctx.request.body);
    const personId = requiredString(body, "PersonID");
    const username = requiredString(body, "username");
    const password = requiredString(body, "password");
    const email = requiredString(body, "email");
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
    if (person.EmailID && person.EmailID !== email) {
      person.characteristics.push({
        CharacteristicType: "CMOLDEML",
        CharacteristicValue: "",
        AdhocCharacteristicValue: person.EmailID,
        EffectiveDate: today,
      });
    }
    person.EmailID = email;
    updatePhones();
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
    store.addWebUser({ username, password, PersonID: personId, createdDate: today });
    ctx.status = 201;
    ctx.body = { result: { status: "True", description: "Web user created." }, username, PersonID: personId };
  });

  router.post("/web-users/forgot-password", (ctx) => {
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

  router.post("/web-users/forgot-username", (ctx) => {
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

  router.post("/web-users/set-password", (ctx) => {
    const body = jsonObject(ctx.request.body);
    const username = requiredString(body, "username");
    const password = requiredString(body, "password");
    if (!store.setPassword(username, password)) throw usernameNotFound();
    ctx.body = { result: { status: "Success", description: "Password changed." } };
  });

  router.post("/customer-contacts/create", (ctx) => {
    const body = jsonObject(ctx.request.body);
    const accountId = requiredString(body, "AccountID");
    const personId = requiredString(body, "PersonID");
    const contactType = requiredString(body, "contactType");
    const description = requiredString(body, "description");
    if (!store.account(accountId)) throw accountNotFound();
    if (!store.person(personId)) throw personNotFound();
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

  router.post("/customer-contacts/list", (ctx) => {
    const accountId = requiredString(jsonObject(ctx.request.body), "AccountID");
    ctx.body = { result: store.customerContacts(accountId).map((contact) => ({ ...contact })) };
  });
}
