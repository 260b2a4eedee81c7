/**
 * A sign-up's web access goes through Oracle's Web User service by the web user id billing answered
 * at submit (decision 036): its confirmation is Update Web User, its replacement Delete Web User, and
 * no CM web access call is made. A sign-up held before the BFF kept the id (a legacy row: no id)
 * still confirms, through CM-WebUserAllow by its login name.
 */
import personasFile from "@paygpa/fixtures/personas.json" with { type: "json" };
import { controlTokenHeaders } from "@paygpa/runtime/control-access";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startStack, type TestStack } from "./harness";
import { confirmSignUpFromMail } from "./sign-up-mail";

let stack: TestStack;
beforeEach(async () => {
  stack = await startStack();
});
afterEach(() => stack.close());

const who = personasFile.unregistered.find((u) => u.billAddressSource === "PER")!;
const WEB_USERS = /^\/rest\/apis\/customer\/service\/webUsers\/\d{10}$/;

async function signUp(username: string): Promise<void> {
  const step1 = await stack.call("/api/v1/check-account-number", { body: { accountId: who.accountId } });
  const ticket = step1.body.data.ticket;
  await stack.call("/api/v1/sign-up-validate-zip", { body: { ticket, postal: who.zip } });
  const done = await stack.call("/api/v1/sign-up-user", {
    body: {
      ticket,
      username,
      password: "Welcome#2026",
      confirmPassword: "Welcome#2026",
      email: "new.customer@example.com",
      confirmEmail: "new.customer@example.com",
      home: "",
      mobile: "",
      work: "",
      securityQuestion: "PET",
      securityAnswer: "Lucky Dog 7",
      terms: true,
    },
  });
  expect(done.status).toBe(200);
}

async function billingCalls(): Promise<string[]> {
  const answer = await fetch(`${stack.ccb}/__control/journal`, { headers: controlTokenHeaders() });
  const { entries } = (await answer.json()) as { entries: { method: string; path: string }[] };
  return entries.map(
    (entry) => `${entry.method} ${WEB_USERS.test(entry.path) ? "webUsers/{id}" : entry.path}`,
  );
}

const heldIds = () =>
  stack.services.db.selectFrom("pending_sign_ups").select(["username", "web_user_id"]).execute();

describe("a sign-up's web user by Oracle's web user id", () => {
  it("keeps the id billing answered, confirms by Update Web User and replaces by Delete Web User", async () => {
    await signUp("first.try");
    expect(await heldIds()).toEqual([
      { username: "first.try", web_user_id: expect.stringMatching(/^\d{10}$/) },
    ]);
    await signUp("second.try");
    await confirmSignUpFromMail(stack, "new.customer@example.com");
    const calls = await billingCalls();
    expect(calls).toContain("DELETE webUsers/{id}");
    expect(calls).toContain("PUT webUsers/{id}");
    expect(calls.filter((call) => /allowWebAccess|webUsers\/remove/.test(call))).toEqual([]);
    expect((await stack.login("second.try", "Welcome#2026")).body.loginSuccessful).toBe(true);
    expect((await stack.login("first.try", "Welcome#2026")).body.loginSuccessful).toBe(false);
  });

  it("confirms a legacy sign-up held without the id through CM-WebUserAllow", async () => {
    await signUp("legacy.user");
    await stack.services.db.updateTable("pending_sign_ups").set({ web_user_id: null }).execute();
    expect((await confirmSignUpFromMail(stack, "new.customer@example.com")).status).toBe(200);
    const calls = await billingCalls();
    expect(calls).toContain("POST /rest/apis/cm/webUsers/allowWebAccess");
    expect(calls).not.toContain("PUT webUsers/{id}");
    expect((await stack.login("legacy.user", "Welcome#2026")).body.loginSuccessful).toBe(true);
  });
});
