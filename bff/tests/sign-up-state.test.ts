import personasFile from "@paygpa/fixtures/personas.json" with { type: "json" };
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startStack, type TestStack } from "./harness";

let stack: TestStack;
beforeEach(async () => {
  stack = await startStack();
});
afterEach(async () => {
  await stack.close();
});

const who = personasFile.unregistered.find((u) => u.billAddressSource === "PER")!;
const stateOf = (ticket: string) => stack.call("/api/v1/sign-up-state", { body: { ticket } });

async function accountChecked() {
  const step1 = await stack.call("/api/v1/check-account-number", { body: { accountId: who.accountId } });
  expect(step1.status).toBe(200);
  return step1.body.data as { ticket: string; maskedName: string; billAddressSource: string };
}

describe("sign-up-state: where a sign-up ticket stands (a reload or a second tab shows its step)", () => {
  it("after the account check: step zip, the masked name, nothing on file shown", async () => {
    const checked = await accountChecked();
    const state = await stateOf(checked.ticket);
    expect(state.status).toBe(200);
    expect(state.body).toEqual({
      step: "zip",
      maskedName: checked.maskedName,
      billAddressSource: "PER",
      onFile: null,
    });
  });

  it("a wrong zip does not move the ticket on", async () => {
    const checked = await accountChecked();
    await stack.call("/api/v1/sign-up-validate-zip", { body: { ticket: checked.ticket, postal: "96999" } });
    expect((await stateOf(checked.ticket)).body.step).toBe("zip");
  });

  it("after the zip is proved: step details, with the same masked address, e-mail and phones the zip check answered", async () => {
    const checked = await accountChecked();
    const zip = await stack.call("/api/v1/sign-up-validate-zip", {
      body: { ticket: checked.ticket, postal: who.zip },
    });
    expect(zip.status).toBe(200);
    const state = await stateOf(checked.ticket);
    expect(state.status).toBe(200);
    const { result: _result, ...onFile } = zip.body;
    expect(state.body).toEqual({
      step: "details",
      maskedName: checked.maskedName,
      billAddressSource: "PER",
      onFile,
    });
    if (who.email) expect(JSON.stringify(state.body)).not.toContain(who.email);
  });

  it("refuses an unknown ticket, and one already used, as an expired sign-up", async () => {
    const unknown = await stateOf("x".repeat(43));
    expect(unknown.status).toBe(410);
    expect(unknown.body.error.code).toBe("SIGN_UP_EXPIRED");
    const missing = await stack.call("/api/v1/sign-up-state", { body: {} });
    expect(missing.status).toBe(400);

    const checked = await accountChecked();
    await stack.call("/api/v1/sign-up-validate-zip", { body: { ticket: checked.ticket, postal: who.zip } });
    const submitted = await stack.call("/api/v1/sign-up-user", {
      body: {
        ticket: checked.ticket,
        username: "state.customer",
        password: "Welcome#2026",
        confirmPassword: "Welcome#2026",
        email: "state.customer@example.com",
        confirmEmail: "state.customer@example.com",
        home: "",
        mobile: "",
        work: "",
        securityQuestion: "PET",
        securityAnswer: "Lucky Dog 7",
        terms: true,
      },
    });
    expect(submitted.status).toBe(200);
    expect((await stateOf(checked.ticket)).status).toBe(410);
  });
});
