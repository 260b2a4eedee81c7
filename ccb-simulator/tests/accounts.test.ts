import { customerPersona, unregisteredPersona } from "@paygpa/fixtures";
import { addDays } from "@paygpa/simulator-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Simulator, startSimulator, TODAY, refusal, problem } from "./simulator";

let ccb: Simulator;
beforeAll(async () => {
  ccb = await startSimulator();
});
afterAll(() => ccb.close());

const summary = (AccountID: string) => ccb.post("/rest/apis/cm/accounts/financialSummary", { AccountID });
const firstAccount = (key: string) => customerPersona(key).accounts[0]!.accountId;
const sum = (lines: { ArrearsAmount: number }[]) =>
  Math.round(lines.reduce((total, line) => total + line.ArrearsAmount, 0) * 100) / 100;

describe("POST /rest/apis/cm/accounts/financialSummary", () => {
  it("gives the overdue persona a 'Due Now' line from a bill past due", async () => {
    const persona = customerPersona("postpaid-overdue");
    const { status, body } = await summary(persona.accounts[0]!.accountId);
    expect(status).toBe(200);
    expect(body.arrears).toEqual([{ Label: "Due Now", ArrearsAmount: expect.any(Number) }]);
    expect(body.arrears[0].ArrearsAmount).toBeGreaterThan(0);
    expect(body.arrears[0].ArrearsAmount).toBe(body.details.CurrentBalance);
    expect(body.paymentDetails.dueDate).toBe(addDays(TODAY, -3));
    expect(body).toMatchObject({
      details: {
        AccountID: "1000000002",
        Name: "SANTOS,JOSE",
        PremiseInfo: "22 Chalan Kanton Tasi, Dededo, GU, 96929",
      },
      type: "postpaid",
      email: "jose.santos@example.com",
      cashOnlyFlag: "N",
      customerClass: "RESID",
      PersonID: persona.personId,
      prepaid: null,
    });
  });

  it("shows only New Charges for the current persona, due in 10 days", async () => {
    const { body } = await summary(firstAccount("postpaid-current"));
    expect(body.arrears.map((line: { Label: string }) => line.Label)).toEqual(["New Charges"]);
    expect(body.paymentDetails).toMatchObject({ dueDate: addDays(TODAY, 10), billDate: addDays(TODAY, -10) });
    expect(sum(body.arrears)).toBe(body.details.CurrentBalance);
  });

  it("splits Due Now and New Charges when an older bill is unpaid and the latest is not yet due", async () => {
    const { body } = await summary("1000000013");
    expect(body.arrears.map((line: { Label: string }) => line.Label)).toEqual(["Due Now", "New Charges"]);
    expect(sum(body.arrears)).toBe(body.details.CurrentBalance);
  });

  it("has no arrears lines for an account paid up or in credit", async () => {
    for (const accountId of ["1000000014", "1000000018"]) {
      expect((await summary(accountId)).body.arrears).toEqual([]);
    }
    expect((await summary("1000000018")).body.details.CurrentBalance).toBeLessThan(0);
  });

  it("describes a prepaid account with its prepaid service agreement and no bill", async () => {
    const { body } = await summary("1000000006");
    expect(body).toMatchObject({
      type: "prepaid",
      arrears: [],
      paymentDetails: null,
      prepaid: { prepaySAId: expect.stringMatching(/^\d{10}$/), prepayBalance: 18.75, unpaidBalance: 35.4 },
      details: { CurrentBalance: 35.4 },
    });
  });

  it("flags the cash-only and commercial personas", async () => {
    expect((await summary(firstAccount("cash-only"))).body.cashOnlyFlag).toBe("Y");
    expect((await summary(firstAccount("commercial"))).body.customerClass).toBe("COMM");
  });
});

/** Oracle's Search Bills (C1-Bill, `…/framework/2510/restapi/api-financial-transactions-bill.html`). */
const BILL_SEARCH = "/rest/apis/customer/financials/bills/search";

