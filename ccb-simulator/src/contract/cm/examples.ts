/**
 * Example values of the CM operations' request fields, by field name, for the CM contract's
 * request examples (docs/ccb-cm-services.openapi.json). Values look like the fixtures' world (GPA's
 * 10-digit account and person ids, its CIS division, a sign-up's phones by sequence) but name no
 * persona: an example documents a shape, QA's personas are in fixtures/.
 */
import type { CmService } from "./cm-service";

const EXAMPLE_VALUES: Readonly<Record<string, unknown>> = {
  AccountID: "2241606344",
  AccountIDs: ["2241606344", "2241606355"],
  PersonID: "1343682500",
  division: "GPA",
  cisDivision: "GPA",
  userName: "jdelacruz",
  username: "jdelacruz",
  password: "Hafa-Adai-2026",
  oldPassword: "Hafa-Adai-2025",
  email: "j.delacruz@example.com",
  emailAddress: "j.delacruz@example.com",
  securityQuestion: "PET",
  securityAnswer: "Tumon",
  webAccessFlag: "NALW",
  webUserPersonIdTypeCode: "WEB",
  wrongPasswordCountPersonCharTypeCode: "WPCOUNT",
  wrongPasswordCountLimit: 5,
  phones: {
    home: { number: "671-555-0100", sequence: 1 },
    mobile: { number: "671-555-0101" },
    work: { deleted: true, sequence: 3 },
  },
  address: { Address: "123 Marine Corps Dr", City: "Tamuning", Postal: "96913", State: "GU" },
  billRouteType: "ONLINE",
  billCycle: "DUE15",
  externalReferenceId: "GGE4-ET123456-1",
  customerContactId: "5512345678",
  fileName: "arrangement-form.pdf",
  contentType: "application/pdf",
  fileContent: "JVBERi0xLjcK",
  size: 9,
  sha256: "0716f9264c9fe19f5d7455276107f3ddcc1d3497f63d60689a73558ae8a1bf5e",
  barcode: "PA-2241606344-0001",
  outcome: "approved",
  note: "Signed form received",
};

/** A request example of the operation: every field of its contract with an example value. */
export function requestExample(service: CmService): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(service.fields).map((key) => {
      const name = key.replace(/\?$/, "");
      return [name, EXAMPLE_VALUES[name] ?? `${name} example`];
    }),
  );
}
