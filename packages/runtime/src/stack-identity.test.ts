import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { health, koaHealthRoutes } from "./health";
import { refuseForeignPeers, stackIdentity } from "./stack-identity";

// A real service on a free port answering the probes as the given stack, as every PayGPA service does.
const servers: Server[] = [];
async function serviceOf(stackId: string | null): Promise<string> {
  const probes = koaHealthRoutes(async () => null, stackIdentity({ PAYGPA_STACK_ID: stackId ?? "" }, []));
  const server = createServer((req, res) => {
    const ctx = {
      method: req.method ?? "GET",
      path: req.url ?? "/",
      status: 404,
      body: null as unknown,
      set: (name: string, value: string) => res.setHeader(name, value),
    };
    void probes(ctx, async () => undefined).then(() => {
      res.statusCode = ctx.status;
      res.setHeader("Content-Type", "application/json");
      res.end(JSON.stringify(ctx.body));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe("a stack pointed at another", () => {
  it("refuses to start, naming the variable and both stacks", async () => {
    const other = await serviceOf("stack-A");
    const self = stackIdentity({ PAYGPA_STACK_ID: "stack-B" }, [
      { name: "billing simulator", variable: "PAYGPA_CCB_URL", url: other },
    ]);
    await expect(refuseForeignPeers("bff", self)).rejects.toThrow(
      `bff does not start: PAYGPA_CCB_URL (${other}) answers as another stack (stack stack-A; this one is stack-B): set PAYGPA_CCB_URL, or PAYGPA_PORT_BASE for the whole stack, to this stack's billing simulator`,
    );
  });

  it("starts when its peers are its own, not up yet, or say no stack (the real billing system)", async () => {
    const own = await serviceOf("stack-B");
    const anonymous = await serviceOf(null);
    const self = stackIdentity({ PAYGPA_STACK_ID: "stack-B" }, [
      { name: "BFF", variable: "PAYGPA_BFF_URL", url: own },
      { name: "billing simulator", variable: "PAYGPA_CCB_URL", url: anonymous },
      { name: "gateway simulator", variable: "PAYGPA_GATEWAY_URL", url: "http://127.0.0.1:1" },
    ]);
    await expect(refuseForeignPeers("portal", self)).resolves.toBeUndefined();
  });

  it("is never compared when this service has no stack id (started by hand)", async () => {
    const other = await serviceOf("stack-A");
    const self = stackIdentity({}, [{ name: "BFF", variable: "PAYGPA_BFF_URL", url: other }]);
    await expect(refuseForeignPeers("portal", self)).resolves.toBeUndefined();
  });
});

describe("/health and /ready with a stack id", () => {
  it("say the stack, and /ready lists the peers it reached", async () => {
    const bff = await serviceOf("stack-B");
    const self = stackIdentity({ PAYGPA_STACK_ID: "stack-B" }, [
      { name: "BFF", variable: "PAYGPA_BFF_URL", url: bff },
      { name: "gateway simulator", variable: "PAYGPA_GATEWAY_URL", url: "http://127.0.0.1:1" },
    ]);
    expect(health(self).body).toEqual({ status: "ok", stack: "stack-B" });
    const ready = await fetchReady(self);
    expect(ready).toEqual({
      status: 200,
      body: { status: "ok", stack: "stack-B", peers: [{ name: "BFF", url: bff, stack: "stack-B" }] },
    });
  });

  it("/ready is 503 with the reason when a peer answers as another stack", async () => {
    const other = await serviceOf("stack-A");
    const self = stackIdentity({ PAYGPA_STACK_ID: "stack-B" }, [
      { name: "portal", variable: "PAYGPA_GATEWAY_RETURN_URL", url: `${other}/payment-result/{invoice}` },
    ]);
    const ready = await fetchReady(self);
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({
      status: "not ready",
      stack: "stack-B",
      reason: expect.stringContaining("PAYGPA_GATEWAY_RETURN_URL"),
    });
  });
});

async function fetchReady(identity: ReturnType<typeof stackIdentity>) {
  const probes = koaHealthRoutes(async () => null, identity);
  const ctx = { method: "GET", path: "/ready", status: 0, body: null as unknown, set: () => undefined };
  await probes(ctx, async () => undefined);
  return { status: ctx.status, body: ctx.body };
}
