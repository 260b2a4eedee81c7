/**
 * The default exchange with billing (undici's `request`): what `ccb-caller.ts` reads of each
 * outcome — an answer and its `Retry-After`, no answer within the limit, no connection, an answer
 * cut in the middle of its body.
 */
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CcbNoAnswer, undiciExchange } from "./ccb-transport";

const LIMIT_MS = 300;
let server: Server;
let base: string;
const held = new Set<ServerResponse>();

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on("end", () => {
      if (request.url === "/echo") {
        response.writeHead(200, { "content-type": "application/json" });
        response.end(
          JSON.stringify({ method: request.method, body, correlation: request.headers["x-correlation-id"] }),
        );
      } else if (request.url === "/busy") {
        response.writeHead(503, { "retry-after": "120" });
        response.end("busy");
      } else if (request.url === "/silent") {
        held.add(response);
      } else if (request.url === "/cut") {
        response.writeHead(200, { "content-type": "application/json", "content-length": "100" });
        response.write('{"CurrentBalance": 12');
        setTimeout(() => response.socket?.destroy(), 20);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const response of held) response.socket?.destroy();
  await new Promise((resolve) => server.close(resolve));
});

describe("the default exchange with billing", () => {
  const exchange = undiciExchange(LIMIT_MS);

  it("sends the method, headers and body, and reads the JSON answer", async () => {
    const reply = await exchange({
      method: "POST",
      url: `${base}/echo`,
      headers: { "content-type": "application/json", "x-correlation-id": "c-1" },
      body: '{"AccountID":"1000000012"}',
    });
    expect(reply.status).toBe(200);
    expect(reply.retryAfter).toBeNull();
    expect(await reply.json()).toEqual({
      method: "POST",
      body: '{"AccountID":"1000000012"}',
      correlation: "c-1",
    });
  });

  it("gives a 5xx's Retry-After and frees the connection without reading the body", async () => {
    const reply = await exchange({ method: "GET", url: `${base}/busy`, headers: {} });
    expect(reply.status).toBe(503);
    expect(reply.retryAfter).toBe("120");
    await reply.discard();
  });

  it("is no answer within the limit when billing keeps silent", async () => {
    const started = Date.now();
    const outcome = await exchange({ method: "GET", url: `${base}/silent`, headers: {} }).catch(
      (error) => error,
    );
    expect(outcome).toBeInstanceOf(CcbNoAnswer);
    expect((outcome as CcbNoAnswer).timedOut).toBe(true);
    expect(Date.now() - started).toBeLessThan(LIMIT_MS * 10);
  });

  it("is a failed connection, not a time-out, when nobody listens", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const outcome = await exchange({ method: "GET", url: `http://127.0.0.1:${port}/`, headers: {} }).catch(
      (error) => error,
    );
    expect(outcome).toBeInstanceOf(CcbNoAnswer);
    expect((outcome as CcbNoAnswer).timedOut).toBe(false);
  });

  it("reads an answer cut in the middle of its body as no JSON", async () => {
    const reply = await exchange({ method: "GET", url: `${base}/cut`, headers: {} });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toBeNull();
  });
});
