/**
 * `PUT /rest/apis/customer/v-model/persons/{personId}` — Oracle's V-Model "Update Person" (C1-Person,
 * listed under "V-Model/Person" on `…/framework/254/restapi/api-v-model-person.html`), as the BFF's
 * profile and sign-up write a person's contacts, characteristics and mailing address (decision 036,
 * amended). The body nests as Get Person answers: `contactDetails`, `characteristics` as
 * `{ _data: [...] }`, `mailingAddress` as an object. A list sent replaces the person's list; a part
 * not sent is left as it is (the inner names and this rule are unverified,
 * `src/contract/oracle/customers.ts`). Everything is checked before anything changes: a contact row
 * whose sequence the person does not hold is refused, as CCB refuses a stale row; a security
 * question must be one of the list. An unknown person is 400 with the problem detail document;
 * the answer is the person as Get Person shows it.
 */
import type Router from "@koa/router";
import type {
  CharacteristicType,
  ContactNumber,
  Person,
  PersonCharacteristic,
  PhoneType,
} from "@paygpa/fixtures";
import { badRequest, unknownPerson } from "../errors";
import type { CcbStore } from "../store";
import { type Body, jsonObject } from "../validation";
import { personView } from "./v-model.routes";

const EMAIL = "PRIMARYEMAIL";
const PHONE_TYPES: readonly PhoneType[] = ["HOME-PHONE", "MOBILE", "BUSN-PHONE"];
const CHARACTERISTIC_TYPES: readonly CharacteristicType[] = ["CMSCQUES", "CMSCAN", "CMOLDEML"];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function listOf(body: Body, name: string): Body[] | undefined {
  if (body[name] === undefined) return undefined;
  const rows = jsonObject(body[name])._data;
  if (!Array.isArray(rows)) throw badRequest(`${name}._data must be a list`);
  return rows.map((row) => jsonObject(row));
}

function text(row: Body, field: string, where: string, optional = false): string {
  const value = row[field];
  if (optional && (value === undefined || value === null)) return "";
  if (typeof value !== "string") throw badRequest(`${where}.${field} must be a string`);
  return value;
}

/** The e-mail and phones a contact list sets; every row checked against the person's phones. */
function contactsOf(person: Person, rows: Body[]): { email: string | null; phones: ContactNumber[] } {
  let email: string | null = null;
  let lastSequence = Math.max(0, ...person.contactNumbers.map((phone) => phone.Sequence));
  const phones: ContactNumber[] = [];
  for (const row of rows) {
    const type = text(row, "contactType", "contactDetails._data[]");
    const value = text(row, "contactValue", "contactDetails._data[]").trim();
    if (type === EMAIL) {
      if (email !== null) throw badRequest("contactDetails may hold one PRIMARYEMAIL");
      email = value;
      continue;
    }
    if (!PHONE_TYPES.includes(type as PhoneType))
      throw badRequest(`contactType ${type} is not a contact type`);
    if (!value) throw badRequest("contactDetails._data[].contactValue must not be empty");
    const sequence = row.sequence;
    if (sequence === undefined || sequence === null) {
      phones.push({ PhoneType: type as PhoneType, PhoneNumber: value, Sequence: ++lastSequence });
      continue;
    }
    const held = person.contactNumbers.find(
      (phone) => phone.Sequence === sequence && phone.PhoneType === type,
    );
    if (!held)
      throw badRequest(`contact sequence ${String(sequence)} is not a ${type} of person ${person.PersonID}`);
    phones.push({ ...held, PhoneNumber: value });
  }
  return { email, phones };
}

function characteristicsOf(store: CcbStore, rows: Body[]): PersonCharacteristic[] {
  const questions = store.securityQuestions();
  return rows.map((row) => {
    const where = "characteristics._data[]";
    const type = text(row, "characteristicType", where);
    if (!CHARACTERISTIC_TYPES.includes(type as CharacteristicType)) {
      throw badRequest(`characteristicType ${type} is not a person characteristic type`);
    }
    const effectiveDate = text(row, "effectiveDate", where);
    if (!ISO_DATE.test(effectiveDate)) throw badRequest(`${where}.effectiveDate must be a date`);
    const value = text(row, "characteristicValue", where, true);
    if (type === "CMSCQUES" && !questions.some((question) => question.characteristicValue === value)) {
      throw badRequest("securityQuestion is not a known question");
    }
    return {
      CharacteristicType: type as CharacteristicType,
      CharacteristicValue: value,
      AdhocCharacteristicValue: text(row, "adhocCharacteristicValue", where, true),
      EffectiveDate: effectiveDate,
    };
  });
}

function mailingAddressOf(person: Person, body: Body): Person["address"] | undefined {
  if (body.mailingAddress === undefined) return undefined;
  const address = jsonObject(body.mailingAddress);
  const field = (name: string) => text(address, name, "mailingAddress").trim();
  return {
    ...person.address,
    Address: field("address1"),
    City: field("city"),
    Postal: field("postal"),
    State: field("state"),
  };
}

export function updatePersonRoutes(router: Router, store: CcbStore): void {
  router.put("/customer/v-model/persons/:personId", (ctx) => {
    const person = store.person(ctx.params.personId ?? "");
    if (!person) throw unknownPerson();
    const body = jsonObject(ctx.request.body);
    const contactRows = listOf(body, "contactDetails");
    const contacts = contactRows ? contactsOf(person, contactRows) : undefined;
    const characteristicRows = listOf(body, "characteristics");
    const characteristics = characteristicRows ? characteristicsOf(store, characteristicRows) : undefined;
    const address = mailingAddressOf(person, body);
    if (contacts) {
      person.EmailID = contacts.email || null;
      person.contactNumbers = contacts.phones;
    }
    if (characteristics) person.characteristics = characteristics;
    if (address) person.address = address;
    ctx.body = personView(store, person);
  });
}
