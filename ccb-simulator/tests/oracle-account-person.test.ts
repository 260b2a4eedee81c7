/**
 * Oracle's Get Account, the arrears of Get Account Financial Details, Person Search by identifier,
 * Get Person's identifiers, characteristics and mailing address, and Search Service Agreement's
 * paging and prepaid balance, as a client written from Oracle's REST pages calls them (decision
 * 036): read from the same world as the CM services.
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

const API = "/rest/apis";
const UNKNOWN = "9999999999";
const maria = customerPersona("postpaid-current");
const cashOnly = customerPersona("cash-only");
const overdue = customerPersona("postpaid-overdue");
const rosa = customerPersona("prepaid-only");

describe("Get Account (C1-Account)", () => {
  it("answers the account's class, division, cash-only flag and persons as Oracle nests them", async () => {
    const accountId = cashOnly.accounts[0]!.accountId;
    const { status, body } = await ccb.get(`${API}/customer/v-model/accounts/${accountId}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      accountId,
      customerClass: { customerClass: "RESID" },
      division: { division: "GPA" },
      cashOnly: true,
      accountPersons: {
        _data: [expect.objectContaining({ person: { personId: cashOnly.personId }, isMainCustomer: true })],
      },
    });
    const current = await ccb.get(`${API}/customer/v-model/accounts/${maria.accounts[0]!.accountId}`);
    expect(current.body.cashOnly).toBe(false);
  });

  it("answers 400 with the problem detail document to an unknown account", async () => {
    const answer = await ccb.get(`${API}/customer/v-model/accounts/${UNKNOWN}`);
    expect(answer.status).toBe(400);
    expect(refusal(answer.body)).toMatchObject({ code: "ACCOUNT_NOT_FOUND", status: 400 });
  });
});

describe("Get Account Financial Details' arrears", () => {
  it("lists what is due now and the new charges, the same lines the CM summary shows", async () => {
    const accountId = overdue.accounts[0]!.accountId;
    const oracle = await ccb.get(`${API}/customer/financials/accountData/${accountId}/financialDetails`);
    const cm = await ccb.post(`${API}/cm/accounts/financialSummary`, { AccountID: accountId });
    const lines = oracle.body.arrearsDetails.arrearsList._data;
    expect(lines.map((line: { description: string }) => line.description)).toContain("Due Now");
    expect(lines).toEqual(
      cm.body.arrears.map((band: { Label: string; ArrearsAmount: number }) => ({
        description: band.Label,
        arrearsAmount: band.ArrearsAmount,
      })),
    );
  });
});

describe("Person Search by identifier and Get Person", () => {
  const search = (filters: Record<string, unknown>) =>
    ccb.post(`${API}/customer/v-model/persons/search`, { filters });

  it("finds the person of a web user by its WEB identifier, and nobody for a free name", async () => {
    const found = await search({ identifierType: "WEB", identifierValue: maria.username });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      persons: [{ personId: maria.personId }],
      totalNumberOfRecords: 1,
    });
    const free = await search({ identifierType: "WEB", identifierValue: "nobody.here" });
    expect(free.body).toEqual({ persons: [], totalNumberOfRecords: 0 });
    expect((await search({ identifierValue: maria.username })).status).toBe(400);
  });

  it("reads the person's WEB identifier, mailing address and the question's description", async () => {
    const { body } = await ccb.get(`${API}/customer/v-model/persons/${maria.personId}`);
    expect(body.identifiers._data).toEqual([{ identifierType: "WEB", identifierValue: maria.username }]);
    expect(body.mailingAddress).toMatchObject({ postal: maria.zip, city: expect.any(String) });
    const question = body.characteristics._data.find(
      (row: { characteristicType: string }) => row.characteristicType === "CMSCQUES",
    );
    expect(question).toMatchObject({
      characteristicValue: maria.securityQuestion,
      characteristicValueDescription: expect.any(String),
    });
  });
});

describe("Search Service Agreement paging and prepaid balance", () => {
  it("pages by limit and offset with hasMore and totalNumberOfRecords, and carries the prepaid balance", async () => {
    const accountId = rosa.accounts[0]!.accountId;
    const page = (offset: number) =>
      ccb.post(`${API}/customer/v-model/serviceAgreements/search`, {
        filters: { accountId },
        limit: 1,
        offset,
      });
    const first = await page(0);
    expect(first.body).toMatchObject({ limit: 1, offset: 0 });
    const total = first.body.totalNumberOfRecords;
    expect(first.body.hasMore).toBe(total > 1);
    const last = await page(total - 1);
    expect(last.body.hasMore).toBe(false);
    const all = await ccb.post(`${API}/customer/v-model/serviceAgreements/search`, {
      filters: { accountId },
    });
    const prepaid = all.body.serviceAgreements.find(
      (sa: { serviceAgreementType: string }) => sa.serviceAgreementType === "E-PREPAY",
    );
    expect(prepaid.prepaidBalance).toBe(42.5);
  });
});
