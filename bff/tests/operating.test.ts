/**
 * What an operator sees of the BFF (decision 023): one JSON request line per request with its
 * route pattern, status, duration and request id; levels by status; the probes.
 */
import { memoryLog } from "@paygpa/runtime/logging";
import { afterEach, describe, expect, it } from "vitest";
import { jsonLogger } from "../src/platform/http/logger";
import { type PaymentStack, startPaymentStack } from "./payment-harness";

let stack: PaymentStack | undefined;
afterEach(async () => {
  await stack?.close();
  stack = undefined;
});

async function stackWithLog(level = "debug") {
  const log = memoryLog();
  stack = await startPaymentStack({ logger: jsonLogger("bff", { level, pretty: false }, log.sink) });
  return { stack, log };
}

const requestLines = (lines: Record<string, unknown>[]) => lines.filter((line) => line.msg === "request");

describe("the BFF's request log", () => {
  it("writes one line per request: method, route pattern (no query), status, duration, the caller's request id", async () => {
    const { stack, log } = await stackWithLog("info");
    const answer = await fetch(`${stack.bff}/api/v1/get-individual/1000000001?secret=1`, {
      headers: { "x-correlation-id": "support-case-0001" },
    });
    expect(answer.headers.get("x-correlation-id")).toBe("support-case-0001");
    const [line] = requestLines(log.lines()).filter((one) => one.requestId === "support-case-0001");
    expect(line).toMatchObject({
      service: "bff",
      method: "GET",
      status: answer.status,
      requestId: "support-case-0001",
    });
    expect(typeof line?.ms).toBe("number");
    expect(String(line?.route)).not.toContain("?");
    expect(line?.route).toBe("/api/v1/get-individual/:id");
  });

  it("makes a request id when the caller's is not well formed, and answers it back", async () => {
    const { stack, log } = await stackWithLog("info");
    const answer = await fetch(`${stack.bff}/api/v1/system-maintenance`, {
      headers: { "x-correlation-id": "bad id\twith tabs" },
    });
    const made = answer.headers.get("x-correlation-id");
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestLines(log.lines()).at(-1)).toMatchObject({
      route: "/api/v1/system-maintenance",
      requestId: made,
    });
  });

  it("logs a refused request (4xx) at warn and an ordinary one at info, without the password sent", async () => {
    const { stack, log } = await stackWithLog("info");
    const refused = await fetch(`${stack.bff}/api/v1/user-login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ userName: "", password: "Wrong-Pass-1" }),
    });
    expect(refused.status).toBe(400);
    await fetch(`${stack.bff}/api/v1/system-maintenance`);
    const lines = requestLines(log.lines());
    expect(lines.find((line) => line.route === "/api/v1/user-login")).toMatchObject({
      level: "warn",
      status: 400,
    });
    expect(lines.find((line) => line.route === "/api/v1/system-maintenance")).toMatchObject({
      level: "info",
    });
    expect(log.text()).not.toContain("Wrong-Pass-1");
  });
});

describe("GET /health and GET /ready", () => {
  it("/health answers 200 {status:'ok'} with no session, and is logged at debug only", async () => {
    const { stack, log } = await stackWithLog("debug");
    const answer = await fetch(`${stack.bff}/health`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: "ok" });
    expect(requestLines(log.lines()).find((line) => line.route === "/health")).toMatchObject({
      level: "debug",
    });
  });

  it("/ready answers 200 when the database answers and billing is reachable", async () => {
    const { stack } = await stackWithLog();
    const answer = await fetch(`${stack.bff}/ready`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: "ok" });
  });

  it("/ready answers 503 with the reason when billing cannot be reached", async () => {
    const log = memoryLog();
    stack = await startPaymentStack({
      logger: jsonLogger("bff", { level: "info", pretty: false }, log.sink),
      config: { ccbUrl: "http://127.0.0.1:9" },
    });
    const answer = await fetch(`${stack.bff}/ready`);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({
      status: "not ready",
      reason: expect.stringMatching(/^billing is not reachable/),
    });
    // A failing probe is an error line an operator sees.
    expect(requestLines(log.lines()).find((line) => line.route === "/ready")).toMatchObject({
      level: "error",
      status: 503,
    });
  });

  it("the probes are never rate limited, even after many calls from one address", async () => {
    const log = memoryLog();
    stack = await startPaymentStack({
      logger: jsonLogger("bff", { level: "info", pretty: false }, log.sink),
      config: { rateLimitPerMinute: 2 },
    });
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await fetch(`${stack.bff}/health`)).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
  });
});
