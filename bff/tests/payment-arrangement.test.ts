import { customerPersona } from "@paygpa/fixtures";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { arrangementMessages } from "@paygpa/contract";
import { startStack, type TestStack } from "./harness";
import { billingControl, casesInBilling, customer, uploadRoot } from "./arrangement-harness";

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack({ arrangementUploadRoot: uploadRoot() });
});
afterAll(() => stack.close());
beforeEach(async () => {
  await billingControl(stack, "POST", "/reset");
  await billingControl(stack, "DELETE", "/faults");
  await stack.call("/__control/reset", { body: {} });
});

const post = (path: string, token: string, body: unknown = {}) => stack.call(path, { token, body });

describe("availability on the dashboard (spec 002 §4)", () => {
  it("shows Pending for a case in status '10', Request for an eligible account, neither for a commercial one", async () => {
    const pending = await customer(stack, "pending-arrangement");
    const deposit = await customer(stack, "deposit-applicable");
    const commercial = await customer(stack, "commercial");
    const ask = (who: typeof pending) =>
      post("/api/v1/details-payment-arr", who.token, { personId: who.persona.personId });
    expect((await ask(pending)).body).toMatchObject({ availability: "pending" });
    expect((await ask(deposit)).body).toMatchObject({ availability: "request", commercialNotice: false });
    expect((await ask(commercial)).body).toMatchObject({ availability: "none", commercialNotice: true });
  });
});

describe("eligibility, balances and the deposit toggle (spec 002 §4, §7)", () => {
  it("lists the deposit persona's account with its held deposit; applying it lowers the balance by it", async () => {
    const { token, accountId } = await customer(stack, "deposit-applicable");
    const { status, body } = await post("/api/v1/payment-arr-list", token);
    expect(status).toBe(200);
    expect(body.accounts).toHaveLength(1);
    const account = body.accounts[0];
    expect(account).toMatchObject({ accountId, depAmount: 200, depCredit: 0, applyDeposit: false });
    expect(body.total).toBe(account.balance);
    const applied = await post("/api/v1/payment-arr-apply-deposit", token, { accountId, applyDeposit: true });
    expect(applied.body.accounts[0].balanceAfterDeposit).toBeCloseTo(account.balance - 200, 2);
    // The draft is the server's: a reload (a second read) sees the same choice.
    const again = await post("/api/v1/payment-arr-draft", token);
    expect(again.body.accounts[0].applyDeposit).toBe(true);
  });

  it("refuses Apply Deposit with 'Invalid deposit amount!' when a deposit credit exists", async () => {
    const { token, accountId } = await customer(stack, "deposit-credit");
    await post("/api/v1/payment-arr-list", token);
    const { status, body } = await post("/api/v1/payment-arr-apply-deposit", token, {
      accountId,
      applyDeposit: true,
    });
    expect(status).toBe(400);
    expect(body.error.message).toBe(arrangementMessages.invalidDeposit);
  });

  it("lists no account for a customer whose accounts are not eligible (the Sorry dialog)", async () => {
    for (const key of ["commercial", "arrangement-not-eligible"]) {
      const { token, persona } = await customer(stack, key);
      const { body } = await post("/api/v1/payment-arr-list", token);
      expect(body.accounts).toEqual([]);
      const details = await post("/api/v1/details-payment-arr", token, { personId: persona.personId });
      expect(details.body.availability).toBe("none");
    }
  });

  it("lists both accounts of the two-account persona, and the total owed is their sum", async () => {
    const { token, persona } = await customer(stack, "arrangement-two-accounts");
    const { body } = await post("/api/v1/payment-arr-list", token);
    expect(body.accounts.map((account: { accountId: string }) => account.accountId)).toEqual(
      persona.accounts.map((account) => account.accountId),
    );
    const sum = body.accounts.reduce(
      (total: number, account: { balance: number }) => total + account.balance,
      0,
    );
    expect(body.total).toBeCloseTo(sum, 2);
  });
});

