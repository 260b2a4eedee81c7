import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startStack, type TestStack } from "./harness";
import { admins, persona } from "./personas";

let stack: TestStack;
beforeEach(async () => {
  stack = await startStack();
});
afterEach(async () => {
  await stack.close();
});

function admin(level: number) {
  const found = admins.find((item) => item.level === level);
  if (!found) throw new Error(`no admin of level ${level}`);
  return found;
}

async function adminToken(level: number): Promise<string> {
  const { username, password } = admin(level);
  const { body } = await stack.call("/api/v1/login", { body: { username, password } });
  expect(body.status).toBe("Success");
  return body.token;
}

describe("admin login (POST /api/v1/login)", () => {
  it("answers Success with the admin's role, username and id", async () => {
    const { username, password } = admin(1);
    const { status, body } = await stack.call("/api/v1/login", { body: { username, password } });
    expect(status).toBe(200);
    expect(body.status).toBe("Success");
    expect(body.result[0]).toMatchObject({ username, level: 1 });
    expect(typeof body.result[0].admin_role).toBe("string");
  });

  it("refuses a wrong password with the spec's message", async () => {
    const { body } = await stack.call("/api/v1/login", {
      body: { username: admin(1).username, password: "nope-nope" },
    });
    expect(body).toMatchObject({ status: "Failed", message: "Log in failed. Invalid Username or Password." });
    expect(body.token).toBeUndefined();
  });

  it("answers an unknown username exactly as a wrong password", async () => {
    const wrong = await stack.call("/api/v1/login", {
      body: { username: admin(1).username, password: "nope-nope" },
    });
    const unknown = await stack.call("/api/v1/login", {
      body: { username: "no.such.admin", password: "nope-nope" },
    });
    expect(unknown).toEqual(wrong);
  });
});

describe("system maintenance switches", () => {
  it("an IT admin (level 2) turns Login / Sign Up off and the public flags show it", async () => {
    const token = await adminToken(2);
    const { status } = await stack.call("/api/v1/system-maintenance-update", {
      token,
      body: { id: 1, flag: 1 },
    });
    expect(status).toBe(200);
    expect((await stack.call("/api/v1/system-maintenance")).body).toEqual([
      { id: 1, flag: 1 },
      { id: 2, flag: 0 },
    ]);
  });

  it("finance (level 3) and phoned-in staff (level 4) may not switch maintenance", async () => {
    for (const level of [3, 4]) {
      const token = await adminToken(level);
      const { status } = await stack.call("/api/v1/system-maintenance-update", {
        token,
        body: { id: 2, flag: 1 },
      });
      expect(status).toBe(403);
    }
    expect((await stack.call("/api/v1/system-maintenance")).body[1]).toEqual({ id: 2, flag: 0 });
  });

  it("a customer session may not switch maintenance", async () => {
    const { status } = await stack.call("/api/v1/system-maintenance-update", {
      token: "not-an-admin",
      body: { id: 1, flag: 1 },
    });
    expect(status).toBe(401);
  });

  it("rejects a flag other than 0 or 1", async () => {
    const token = await adminToken(1);
    const { status } = await stack.call("/api/v1/system-maintenance-update", {
      token,
      body: { id: 1, flag: 2 },
    });
    expect(status).toBe(400);
  });
});

describe("the Login / Sign Up switch, enforced by the BFF itself", () => {
  const maintenance =
    "Sorry, but our site is currently undergoing maintenance. Please try back in a few minutes.";

  async function switchLoginSignUp(flag: 0 | 1) {
    const token = await adminToken(2);
    const { status } = await stack.call("/api/v1/system-maintenance-update", {
      token,
      body: { id: 1, flag },
    });
    expect(status).toBe(200);
  }

  it("refuses a direct customer login with the maintenance message while it is on, and lets it in again once off", async () => {
    const { username, password } = persona("postpaid-current");
    await switchLoginSignUp(1);
    const refused = await stack.login(username, password);
    expect(refused.status).toBe(503);
    expect(refused.body.error).toMatchObject({ code: "LOGIN_MAINTENANCE", message: maintenance });
    expect(refused.body.token).toBeUndefined();

    await switchLoginSignUp(0);
    expect((await stack.login(username, password)).body.loginSuccessful).toBe(true);
  });

  it("refuses sign-up's calls while it is on", async () => {
    await switchLoginSignUp(1);
    for (const [path, body] of [
      ["/api/v1/check-account-number", { accountId: persona("postpaid-current").accounts[0]!.accountId }],
      ["/api/v1/sign-up-validate-zip", { ticket: "t", postal: "96910" }],
      ["/api/v1/sign-up-user", {}],
    ] as const) {
      const answer = await stack.call(path, { body });
      expect(answer.status, path).toBe(503);
      expect(answer.body.error.message, path).toBe(maintenance);
    }
  });

  it("leaves admin login open, so staff can turn it off again", async () => {
    await switchLoginSignUp(1);
    await adminToken(1);
  });
});
