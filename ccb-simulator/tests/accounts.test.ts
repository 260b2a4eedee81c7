import { customerPersona, unregisteredPersona } from "@paygpa/fixtures";
import { addDays } from "@paygpa/simulator-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Simulator, startSimulator, TODAY } from "./simulator";

let ccb: Simulator;
beforeAll(async () => {
  ccb = await startSimulator();
});
afterAll(() => ccb.close());

const summary = (AccountID: string) => ccb.post("/ccb/v1/accounts/financial-summary", { AccountID });
const firstAccount = (key: string) => customerPersona(key).accounts[0]!.accountId;
const sum = (lines: { ArrearsAmount: number }[]) =>
  Math.round(lines.reduce((total, line) => total + line.ArrearsAmount, 0) * 100) / 100;

describe("POST /ccb/v1/accounts/financial-summary", () => {
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

describe("account routes", () => {
  it.each([
    "/ccb/v1/accounts/financial-summary",
    "/ccb/v1/accounts/service-agreements",
    "/ccb/v1/accounts/premise",
    "/ccb/v1/accounts/bills",
    "/ccb/v1/accounts/financial-transactions",
    "/ccb/v1/accounts/consumption",
    "/ccb/v1/accounts/prepaid-usage",
  ])("%s answers 404 ACCOUNT_NOT_FOUND to an unknown account and 400 to a malformed body", async (path) => {
    expect(await ccb.post(path, { AccountID: "9999999999" })).toEqual({
      status: 404,
      body: { error: { code: "ACCOUNT_NOT_FOUND", description: "Account number doesn't exist" } },
    });
    const malformed = await ccb.post(path, { accountId: "1000000001" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toEqual({ code: "BAD_REQUEST", description: "AccountID is required" });
  });

  it("lists the service agreements, with the held deposit of the deposit-applicable persona", async () => {
    const { body } = await ccb.post("/ccb/v1/accounts/service-agreements", {
      AccountID: firstAccount("deposit-applicable"),
    });
    const electric = body.result.find((sa: { saType: string }) => sa.saType === "E-RES");
    const deposit = body.result.find((sa: { saType: string }) => sa.saType === "DEP-RES");
    expect(electric).toMatchObject({ status: "20", SAID: expect.stringMatching(/^\d{10}$/) });
    expect(electric.currentBalance).toBeGreaterThan(0);
    expect(deposit).toMatchObject({ status: "20", currentBalance: 0, payoffBalance: -200 });
  });

  it("gives the premise as one comma-separated line with the main customer's name", async () => {
    const { body } = await ccb.post("/ccb/v1/accounts/premise", { AccountID: "1000000001" });
    expect(body).toEqual({ PremiseInfo: "145 Chalan San Antonio, Tamuning, GU, 96913", Name: "CRUZ,MARIA" });
  });

  it("lists 24 bills newest first, each consistent with its arrears", async () => {
    const { body } = await ccb.post("/ccb/v1/accounts/bills", { AccountID: "1000000002" });
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

  it("lists financial transactions newest first, payments negative, with the account as Parent", async () => {
    const { body } = await ccb.post("/ccb/v1/accounts/financial-transactions", { AccountID: "1000000001" });
    const dates = body.result.map((ft: { ArrearsDate: string }) => ft.ArrearsDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.result[0]).toEqual({
      FinancialTransactionID: expect.any(String),
      ArrearsDate: addDays(TODAY, -10),
      Parent: "1000000001",
      TotalAmount: expect.any(Number),
      FinancialTransactionType: "BS",
    });
    for (const ft of body.result.filter(
      (row: { FinancialTransactionType: string }) => row.FinancialTransactionType === "PS",
    )) {
      expect(ft.TotalAmount).toBeLessThan(0);
    }
  });

  it("gives 24 months of consumption, oldest first", async () => {
    const { body } = await ccb.post("/ccb/v1/accounts/consumption", { AccountID: "1000000004" });
    expect(body.result).toHaveLength(24);
    expect(body.result[0].month < body.result[23].month).toBe(true);
    expect(body.result[23]).toEqual({
      month: "2026-02",
      kwh: expect.any(Number),
      amount: expect.any(Number),
    });
  });

  it("gives 90 days of prepaid daily usage ending yesterday", async () => {
    const { body } = await ccb.post("/ccb/v1/accounts/prepaid-usage", { AccountID: "1000000004" });
    expect(body.result).toHaveLength(90);
    expect(body.result.at(-1)).toEqual({
      date: addDays(TODAY, -1),
      kwh: expect.any(Number),
      charge: expect.any(Number),
    });
  });
});

describe("POST /ccb/v1/accounts/validate", () => {
  it.each([
    ["unregistered-per", "PER"],
    ["unregistered-prem", "PREM"],
    ["unregistered-acov", "ACOV"],
    ["unregistered-unknown-source", "XXX"],
  ])("gives sign-up what it needs for %s", async (key, source) => {
    const persona = unregisteredPersona(key);
    const { status, body } = await ccb.post("/ccb/v1/accounts/validate", {
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
    const { body } = await ccb.post("/ccb/v1/accounts/validate", {
      AccountID: "1000000001",
      division: "GPA",
    });
    expect(body.webAccess).toBe(true);
  });

  it("does not find an account of another division", async () => {
    const answer = await ccb.post("/ccb/v1/accounts/validate", { AccountID: "1000000001", division: "XYZ" });
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe("ACCOUNT_NOT_FOUND");
  });

  it("requires the division", async () => {
    expect((await ccb.post("/ccb/v1/accounts/validate", { AccountID: "1000000001" })).status).toBe(400);
  });
});

describe("POST /ccb/v1/persons/details", () => {
  it("gives the details, phones and chosen security question, never the answer", async () => {
    const persona = customerPersona("postpaid-current");
    const { status, body } = await ccb.post("/ccb/v1/persons/details", { PersonID: persona.personId });
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
    expect(await ccb.post("/ccb/v1/persons/details", { PersonID: "0000000000" })).toEqual({
      status: 404,
      body: { error: { code: "PERSON_NOT_FOUND", description: "Person doesn't exist" } },
    });
  });
});