describe("I Agree: stop-deposit then create-case, idempotent under retry (spec 002 §4)", () => {
  async function agreedDraft() {
    const who = await customer(stack, "deposit-applicable");
    await post("/api/v1/payment-arr-list", who.token);
    await post("/api/v1/payment-arr-apply-deposit", who.token, {
      accountId: who.accountId,
      applyDeposit: true,
    });
    return who;
  }

  it("stops the deposit once and opens one case for the balance after the deposit; a retry changes nothing", async () => {
    const { token, accountId, persona } = await agreedDraft();
    const draft = (await post("/api/v1/payment-arr-draft", token)).body.accounts[0];
    expect((await post("/api/v1/create-case", token, { accountId })).status).toBe(409);
    for (let attempt = 0; attempt < 2; attempt++) {
      const stopped = await post("/api/v1/stop-deposit", token, { accountId });
      expect(stopped.body).toEqual({ status: "Success", accountId });
    }
    const first = await post("/api/v1/create-case", token, { accountId, paymentArrAmount: 1 });
    const second = await post("/api/v1/create-case", token, { accountId });
    expect(first.body.response.caseId).toBe(second.body.response.caseId);
    const cases = await casesInBilling(stack, accountId);
    expect(cases).toHaveLength(1);
    // The amount is the draft's, not what the browser sent.
    expect(cases[0].paymentArrAmount).toBeCloseTo(draft.newBalanceAfterPay, 2);
    const mail = await stack.call(
      `/__control/mail?to=${encodeURIComponent(persona.email ?? "")}&kind=payment-arrangement-case`,
    );
    expect(mail.body.messages).toHaveLength(1);
    expect(mail.body.messages[0].text).toContain(first.body.response.caseId);
    const overview = await post("/api/v1/details-payment-arr", token, { personId: persona.personId });
    expect(overview.body.availability).toBe("pending");
  });

  it("a create-case whose answer was lost is retried into the same single case", async () => {
    const { token, accountId } = await agreedDraft();
    await post("/api/v1/stop-deposit", token, { accountId });
    await billingControl(stack, "PUT", "/faults", {
      route: "/rest/apis/customer/interactions/cases/",
      loseAnswer: true,
      failFirst: 1,
    });
    const lost = await post("/api/v1/create-case", token, { accountId });
    expect(lost.status).toBe(502);
    const retried = await post("/api/v1/create-case", token, { accountId });
    expect(retried.status).toBe(200);
    expect(await casesInBilling(stack, accountId)).toHaveLength(1);
  });
});

describe("every arrangement route refuses another customer's accounts", () => {
  it("answers 403 for another customer's account, person, case and payment", async () => {
    const owner = await customer(stack, "deposit-applicable");
    await post("/api/v1/payment-arr-list", owner.token);
    await post("/api/v1/payment-arr-apply-deposit", owner.token, {
      accountId: owner.accountId,
      applyDeposit: true,
    });
    await post("/api/v1/stop-deposit", owner.token, { accountId: owner.accountId });
    const opened = (await post("/api/v1/create-case", owner.token, { accountId: owner.accountId })).body
      .response;
    const intruder = await customer(stack, "deposit-credit");
    await post("/api/v1/payment-arr-list", intruder.token);
    const victim = owner.accountId;
    const refusals = await Promise.all([
      post("/api/v1/details-payment-arr", intruder.token, { personId: owner.persona.personId }),
      post("/api/v1/payment-arr-apply-deposit", intruder.token, { accountId: victim, applyDeposit: true }),
      post("/api/v1/stop-deposit", intruder.token, { accountId: victim }),
      post("/api/v1/create-case", intruder.token, { accountId: victim }),
      post("/api/v1/get-fphash-payment-arr", intruder.token, { accountId: victim, amount: 10 }),
      post("/api/v1/payment-arr-payment", intruder.token, { invoice_num: "1" }),
    ]);
    expect(refusals.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403, 403]);
    const { uploadForm } = await import("./arrangement-harness");
    const upload = await uploadForm(stack, intruder.token, opened.customerContactId, {
      bytes: new TextEncoder().encode("%PDF-1.4\n%%EOF"),
      name: "form.pdf",
      type: "application/pdf",
    });
    expect(upload.status).toBe(403);
    expect(customerPersona("deposit-credit").accounts[0]!.accountId).not.toBe(victim);
  });

  it("refuses the staff work queue to customers and to admins of another level", async () => {
    const { token } = await customer(stack, "deposit-applicable");
    expect((await post("/api/v1/payment-arr-forms", token)).status).toBe(403);
    const { adminToken } = await import("./arrangement-harness");
    const finance = await adminToken(stack, "finance", "Finance#2026");
    expect((await post("/api/v1/payment-arr-forms", finance)).status).toBe(403);
  });
});
