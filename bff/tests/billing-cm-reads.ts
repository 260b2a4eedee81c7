/**
 * The CM reads the billing adapter made before it read Oracle's base services (decision 036), kept
 * for the parity test only: GPA's CM look-ups the ccb-simulator still answers for QA
 * (`/rest/apis/cm/…`), their answers' schemas and their mapping to the port's domain answers, as
 * the adapter had them. The BFF does not call these paths (tests/billing-cm-calls.test.ts).
 */
import * as v from "valibot";
import type {
  FinancialSummary,
  Person,
  PersonCharacteristic,
} from "../src/integrations/billing/billing-domain";
import type { WebUserRef } from "../src/integrations/billing/billing-domain-writes";
import { ccbCaller } from "../src/integrations/billing/ccb-caller";
import { PHONE_KIND_OF_TYPE } from "../src/integrations/billing/ccb-rest-mapping";

const text = v.string();
const amount = v.number();

/** The CM look-ups, by the name of the port operation they answered. */
export const CM_READ_PATHS = {
  financialSummary: "/cm/accounts/financialSummary",
  personDetails: "/cm/persons/details",
  characteristics: "/cm/persons/characteristics",
  checkUsername: "/cm/webUsers/checkUsername",
  webUserPerson: "/cm/webUsers/person",
  searchWebUsers: "/cm/webUsers/search",
} as const;

const AccountFinancialSummary = v.looseObject({
  details: v.looseObject({
    AccountID: text,
    CurrentBalance: amount,
    PayoffBalance: amount,
    Name: text,
    PremiseInfo: text,
  }),
  arrears: v.array(v.looseObject({ Label: text, ArrearsAmount: amount })),
  paymentDetails: v.nullable(v.looseObject({ billDate: text, dueDate: text })),
  type: v.picklist(["postpaid", "prepaid"]),
  email: v.nullable(text),
  cashOnlyFlag: v.picklist(["Y", "N"]),
  customerClass: text,
  PersonID: text,
  prepaid: v.nullable(v.looseObject({ prepaySAId: text, prepayBalance: amount, unpaidBalance: amount })),
});

const PersonDetails = v.looseObject({
  customerDetails: v.looseObject({
    PersonID: text,
    Name: text,
    EmailID: v.nullable(text),
    Address: text,
    City: text,
    Description: text,
    Postal: text,
    State: text,
  }),
  contactNumbers: v.array(v.looseObject({ PhoneType: text, PhoneNumber: text, Sequence: v.number() })),
  securityQuestions: v.array(v.looseObject({ description: text, characteristicValue: text })),
});

const PersonCharacteristics = v.looseObject({
  result: v.looseObject({
    otherDetails: v.array(
      v.looseObject({
        CharacteristicType: text,
        EffectiveDate: text,
        AdhocCharacteristicValue: text,
        CharacteristicValue: text,
      }),
    ),
  }),
});

const UsernameCheck = v.looseObject({ taken: v.boolean() });
const WebUserPerson = v.looseObject({ username: text, PersonID: text });
const WebUserSearch = v.looseObject({
  list: v.array(v.looseObject({ username: text, fullName: text, personId: text })),
});

/** The port's reads as the CM services answered them, against a simulator at `baseUrl`. */
export function cmReads(baseUrl: string) {
  const call = ccbCaller({ baseUrl, timeoutMs: 5000 });
  const post = <S extends v.GenericSchema>(path: string, body: unknown, schema: S) =>
    call({ method: "POST", path, body }, schema);
  return {
    async financialSummary(accountId: string): Promise<FinancialSummary> {
      const summary = await post(
        CM_READ_PATHS.financialSummary,
        { AccountID: accountId },
        AccountFinancialSummary,
      );
      const { details, prepaid } = summary;
      return {
        accountId: details.AccountID,
        personId: summary.PersonID,
        holderName: details.Name,
        premise: details.PremiseInfo,
        kind: summary.type,
        currentBalance: details.CurrentBalance,
        payoffBalance: details.PayoffBalance,
        arrears: summary.arrears.map((band) => ({ label: band.Label, amount: band.ArrearsAmount })),
        latestBill: summary.paymentDetails && {
          billDate: summary.paymentDetails.billDate,
          dueDate: summary.paymentDetails.dueDate,
        },
        email: summary.email,
        cashOnly: summary.cashOnlyFlag === "Y",
        customerClass: summary.customerClass,
        prepaid: prepaid && {
          serviceAgreementId: prepaid.prepaySAId,
          balance: prepaid.prepayBalance,
          unpaidBalance: prepaid.unpaidBalance,
        },
      };
    },
    async personDetails(personId: string): Promise<Person> {
      const details = await post(CM_READ_PATHS.personDetails, { PersonID: personId }, PersonDetails);
      const held = details.customerDetails;
      return {
        personId: held.PersonID,
        name: held.Name,
        email: held.EmailID,
        address: {
          street: held.Address,
          city: held.City,
          state: held.State,
          postal: held.Postal,
          country: held.Description,
        },
        phones: details.contactNumbers.flatMap((phone) => {
          const kind = PHONE_KIND_OF_TYPE[phone.PhoneType];
          return kind ? [{ kind, number: phone.PhoneNumber, sequence: phone.Sequence }] : [];
        }),
        securityQuestions: details.securityQuestions.map(({ characteristicValue, description }) => ({
          characteristicValue,
          description,
        })),
      };
    },
    async characteristics(personId: string): Promise<PersonCharacteristic[]> {
      const answer = await post(CM_READ_PATHS.characteristics, { PersonID: personId }, PersonCharacteristics);
      return answer.result.otherDetails.map((held) => ({
        type: held.CharacteristicType,
        effectiveDate: held.EffectiveDate,
        adhocValue: held.AdhocCharacteristicValue,
        value: held.CharacteristicValue,
      }));
    },
    checkUsername: (username: string) => post(CM_READ_PATHS.checkUsername, { username }, UsernameCheck),
    async webUserPerson(username: string): Promise<WebUserRef> {
      const found = await post(CM_READ_PATHS.webUserPerson, { username }, WebUserPerson);
      return { username: found.username, personId: found.PersonID };
    },
    async searchWebUsers(accountId: string, division: string) {
      const found = await post(
        CM_READ_PATHS.searchWebUsers,
        { AccountID: accountId, division },
        WebUserSearch,
      );
      return found.list.map(({ username, fullName, personId }) => ({ username, fullName, personId }));
    },
  };
}
