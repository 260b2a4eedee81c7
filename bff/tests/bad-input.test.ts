/**
 * Bad input is a 4xx, never a 500 (beyond the spec): what a client sending a broken body sees, in
 * the one error shape, and what the log keeps of it.
 */
import { createApp as createCcbSimulator } from "@paygpa/ccb-simulator";
import { manualClock } from "@paygpa/simulator-kit";
import { controlTokenHeaders, TEST_CONTROL_ACCESS } from "@paygpa/runtime/control-access";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { testConfig } from "./support/test-config";
import { messages } from "@paygpa/contract";
import type { Logger } from "../src/platform/http/logger";
import { type Json, startStack, type TestStack, TODAY } from "./harness";

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack.close();
});

async function send(path: string, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${stack.bff}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as Json };
}

describe("a body the BFF cannot read", () => {
  it("malformed JSON is 400 MALFORMED_JSON", async () => {
    const { status, body } = await send("/api/v1/user-login", '{"userName": "maria.cruz",');
    expect(status).toBe(400);
    expect(body).toEqual({ error: { code: "MALFORMED_JSON", message: messages.malformedJson } });
  });

  it("a body over 100 kB is 413 BODY_TOO_LARGE", async () => {
    const { status, body } = await send(
      "/api/v1/user-login",
      JSON.stringify({ userName: "x".repeat(120_000) }),
    );
    expect(status).toBe(413);
    expect(body.error).toEqual({ code: "BODY_TOO_LARGE", message: messages.bodyTooLarge });
  });

  it("a body that is not JSON is 415", async () => {
    const { status, body } = await send("/api/v1/user-login", "userName=maria.cruz", {
      "content-type": "text/plain",
    });
    expect(status).toBe(415);
    expect(body.error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("a compressed body that is not compressed is 400, not 500", async () => {
    const { status, body } = await send("/api/v1/user-login", "{}", { "content-encoding": "gzip" });
    expect(status).toBe(400);
    expect(body.error.code).toBe("MALFORMED_JSON");
  });

  it("JSON nested deeper than 32 levels is 400", async () => {
    const deep = `${'{"a":'.repeat(40)}1${"}".repeat(40)}`;
    const { status, body } = await send("/api/v1/user-login", deep);
    expect(status).toBe(400);
    expect(body.error.code).toBe("MALFORMED_JSON");
  });

  it.each([
    [
      "a prototype key",
      "/api/v1/user-login",
      '{"__proto__": {"isAdmin": true}, "userName": "a", "password": "b"}',
    ],
    [
      "a prototype key",
      "/api/v1/user-login",
      '{"userName": "a", "password": "b", "constructor": {"prototype": {"isAdmin": true}}}',
    ],
    ["a prototype key", "/api/v1/user-login", '{"userName": {"prototype": 1}, "password": "b"}'],
    // No database text column can hold a NUL (PostgreSQL refuses the statement).
    ["a NUL character", "/api/v1/login", '{"username": "super\\u0000admin", "password": "b"}'],
    ["a NUL character", "/api/v1/login", '{"username": "superadmin", "pass\\u0000word": "b"}'],
    ["a NUL character", "/api/v1/login", '{"username": ["a", {"b": "\\u0000"}], "password": "b"}'],
  ])("%s is refused before any route: %s %s", async (_why, path, text) => {
    const { status, body } = await send(path, text);
    expect(status).toBe(400);
    expect(body.error.code).toBe("MALFORMED_JSON");
  });

  it("a NUL character in the query string is refused", async () => {
    const { status, body } = await send("/api/v1/login?sortBy=a%00b", '{"username": "a", "password": "b"}');
    expect(status).toBe(400);
    expect(body.error.code).toBe("BAD_REQUEST");
  });

  it("a method a route does not serve is 405 in the error shape", async () => {
    const response = await fetch(`${stack.bff}/api/v1/user-login`, { method: "PUT" });
    expect(response.status).toBe(405);
    expect(((await response.json()) as Json).error.code).toBe("METHOD_NOT_ALLOWED");
  });
});

describe("whitespace where a value is required", () => {
  it("a username of spaces at login is the spec's message, and billing is never asked", async () => {
    const { status, body } = await stack.call("/api/v1/user-login", {
      body: { userName: "   ", password: "Current#2026" },
    });
    expect(status).toBe(400);
    expect(body.error.fields.userName).toEqual([messages.enterUsername]);
    const journal = (await (
      await fetch(`${stack.ccb}/__control/journal?path=/rest/apis/cm/webUsers/login`, {
        headers: controlTokenHeaders(),
      })
    ).json()) as Json;
    expect(journal.entries).toEqual([]);
  });

  it("a password of spaces at login is the spec's message", async () => {
    const { status, body } = await stack.call("/api/v1/user-login", {
      body: { userName: "maria.cruz", password: " \t " },
    });
    expect(status).toBe(400);
    expect(body.error.fields.password).toEqual([messages.enterPassword]);
  });
});

describe("the log of a client error", () => {
  it("is one info line without a stack; nothing is logged at error", async () => {
    const lines: Array<{ level: string; message: string; fields?: Record<string, unknown> }> = [];
    const logger: Logger = {
      info: (message, fields) => lines.push({ level: "info", message, fields }),
      error: (message, fields) => lines.push({ level: "error", message, fields }),
    };
    const clock = manualClock(TODAY);
    const ccb = createCcbSimulator({ bulkCustomers: 5 }, { clock, control: TEST_CONTROL_ACCESS }).listen(
      0,
      "127.0.0.1",
    );
    await new Promise((resolve) => ccb.once("listening", resolve));
    const address = ccb.address() as { port: number };
    const bff = await createApp(testConfig({ ccbUrl: `http://127.0.0.1:${address.port}` }), {
      clock,
      logger,
    });
    const server = bff.app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as { port: number };
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/user-login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{not json",
      });
      expect(response.status).toBe(400);
      const clientErrors = lines.filter((line) => line.message === "client error");
      expect(clientErrors).toEqual([
        {
          level: "info",
          message: "client error",
          fields: { method: "POST", path: "/api/v1/user-login", status: 400, code: "MALFORMED_JSON" },
        },
      ]);
      expect(lines.filter((line) => line.level === "error")).toEqual([]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      ccb.closeAllConnections();
      await new Promise((resolve) => ccb.close(resolve));
      await bff.close();
    }
  });
});
