/**
 * A body over the direct API's limit is refused without poisoning the connection it came on: the
 * next request, on a kept-alive connection, is answered at once (it used to wait until the server's
 * timeout reset it).
 */
import { request as httpRequest, Agent } from "node:http";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Gateway, startGateway } from "./helpers";

let gateway: Gateway;
let agent: Agent;

beforeEach(async () => {
  gateway = await startGateway();
  // One kept-alive socket: the second request goes on the first one's connection if it stays open.
  agent = new Agent({ keepAlive: true, maxSockets: 1 });
});

afterEach(async () => {
  agent.destroy();
  await gateway.close();
});

function send(
  method: string,
  path: string,
  body?: { chunks: string[]; declareLength: boolean },
): Promise<{ status: number; text: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const total = body ? Buffer.byteLength(body.chunks.join("")) : 0;
    const req = httpRequest(`${gateway.url}${path}`, {
      method,
      agent,
      timeout: 4_000,
      headers: {
        "content-type": "application/json",
        ...(body?.declareLength ? { "content-length": String(total) } : {}),
      },
    });
    req.on("timeout", () => req.destroy(new Error("no answer within 4 s")));
    req.on("error", reject);
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        text += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text, ms: performance.now() - started }));
    });
    for (const chunk of body?.chunks ?? []) req.write(chunk);
    req.end();
  });
}

const overLimit = (declareLength: boolean) => ({
  // Over 1,000,000 bytes in UTF-8, sent in pieces: the limit is met in the middle of the body.
  chunks: Array.from({ length: 12 }, () => `"${"é".repeat(50_000)}"`),
  declareLength,
});

describe("a body over the direct API's limit", () => {
  for (const declareLength of [true, false]) {
    it(`is refused with 413 and the next request is answered at once (${declareLength ? "declared length" : "chunked"})`, async () => {
      const refused = await send("POST", "/transaction/v12", overLimit(declareLength));
      expect(refused.status).toBe(413);
      const next = await send("GET", "/transaction/search");
      expect(next.status).toBe(401);
      expect(next.ms).toBeLessThan(2_000);
    });
  }
});
