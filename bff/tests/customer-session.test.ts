import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Json, startStack, type TestStack } from "./harness";
import { persona } from "./personas";

let stack: TestStack;
beforeEach(async () => {
  stack = await startStack();
});
afterEach(async () => {
  await stack.close();
});

const current = () => persona("postpaid-current");

describe("customer login (POST /api/v1/user-login)", () => {
  it("opens a session listing exactly the customer's accounts", async () => {
    const { username, password, personId, accounts } = current();
    const { status, body } = await stack.login(username, password);
    expect(status).toBe(200);
    expect(body.loginSuccessful).toBe(true);
    expect(body.personId).toBe(personId);
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    const listed = [...body.postpaid, ...body.prepaid].map((a: { AccountID: string }) => a.AccountID).sort();
    expect(listed).toEqual(accounts.map((a) => a.accountId).sort());
  });

  it("answers a wrong password and an unknown username with the same one message, no count, and opens no session", async () => {
    const wrong = await stack.login(current().username, "Wrong#pass1");
    expect(wrong.status).toBe(200);
    expect(wrong.body.loginSuccessful).toBe(false);
    expect(wrong.body.token).toBeUndefined();
    expect(wrong.body.status.loginMessage).toBe("Invalid Username or Password.");
    const unknown = await stack.login("nobody.here", "Wrong#pass1");
    expect(unknown.body).toEqual(wrong.body);
  });

  it("treats the username as case-sensitive", async () => {
    const { username, password } = current();
    const { body } = await stack.login(username.toUpperCase(), password);
    expect(body.loginSuccessful).toBe(false);
  });

  it("locks the web user at the fifth wrong password, after which the right one is refused", async () => {
    const { username, password } = current();
    let last: { body: Json } = { body: null };
    for (let attempt = 1; attempt <= 4; attempt++) {
      last = await stack.login(username, `Wrong#pass${attempt}`);
      // No warning before the lock: the lock message comes only once the lock happened.
      expect(last.body.status.loginMessage).toBe("Invalid Username or Password.");
    }
    last = await stack.login(username, "Wrong#pass5");
    expect(last.body.status.loginMessage).toMatch(/locked/i);
    const retry = await stack.login(username, password);
    expect(retry.body.loginSuccessful).toBe(false);
    expect(retry.body.status.loginMessage).toMatch(/locked/i);
  });

  it("refuses the persona whose web user is already locked", async () => {
    const { username, password } = persona("locked");
    const { body } = await stack.login(username, password);
    expect(body.loginSuccessful).toBe(false);
    expect(body.status.loginMessage).toMatch(/locked/i);
  });

  it("rejects a malformed request with 400 and the spec's field messages", async () => {
    const { status, body } = await stack.call("/api/v1/user-login", { body: { userName: "", password: "" } });
    expect(status).toBe(400);
    expect(body.error.fields.userName).toContain("Please enter your Username.");
    expect(body.error.fields.password).toContain("Please enter your password.");
  });

  it("answers 502 with 'Server Error. Try again later!' when billing is unreachable", async () => {
    const offline = await startStack({ ccbUrl: "http://127.0.0.1:9", ccbTimeoutMs: 1000 });
    try {
      const { status, body } = await offline.login(current().username, current().password);
      expect(status).toBe(502);
      expect(body.error.message).toBe("Server Error. Try again later!");
    } finally {
      await offline.close();
    }
  });
});

describe("sessions", () => {
  it("answers 401 to an unknown token and to no token", async () => {
    expect((await stack.call("/api/v1/session", { token: "not-a-real-token" })).status).toBe(401);
    const none = await stack.call("/api/v1/session");
    expect(none.status).toBe(401);
    expect(none.body.error.code).toBe("UNAUTHENTICATED");
  });

  it("ends a session after 15 minutes without activity, on the server", async () => {
    const { body } = await stack.login(current().username, current().password);
    stack.clock.advance(14 * 60_000);
    expect((await stack.call("/api/v1/session", { token: body.token })).status).toBe(200);
    stack.clock.advance(14 * 60_000); // activity above restarted the window
    expect((await stack.call("/api/v1/session", { token: body.token })).status).toBe(200);
    stack.clock.advance(15 * 60_000 + 1000);
    const expired = await stack.call("/api/v1/session", { token: body.token });
    expect(expired.status).toBe(401);
    expect(expired.body.error.code).toBe("SESSION_EXPIRED");
    expect((await stack.call("/api/v1/session", { token: body.token })).body.error.code).toBe(
      "UNAUTHENTICATED",
    );
  });

  it("still ends a session 15 minutes after its last recorded activity when calls close together are not written", async () => {
    const { body } = await stack.login(current().username, current().password);
    // Calls within 30 s of the recorded activity are not written (decision 021)...
    stack.clock.advance(20_000);
    expect((await stack.call("/api/v1/session", { token: body.token })).status).toBe(200);
    // ...so the limit runs from the login: never more than 15 idle minutes on the server.
    stack.clock.advance(15 * 60_000 - 20_000 + 1000);
    const expired = await stack.call("/api/v1/session", { token: body.token });
    expect(expired.status).toBe(401);
    expect(expired.body.error.code).toBe("SESSION_EXPIRED");
  });

  it("keeps a session alive past 15 minutes while the customer acts at least every few minutes", async () => {
    const { body } = await stack.login(current().username, current().password);
    for (let minute = 0; minute < 40; minute += 5) {
      stack.clock.advance(5 * 60_000);
      expect((await stack.call("/api/v1/session", { token: body.token })).status).toBe(200);
    }
  });

  it("flags a commercial customer: not one holding RESID accounts only, one holding a COMM account among others (spec 002 §1, §6)", async () => {
    const sessionOf = async (key: string) => {
      const { username, password, accounts } = persona(key);
      const { body } = await stack.login(username, password);
      return {
        classes: accounts.map((account) => account.customerClass),
        session: await stack.call("/api/v1/session", { token: body.token }),
      };
    };
    const residential = await sessionOf("postpaid-current");
    expect(residential.classes.every((customerClass) => customerClass === "RESID")).toBe(true);
    expect(residential.session.status).toBe(200);
    expect(residential.session.body).toMatchObject({ kind: "customer", commercialCustomer: false });
    const mixed = await sessionOf("many-accounts");
    expect(new Set(mixed.classes)).toEqual(new Set(["RESID", "COMM"]));
    expect(mixed.session.status).toBe(200);
    expect(mixed.session.body).toMatchObject({ kind: "customer", commercialCustomer: true });
  });

  it("logout ends the session", async () => {
    const { body } = await stack.login(current().username, current().password);
    expect((await stack.call("/api/v1/logout", { method: "POST", token: body.token })).status).toBe(204);
    expect((await stack.call("/api/v1/session", { token: body.token })).status).toBe(401);
  });

  it("rotates the token at login: the previous session ends", async () => {
    const first = await stack.login(current().username, current().password);
    const second = await stack.call("/api/v1/user-login", {
      token: first.body.token,
      body: { userName: current().username, password: current().password },
    });
    expect(second.body.token).not.toBe(first.body.token);
    expect((await stack.call("/api/v1/session", { token: first.body.token })).status).toBe(401);
    expect((await stack.call("/api/v1/session", { token: second.body.token })).status).toBe(200);
  });
});
