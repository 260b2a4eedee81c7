/**
 * Edit Account and Change Password (spec 002 §2 Edit Account; spec 002 §2 Change Password; spec 002 §4, §5, §7, §8): the person is
 * the session's, the spec's messages refuse bad input, billing keeps the old details, and a password
 * change is checked by billing and ends every session.
 */
import { controlTokenHeaders } from "@paygpa/runtime/control-access";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startStack, type TestStack } from "./harness";
import { persona } from "./personas";

let stack: TestStack;
let token: string;
const maria = persona("postpaid-current");
const jose = persona("postpaid-overdue");

beforeEach(async () => {
  stack = await startStack();
  token = (await stack.login(maria.username, maria.password)).body.token;
});
afterEach(() => stack.close());

const details = (overrides: Record<string, unknown> = {}) => ({
  personId: maria.personId,
  emailAddress: maria.email,
  home: "",
  mobile: "(671) 888-1001",
  work: "",
  CharacteristicValue: "PET",
  Answer: "Chamorro Dog",
  ...overrides,
});

async function mailTo(address: string) {
  const { body } = await stack.call(`/__control/mail?to=${encodeURIComponent(address)}`);
  return body.messages as { kind: string }[];
}

describe("Edit Account", () => {
  it("shows the session's own profile, and refuses another person's (403, no data)", async () => {
    const own = await stack.call("/api/v1/user-details-edit-account", {
      token,
      body: { personID: maria.personId },
    });
    expect(own.status).toBe(200);
    expect(own.body.result.profile).toMatchObject({ username: maria.username, emailAddress: maria.email });
    expect(own.body.result.securityQuestions.length).toBeGreaterThan(1);
    const other = await stack.call("/api/v1/user-details-edit-account", {
      token,
      body: { personID: jose.personId },
    });
    expect(other.status).toBe(403);
    expect(other.body.result).toBeUndefined();
    const update = await stack.call("/api/v1/update-user-details", {
      token,
      body: details({ personId: jose.personId }),
    });
    expect(update.status).toBe(403);
  });

  it.each([
    [{ emailAddress: "" }, "Please enter your Email Address."],
    [{ emailAddress: "not-an-address" }, "Please enter a valid Email Address."],
    [{ mobile: "" }, "Please enter Mobile Phone."],
    [{ CharacteristicValue: "" }, "Please Select Question."],
    [{ Answer: "" }, "Please enter Answer."],
  ])("refuses %o with the spec's message", async (change, message) => {
    const { status, body } = await stack.call("/api/v1/update-user-details", {
      token,
      body: details(change),
    });
    expect(status).toBe(400);
    expect(JSON.stringify(body.error)).toContain(message);
  });

  it("saves a new e-mail, keeps the old one as CMOLDEML, and tells the old address", async () => {
    const { status, body } = await stack.call("/api/v1/update-user-details", {
      token,
      body: details({ emailAddress: "maria.new@example.com", work: "(671) 555-0199" }),
    });
    expect(status).toBe(200);
    expect(body.result.status).toBe("True");
    const info = await stack.call("/api/v1/user-details", { token, body: { personId: maria.personId } });
    expect(info.body.result).toMatchObject({
      emailAddress: "maria.new@example.com",
      workPhone: "(671) 555-0199",
    });
    const edit = await stack.call("/api/v1/user-details-edit-account", {
      token,
      body: { personID: maria.personId },
    });
    const old = edit.body.result.otherDetails.find(
      (d: { CharacteristicType: string }) => d.CharacteristicType === "CMOLDEML",
    );
    expect(old).toMatchObject({ AdhocCharacteristicValue: maria.email, EffectiveDate: "2026-11-21" });
    expect((await mailTo(maria.email)).map((mail) => mail.kind)).toContain("email-changed");
  });

  it("answers 'Server error! Please try again later!' when billing fails", async () => {
    await fetch(`${stack.ccb}/__control/faults`, {
      method: "PUT",
      headers: { ...controlTokenHeaders(), "content-type": "application/json" },
      body: JSON.stringify({ route: "/rest/apis/customer/v-model/persons/*", status: 500 }),
    });
    const { status, body } = await stack.call("/api/v1/update-user-details", { token, body: details() });
    expect(status).toBe(502);
    expect(body.error.message).toBe("Server error! Please try again later!");
  });
});

describe("Change Password", () => {
  const change = (overrides: Record<string, unknown> = {}) => ({
    personId: maria.personId,
    oldPassword: maria.password,
    password: "Brand#New2027",
    confirmPassword: "Brand#New2027",
    ...overrides,
  });

  it.each([
    [{ oldPassword: "" }, "Please enter your Current Password."],
    [{ password: "" }, "Please enter your password."],
    [{ confirmPassword: "" }, "Please confirm your New Password."],
    [{ password: "Ab#1", confirmPassword: "Ab#1" }, "Your password must be between 8 – 15 characters long"],
    [{ confirmPassword: "Other#Pass2027" }, "Password doesn't match!"],
  ])("refuses %o with the spec's message", async (overrides, message) => {
    const { status, body } = await stack.call("/api/v1/update-user-password", {
      token,
      body: change(overrides),
    });
    expect(status).toBe(400);
    expect(JSON.stringify(body.error)).toContain(message);
  });

  it("refuses a wrong current password with billing's description, and the password stays", async () => {
    const { status, body } = await stack.call("/api/v1/update-user-password", {
      token,
      body: change({ oldPassword: "Wrong#Pass2026" }),
    });
    expect(status).toBe(200);
    expect(body.result.status).toBe("False");
    expect((await stack.login(maria.username, maria.password)).body.loginSuccessful).toBe(true);
  });

  it("changes the password: every session ends, the new one logs in, the old one is refused, a notice is sent", async () => {
    const other = (await stack.login(maria.username, maria.password)).body.token;
    const { body } = await stack.call("/api/v1/update-user-password", { token, body: change() });
    expect(body.result.status).toBe("True");
    expect((await stack.call("/api/v1/session", { token: other })).status).toBe(401);
    expect((await stack.login(maria.username, "Brand#New2027")).body.loginSuccessful).toBe(true);
    expect((await stack.login(maria.username, maria.password)).body.loginSuccessful).toBe(false);
    expect((await mailTo(maria.email)).map((mail) => mail.kind)).toContain("password-changed");
  });

  it("refuses another person's password change (403)", async () => {
    const { status } = await stack.call("/api/v1/update-user-password", {
      token,
      body: change({ personId: jose.personId }),
    });
    expect(status).toBe(403);
  });
});
