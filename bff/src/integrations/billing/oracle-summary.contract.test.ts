/**
 * The financial summary, the person and the web user look-ups over Oracle's services (decision
 * 036), on answers shaped as Oracle's pages document them (Get Account, Get Account Financial
 * Details, Search Service Agreement read to its last page, Person Search, Get Person): what the
 * adapter sends, what it reads, and Oracle's 400 problem detail read as billing's refusal.
 */
import { describe, expect, it } from "vitest";
import { BillingRejected } from "./billing-errors";
import { ccbRestAdapter } from "./ccb-rest-adapter";
import { problem } from "./ccb-recorded.test-support";

const ROOT = "/ouaf/rest/apis";
const ACCOUNT = "1000000004";

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** A CCB answering by method and path (the summary's calls go out at once, in no fixed order). */
function oracleCcb(answers: Record<string, (body: unknown) => { status: number; body: unknown }>) {
  const sent: Sent[] = [];
  const fetch = (async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? "GET";
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    sent.push({ method, path: `${url.pathname}${url.search}`, body });
    const answer = answers[`${method} ${url.pathname}`]?.(body) ?? { status: 404, body: {} };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
  }) as typeof globalThis.fetch;
  return {
    sent,
    billing: ccbRestAdapter({ baseUrl: "https://ccb.example.gpa:6501/ouaf", timeoutMs: 1000, fetch }),
  };
}

const agreement = (id: string, type: string, status: string, balance: number, extra = {}) => ({
  serviceAgreementId: id,
  account: { accountId: ACCOUNT },
  serviceAgreementType: type,
  status,
  startDate: "2024-01-01",
  currentBalance: balance,
  payoffBalance: balance,
  premise: { premiseId: "3000000004", address: "12 Route 4, Hagatna, GU, 96910" },
  ...extra,
});

const ok = (body: unknown) => () => ({ status: 200, body });

describe("the financial summary (Get Account, Financial Details, Search Service Agreement, Person Search)", () => {
  it("reads every page of the agreements and maps a prepaid account's balances", async () => {
    const { sent, billing } = oracleCcb({
      [`GET ${ROOT}/customer/v-model/accounts/${ACCOUNT}`]: ok({
        accountId: ACCOUNT,
        customerClass: { customerClass: "RESID" },
        division: { division: "GPA" },
        cashOnly: false,
        accountPersons: { _data: [{ person: { personId: "1100000004" }, isMainCustomer: true }] },
      }),
      [`GET ${ROOT}/customer/financials/accountData/${ACCOUNT}/financialDetails`]: ok({
        account: { accountId: ACCOUNT },
        currency: { currency: "USD" },
        currentBalance: 0,
        depositAmount: 0,
        arrearsDetails: { arrearsList: { _data: [] } },
      }),
      [`POST ${ROOT}/customer/v-model/serviceAgreements/search`]: (body) => {
        const { offset } = body as { offset: number };
        return offset === 0
          ? {
              status: 200,
              body: { serviceAgreements: [agreement("2000000041", "DEP-RES", "20", -50)], hasMore: true },
            }
          : {
              status: 200,
              body: {
                serviceAgreements: [
                  agreement("2000000042", "E-PREPAY", "20", 3.456, { prepaidBalance: 42.5 }),
                ],
                hasMore: false,
              },
            };
      },
      [`POST ${ROOT}/customer/v-model/persons/search`]: ok({
        persons: [
          { personId: "1100000004", personName: "TAITANO,ROSA", emailAddress: "", isMainCustomer: true },
        ],
        totalNumberOfRecords: 1,
      }),
    });
    expect(await billing.financialSummary(ACCOUNT)).toEqual({
      accountId: ACCOUNT,
      personId: "1100000004",
      holderName: "TAITANO,ROSA",
      premise: "12 Route 4, Hagatna, GU, 96910",
      kind: "prepaid",
      currentBalance: 3.46,
      payoffBalance: 3.46,
      arrears: [],
      latestBill: null,
      email: null,
      cashOnly: false,
      customerClass: "RESID",
      prepaid: { serviceAgreementId: "2000000042", balance: 42.5, unpaidBalance: 3.46 },
    });
    const pages = sent.filter((call) => call.path.endsWith("/serviceAgreements/search"));
    expect(pages.map((call) => call.body)).toEqual([
      { filters: { accountId: ACCOUNT }, limit: 100, offset: 0 },
      { filters: { accountId: ACCOUNT }, limit: 100, offset: 100 },
    ]);
    expect(sent.some((call) => call.path.includes("/cm/"))).toBe(false);
  });

  it("reads an unknown account's 400 problem detail document as billing's refusal", async () => {
    const refused = () => ({
      status: 400,
      body: problem(400, "90000", "2001", "Account number doesn't exist"),
    });
    const { billing } = oracleCcb({
      [`GET ${ROOT}/customer/v-model/accounts/9999999999`]: refused,
      [`GET ${ROOT}/customer/financials/accountData/9999999999/financialDetails`]: refused,
      [`POST ${ROOT}/customer/v-model/serviceAgreements/search`]: refused,
      [`POST ${ROOT}/customer/v-model/persons/search`]: refused,
    });
    const error = await billing.financialSummary("9999999999").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BillingRejected);
    expect((error as BillingRejected).reason).toBe("unknown-account");
  });
});

