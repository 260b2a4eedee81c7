/**
 * The paperless setting and the profile written through Oracle's V-Model services (decision 036,
 * amended), on answers shaped as Oracle's pages nest them ("Get Account", "Update Account Person",
 * "Get Person", "Update Person"): what the adapter sends, and no CM call.
 */
import { describe, expect, it } from "vitest";
import { RECORDED_TODAY, adapter, recordedCcb } from "./ccb-recorded.test-support";

const account = (billRouteType: string) => ({
  accountId: "1000000001",
  customerClass: { customerClass: "RESID" },
  division: { division: "GPA" },
  cashOnly: false,
  accountPersons: {
    _data: [
      { person: { personId: "1100000009" }, isMainCustomer: false, billRouteType: { billRouteType } },
      { person: { personId: "1100000001" }, isMainCustomer: true, billRouteType: { billRouteType } },
    ],
  },
});

const person = {
  personId: "1100000001",
  names: { _data: [{ fullName: "CRUZ,MARIA", isPrimaryName: true }] },
  contactDetails: {
    _data: [
      { contactType: "PRIMARYEMAIL", contactValue: "maria@example.com", isPrimaryContact: true },
      { contactType: "HOME-PHONE", contactValue: "671-555-0100", sequence: 1 },
      { contactType: "MOBILE", contactValue: "671-555-0101", sequence: 2 },
    ],
  },
  identifiers: { _data: [{ identifierType: "WEB", identifierValue: "mcruz" }] },
  characteristics: {
    _data: [
      {
        characteristicType: "CMSCQUES",
        effectiveDate: "2025-01-10",
        characteristicValue: "PET",
        adhocCharacteristicValue: "",
      },
      {
        characteristicType: "CMSCAN",
        effectiveDate: "2025-01-10",
        characteristicValue: "",
        adhocCharacteristicValue: "Rex",
      },
    ],
  },
  mailingAddress: {
    address1: "145 Chalan San Antonio",
    city: "Tamuning",
    postal: "96913",
    state: "GU",
    country: "USA",
  },
};

const noCmCall = (ccb: ReturnType<typeof recordedCcb>) =>
  expect(ccb.sent.some((call) => call.url.pathname.includes("/cm/"))).toBe(false);

describe("the paperless setting (Get Account, Update Account Person)", () => {
  it("reads the main customer's bill route type", async () => {
    const ccb = recordedCcb([{ status: 200, body: account("ONLINE") }]);
    expect(await adapter(ccb).billRoute("1000000001")).toBe("ONLINE");
    expect(ccb.sent[0]?.url.pathname).toBe("/ouaf/rest/apis/customer/v-model/accounts/1000000001");
    noCmCall(ccb);
  });

  it("writes the new route on the main customer's account person", async () => {
    const ccb = recordedCcb([
      { status: 200, body: account("POSTAL") },
      {
        status: 200,
        body: {
          person: { personId: "1100000001" },
          isMainCustomer: true,
          billRouteType: { billRouteType: "ONLINE" },
        },
      },
    ]);
    expect(await adapter(ccb).updateBillRoute("1000000001", "ONLINE")).toEqual({
      changed: true,
      message: "",
    });
    const put = ccb.sent[1];
    expect(put?.method).toBe("PUT");
    expect(put?.url.pathname).toBe("/ouaf/rest/apis/customer/v-model/accounts/1000000001/persons");
    expect(put?.body).toEqual({
      person: { personId: "1100000001" },
      billRouteType: { billRouteType: "ONLINE" },
    });
    noCmCall(ccb);
  });
});

describe("the profile (Get Person, Update Person)", () => {
  it("sends the new e-mail, the phones by sequence, the old e-mail and the replaced question dated", async () => {
    const ccb = recordedCcb([
      { status: 200, body: person },
      { status: 200, body: person },
    ]);
    const change = await adapter(ccb).updateDetails({
      personId: "1100000001",
      email: "maria.new@example.com",
      phones: {
        home: { number: "", deleted: true, sequence: 1 },
        mobile: { number: "671-555-0199", deleted: false, sequence: 2 },
        work: { number: "671-555-0142", deleted: false, sequence: null },
      },
      securityQuestion: "MAIDEN",
      securityAnswer: " Santos ",
      address: { street: "1 Marine Corps Dr", city: "Hagatna", postal: "96910", state: "GU" },
    });
    expect(change).toEqual({ changed: true, message: "Your account details have been updated." });
    const put = ccb.sent[1];
    expect(put?.method).toBe("PUT");
    expect(put?.url.pathname).toBe("/ouaf/rest/apis/customer/v-model/persons/1100000001");
    expect(put?.body).toEqual({
      contactDetails: {
        _data: [
          { contactType: "MOBILE", contactValue: "671-555-0199", sequence: 2 },
          { contactType: "PRIMARYEMAIL", contactValue: "maria.new@example.com" },
          { contactType: "BUSN-PHONE", contactValue: "671-555-0142" },
        ],
      },
      characteristics: {
        _data: [
          {
            characteristicType: "CMSCQUES",
            effectiveDate: RECORDED_TODAY,
            characteristicValue: "MAIDEN",
            adhocCharacteristicValue: "",
          },
          {
            characteristicType: "CMSCAN",
            effectiveDate: RECORDED_TODAY,
            characteristicValue: "",
            adhocCharacteristicValue: "Santos",
          },
          ...person.characteristics._data,
          {
            characteristicType: "CMOLDEML",
            effectiveDate: RECORDED_TODAY,
            characteristicValue: "",
            adhocCharacteristicValue: "maria@example.com",
          },
        ],
      },
      mailingAddress: { address1: "1 Marine Corps Dr", city: "Hagatna", postal: "96910", state: "GU" },
    });
    noCmCall(ccb);
  });

  it("leaves the characteristics alone when a sign-up's contacts keep the e-mail", async () => {
    const ccb = recordedCcb([
      { status: 200, body: person },
      { status: 200, body: person },
    ]);
    await adapter(ccb).updateContacts({
      personId: "1100000001",
      email: "",
      phones: {
        home: { number: "", deleted: false, sequence: 1 },
        mobile: { number: "", deleted: false, sequence: 2 },
        work: { number: "", deleted: false, sequence: null },
      },
    });
    expect(ccb.sent[1]?.body).toEqual({
      contactDetails: {
        _data: person.contactDetails._data.map(({ isPrimaryContact: _, ...row }) => row),
      },
    });
  });
});
