/**
 * Oracle's "Update Person" (C1-Person, `PUT …/v-model/persons/{personId}`) as a client written from
 * Oracle's REST pages calls it (decision 036, amended): the body nests as Get Person answers, a list
 * sent replaces the person's list, a refused body changes nothing, and Get Person then shows the
 * change in the one world.
 */
import { customerPersona } from "@paygpa/fixtures";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { refusal, type Simulator, startSimulator } from "./simulator";

let ccb: Simulator;
beforeAll(async () => {
  ccb = await startSimulator();
});
beforeEach(() => ccb.reset());
afterAll(() => ccb.close());

const maria = customerPersona("postpaid-current");
const personPath = `/rest/apis/customer/v-model/persons/${maria.personId}`;

interface Contact {
  contactType: string;
  contactValue: string;
  sequence?: number;
}

describe("Update Person", () => {
  it("replaces the e-mail and phones, keeping the sequence of a phone it updates and giving a new one its own", async () => {
    const before = (await ccb.get(personPath)).body;
    const phones = (before.contactDetails._data as Contact[]).filter(
      (row) => row.contactType !== "PRIMARYEMAIL",
    );
    const kept = phones[0]!;
    const { status, body } = await ccb.put(personPath, {
      contactDetails: {
        _data: [
          { contactType: "PRIMARYEMAIL", contactValue: "maria.new@example.com" },
          { contactType: kept.contactType, contactValue: "671-555-0199", sequence: kept.sequence },
          { contactType: "BUSN-PHONE", contactValue: "671-555-0142" },
        ],
      },
    });
    expect(status).toBe(200);
    const rows = body.contactDetails._data as Contact[];
    expect(rows).toContainEqual(
      expect.objectContaining({ contactType: "PRIMARYEMAIL", contactValue: "maria.new@example.com" }),
    );
    expect(rows).toContainEqual({
      contactType: kept.contactType,
      contactValue: "671-555-0199",
      sequence: kept.sequence,
    });
    const added = rows.find((row) => row.contactValue === "671-555-0142");
    expect(added?.sequence).toBeGreaterThan(Math.max(...phones.map((row) => row.sequence ?? 0)));
    expect((await ccb.get(personPath)).body.contactDetails).toEqual(body.contactDetails);
  });

  it("sets the characteristics and the mailing address, leaving the contacts it was not sent", async () => {
    const before = (await ccb.get(personPath)).body;
    const { status, body } = await ccb.put(personPath, {
      characteristics: {
        _data: [
          { characteristicType: "CMSCQUES", effectiveDate: "2026-12-01", characteristicValue: "PET" },
          { characteristicType: "CMSCAN", effectiveDate: "2026-12-01", adhocCharacteristicValue: "Tiger" },
        ],
      },
      mailingAddress: { address1: "1 Marine Corps Dr", city: "Hagatna", postal: "96910", state: "GU" },
    });
    expect(status).toBe(200);
    expect(body.characteristics._data).toHaveLength(2);
    expect(body.characteristics._data[0]).toMatchObject({
      characteristicType: "CMSCQUES",
      characteristicValue: "PET",
    });
    expect(body.mailingAddress).toMatchObject({
      address1: "1 Marine Corps Dr",
      city: "Hagatna",
      postal: "96910",
    });
    expect(body.contactDetails).toEqual(before.contactDetails);
  });

  it("refuses a stale phone sequence or an unknown question, and changes nothing", async () => {
    const before = (await ccb.get(personPath)).body;
    const stale = await ccb.put(personPath, {
      contactDetails: {
        _data: [
          { contactType: "PRIMARYEMAIL", contactValue: "other@example.com" },
          { contactType: "MOBILE", contactValue: "671-555-0100", sequence: 99 },
        ],
      },
    });
    expect(stale.status).toBe(400);
    expect(refusal(stale.body)).toMatchObject({ code: "BAD_REQUEST", status: 400 });
    const question = await ccb.put(personPath, {
      characteristics: {
        _data: [{ characteristicType: "CMSCQUES", effectiveDate: "2026-12-01", characteristicValue: "NOPE" }],
      },
    });
    expect(question.status).toBe(400);
    expect((await ccb.get(personPath)).body).toEqual(before);
  });

  it("answers 400 with the problem detail document to an unknown person", async () => {
    const answer = await ccb.put("/rest/apis/customer/v-model/persons/9999999999", {
      contactDetails: { _data: [] },
    });
    expect(answer.status).toBe(400);
    expect(refusal(answer.body)).toMatchObject({ code: "PERSON_NOT_FOUND", status: 400 });
  });
});
