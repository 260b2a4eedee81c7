import type Router from "@koa/router";
import { personNotFound } from "../errors";
import type { CcbStore } from "../store";
import { jsonObject, requiredString } from "../validation";

/** A person's details, contact numbers and chosen security question (never the answer). */
export function personDetails(store: CcbStore, body: unknown) {
  const personId = requiredString(jsonObject(body), "PersonID");
  const person = store.person(personId);
  if (!person) throw personNotFound();
  const chosen = person.characteristics.find(
    (characteristic) => characteristic.CharacteristicType === "CMSCQUES",
  );
  const question = chosen
    ? store
        .securityQuestions()
        .find((candidate) => candidate.characteristicValue === chosen.CharacteristicValue)
    : undefined;
  return {
    customerDetails: {
      PersonID: person.PersonID,
      Name: person.Name,
      EmailID: person.EmailID,
      Address: person.address.Address,
      City: person.address.City,
      Description: person.address.Description,
      Postal: person.address.Postal,
      StateDescription: person.address.StateDescription,
      State: person.address.State,
    },
    contactNumbers: person.contactNumbers.map((phone) => ({ ...phone })),
    securityQuestions: question
      ? [{ description: question.description, characteristicValue: question.characteristicValue }]
      : [],
  };
}

export type PersonDetails = ReturnType<typeof personDetails>;

export function personRoutes(router: Router, store: CcbStore): void {
  router.post("/cm/persons/details", (ctx) => {
    ctx.body = personDetails(store, ctx.request.body);
  });
}