describe("persons and web users (Get Person, Person Search by the WEB identifier)", () => {
  const person = {
    personId: "1100000001",
    names: { _data: [{ fullName: "CRUZ,MARIA", isPrimaryName: true }] },
    contactDetails: {
      _data: [
        { contactType: "PRIMARYEMAIL", contactValue: "maria.cruz@example.com", isPrimaryContact: true },
        { contactType: "MOBILE", contactValue: "6715550101", sequence: 2 },
      ],
    },
    identifiers: { _data: [{ identifierType: "WEB", identifierValue: "maria.cruz" }] },
    characteristics: {
      _data: [
        {
          characteristicType: "CMSCQUES",
          effectiveDate: "2026-01-01",
          characteristicValue: "PET",
          adhocCharacteristicValue: "",
          characteristicValueDescription: "Your first pet's name?",
        },
        {
          characteristicType: "CMSCAN",
          effectiveDate: "2026-01-01",
          characteristicValue: "",
          adhocCharacteristicValue: "Tasi",
        },
        {
          characteristicType: "CM-OTHER",
          effectiveDate: "2026-01-01",
          characteristicValue: "X",
          adhocCharacteristicValue: "",
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

  it("maps Get Person to the person, and never lets the security answer out", async () => {
    const { billing } = oracleCcb({ [`GET ${ROOT}/customer/v-model/persons/1100000001`]: ok(person) });
    expect(await billing.personDetails("1100000001")).toEqual({
      personId: "1100000001",
      name: "CRUZ,MARIA",
      email: "maria.cruz@example.com",
      address: {
        street: "145 Chalan San Antonio",
        city: "Tamuning",
        state: "GU",
        postal: "96913",
        country: "USA",
      },
      phones: [{ kind: "mobile", number: "6715550101", sequence: 2 }],
      securityQuestions: [{ characteristicValue: "PET", description: "Your first pet's name?" }],
    });
    const held = await billing.characteristics("1100000001");
    expect(held.map((row) => [row.type, row.adhocValue])).toEqual([
      ["CMSCQUES", ""],
      ["CMSCAN", "***"],
    ]);
  });

  it("asks Person Search by the WEB identifier, and refuses an unknown login name as an unknown user", async () => {
    const { sent, billing } = oracleCcb({
      [`POST ${ROOT}/customer/v-model/persons/search`]: (body) =>
        (body as { filters: { identifierValue: string } }).filters.identifierValue === "maria.cruz"
          ? {
              status: 200,
              body: {
                persons: [{ personId: "1100000001", personName: "CRUZ,MARIA" }],
                totalNumberOfRecords: 1,
              },
            }
          : { status: 200, body: { persons: [], totalNumberOfRecords: 0 } },
    });
    expect(await billing.checkUsername("maria.cruz")).toEqual({ taken: true });
    expect(await billing.checkUsername("free.name")).toEqual({ taken: false });
    expect(await billing.webUserPerson("maria.cruz")).toEqual({
      username: "maria.cruz",
      personId: "1100000001",
    });
    const unknown = await billing.webUserPerson("free.name").catch((caught: unknown) => caught);
    expect((unknown as BillingRejected).reason).toBe("unknown-user");
    expect(sent[0]?.body).toEqual({ filters: { identifierType: "WEB", identifierValue: "maria.cruz" } });
  });
});
