/** The contract's route table is what the BFF serves, its OpenAPI file is current, answers are checked. */
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import Koa from "koa";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { createApp } from "../src/app";
import {
  contract,
  controlRoutes,
  domainOfRoute,
  ROUTE_DOMAINS,
  type RouteAnswer,
  type RouteInput,
  routes,
} from "@paygpa/contract";
import { contractRouters } from "../src/http-routes";
import { testConfig } from "./support/test-config";
import { openTestDatabase } from "./support/test-database";
import { openApiText } from "../src/openapi";
import { errorMiddleware } from "../src/platform/http/errors";
import { type Logger, silentLogger } from "../src/platform/http/logger";
import { type AnswerCheck, mountRoutes } from "../src/platform/http/mount-routes";
import { routesOf } from "./fuzz/routes";

const tableRoutes = Object.values(routes).flatMap((entry) =>
  [entry.path, ...("aliases" in entry ? entry.aliases : [])].map((path) => `${entry.method} ${path}`),
);

describe("the BFF's routes come from the contract's table", () => {
  let served: string[];
  beforeAll(async () => {
    const bff = await createApp(testConfig(), { db: openTestDatabase(), logger: silentLogger });
    served = routesOf(bff.app).map((route) => `${route.method} ${route.path}`);
    await bff.close();
  });

  it("serves no route outside the table but the demo's control routes", () => {
    const outside = served.filter((route) => !tableRoutes.includes(route) && !route.includes(" /__control"));
    expect(outside).toEqual([]);
  });

  it("serves every route of the table, aliases included", () => {
    expect(tableRoutes.filter((route) => !served.includes(route))).toEqual([]);
  });

  it("serves every control route the contract names for the console and the mail viewer", () => {
    const control = Object.values(controlRoutes).map((entry) => `${entry.method} ${entry.path}`);
    expect(control.filter((route) => !served.includes(route) && !served.includes(`${route}/`))).toEqual([]);
  });

  it("publishes an OpenAPI description that is current with the table (npm run openapi)", () => {
    const written = readFileSync(new URL("../openapi.json", import.meta.url), "utf8");
    expect(written).toBe(openApiText());
    const document = JSON.parse(written);
    expect(Object.keys(document.paths)).toContain("/api/v1/user-login");
    expect(document.paths["/api/v1/payeezy"].post.requestBody.content["application/json"].schema.type).toBe(
      "object",
    );
  });
});

describe("the contract groups the routes by domain", () => {
  it("gives every route one domain and one name, the flat table being the domains together", () => {
    const byDomain = ROUTE_DOMAINS.flatMap((domain) => Object.keys(contract[domain]));
    expect(new Set(byDomain).size).toBe(byDomain.length);
    expect(byDomain.sort()).toEqual(Object.keys(routes).sort());
    expect(domainOfRoute.createCase).toBe("arrangement");
    expect(domainOfRoute.adminLogin).toBe("access");
    expect(domainOfRoute.payeezySavedCard).toBe("wallet");
  });

  it("is mounted by the BFF one domain to a router, each serving exactly its domain's routes", async () => {
    const bff = await createApp(testConfig(), { db: openTestDatabase(), logger: silentLogger });
    const mounts = contractRouters(bff.services);
    await bff.close();
    const servedBy = (router: { stack: Array<{ path: string | RegExp }> }) =>
      new Set(router.stack.map((layer) => String(layer.path)));
    expect(mounts.json).toHaveLength(ROUTE_DOMAINS.length);
    ROUTE_DOMAINS.forEach((domain, index) => {
      const json = servedBy(mounts.json[index] as never);
      for (const [name, entry] of Object.entries(contract[domain])) {
        const own = mounts.ownBody.some((router) => servedBy(router as never).has(entry.path));
        expect(json.has(entry.path) || own, `${domain}.${name}`).toBe(true);
      }
    });
  });
});

describe("the portal's types derived from the table", () => {
  it("give each route's input and answer by name (checked by tsc)", () => {
    expectTypeOf<RouteInput<"logout">>().toEqualTypeOf<undefined>();
    expectTypeOf<RouteInput<"userLatestBill">>().toEqualTypeOf<{ accountId: string }>();
    expectTypeOf<RouteAnswer<"checkUsername">>().toEqualTypeOf<{ result: { status: "True" | "False" } }>();
    expectTypeOf<RouteAnswer<"logout">>().toEqualTypeOf<undefined>();
  });
});

describe("an answer that does not fit the table", () => {
  const errors: string[] = [];
  const logger: Logger = { info() {}, error: (message) => errors.push(message) };
  const servers: Array<ReturnType<Koa["listen"]>> = [];

  /** A one-route app whose handler answers maintenance flags of the wrong shape. */
  async function answerWith(answerCheck: AnswerCheck) {
    const app = new Koa();
    app.use(errorMiddleware(logger));
    const router = mountRoutes({
      names: ["systemMaintenance"],
      // A wrong shape on purpose: what a drifted handler would answer.
      handlers: { systemMaintenance: () => [{ id: "one", flag: "on" }] as never },
      guardFor: () => null,
      middlewareFor: () => [],
      answerCheck,
      logger,
    });
    app.use(router.routes());
    const server = app.listen(0);
    servers.push(server);
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/system-maintenance`);
    return { status: response.status, body: await response.json() };
  }

  beforeAll(() => {
    errors.length = 0;
  });
  afterAll(() => {
    for (const server of servers) server.close();
  });

  it("is a logged error and a 500 in test mode, so a test sees it", async () => {
    const answer = await answerWith("refuse");
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ error: { code: "INTERNAL", message: expect.any(String) } });
    expect(errors).toContain("answer does not fit the contract");
  });

  it("is logged but still answered in demo mode", async () => {
    errors.length = 0;
    const answer = await answerWith("log");
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([{ id: "one", flag: "on" }]);
    expect(errors).toEqual(["answer does not fit the contract"]);
  });
});
