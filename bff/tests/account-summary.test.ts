import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startStack, type TestStack } from "./harness";
import { type Persona, persona } from "./personas";

let stack: TestStack;
beforeEach(async () => {
  stack = await startStack();
});
afterEach(async () => {
  await stack.close();
});

async function tokenOf(who: Persona): Promise<string> {
  const { body } = await stack.login(who.username, who.password);
  expect(body.loginSuccessful).toBe(true);
  return body.token;
}

function postpaidLine(token: string, accountId: string) {
  return stack.call("/api/v1/user-latest-bill", { token, body: { accountId } });
}

describe("account summary lines", () => {
  it("marks the overdue persona's account 'Due Now' and red", async () => {
    const overdue = persona("postpaid-overdue");
    const token = await tokenOf(overdue);
    const { status, body } = await postpaidLine(token, overdue.accounts[0]!.accountId);
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ isDueNow: true, isDueDateRed: true, showDueDateRed: true });
    expect(body.result.arrearsTotal).toBeGreaterThan(0);
  });

  it("shows the current persona's due date in the future and not red", async () => {
    const who = persona("postpaid-current");
    const token = await tokenOf(who);
    const { body } = await postpaidLine(token, who.accounts[0]!.accountId);
    expect(body.result).toMatchObject({ isDueNow: false, isDueDateRed: false, showDueDateRed: false });
    expect(body.result.dueDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(body.result.amount).toBeGreaterThan(0);
  });

  it("marks a bill due today red", async () => {
    const who = persona("due-today");
    const token = await tokenOf(who);
    const { body } = await postpaidLine(token, who.accounts[0]!.accountId);
    expect(body.result).toMatchObject({ isDueNow: false, isDueDateRed: true, showDueDateRed: true });
  });

  it("flags cash-only accounts", async () => {
    const who = persona("cash-only");
    const token = await tokenOf(who);
    const { body } = await postpaidLine(token, who.accounts[0]!.accountId);
    expect(body.result.cashOnlyFlag).toBe("Y");
  });

  it("gives prepaid accounts an electric balance", async () => {
    const who = persona("prepaid-only");
    const token = await tokenOf(who);
    const { status, body } = await stack.call("/api/v2/prepaid-details", {
      token,
      body: { accountId: who.accounts[0]!.accountId },
    });
    expect(status).toBe(200);
    expect(body.result.accountType).toBe("prepaid");
    expect(typeof body.result.electricBalance).toBe("number");
  });

  it("refuses another customer's account with 403 and no data", async () => {
    const token = await tokenOf(persona("postpaid-current"));
    const other = persona("postpaid-overdue").accounts[0]!.accountId;
    const { status, body } = await postpaidLine(token, other);
    expect(status).toBe(403);
    expect(Object.keys(body)).toEqual(["error"]);
    expect(body.error.code).toBe("FORBIDDEN");
  });

  it("refuses another person's details with 403", async () => {
    const token = await tokenOf(persona("postpaid-current"));
    const { status } = await stack.call("/api/v1/user-details", {
      token,
      body: { personId: persona("postpaid-overdue").personId },
    });
    expect(status).toBe(403);
  });

  it("answers 401 without a session and 400 for an account number that is not 10 digits", async () => {
    const who = persona("postpaid-current");
    expect((await postpaidLine("", who.accounts[0]!.accountId)).status).toBe(401);
    const token = await tokenOf(who);
    const bad = await postpaidLine(token, "12345");
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.accountId).toContain("Account number is invalid.");
  });

  it("returns the customer's information box", async () => {
    const who = persona("postpaid-current");
    const token = await tokenOf(who);
    const { status, body } = await stack.call("/api/v1/user-details", {
      token,
      body: { personId: who.personId },
    });
    expect(status).toBe(200);
    expect(body.result.fullName).toBe(who.fullName);
    expect(body.result.mobilePhone).toMatch(/\(671\)/);
  });
});

describe("system maintenance flags", () => {
  it("lists both flags, off by default", async () => {
    const { status, body } = await stack.call("/api/v1/system-maintenance");
    expect(status).toBe(200);
    expect(body).toEqual([
      { id: 1, flag: 0 },
      { id: 2, flag: 0 },
    ]);
  });
});
