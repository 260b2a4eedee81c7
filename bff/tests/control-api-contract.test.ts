/**
 * The control API of all three services is what the contract says (packages/contract/src/control-api.ts):
 * every control route each service mounts is in its table and every route in a table is mounted,
 * and docs/control-api/<service>.openapi.json is the table as generated (`npm run control-openapi`).
 */
import { readFileSync } from "node:fs";
import { createApp as createCcbSimulator } from "@paygpa/ccb-simulator";
import { type ControlService, controlApi } from "@paygpa/contract";
import { createApp as createGateway } from "@paygpa/gateway-simulator";
import { TEST_CONTROL_ACCESS } from "@paygpa/runtime/control-access";
import { manualClock } from "@paygpa/simulator-kit";
import type Koa from "koa";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { CONTROL_SERVICES, controlOpenApiText } from "../src/control/control-openapi";
import { silentLogger } from "../src/platform/http/logger";
import { testConfig } from "./support/test-config";

interface RouterLayer {
  methods: string[];
  path: string;
}

/** "METHOD /path" of every control route a Koa app mounts through @koa/router, under `/__control`. */
function mountedControlRoutes(app: Koa<never, never> | Koa): string[] {
  const found = new Set<string>();
  for (const middleware of app.middleware as unknown as { router?: { stack: RouterLayer[] } }[]) {
    for (const layer of middleware.router?.stack ?? []) {
      if (!layer.path.startsWith("/__control/")) continue;
      for (const method of layer.methods) {
        if (method === "HEAD") continue;
        found.add(`${method} ${layer.path.slice("/__control".length)}`);
      }
    }
  }
  return [...found].sort();
}

const inTable = (service: ControlService) =>
  [...new Set(controlApi[service].map((route) => `${route.method} ${route.path}`))].sort();

const clock = manualClock("2026-11-21");
const bff = await createApp(testConfig(), { logger: silentLogger, clock });
afterAll(() => bff.close());

describe("the control API of each service, against the contract", () => {
  it("the BFF mounts exactly the routes of its table", () => {
    expect(mountedControlRoutes(bff.app)).toEqual(inTable("bff"));
  });

  it("billing mounts exactly the shared vocabulary and its own additions", () => {
    const app = createCcbSimulator(
      { bulkCustomers: 0, trainees: 1 },
      { clock, control: TEST_CONTROL_ACCESS },
    );
    expect(mountedControlRoutes(app)).toEqual(inTable("ccb-simulator"));
  });

  it("the gateway mounts exactly the shared vocabulary and its own additions", () => {
    const app = createGateway({}, { clock, control: TEST_CONTROL_ACCESS });
    expect(mountedControlRoutes(app)).toEqual(inTable("gateway-simulator"));
  });

  it.each(CONTROL_SERVICES)(
    "docs/control-api/%s.openapi.json is current (npm run control-openapi -w @paygpa/bff)",
    (service) => {
      const file = new URL(`../../docs/control-api/${service}.openapi.json`, import.meta.url);
      expect(readFileSync(file, "utf8")).toBe(controlOpenApiText(service));
    },
  );
});
