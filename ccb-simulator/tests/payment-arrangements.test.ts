import { createHash } from "node:crypto";
import { customerPersona } from "@paygpa/fixtures";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Simulator, startSimulator, refusal } from "./simulator";

let ccb: Simulator;
beforeAll(async () => {
  ccb = await startSimulator();
});
beforeEach(() => ccb.reset());
afterAll(() => ccb.close());

const deposit = customerPersona("deposit-applicable");
const depositAccount = deposit.accounts[0]!.accountId;
const pending = customerPersona("pending-arrangement").accounts[0]!.accountId;
/** create-case as Oracle's Create Case takes it (`…/framework/45012/restapi/op-https-server-port-spl-rest-apis-customer-interactions-cases-post.html`). */
const createCase = (body: Record<string, unknown> = {}) =>
  ccb.post("/rest/apis/customer/interactions/cases/", {
    caseType: { caseType: "CM-PAYARR" },
    account: { accountId: depositAccount },
    person: { personId: deposit.personId },
    contactInformation: { contactName: deposit.fullName, contactEmail: deposit.email },
    characteristics: [{ characteristicType: "CM-PAAMT", characteristicValue: "250.00" }],
    ...body,
  });
const FORM = Buffer.from("%PDF-1.4 signed payment arrangement form");
/** The signed form with its file (GPA CM service, spec 002 §7 payment-arr-update-details). */
const signedForm = (customerContactId: string, file = FORM) => ({
  customerContactId,
  fileName: "CASE-1_ACCT-2-3.pdf",
  contentType: "application/pdf",
  size: file.length,
  sha256: createHash("sha256").update(file).digest("hex"),
  fileContent: file.toString("base64"),
  barcode: "",
});

describe("payment-arrangement lists (spec 002 §7 payment-arr-list, details-payment-arr)", () => {
  it("lists each account's service agreements with type, status and balances", async () => {
    const { status, body } = await ccb.post("/rest/apis/cm/paymentArrangements/serviceAgreements", {
      AccountIDs: [depositAccount],
    });
    expect(status).toBe(200);
    const sas = body.result[0].result;
    expect(sas.find((sa: { saType: string }) => sa.saType === "DEP-RES")).toMatchObject({
      status: "20",
      currentBalance: 0,
      payoffBalance: -200,
    });
    expect(
      sas.some((sa: { saType: string; status: string }) => sa.saType.startsWith("E") && sa.status === "20"),
    ).toBe(true);
  });

  it("lists the pending persona's case in status '10'", async () => {
    const { body } = await ccb.post("/rest/apis/cm/paymentArrangements/cases", { AccountIDs: [pending] });
    expect(body.result).toEqual([
      expect.objectContaining({ AccountID: pending, customerContactStatus: "10" }),
    ]);
  });

  it("refuses a malformed list as billing would", async () => {
    expect((await ccb.post("/rest/apis/cm/paymentArrangements/cases", { AccountIDs: "x" })).status).toBe(400);
    expect(
      (await ccb.post("/rest/apis/cm/paymentArrangements/cases", { AccountIDs: ["9999999999"] })).status,
    ).toBe(404);
  });
});

describe("stop-deposit and create-case are idempotent", () => {
  it("stops a held deposit once; a retry answers Success without a second change", async () => {
    const first = await ccb.post("/rest/apis/cm/paymentArrangements/stopDeposit", {
      AccountID: depositAccount,
    });
    expect(first.body).toMatchObject({ status: "Success", alreadyStopped: false });
    const again = await ccb.post("/rest/apis/cm/paymentArrangements/stopDeposit", {
      AccountID: depositAccount,
    });
    expect(again.body).toMatchObject({ status: "Success", alreadyStopped: true });
    const none = await ccb.post("/rest/apis/cm/paymentArrangements/stopDeposit", { AccountID: pending });
    expect(none.status).toBe(409);
  });

  it("opens one case per account in status '10'; asked again it answers the same case", async () => {
    const first = await createCase();
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      caseType: "CM-PAYARR",
      accountId: depositAccount,
      created: true,
      customerContactStatus: "10",
    });
    const noAmount = await createCase({ characteristics: [] });
    expect(noAmount.status).toBe(400);
    expect(refusal(noAmount.body).code).toBe("BAD_REQUEST");
    const again = await createCase();
    expect(again.status).toBe(200);
    expect(again.body.caseId).toBe(first.body.caseId);
    const control = await ccb.get("/__control/payment-arrangements");
    expect(
      control.body.cases.filter((c: { AccountID: string }) => c.AccountID === depositAccount),
    ).toHaveLength(1);
  });
});

describe("update-details and staff's decision", () => {
  it("refuses a form whose file does not match its size or digest", async () => {
    const { body: created } = await createCase();
    const form = signedForm(created.customerContactId);
    for (const wrong of [
      { size: form.size + 1 },
      { sha256: "a".repeat(64) },
      { fileContent: "not base64!" },
    ]) {
      const refused = await ccb.post("/rest/apis/cm/paymentArrangements/updateDetails", {
        ...form,
        ...wrong,
      });
      expect(refused.status, JSON.stringify(wrong)).toBe(400);
    }
  });

  it("takes the signed form with its file, moves the case out of '10', and an approval adds a PA service agreement", async () => {
    const { body: created } = await createCase();
    const update = await ccb.post(
      "/rest/apis/cm/paymentArrangements/updateDetails",
      signedForm(created.customerContactId),
    );
    expect(update.body).toEqual({ status: "Success", customerContactStatus: "20" });
    const decided = await ccb.post("/rest/apis/cm/paymentArrangements/decide", {
      customerContactId: created.customerContactId,
      outcome: "approved",
      note: "Signed form received",
    });
    expect(decided.body.decision).toMatchObject({ outcome: "approved", said: `PA${created.caseId}` });
    const sas = await ccb.post("/rest/apis/cm/paymentArrangements/serviceAgreements", {
      AccountIDs: [depositAccount],
    });
    expect(sas.body.result[0].result).toContainEqual(
      expect.objectContaining({ saType: "PA-RES", status: "20", currentBalance: 250 }),
    );
    const control = await ccb.get("/__control/payment-arrangements");
    const recorded = control.body.cases.find((c: { caseId: string }) => c.caseId === created.caseId);
    expect(recorded.form).toMatchObject({ fileName: "CASE-1_ACCT-2-3.pdf", size: FORM.length });
  });

  it("a rejection closes the case; reset forgets everything", async () => {
    const { body: created } = await createCase();
    await ccb.post("/rest/apis/cm/paymentArrangements/decide", {
      customerContactId: created.customerContactId,
      outcome: "rejected",
    });
    const cases = await ccb.post("/rest/apis/cm/paymentArrangements/cases", { AccountIDs: [depositAccount] });
    expect(cases.body.result[0].customerContactStatus).toBe("30");
    await ccb.reset();
    const after = await ccb.post("/rest/apis/cm/paymentArrangements/cases", { AccountIDs: [depositAccount] });
    expect(after.body.result).toEqual([]);
  });
});
