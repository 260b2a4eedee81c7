/**
 * The dashboard's account tables in one BFF call (spec 002 §3, §4): the same lines as the per-account
 * routes, every account checked against the session before billing is asked, and an account whose
 * line does not load marked `failed` while the others still show.
 */
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

const idsOf = (who: Persona, kind: string) =>
  who.accounts.filter((account) => account.kind === kind).map((account) => account.accountId);

describe("dashboard overview", () => {
  it("answers every account's summary line in one call, the same as the per-account routes", async () => {
    const many = persona("many-accounts");
    const token = await tokenOf(many);
    const postpaid = idsOf(many, "postpaid");
    const prepaid = idsOf(many, "prepaid");
    expect(postpaid.length + prepaid.length).toBe(7);
    const { status, body } = await stack.call("/api/v1/dashboard-overview", {
      token,
      body: { postpaid, prepaid },
    });
    expect(status).toBe(200);
    expect(body.postpaid.map((entry: { accountId: string }) => entry.accountId)).toEqual(postpaid);
    expect(body.prepaid.map((entry: { accountId: string }) => entry.accountId)).toEqual(prepaid);
    const single = await stack.call("/api/v1/user-latest-bill", { token, body: { accountId: postpaid[0] } });
    expect(body.postpaid[0]).toEqual({ status: "loaded", accountId: postpaid[0], line: single.body.result });
    expect(body.prepaid[0]).toMatchObject({ status: "loaded", line: { accountType: "prepaid" } });
  });

  it("refuses the whole call with 403 and no data when one account is another customer's", async () => {
    const token = await tokenOf(persona("postpaid-current"));
    const own = idsOf(persona("postpaid-current"), "postpaid");
    const other = idsOf(persona("postpaid-overdue"), "postpaid");
    const { status, body } = await stack.call("/api/v1/dashboard-overview", {
      token,
      body: { postpaid: [...own, ...other], prepaid: [] },
    });
    expect(status).toBe(403);
    expect(Object.keys(body)).toEqual(["error"]);
  });

  it("marks an account whose line does not load as failed and still answers the others", async () => {
    const both = persona("postpaid-and-prepaid");
    const token = await tokenOf(both);
    const postpaid = idsOf(both, "postpaid");
    const prepaid = idsOf(both, "prepaid");
    // The prepaid account asked as postpaid: billing's answer is of the wrong kind for that row.
    const { status, body } = await stack.call("/api/v1/dashboard-overview", {
      token,
      body: { postpaid: [...postpaid, ...prepaid], prepaid },
    });
    expect(status).toBe(200);
    expect(body.postpaid).toEqual([
      expect.objectContaining({ status: "loaded", accountId: postpaid[0] }),
      { status: "failed", accountId: prepaid[0] },
    ]);
    expect(body.prepaid[0]).toMatchObject({ status: "loaded" });
  });

  it("asks for a session", async () => {
    const { status } = await stack.call("/api/v1/dashboard-overview", {
      body: { postpaid: [], prepaid: [] },
    });
    expect(status).toBe(401);
  });
});
