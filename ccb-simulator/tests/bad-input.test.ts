/** A request billing cannot read is a 400 (or 413) in billing's own error shape, never a 500. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Simulator, startSimulator, refusal, problem } from "./simulator";

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator({ bulkCustomers: 5 });
});
afterAll(async () => {
  await sim.close();
});

async function send(path: string, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${sim.baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests assert on the JSON shape they read
  return { status: response.status, body: (await response.json()) as any };
}

describe("bodies the billing simulator cannot read", () => {
  it("deeply nested JSON is 400 BAD_REQUEST, and the journal keeps the request", async () => {
    const deep = `${'{"AccountID":'.repeat(5_000)}1${"}".repeat(5_000)}`;
    const { status, body } = await send("/rest/apis/cm/accounts/financialSummary", deep);
    expect(status).toBe(400);
    expect(body).toEqual(problem(400, "BAD_REQUEST", "Request body is nested too deeply"));
    const journal = await sim.get("/__control/journal?path=/rest/apis/cm/accounts/financialSummary");
    expect(journal.body.entries.at(-1).status).toBe(400);
  });

  it("a compressed body that is not compressed is 400, not 500", async () => {
    const { status, body } = await send("/rest/apis/cm/accounts/financialSummary", "{}", {
      "content-encoding": "gzip",
    });
    expect(status).toBe(400);
    expect(refusal(body).code).toBe("BAD_REQUEST");
  });

  it("malformed JSON is 400 and a body over 1 MB is 413", async () => {
    expect((await send("/rest/apis/cm/accounts/financialSummary", '{"AccountID":')).status).toBe(400);
    const large = await send(
      "/rest/apis/cm/accounts/financialSummary",
      JSON.stringify({ AccountID: "x".repeat(1_100_000) }),
    );
    expect(large.status).toBe(413);
    expect(refusal(large.body).code).toBe("PAYLOAD_TOO_LARGE");
  });

  it.each([[{}], [[]], [null], [12]])("AccountID %j is 400 naming the field", async (value) => {
    const { status, body } = await sim.post("/rest/apis/cm/accounts/financialSummary", { AccountID: value });
    expect(status).toBe(400);
    expect(refusal(body).code).toBe("BAD_REQUEST");
    expect(refusal(body).description).toMatch(/^AccountID /);
  });
});
