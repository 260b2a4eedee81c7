import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEV_PORTAL_KEY } from "../src/demo";
import { startStack, type TestStack } from "./harness";

let stack: TestStack;
beforeEach(async () => {
  stack = await startStack();
});
afterEach(async () => {
  await stack.close();
});

/** A request as the portal sends it for a browser at `address`. */
const fromPortal = (address: string) => ({
  "x-paygpa-portal-key": DEV_PORTAL_KEY,
  "x-forwarded-for": address,
});
const accountCheck = (headers: Record<string, string>) =>
  stack.call("/api/v1/check-account-number", { body: { accountId: "9999999999" }, headers });

describe("rate limit of the public look-ups (30 a minute per address and route family)", () => {
  it("refuses the 31st account check in a minute from one browser, while another browser still passes", async () => {
    for (let attempt = 1; attempt <= 30; attempt++) {
      expect((await accountCheck(fromPortal("203.0.113.7"))).status).toBe(404);
    }
    const refused = await accountCheck(fromPortal("203.0.113.7"));
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({
      code: "RATE_LIMITED",
      message: "Too many attempts from your connection. Please wait a minute, then try again.",
    });
    expect((await accountCheck(fromPortal("198.51.100.2"))).status).toBe(404);
    // The zip check shares the sign-up family; logins are counted apart.
    const zip = await stack.call("/api/v1/sign-up-validate-zip", {
      body: { ticket: "x", postal: "96910" },
      headers: fromPortal("203.0.113.7"),
    });
    expect(zip.status).toBe(429);
    const login = await stack.call("/api/v1/user-login", {
      body: { userName: "nobody", password: "wrong-one" },
      headers: fromPortal("203.0.113.7"),
    });
    expect(login.status).toBe(200);

    stack.clock.advance(60_000);
    expect((await accountCheck(fromPortal("203.0.113.7"))).status).toBe(404);
  });

  it("believes X-Forwarded-For only from the portal: anyone else is counted by their connection", async () => {
    for (let attempt = 1; attempt <= 30; attempt++) {
      const spoofed = { "x-forwarded-for": `192.0.2.${attempt}`, "x-paygpa-portal-key": "guessed" };
      expect((await accountCheck(spoofed)).status).toBe(404);
    }
    expect((await accountCheck({ "x-forwarded-for": "192.0.2.99" })).status).toBe(429);
  });

  it("limits quick pay's account and zip check: guessing an account's zip stops at 30 tries", async () => {
    const quickPay = (postal: string) =>
      stack.call("/api/v1/validate-account", {
        body: { accountId: "1000000001", division: "GPA", postal },
        headers: fromPortal("203.0.113.11"),
      });
    for (let attempt = 0; attempt < 30; attempt++) {
      const answer = await quickPay(String(96900 + attempt));
      expect(answer.status).toBe(200);
    }
    const refused = await quickPay("96913");
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe("RATE_LIMITED");
    expect(refused.body.quickPayToken).toBeUndefined();
  });

  it("limits username checks, forgotten-credential look-ups and logins too", async () => {
    const address = fromPortal("203.0.113.9");
    const calls = [
      () => stack.call("/api/v1/check-username", { body: { username: "free.name" }, headers: address }),
      () =>
        stack.call("/api/v1/forgot-password", {
          body: { accountId: "9999999999", username: "nobody" },
          headers: address,
        }),
      () =>
        stack.call("/api/v1/user-login", { body: { userName: "nobody", password: "x" }, headers: address }),
    ];
    for (const call of calls) {
      for (let attempt = 1; attempt <= 30; attempt++) expect((await call()).status).not.toBe(429);
      expect((await call()).status).toBe(429);
    }
  });
});
