/**
 * A person's contact details as web self-service changes them: the e-mail (the previous one kept as a
 * CMOLDEML characteristic) and the three phones of sign-up (spec 001 §3, §4).
 */
import type { ContactNumber, Person, PhoneType } from "@paygpa/fixtures";
import type { IsoDate } from "@paygpa/simulator-kit";
import { badRequest } from "../errors";
import { type Body, jsonObject } from "../validation";

function optionalString(body: Body, field: string): string {
  const value = body[field];
  if (value === undefined || value === null) return "";
  if (typeof value !== "string") throw badRequest(`${field} must be a string`);
  return value;
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
export function planPhoneUpdates(person: Person, phones: Body): () => void {
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

/** Sets the person's e-mail; the one it replaces is kept as a dated CMOLDEML characteristic. */
export function updateEmail(person: Person, email: string, today: IsoDate): void {
  if (person.EmailID && person.EmailID !== email) {
    person.characteristics.push({
      CharacteristicType: "CMOLDEML",
      CharacteristicValue: "",
      AdhocCharacteristicValue: person.EmailID,
      EffectiveDate: today,
    });
  }
  person.EmailID = email;
}

/** The e-mail of a request, or "" when it leaves the e-mail unchanged. */
export function optionalEmail(body: Body): string {
  return optionalString(body, "email").trim();
}
