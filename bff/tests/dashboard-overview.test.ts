/**
 * The Account Overview in one BFF call (spec 002 §3, §4): the accounts taken from the session (the
 * portal sends none), the same lines as the per-account routes, the information box and the
 * arrangement button in the same answer, billing asked once per account, and an account whose line
 * does not load marked `failed` while the others still show.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startStack, type TestStack } from "./harness";
import { type Persona, persona } from "./personas";

let stack: TestStack;
beforeEach(async () => {
  stack = await startStack();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await stack.close();
});

async function tokenOf(who: Persona): Promise<string> {
  const { body } = await stack.login(who.username, who.password);
  expect(body.loginSuccessful).toBe(true);
  return body.token;
}

const overviewOf = (token: string, body: unknown = {}) =>
  stack.call("/api/v1/dashboard-overview", { token, body });

describe("dashboard overview", () => {
  it("answers every account of the session, its box and its button in one call, the same as the per-account routes", async () => {
    const many = persona("many-accounts");
    const token = await tokenOf(many);
    const ids = many.accounts.map((account) => account.accountId);
    expect(ids).toHaveLength(7);
    const { status, body } = await overviewOf(token);
    expect(status).toBe(200);
    expect(body.accounts.map((entry: { accountId: string }) => entry.accountId).sort()).toEqual(
      [...ids].sort(),
    );
    const postpaidId = many.accounts.find((account) => account.kind === "postpaid")!.accountId;
    const single = await stack.call("/api/v1/user-latest-bill", { token, body: { accountId: postpaidId } });
    expect(body.accounts).toContainEqual({
      status: "loaded",
      accountId: postpaidId,
      line: single.body.result,
      budget: null,
    });
    const prepaidId = many.accounts.find((account) => account.kind === "prepaid")!.accountId;
    expect(body.accounts).toContainEqual(
      expect.objectContaining({
        accountId: prepaidId,
        line: expect.objectContaining({ accountType: "prepaid" }),
      }),
    );
    const details = await stack.call("/api/v1/user-details", { token, body: { personId: many.personId } });
    expect(body.customer).toEqual(details.body.result);
    const arrangement = await stack.call("/api/v1/details-payment-arr", {
      token,
      body: { personId: many.personId },
    });
    expect(body.arrangement).toEqual({
      availability: arrangement.body.availability,
      commercialNotice: arrangement.body.commercialNotice,
    });
  });

  it("asks billing for each account's financial summary once: 7 calls for 7 accounts, not 14", async () => {
    const token = await tokenOf(persona("many-accounts"));
    const summaries = vi.spyOn(stack.services.billing, "financialSummary");
    const persons = vi.spyOn(stack.services.billing, "personDetails");
    const { status, body } = await overviewOf(token);
    expect(status).toBe(200);
    expect(body.arrangement).not.toBeNull();
    expect(summaries).toHaveBeenCalledTimes(7);
    expect(new Set(summaries.mock.calls.map(([accountId]) => accountId)).size).toBe(7);
    expect(persons).toHaveBeenCalledTimes(1);
  });

  it("takes the accounts from the session: ids sent by the caller are not read", async () => {
    const token = await tokenOf(persona("postpaid-current"));
    const own = persona("postpaid-current").accounts.map((account) => account.accountId);
    const other = persona("postpaid-overdue").accounts.map((account) => account.accountId);
    const { status, body } = await overviewOf(token, { postpaid: other, prepaid: [] });
    expect(status).toBe(200);
    expect(body.accounts.map((entry: { accountId: string }) => entry.accountId)).toEqual(own);
  });

  it("marks an account whose summary does not load as failed and still answers the others", async () => {
    const both = persona("postpaid-and-prepaid");
    const token = await tokenOf(both);
    const [first, second] = both.accounts.map((account) => account.accountId);
    const real = stack.services.billing.financialSummary.bind(stack.services.billing);
    vi.spyOn(stack.services.billing, "financialSummary").mockImplementation((accountId) =>
      accountId === second ? Promise.reject(new Error("billing down")) : real(accountId),
    );
    const { status, body } = await overviewOf(token);
    expect(status).toBe(200);
    expect(body.accounts).toEqual([
      expect.objectContaining({ status: "loaded", accountId: first }),
      { status: "failed", accountId: second },
    ]);
    expect(body.customer).toMatchObject({ personId: both.personId });
    // The button needs every account's summary: without one, no button (the portal shows none).
    expect(body.arrangement).toBeNull();
  });

  it("asks for a session", async () => {
    const { status } = await stack.call("/api/v1/dashboard-overview", { body: {} });
    expect(status).toBe(401);
  });
});
