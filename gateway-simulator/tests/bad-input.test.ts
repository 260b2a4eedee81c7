/**
 * A request the gateway cannot read is a 4xx, never a 500, in the shape of its route: e4's plain
 * text for the direct API, an HTML page for the hosted page, JSON for the control API.
 */
import { controlTokenHeaders } from "@paygpa/runtime/control-access";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signE4Request } from "../src/index";
import { type Gateway, startGateway, TERMINAL } from "./helpers";

let gateway: Gateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(async () => {
  await gateway.close();
});

const deep = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

describe("bodies the gateway simulator cannot read", () => {
  it("deeply nested JSON to the direct API is a 400 Malformed request in plain text", async () => {
    const body = deep(20_000);
    const headers = signE4Request({
      method: "POST",
      requestTarget: "/transaction/v12",
      body,
      keyId: TERMINAL.hmacKeyId,
      hmacKey: TERMINAL.hmacKey,
      date: gateway.clock.now(),
    });
    const response = await fetch(`${gateway.url}/transaction/v12`, {
      method: "POST",
      headers: { ...headers },
      body,
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await response.text()).toBe("Malformed request: the body is nested too deeply.");
  });

  it("deeply nested JSON to the control API is 400 in its JSON shape", async () => {
    const response = await fetch(`${gateway.url}/__control/faults`, {
      method: "PUT",
      headers: { "content-type": "application/json", ...controlTokenHeaders() },
      body: deep(5_000),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      "Request body is nested too deeply",
    );
    expect(gateway.store.faults.list()).toEqual([]);
  });

  it("a compressed body that is not compressed is 400, not 500", async () => {
    const response = await fetch(`${gateway.url}/__control/faults`, {
      method: "PUT",
      headers: { "content-type": "application/json", "content-encoding": "gzip", ...controlTokenHeaders() },
      body: '{"route":"*","down":true}',
    });
    expect(response.status).toBe(400);
    expect(gateway.store.faults.list()).toEqual([]);
  });

  it("an unknown payment path is a 404 HTML page, as the rest of the hosted page", async () => {
    const response = await fetch(`${gateway.url}/payment//pay`, { method: "POST" });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
  });

  it("a form over 64 kB to the hosted page is a 413 HTML page", async () => {
    const response = await fetch(`${gateway.url}/payment`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `x_login=${"x".repeat(70_000)}`,
    });
    expect(response.status).toBe(413);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
  });
});
