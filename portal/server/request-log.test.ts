import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { memoryLog, serviceLogger } from "@paygpa/runtime/logging";
import type { ServerBuild } from "@remix-run/node";
import { afterEach, describe, expect, it } from "vitest";
import { createPortalServer } from "./app";
import { readPortalServerConfig } from "./config";
import { routeOfPath, routeOfRequest, routePatternsOf } from "./request-log";

const ROUTES = {
  root: { id: "root", path: "" },
  "routes/home": { id: "routes/home", parentId: "root", index: true },
  "routes/reset": { id: "routes/reset", parentId: "root", path: "reset-password" },
  "routes/reset-old": { id: "routes/reset-old", parentId: "root", path: "reset-password/:token" },
  "routes/dashboard": { id: "routes/dashboard", parentId: "root", path: "dashboard" },
  "routes/bill": { id: "routes/bill", parentId: "routes/dashboard", path: "bills/:accountId/:billId/view" },
  "routes/404": { id: "routes/404", parentId: "root", path: "*" },
};

describe("the route pattern of a portal request (decision 023)", () => {
  const patterns = routePatternsOf(ROUTES);

  it("is the Remix route's full pattern, never the values in the path", () => {
    expect(routeOfPath(patterns, "/")).toBe("/");
    expect(routeOfPath(patterns, "/reset-password")).toBe("/reset-password");
    expect(routeOfPath(patterns, "/reset-password/Zm9vYmFyLXNlY3JldC10b2tlbg")).toBe(
      "/reset-password/:token",
    );
    expect(routeOfPath(patterns, "/dashboard/bills/1000000001/55/view")).toBe(
      "/dashboard/bills/:accountId/:billId/view",
    );
  });

  it("names a Remix data request and the route discovery by the page they serve", () => {
    const routeOf = (path: string) => routeOfPath(patterns, path);
    expect(routeOfRequest("/_root.data", routeOf)).toBe("/ (data)");
    expect(routeOfRequest("/dashboard/bills/1/2/view.data", routeOf)).toBe(
      "/dashboard/bills/:accountId/:billId/view (data)",
    );
    expect(routeOfRequest("/__manifest", routeOf)).toBe("/__manifest");
    expect(routeOfRequest("/ready", routeOf)).toBe("/ready");
  });

  it("is the catch-all for any other address", () => {
    expect(routeOfPath(patterns, "/no/such/page")).toBe("/*");
  });
});

const fakeBuild = {
  routes: ROUTES,
  assetsBuildDirectory: "/nonexistent-portal-assets",
  entry: { module: { default: () => new Response("page"), getLoadContext: (request: object) => request } },
} as unknown as ServerBuild;

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function portalWith(bffUrl: string) {
  const log = memoryLog();
  const config = { ...readPortalServerConfig({ PAYGPA_MODE: "demo" }), bffUrl };
  const app = createPortalServer(
    fakeBuild,
    config,
    serviceLogger("portal", { level: "debug", pretty: false }, log.sink),
  );
  const server = createServer(app).listen(0, "127.0.0.1");
  servers.push(server);
  await once(server, "listening");
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, log };
}

async function fakeBff(status: number) {
  const server = createServer((_req, res) => res.writeHead(status).end("{}")).listen(0, "127.0.0.1");
  servers.push(server);
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("the portal's GET /health and GET /ready", () => {
  it("/health answers 200 {status:'ok'} and is logged at debug with a request id", async () => {
    const portal = await portalWith("http://127.0.0.1:9");
    const answer = await fetch(`${portal.url}/health`, { headers: { "x-correlation-id": "probe-00000001" } });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: "ok" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(portal.log.lines()).toContainEqual(
      expect.objectContaining({
        msg: "request",
        level: "debug",
        route: "/health",
        requestId: "probe-00000001",
      }),
    );
  });

  it("/ready answers 200 when the BFF answers, 503 with the reason when it does not", async () => {
    const ready = await portalWith(await fakeBff(200));
    expect((await fetch(`${ready.url}/ready`)).status).toBe(200);
    const down = await portalWith("http://127.0.0.1:9");
    const answer = await fetch(`${down.url}/ready`);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({
      status: "not ready",
      reason: expect.stringMatching(/^the BFF is not reachable/),
    });
    const failing = await portalWith(await fakeBff(503));
    expect(await (await fetch(`${failing.url}/ready`)).json()).toEqual({
      status: "not ready",
      reason: "the BFF answered 503",
    });
  });

  it("a refused cross-site post is one warn line with its route pattern and no query string", async () => {
    const portal = await portalWith("http://127.0.0.1:9");
    const answer = await fetch(`${portal.url}/reset-password/Zm9vYmFyLXNlY3JldC10b2tlbg?x=1`, {
      method: "POST",
      headers: { origin: "https://evil.example" },
    });
    expect(answer.status).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(portal.log.lines()).toContainEqual(
      expect.objectContaining({
        level: "warn",
        method: "POST",
        route: "/reset-password/:token",
        status: 403,
      }),
    );
    expect(portal.log.text()).not.toContain("Zm9vYmFyLXNlY3JldC10b2tlbg");
  });
});
