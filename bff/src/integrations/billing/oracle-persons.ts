/**
 * Persons and the look-ups of web users through Oracle's V-Model services instead of GPA's CM
 * services (decision 036): a person's details and characteristics from "Get Person"; whether a login
 * name is taken, and whose it is, from "Person Search" by the person identifier that holds a web
 * user's login name (`filters.identifierType` / `identifierValue`, CCB's WEB identifier type); an
 * account's web users from "Get Account" (its CIS division), "Person Search" by account and each
 * person's identifiers. Schemas and pages: `oracle-answers.ts`.
 */
import type { Person } from "./billing-domain";
import type { WebUserRef } from "./billing-domain-writes";
import { BillingRejected } from "./billing-errors";
import type { PersonBilling, WebUserBilling } from "./billing-port";
import type { CcbCall } from "./ccb-caller";
import { PHONE_KIND_OF_TYPE } from "./ccb-rest-mapping";
import {
  OracleAccount,
  type OraclePerson,
  OraclePerson as PersonAnswer,
  OraclePersons,
} from "./oracle-answers";
import { ORACLE_PATHS } from "./oracle-paths";

/** CCB's person identifier type of a web user's login name (the log-in's `webUserPersonIdTypeCode`). */
export const WEB_USER_IDENTIFIER = "WEB";
/** The contact type of a person's e-mail address in Get Person's contact details. */
const EMAIL_CONTACT = "PRIMARYEMAIL";
/** The characteristics the profile shows: the previous e-mail, the security question and its answer. */
const PROFILE_CHARACTERISTICS = ["CMOLDEML", "CMSCQUES", "CMSCAN"];
const SECURITY_QUESTION = "CMSCQUES";
/** The security answer never leaves the adapter: the profile learns only that one is on file. */
const SECURITY_ANSWER = "CMSCAN";
const HIDDEN_ANSWER = "***";

const getPerson = (call: CcbCall, personId: string) =>
  call({ method: "GET", path: ORACLE_PATHS.person(personId) }, PersonAnswer);

function personOf(held: OraclePerson): Person {
  const names = held.names._data;
  const name = (names.find((row) => row.isPrimaryName) ?? names[0])?.fullName ?? "";
  const contacts = held.contactDetails._data;
  const address = held.mailingAddress;
  const question = held.characteristics._data.find((row) => row.characteristicType === SECURITY_QUESTION);
  return {
    personId: held.personId,
    name,
    email: contacts.find((row) => row.contactType === EMAIL_CONTACT)?.contactValue ?? null,
    address: {
      street: address.address1,
      city: address.city,
      state: address.state,
      postal: address.postal,
      country: address.country,
    },
    phones: contacts.flatMap((row) => {
      const kind = PHONE_KIND_OF_TYPE[row.contactType];
      return kind && row.sequence !== undefined
        ? [{ kind, number: row.contactValue, sequence: row.sequence }]
        : [];
    }),
    securityQuestions:
      question?.characteristicValueDescription !== undefined
        ? [
            {
              characteristicValue: question.characteristicValue,
              description: question.characteristicValueDescription,
            },
          ]
        : [],
  };
}

/** The persons holding a login name as their WEB identifier (one, or none). */
const holdersOf = async (call: CcbCall, username: string) =>
  (
    await call(
      {
        method: "POST",
        path: ORACLE_PATHS.personSearch,
        body: { filters: { identifierType: WEB_USER_IDENTIFIER, identifierValue: username } },
      },
      OraclePersons,
    )
  ).persons;

/** Billing does not know the login name: the same refusal the CM look-up answered (USERNAME_NOT_FOUND). */
const unknownUser = () => new BillingRejected(404, "USERNAME_NOT_FOUND", "Username doesn't exist");
/** The account is not in the division asked: billing's "no such account" (ACCOUNT_NOT_FOUND). */
const unknownAccount = () => new BillingRejected(400, "ACCOUNT_NOT_FOUND", "Account number doesn't exist");

export function oraclePersons(
  call: CcbCall,
): Pick<PersonBilling, "personDetails" | "characteristics"> &
  Pick<WebUserBilling, "checkUsername" | "webUserPerson" | "searchWebUsers"> {
  return {
    personDetails: async (personId) => personOf(await getPerson(call, personId)),
    characteristics: async (personId) =>
      (await getPerson(call, personId)).characteristics._data
        .filter((row) => PROFILE_CHARACTERISTICS.includes(row.characteristicType))
        .map((row) => ({
          type: row.characteristicType,
          effectiveDate: row.effectiveDate,
          adhocValue:
            row.characteristicType === SECURITY_ANSWER ? HIDDEN_ANSWER : row.adhocCharacteristicValue,
          value: row.characteristicValue,
        })),
    checkUsername: async (username) => ({ taken: (await holdersOf(call, username)).length > 0 }),
    webUserPerson: async (username): Promise<WebUserRef> => {
      const [holder] = await holdersOf(call, username);
      if (!holder) throw unknownUser();
      return { username, personId: holder.personId };
    },
    searchWebUsers: async (accountId, division) => {
      const [account, persons] = await Promise.all([
        call({ method: "GET", path: ORACLE_PATHS.account(accountId) }, OracleAccount),
        call(
          { method: "POST", path: ORACLE_PATHS.personSearch, body: { filters: { accountId } } },
          OraclePersons,
        ),
      ]);
      if (account.division.division !== division) throw unknownAccount();
      const held = await Promise.all(persons.persons.map((person) => getPerson(call, person.personId)));
      return persons.persons.flatMap((person, index) => {
        const login = held[index]?.identifiers._data.find(
          (row) => row.identifierType === WEB_USER_IDENTIFIER,
        );
        return login
          ? [{ username: login.identifierValue, fullName: person.personName, personId: person.personId }]
          : [];
      });
    },
  };
}