describe("account routes", () => {
  it.each([
    "/rest/apis/cm/accounts/financialSummary",
    "/rest/apis/cm/accounts/serviceAgreements",
    "/rest/apis/cm/accounts/premise",
    "/rest/apis/cm/accounts/consumption",
    "/rest/apis/cm/accounts/prepaidUsage",
  ])("%s answers 404 ACCOUNT_NOT_FOUND to an unknown account and 400 to a malformed body", async (path) => {
    expect(await ccb.post(path, { AccountID: "9999999999" })).toEqual({
      status: 404,
      body: problem(404, "ACCOUNT_NOT_FOUND", "Account number doesn't exist"),
    });
    const malformed = await ccb.post(path, { accountId: "1000000001" });
    expect(malformed.status).toBe(400);
    expect(refusal(malformed.body)).toMatchObject({
      code: "BAD_REQUEST",
      description: "AccountID is required",
    });
  });

  it("lists the service agreements, with the held deposit of the deposit-applicable persona", async () => {
    const { body } = await ccb.post("/rest/apis/cm/accounts/serviceAgreements", {
      AccountID: firstAccount("deposit-applicable"),
    });
    const electric = body.result.find((sa: { saType: string }) => sa.saType === "E-RES");
    const deposit = body.result.find((sa: { saType: string }) => sa.saType === "DEP-RES");
    expect(electric).toMatchObject({ status: "20", SAID: expect.stringMatching(/^\d{10}$/) });
    expect(electric.currentBalance).toBeGreaterThan(0);
    expect(deposit).toMatchObject({ status: "20", currentBalance: 0, payoffBalance: -200 });
  });

  it("gives the premise as one comma-separated line with the main customer's name", async () => {
    const { body } = await ccb.post("/rest/apis/cm/accounts/premise", { AccountID: "1000000001" });
    expect(body).toEqual({ PremiseInfo: "145 Chalan San Antonio, Tamuning, GU, 96913", Name: "CRUZ,MARIA" });
  });

  it("answers Search Bills 400 ACCOUNT_NOT_FOUND for an unknown account, 400 without accountId", async () => {
    const unknown = await ccb.post(BILL_SEARCH, { accountId: "9999999999" });
    expect(unknown.status).toBe(400);
    expect(refusal(unknown.body).code).toBe("ACCOUNT_NOT_FOUND");
    const malformed = await ccb.post(BILL_SEARCH, { AccountID: "1000000002" });
    expect(refusal(malformed.body)).toMatchObject({
      code: "BAD_REQUEST",
      description: "accountId is required",
    });
  });

  it("lists 24 bills newest first, each consistent with its arrears", async () => {
    const { body } = await ccb.post(BILL_SEARCH, { accountId: "1000000002" });
    expect(body.result).toHaveLength(24);
    const [latest, previous] = body.result;
    expect(latest.billDate > previous.billDate).toBe(true);
    expect(latest).toEqual({
      billID: expect.any(String),
      billDate: addDays(TODAY, -23),
      dueDate: addDays(TODAY, -3),
      totalAmount: Math.round((latest.newCharges + latest.previousArrears) * 100) / 100,
      newCharges: expect.any(Number),
      previousArrears: expect.any(Number),
    });
    expect(latest.previousArrears).toBeGreaterThan(0);
  });

  // Oracle Utilities REST API, Financial Transactions / Account Data (C1-AccountData), "Get Account
  // Financial History" (`…/framework/2510/restapi/op-rest-apis-customer-financials-accountdata-accountid-financialhistory-get.html`): paged by limit/offset.
  describe("financial history (C1-AccountData, Get Account Financial History)", () => {
    const history = (accountId: string, query = "") =>
      ccb.get(`/rest/apis/customer/financials/accountData/${accountId}/financialHistory${query}`);

    it("lists financial transactions newest first, payments negative, with the account", async () => {
      const { body } = await history("1000000001");
      const dates = body.accountFinancialHistoryList.map((ft: { arrearsDate: string }) => ft.arrearsDate);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(body.accountFinancialHistoryList[0]).toEqual({
        financialTransactionId: expect.any(String),
        arrearsDate: addDays(TODAY, -10),
        accountingDate: addDays(TODAY, -10),
        accountId: "1000000001",
        currentAmount: expect.stringMatching(/^-?\d+\.\d{2}$/),
        financialTransactionType: "BS",
      });
      for (const ft of body.accountFinancialHistoryList.filter(
        (row: { financialTransactionType: string }) => row.financialTransactionType === "PS",
      )) {
        expect(Number(ft.currentAmount)).toBeLessThan(0);
      }
    });

    it("pages by limit and offset, says whether more follow, and filters by date", async () => {
      const all = (await history("1000000001", "?limit=500")).body;
      expect(all.hasMore).toBe(false);
      expect(all.totalNumberOfRecords).toBe(all.accountFinancialHistoryList.length);
      const first = (await history("1000000001", "?limit=2")).body;
      const second = (await history("1000000001", "?limit=2&offset=2")).body;
      expect(first).toMatchObject({ limit: 2, offset: 0, hasMore: all.totalNumberOfRecords > 2 });
      expect([...first.accountFinancialHistoryList, ...second.accountFinancialHistoryList]).toEqual(
        all.accountFinancialHistoryList.slice(0, 4),
      );
      const since = addDays(TODAY, -40);
      const recent = (await history("1000000001", `?startDate=${since}&endDate=${TODAY}&limit=500`)).body;
      expect(recent.accountFinancialHistoryList.length).toBeGreaterThan(0);
      expect(
        recent.accountFinancialHistoryList.every((ft: { arrearsDate: string }) => ft.arrearsDate >= since),
      ).toBe(true);
      expect(recent.accountFinancialHistoryList.length).toBeLessThan(all.accountFinancialHistoryList.length);
    });

    it("answers 400 with the problem detail document to an unknown account (Oracle's pages), and 400 to bad paging", async () => {
      const unknown = await history("9999999999");
      expect(unknown).toEqual({
        status: 400,
        body: problem(400, "ACCOUNT_NOT_FOUND", "Account number doesn't exist"),
      });
      for (const query of [
        "?limit=0",
        "?limit=501",
        "?offset=-1",
        "?startDate=2026-1-1",
        "?limit=1&limit=2",
      ]) {
        const bad = await history("1000000001", query);
        expect(bad.status, query).toBe(400);
        expect(refusal(bad.body).code, query).toBe("BAD_REQUEST");
      }
    });
  });

  it("gives 24 months of consumption, oldest first", async () => {
    const { body } = await ccb.post("/rest/apis/cm/accounts/consumption", { AccountID: "1000000004" });
    expect(body.result).toHaveLength(24);
    expect(body.result[0].month < body.result[23].month).toBe(true);
    expect(body.result[23]).toEqual({
      month: "2026-02",
      kwh: expect.any(Number),
      amount: expect.any(Number),
    });
  });

  it("gives 90 days of prepaid daily usage ending yesterday", async () => {
    const { body } = await ccb.post("/rest/apis/cm/accounts/prepaidUsage", { AccountID: "1000000004" });
    expect(body.result).toHaveLength(90);
    expect(body.result.at(-1)).toEqual({
      date: addDays(TODAY, -1),
      kwh: expect.any(Number),
      charge: expect.any(Number),
    });
  });
});

