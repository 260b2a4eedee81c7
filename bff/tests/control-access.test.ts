import { networkInterfaces } from "node:os";
import { TEST_CONTROL_TOKEN } from "@paygpa/runtime/demo-secrets";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { demoConfig } from "../src/demo";
import { testConfig } from "./support/test-config";
import { silentLogger } from "../src/platform/http/logger";
import { type Json, startStack, type TestStack } from "./harness";
import { productionEnv } from "./production-env";

let stack: TestStack;

/** A control call as an outsider makes it: plain fetch, whatever headers it chooses. */
async function controlCall(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
) {
  const response = await fetch(`${stack.bff}${path}`, {
    method: init.method ?? "GET",
    headers: { "content-type": "application/json", ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

describe("the BFF's control API needs the control token", () => {
  beforeEach(async () => {
    stack = await startStack();
  });
  afterEach(async () => {
    await stack.close();
  });

  it("refuses reset, clock and the mail outbox without the token, and nothing happens", async () => {
    const today = stack.clock.today();
    for (const [method, path, body] of [
      ["POST", "/__control/reset", undefined],
      ["PUT", "/__control/clock", { today: "2030-01-01" }],
      ["GET", "/__control/mail", undefined],
      ["POST", "/__control/system/reset", undefined],
      ["PUT", "/__control/system/clock", { advance: "16m" }],
      ["POST", "/__control/scenarios/billing-down", undefined],
      ["DELETE", "/__control/faults", undefined],
      ["GET", "/__control/timeline?invoice=200001", undefined],
    ] as const) {
      const answer = await controlCall(path, { method, body });
      expect(answer.status).toBe(401);
      expect(answer.body.error.code).toBe("control_token_required");
      expect(answer.body).not.toHaveProperty("messages");
    }
    expect(stack.clock.today()).toBe(today);
  });

  it("refuses a wrong token", async () => {
    const answer = await controlCall("/__control/mail", { headers: { authorization: "Bearer wrong-token" } });
    expect(answer.status).toBe(401);
  });

  it("answers with the token, as a Bearer or in X-PayGPA-Control-Token", async () => {
    const bearer = await controlCall("/__control/mail", {
      headers: { authorization: `Bearer ${TEST_CONTROL_TOKEN}` },
    });
    expect(bearer.status).toBe(200);
    expect(bearer.body.messages).toEqual([]);
    const header = await controlCall("/__control/clock", {
      method: "PUT",
      headers: { "x-paygpa-control-token": TEST_CONTROL_TOKEN },
      body: { today: "2026-12-01" },
    });
    expect(header.status).toBe(200);
    expect(stack.clock.today()).toBe("2026-12-01");
  });

  it("keeps GET /__control/health open: start-up scripts wait on it", async () => {
    const answer = await controlCall("/__control/health");
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe("ok");
  });
});

const externalAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === "IPv4" && !entry.internal)?.address;

describe.skipIf(!externalAddress)("the control API answers on loopback only", () => {
  async function fromOutside(overrides: Parameters<typeof testConfig>[0] = {}) {
    const bff = await createApp(testConfig(overrides), { logger: silentLogger });
    const server = bff.app.listen(0, "0.0.0.0");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as { port: number };
    try {
      const response = await fetch(`http://${externalAddress}:${port}/__control/mail`, {
        headers: { authorization: `Bearer ${TEST_CONTROL_TOKEN}` },
      });
      return response.status;
    } finally {
      server.close();
      await bff.close();
    }
  }

  it("a call from another address finds nothing, even with the token", async () => {
    expect(await fromOutside()).toBe(404);
  });

  it("answers other addresses when remote control is allowed", async () => {
    const config = testConfig();
    expect(await fromOutside({ control: { ...config.control!, allowRemote: true } })).toBe(200);
  });
});

describe("production has no control API", () => {
  it("answers 404 to every control route, token or not", async () => {
    const bff = await createApp(demoConfig(productionEnv()), { logger: silentLogger });
    const server = bff.app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as { port: number };
    try {
      for (const path of [
        "/__control/health",
        "/__control/mail",
        "/__control/reset",
        "/__control/system/reset",
        "/__control/system/clock",
        "/__control/scenarios",
        "/__control/scenarios/billing-down",
        "/__control/faults",
        "/__control/timeline?invoice=200001",
        // Every call the control console makes (docs/qa-guide.md): none of them exists in production.
        "/__control/payments",
        "/__control/trainees",
        "/__control/trainees/1/reset",
      ]) {
        const response = await fetch(`http://127.0.0.1:${port}${path}`, {
          method: path.endsWith("reset") || path.endsWith("billing-down") ? "POST" : "GET",
          headers: { authorization: `Bearer ${TEST_CONTROL_TOKEN}` },
        });
        expect(response.status, path).toBe(404);
      }
      for (const [method, path, body] of [
        ["PUT", "/__control/system/clock", { advance: "16m" }],
        ["PUT", "/__control/faults", { route: "mail", down: true }],
        ["DELETE", "/__control/faults", undefined],
      ] as const) {
        const response = await fetch(`http://127.0.0.1:${port}${path}`, {
          method,
          headers: { authorization: `Bearer ${TEST_CONTROL_TOKEN}`, "content-type": "application/json" },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
        expect(response.status, `${method} ${path}`).toBe(404);
      }
    } finally {
      server.close();
      await bff.close();
    }
  });
});
