import { once } from "node:events";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "@remix-run/node";
import { afterEach, describe, expect, it } from "vitest";
import type { PortalRequest } from "../app/load-context";
import { createPortalServer } from "./app";
import { readPortalServerConfig } from "./config";

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A build whose `getLoadContext` records what the server read of each request. */
function buildRecording(seen: PortalRequest[]): ServerBuild {
  return {
    routes: { root: { id: "root", path: "" } },
    assetsBuildDirectory: "/nonexistent-portal-assets",
    entry: {
      module: {
        default: () => new Response("page"),
        getLoadContext: (request: PortalRequest) => {
          seen.push(request);
          return request;
        },
      },
    },
  } as unknown as ServerBuild;
}

describe("the load context of each request (app/load-context.ts)", () => {
  it("is built by the build's getLoadContext with the request id and the browser's address", async () => {
    const seen: PortalRequest[] = [];
    const app = createPortalServer(buildRecording(seen), readPortalServerConfig({ PAYGPA_MODE: "demo" }));
    const server = app.listen(0, "127.0.0.1");
    servers.push(server);
    await once(server, "listening");
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/dashboard`;
    const answer = await fetch(url, { headers: { "x-correlation-id": "probe-00000002" } });
    await answer.body?.cancel();
    expect(answer.headers.get("x-correlation-id")).toBe("probe-00000002");
    expect(seen).toEqual([
      { correlationId: "probe-00000002", browserAddress: "127.0.0.1", cspNonce: expect.any(String) },
    ]);
  });

  it("is required of the build: a build without it stops the server's start", () => {
    const build = { routes: {}, entry: { module: { default: () => new Response("page") } } };
    expect(() =>
      createPortalServer(build as unknown as ServerBuild, readPortalServerConfig({ PAYGPA_MODE: "demo" })),
    ).toThrow(/getLoadContext/);
  });
});
