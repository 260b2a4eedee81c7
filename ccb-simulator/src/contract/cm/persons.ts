/** A person's details, contacts and characteristics (GPA CM services, decision 027). */
import type { CmService } from "./cm-service";

export const PERSON_SERVICES: readonly CmService[] = [
  {
    method: "POST",
    path: "/cm/persons/details",
    service: "CM-PersonDetails",
    summary: "A person's name, e-mail, phones, address and security question",
    fields: { PersonID: "string" },
    specCalls: ["user-details, other-details (spec 001/002 §7)"],
  },
  {
    method: "POST",
    path: "/cm/persons/updateContacts",
    service: "CM-PersonContactsUpdate",
    summary: "Sets a person's e-mail and phones by sequence (sign-up)",
    fields: { PersonID: "string", email: "string", phones: "object" },
    specCalls: ["sign-up-user (spec 001 §7)"],
  },
  {
    method: "POST",
    path: "/cm/persons/updateDetails",
    service: "CM-PersonDetailsUpdate",
    summary: "Sets a person's e-mail, phones, mailing address, security question and answer",
    fields: {
      PersonID: "string",
      email: "string",
      phones: "object",
      securityQuestion: "string",
      securityAnswer: "string",
      "address?": "object",
    },
    specCalls: ["update-user-details (spec 002 §7)"],
  },
  {
    method: "POST",
    path: "/cm/persons/characteristics",
    service: "CM-PersonCharacteristics",
    summary: "A person's characteristics (effective-dated)",
    fields: { PersonID: "string" },
    specCalls: ["user-details-edit-account (spec 002 §7)"],
  },
];
