/**
 * A person's contacts and profile written through Oracle's V-Model "Update Person" (C1-Person,
 * `PUT /rest/apis/customer/v-model/persons/{personId}`, listed under "V-Model/Person" on
 * `…/framework/254/restapi/api-v-model-person.html`) instead of GPA's CM services (decision 036,
 * amended). The adapter reads the person with Get Person, applies the change as the spec asks, and
 * sends back the lists it changes, nested as Get Person answers: the phones by billing's sequence
 * (a new one without, a stale one refused by billing), the replaced e-mail kept as a dated CMOLDEML
 * characteristic, a new security question and answer put before the dated ones they replace
 * (spec 002 §3). Schemas: `oracle-answers.ts`; inner names unverified in
 * ccb-simulator/src/contract/oracle/customers.ts.
 */
import type { IsoDate } from "../../platform/clock";
import type { BillingChange } from "./billing-domain-writes";
import { BillingRejected } from "./billing-errors";
import type { PersonBilling, PhoneChanges } from "./billing-port";
import type { CcbCall } from "./ccb-caller";
import { PHONE_TYPE_OF_KIND } from "./ccb-rest-mapping";
import { type OraclePerson, OraclePerson as PersonAnswer } from "./oracle-answers";
import { ORACLE_PATHS } from "./oracle-paths";

const EMAIL_CONTACT = "PRIMARYEMAIL";
const OLD_EMAIL = "CMOLDEML";
const SECURITY_QUESTION = "CMSCQUES";
const SECURITY_ANSWER = "CMSCAN";
/** What the profile screen shows when billing took the change (the CM service's description before). */
const PROFILE_UPDATED = "Your account details have been updated.";

type ContactRow = { contactType: string; contactValue: string; sequence?: number };
type CharacteristicRow = {
  characteristicType: string;
  effectiveDate: string;
  characteristicValue: string;
  adhocCharacteristicValue: string;
};

/** The contact rows after the change: the e-mail (empty = unchanged) and each phone as sign-up sends it. */
function contactsAfter(held: OraclePerson, email: string, phones: PhoneChanges): ContactRow[] {
  const rows: ContactRow[] = held.contactDetails._data.map(({ contactType, contactValue, sequence }) =>
    sequence === undefined ? { contactType, contactValue } : { contactType, contactValue, sequence },
  );
  const result = email
    ? [
        ...rows.filter((row) => row.contactType !== EMAIL_CONTACT),
        { contactType: EMAIL_CONTACT, contactValue: email },
      ]
    : rows;
  let list = result;
  for (const kind of Object.keys(phones) as (keyof PhoneChanges)[]) {
    const { deleted, sequence } = phones[kind];
    const number = phones[kind].number.trim();
    const type = PHONE_TYPE_OF_KIND[kind];
    const existing =
      sequence === null
        ? list.find((row) => row.contactType === type)
        : list.find((row) => row.contactType === type && row.sequence === sequence);
    if (sequence !== null && !existing) {
      // A sequence billing no longer holds goes to billing as sent: billing refuses the stale row.
      list = [...list, { contactType: type, contactValue: number, sequence }];
    } else if (deleted) {
      list = list.filter((row) => row !== existing);
    } else if (number && existing) {
      list = list.map((row) => (row === existing ? { ...row, contactValue: number } : row));
    } else if (number) {
      list = [...list, { contactType: type, contactValue: number }];
    }
  }
  return list;
}

const characteristicRows = (held: OraclePerson): CharacteristicRow[] =>
  held.characteristics._data.map(
    ({ characteristicType, effectiveDate, characteristicValue, adhocCharacteristicValue }) => ({
      characteristicType,
      effectiveDate,
      characteristicValue,
      adhocCharacteristicValue,
    }),
  );

const heldEmail = (held: OraclePerson) =>
  held.contactDetails._data.find((row) => row.contactType === EMAIL_CONTACT)?.contactValue ?? "";

/** The replaced e-mail kept, dated, when the e-mail changes. */
function withOldEmail(rows: CharacteristicRow[], held: OraclePerson, email: string, today: IsoDate) {
  const old = heldEmail(held);
  if (!email || !old || old === email) return rows;
  return [
    ...rows,
    {
      characteristicType: OLD_EMAIL,
      effectiveDate: today,
      characteristicValue: "",
      adhocCharacteristicValue: old,
    },
  ];
}

/** A new security question and answer first; the ones they replace stay, dated, after them. */
function withSecurityQuestion(rows: CharacteristicRow[], question: string, answer: string, today: IsoDate) {
  if (!question) return rows;
  const current = (type: string) => rows.find((row) => row.characteristicType === type);
  if (
    current(SECURITY_QUESTION)?.characteristicValue === question &&
    current(SECURITY_ANSWER)?.adhocCharacteristicValue === answer
  ) {
    return rows;
  }
  return [
    {
      characteristicType: SECURITY_QUESTION,
      effectiveDate: today,
      characteristicValue: question,
      adhocCharacteristicValue: "",
    },
    {
      characteristicType: SECURITY_ANSWER,
      effectiveDate: today,
      characteristicValue: "",
      adhocCharacteristicValue: answer,
    },
    ...rows,
  ];
}

export function oraclePersonUpdates(
  call: CcbCall,
  today: () => IsoDate,
): Pick<PersonBilling, "updateContacts" | "updateDetails"> {
  const getPerson = (personId: string) =>
    call({ method: "GET", path: ORACLE_PATHS.person(personId) }, PersonAnswer);
  const updatePerson = (personId: string, body: Record<string, unknown>) =>
    call({ method: "PUT", path: ORACLE_PATHS.updatePerson(personId), body }, PersonAnswer);

  return {
    async updateContacts({ personId, email, phones }) {
      const held = await getPerson(personId);
      const characteristics = withOldEmail(characteristicRows(held), held, email.trim(), today());
      return updatePerson(personId, {
        contactDetails: { _data: contactsAfter(held, email.trim(), phones) },
        ...(characteristics.length !== held.characteristics._data.length && {
          characteristics: { _data: characteristics },
        }),
      });
    },

    async updateDetails({
      personId,
      email,
      phones,
      securityQuestion,
      securityAnswer,
      address,
    }): Promise<BillingChange> {
      const answer = securityAnswer.trim();
      if (securityQuestion && !answer) {
        throw new BillingRejected(400, "BAD_REQUEST", "securityAnswer is required with securityQuestion");
      }
      const held = await getPerson(personId);
      const day = today();
      const characteristics = withSecurityQuestion(
        withOldEmail(characteristicRows(held), held, email.trim(), day),
        securityQuestion,
        answer,
        day,
      );
      await updatePerson(personId, {
        contactDetails: { _data: contactsAfter(held, email.trim(), phones) },
        characteristics: { _data: characteristics },
        ...(address && {
          mailingAddress: {
            address1: address.street,
            city: address.city,
            postal: address.postal,
            state: address.state,
          },
        }),
      });
      return { changed: true, message: PROFILE_UPDATED };
    },
  };
}
