/**
 * Sign-up step 1 with billing answering in 2.5 s per call (a defect a new customer met): the calls that do not
 * depend on each other run together, so the step answers in two rounds (about 5 s), well inside the
 * portal's limit, instead of four rounds (10 s) one after another.
 */
import { controlTokenHeaders } from "@paygpa/runtime/control-access";
import personasFile from "@paygpa/fixtures/personas.json" with { type: "json" };
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStack, type TestStack } from "./harness";

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
  await fetch(`${stack.ccb}/__control/faults`, {
    method: "PUT",
    headers: { ...controlTokenHeaders(), "content-type": "application/json" },
    body: JSON.stringify({ route: "*", latencyMs: 2500 }),
  });
});
afterAll(() => stack.close());

const prem = personasFile.unregistered.find((who) => who.key === "unregistered-prem")!;

describe("sign-up step 1 on a slow billing system", () => {
  it("opens the ticket of a PREM account in two billing rounds", { timeout: 30_000 }, async () => {
    const started = Date.now();
    const { status, body } = await stack.call("/api/v1/check-account-number", {
      body: { accountId: prem.accountId },
    });
    const took = Date.now() - started;
    expect(status).toBe(200);
    expect(body.data.ticket).toBeTruthy();
    expect(took).toBeLessThan(7_000);
  });
});
