/**
 * Oracle's published read services as a client written from Oracle's REST pages calls them
 * (decision 036): paths, parameters, nested field names, paging and the 400 problem detail document
 * for an unknown record — answered from the same world as the CM services (the cross-checks read
 * the same account through both).
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
const maria = customerPersona("postpaid-current");
const mariaAccount = maria.accounts[0]!.accountId;
const overdue = customerPersona("postpaid-overdue").accounts[0]!.accountId;
const pending = customerPersona("pending-arrangement");
const UNKNOWN = "9999999999";

const expectUnknownAccount = (answer: { status: number; body: unknown }) => {
  expect(answer.status).toBe(400);
  expect(refusal(answer.body)).toMatchObject({ code: "ACCOUNT_NOT_FOUND", status: 400 });
};

describe("Get Account Financial Details (C1-AccountData)", () => {
  const details = (accountId: string, query = "") =>
    ccb.get(`${API}/customer/financials/accountData/${accountId}/financialDetails${query}`);

  it("answers the account's balances as numbers, its last bill and payment, and billedAmountYTD only with extendedHistory", async () => {
    const plain = await details(overdue);
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({
      account: { accountId: overdue },
      currency: { currency: "USD" },
      currentBalance: expect.any(Number),
      lastBill: { billId: expect.any(String), billDate: expect.any(String), dueDate: expect.any(String) },
    });
    expect(plain.body).not.toHaveProperty("billedAmountYTD");
    const extended = await details(overdue, "?extendedHistory=true");
    expect(extended.body.billedAmountYTD).toEqual(expect.any(Number));
  });

  it("reads the same balance the CM financial summary shows (one world)", async () => {
    const cm = await ccb.post(`${API}/cm/accounts/financialSummary`, { AccountID: overdue });
    const oracle = await details(overdue);
    // The overdue persona holds no deposit: the account's balance is its electric agreement's.
    expect(oracle.body.currentBalance).toBe(cm.body.details.CurrentBalance);
  });

  it("answers 400 with the problem detail document to an unknown account and a bad flag", async () => {
    expectUnknownAccount(await details(UNKNOWN));
    expect((await details(overdue, "?extendedHistory=yes")).status).toBe(400);
  });
});

describe("Multi-Account Billing Statistics (C1-AccountData)", () => {
  const STATS = `${API}/customer/financials/accountData/multiAccountStatistics`;

  it("answers accounts.accountBilling[] for every account asked, in a date range", async () => {
    const { status, body } = await ccb.post(STATS, {
      accountList: [{ accountId: overdue }, { accountId: mariaAccount }],
      startDate: "2025-01-01",
      endDate: "2026-03-15",
    });
    expect(status).toBe(200);
    expect(
      body.accounts.accountBilling.map((row: { account: { accountId: string } }) => row.account.accountId),
    ).toEqual([overdue, mariaAccount]);
    expect(body.accounts.accountBilling[0]).toMatchObject({
      currency: { currency: "USD" },
      currentBalance: expect.any(Number),
      totalBalance: expect.any(Number),
      totalBilledAmount: expect.any(Number),
    });
  });

  it("refuses more than 20 accounts, an empty list and an unknown account", async () => {
    const many = Array.from({ length: 21 }, () => ({ accountId: overdue }));
    expect((await ccb.post(STATS, { accountList: many })).status).toBe(400);
    expect((await ccb.post(STATS, { accountList: [] })).status).toBe(400);
    expectUnknownAccount(await ccb.post(STATS, { accountList: [{ accountId: UNKNOWN }] }));
  });
});

describe("Person Search and Get Person (C1-Person)", () => {
  it("finds the persons of an account, and a person by e-mail", async () => {
    const byAccount = await ccb.post(`${API}/customer/v-model/persons/search`, {
      filters: { accountId: mariaAccount },
    });
    expect(byAccount.status).toBe(200);
    expect(byAccount.body.persons).toContainEqual(
      expect.objectContaining({ personId: maria.personId, isMainCustomer: true }),
    );
    expect(byAccount.body.totalNumberOfRecords).toBe(byAccount.body.persons.length);
    const person = await ccb.get(`${API}/customer/v-model/persons/${maria.personId}`);
    const email = person.body.contactDetails._data.find(
      (row: { contactType: string }) => row.contactType === "PRIMARYEMAIL",
    );
    const byEmail = await ccb.post(`${API}/customer/v-model/persons/search`, {
      filters: { emailSearch: email.contactValue },
    });
    expect(byEmail.body.persons.map((row: { personId: string }) => row.personId)).toContain(maria.personId);
  });

  it("reads a person with names, contact details and characteristics as Oracle's list objects", async () => {
    const { status, body } = await ccb.get(`${API}/customer/v-model/persons/${maria.personId}`);
    expect(status).toBe(200);
    expect(body.personId).toBe(maria.personId);
    expect(body.names._data[0]).toMatchObject({ isPrimaryName: true, fullName: expect.any(String) });
    expect(Array.isArray(body.contactDetails._data)).toBe(true);
    expect(Array.isArray(body.characteristics._data)).toBe(true);
  });

  it("answers 400 to an unknown person or account and to a search without criteria", async () => {
    const unknown = await ccb.get(`${API}/customer/v-model/persons/1999999999`);
    expect(unknown.status).toBe(400);
    expect(refusal(unknown.body).code).toBe("PERSON_NOT_FOUND");
    expectUnknownAccount(
      await ccb.post(`${API}/customer/v-model/persons/search`, { filters: { accountId: UNKNOWN } }),
    );
    expect((await ccb.post(`${API}/customer/v-model/persons/search`, { filters: {} })).status).toBe(400);
  });
});

describe("Search Service Agreement (C1-ServiceAgreement)", () => {
  const SEARCH = `${API}/customer/v-model/serviceAgreements/search`;

  it("answers the account's agreements with their premise, a page at a time", async () => {
    const all = await ccb.post(SEARCH, { filters: { accountId: mariaAccount } });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ offset: 0, hasMore: false });
    const cm = await ccb.post(`${API}/cm/accounts/premise`, { AccountID: mariaAccount });
    expect(all.body.serviceAgreements[0].premise.address).toBe(cm.body.PremiseInfo);
    expect(all.body.totalNumberOfRecords).toBe(all.body.serviceAgreements.length);
    if (all.body.totalNumberOfRecords > 1) {
      const first = await ccb.post(SEARCH, { filters: { accountId: mariaAccount }, limit: 1 });
      expect(first.body).toMatchObject({ limit: 1, hasMore: true });
    }
    const active = await ccb.post(SEARCH, {
      filters: { accountId: mariaAccount, active: "Y ", serviceType: "E" },
    });
    expect(active.body.serviceAgreements.every((sa: { status: string }) => sa.status === "20")).toBe(true);
  });

  it("answers 400 to an unknown account, a missing account and an unknown active flag", async () => {
    expectUnknownAccount(await ccb.post(SEARCH, { filters: { accountId: UNKNOWN } }));
    expect((await ccb.post(SEARCH, { filters: {} })).status).toBe(400);
    expect((await ccb.post(SEARCH, { filters: { accountId: mariaAccount, active: "X" } })).status).toBe(400);
  });
});

describe("Search Case (C1-Case)", () => {
  const SEARCH = `${API}/customer/interactions/cases/search`;

  it("finds an account's payment-arrangement case, nested as Oracle nests it", async () => {
    const accountId = pending.accounts[0]!.accountId;
    const { status, body } = await ccb.post(SEARCH, { filters: { accountId } });
    expect(status).toBe(200);
    expect(body.caseList._data).toContainEqual(
      expect.objectContaining({
        caseType: { caseType: "CM-PAYARR" },
        account: { accountId },
        caseCondition: "OPEN",
        case: { caseId: expect.any(String) },
      }),
    );
    expect(body.totalNumberOfRecords).toBe(body.caseList._data.length);
  });

  it("answers 400 to an unknown account and to no criteria", async () => {
    expectUnknownAccount(await ccb.post(SEARCH, { filters: { accountId: UNKNOWN } }));
    expect((await ccb.post(SEARCH, { filters: {} })).status).toBe(400);
  });
});

describe("Get Account Verification Details (C1-WebUserAccount)", () => {
  it("answers the verification groups of an account, 400 to an unknown one", async () => {
    const path = (id: string) => `${API}/customer/service/webUserAccounts/${id}/accountVerificationInfo`;
    const { status, body } = await ccb.get(path(mariaAccount));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      accountId: mariaAccount,
      businessLine: "RESIDENTIAL",
      accountVerification: { isVerified: false, group: [expect.objectContaining({ name: "IDENTIFIERS" })] },
    });
    expectUnknownAccount(await ccb.get(path(UNKNOWN)));
  });
});