describe("POST /rest/apis/cm/accounts/validate", () => {
  it.each([
    ["unregistered-per", "PER"],
    ["unregistered-prem", "PREM"],
    ["unregistered-acov", "ACOV"],
    ["unregistered-unknown-source", "XXX"],
  ])("gives sign-up what it needs for %s", async (key, source) => {
    const persona = unregisteredPersona(key);
    const { status, body } = await ccb.post("/rest/apis/cm/accounts/validate", {
      AccountID: persona.accountId,
      division: "GPA",
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      accountRelationshipType: "MAIN",
      billAddressSource: source,
      personId: persona.personId,
      isMainCustomer: true,
      isFinanciallyResponsible: true,
      isThirdPartyGuarantor: false,
      webAccess: false,
      billRouteType: "POSTAL",
      AccountID: persona.accountId,
    });
    if (source === "ACOV") {
      expect(body.personAddressOverride).toMatchObject({
        accountId: persona.accountId,
        postal: persona.zip,
        state: "GU",
      });
    } else {
      expect(body.personAddressOverride).toBeNull();
    }
  });

  it("says when the person already has web access", async () => {
    const { body } = await ccb.post("/rest/apis/cm/accounts/validate", {
      AccountID: "1000000001",
      division: "GPA",
    });
    expect(body.webAccess).toBe(true);
  });

  it("does not find an account of another division", async () => {
    const answer = await ccb.post("/rest/apis/cm/accounts/validate", {
      AccountID: "1000000001",
      division: "XYZ",
    });
    expect(answer.status).toBe(404);
    expect(refusal(answer.body).code).toBe("ACCOUNT_NOT_FOUND");
  });

  it("requires the division", async () => {
    expect((await ccb.post("/rest/apis/cm/accounts/validate", { AccountID: "1000000001" })).status).toBe(400);
  });
});

describe("POST /rest/apis/cm/persons/details", () => {
  it("gives the details, phones and chosen security question, never the answer", async () => {
    const persona = customerPersona("postpaid-current");
    const { status, body } = await ccb.post("/rest/apis/cm/persons/details", { PersonID: persona.personId });
    expect(status).toBe(200);
    expect(body).toEqual({
      customerDetails: {
        PersonID: persona.personId,
        Name: "CRUZ,MARIA",
        EmailID: "maria.cruz@example.com",
        Address: "145 Chalan San Antonio",
        City: "Tamuning",
        Description: "USA",
        Postal: "96913",
        StateDescription: "Guam",
        State: "GU",
      },
      contactNumbers: [
        { PhoneType: "MOBILE", PhoneNumber: "(671) 888-1001", Sequence: 1 },
        { PhoneType: "HOME-PHONE", PhoneNumber: "(671) 646-1001", Sequence: 2 },
      ],
      securityQuestions: [
        { description: "What was the name of your first pet?", characteristicValue: "PET" },
      ],
    });
    expect(JSON.stringify(body)).not.toContain(persona.securityAnswer);
  });

  it("answers 404 PERSON_NOT_FOUND to an unknown person", async () => {
    expect(await ccb.post("/rest/apis/cm/persons/details", { PersonID: "0000000000" })).toEqual({
      status: 404,
      body: problem(404, "PERSON_NOT_FOUND", "Person doesn't exist"),
    });
  });
});
