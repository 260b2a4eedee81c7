/**
 * Function-level authorization of the back office (spec 001 §6): every admin route of the
 * contract's table × admin levels 1–5, a customer, a quick-pay token and anonymous. Built from the
 * table, so a route added later with `{ admin: area }` (or `admin`) is covered without editing this.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_LEVELS, type RouteEntry, routes } from "@paygpa/contract";
import { startStack, type TestStack } from "./harness";
import { admins, persona } from "./personas";

let stack: TestStack;
const tokens = new Map<string, string | undefined>();

const adminRoutes = Object.entries(routes as Record<string, RouteEntry>).filter(
  ([, entry]) => entry.access === "admin" || typeof entry.access === "object",
);

function allowedLevels(entry: RouteEntry): readonly number[] {
  if (entry.access === "admin") return [1, 2, 3, 4, 5];
  if (typeof entry.access === "object") return ADMIN_LEVELS[entry.access.admin];
  return [];
}

beforeAll(async () => {
  stack = await startStack();
  for (const admin of admins) {
    const { body } = await stack.call("/api/v1/login", {
      body: { username: admin.username, password: admin.password },
    });
    tokens.set(`level ${admin.level}`, body.token);
  }
  const customer = persona("postpaid-current");
  tokens.set("customer", (await stack.login(customer.username, customer.password)).body.token);
  const quickPay = await stack.call("/api/v1/validate-account", {
    body: { accountId: customer.accounts[0]?.accountId, division: "GPA", postal: customer.zip },
  });
  tokens.set("quick-pay token", quickPay.body.token);
  tokens.set("anonymous", undefined);
  // Six logins, five of them scrypt verifications: slow on a busy machine.
}, 120_000);
afterAll(async () => {
  await stack.close();
});

/** The call of a route with no body of its own: enough to reach (or not) its guard. */
function callAs(entry: RouteEntry, token: string | undefined) {
  return stack.call(entry.path, {
    method: entry.method,
    token,
    body: entry.method === "POST" ? {} : undefined,
  });
}

describe("every admin route × every caller (spec 001 §6)", { timeout: 60_000 }, () => {
  it("covers the back office's routes", () => {
    expect(adminRoutes.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        "adminUsers",
        "insertAdmin",
        "deleteAdmin",
        "auditLog",
        "updateFilePath",
        "searchWebUser",
      ]),
    );
    for (const level of [1, 2, 3, 4, 5]) expect(tokens.get(`level ${level}`), `level ${level}`).toBeTruthy();
    expect(tokens.get("customer")).toBeTruthy();
    expect(tokens.get("quick-pay token")).toBeTruthy();
  });

  for (const [name, entry] of adminRoutes) {
    it(`${entry.method} ${entry.path} (${name}): only its levels get past the guard`, async () => {
      const allowed = allowedLevels(entry);
      for (const level of [1, 2, 3, 4, 5]) {
        const { status, body } = await callAs(entry, tokens.get(`level ${level}`));
        if (allowed.includes(level)) {
          expect([401, 403], `level ${level} is allowed ${name}`).not.toContain(status);
        } else {
          expect(status, `level ${level} on ${name}`).toBe(403);
          expect(body.error.message).toBe("Your admin level does not allow this.");
        }
      }
      const customer = await callAs(entry, tokens.get("customer"));
      expect(customer.status, `customer on ${name}`).toBe(403);
      const quickPay = await callAs(entry, tokens.get("quick-pay token"));
      // A quick-pay token is no session at all to the admin guard: 401, as without a token.
      expect(quickPay.status, `quick-pay token on ${name}`).toBe(401);
      const anonymous = await callAs(entry, undefined);
      expect(anonymous.status, `anonymous on ${name}`).toBe(401);
      // Nothing of the answer leaks to a refused caller.
      for (const refused of [customer, quickPay, anonymous])
        expect(Object.keys(refused.body)).toEqual(["error"]);
    });
  }
});
