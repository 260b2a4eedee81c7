/**
 * Each route answers only the error codes its contract entry declares (decision 017): the mount
 * wrapper refuses, in test mode, a code the route does not declare or a status its code does not
 * have, so the whole suite checks every entry's `errors`; the OpenAPI document lists them.
 */
import type { AddressInfo } from "node:net";
import Koa from "koa";
import { afterAll, describe, expect, it } from "vitest";
import { errorsOfRoute, type RouteName, routes } from "@paygpa/contract";
import { openApiDocument } from "../src/openapi";
import { type DomainError, fail } from "../src/platform/failures";
import { errorMiddleware } from "../src/platform/http/errors";
import type { Logger } from "../src/platform/http/logger";
import { type AnswerCheck, mountRoutes } from "../src/platform/http/mount-routes";

const logged: Array<Record<string, unknown>> = [];
const logger: Logger = { info() {}, error: (_message, fields) => logged.push(fields ?? {}) };
const servers: Array<ReturnType<Koa["listen"]>> = [];
afterAll(() => {
  for (const server of servers) server.close();
});

/** A one-route app (the file path's update, which declares PATH_* codes) whose handler throws `failure`. */
async function updateFilePathFailing(failure: DomainError, check: AnswerCheck = "refuse") {
  const app = new Koa();
  app.use(errorMiddleware(logger));
  const router = mountRoutes({
    names: ["updateFilePath"],
    handlers: {
      updateFilePath: () => {
        throw failure;
      },
    },
    guardFor: () => null,
    middlewareFor: () => [],
    answerCheck: check,
    logger,
  });
  app.use(async (ctx, next) => {
    ctx.request.body = { file_path: "C:\\forms" };
    await next();
  });
  app.use(router.routes());
  const server = app.listen(0);
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/update-file-path`, { method: "POST" });
  return { status: response.status, body: (await response.json()) as { error: { code: string } } };
}

describe("a route's error answers are held to its contract entry", () => {
  it("lets a declared code through with its status and message", async () => {
    const answer = await updateFilePathFailing(fail.invalidInput("PATH_OUTSIDE_ROOT", "outside"));
    expect(answer).toEqual({
      status: 400,
      body: { error: { code: "PATH_OUTSIDE_ROOT", message: "outside" } },
    });
  });

  it("lets through the codes every route of its kind answers (an admin route: FORBIDDEN)", async () => {
    const answer = await updateFilePathFailing(fail.notAllowed("FORBIDDEN", "no"));
    expect(answer.status).toBe(403);
  });

  it("answers a 500 in test mode, naming the route, when a handler answers a code it does not declare", async () => {
    logged.length = 0;
    const answer = await updateFilePathFailing(fail.conflict("POPUP_EXISTS", "planted"));
    expect(answer.status).toBe(500);
    expect(answer.body.error.code).toBe("INTERNAL");
    expect(logged).toContainEqual(expect.objectContaining({ route: "updateFilePath", code: "POPUP_EXISTS" }));
  });

  it("answers a 500 in test mode when a declared code comes with a status it does not have", async () => {
    const answer = await updateFilePathFailing(fail.notFound("PATH_OUTSIDE_ROOT", "planted"));
    expect(answer.status).toBe(500);
  });

  it("only logs the undeclared code in demo mode, and answers it as thrown", async () => {
    logged.length = 0;
    const answer = await updateFilePathFailing(fail.conflict("POPUP_EXISTS", "planted"), "log");
    expect(answer.status).toBe(409);
    expect(logged).toContainEqual(expect.objectContaining({ route: "updateFilePath", code: "POPUP_EXISTS" }));
  });
});

describe("the declared codes in the contract and the OpenAPI document", () => {
  it("add the codes of the route's kind to its own: a body, a session, a rate limit, a gate", () => {
    expect(errorsOfRoute(routes.updateFilePath)).toEqual(
      expect.arrayContaining(["BAD_REQUEST", "UNAUTHENTICATED", "FORBIDDEN", "PATH_OUTSIDE_ROOT"]),
    );
    expect(errorsOfRoute(routes.signUpUser)).toEqual(expect.arrayContaining(["LOGIN_MAINTENANCE"]));
    expect(errorsOfRoute(routes.forgotPassword)).toEqual(expect.arrayContaining(["RATE_LIMITED"]));
    expect(errorsOfRoute(routes.validateAccount)).not.toContain("UNAUTHENTICATED");
  });

  it("lists each operation's codes under their statuses, and tags it with its domain", () => {
    const document = openApiDocument();
    const operation = document.paths["/api/v1/update-file-path"]?.post as {
      tags: string[];
      responses: Record<string, { description: string }>;
    };
    expect(operation.tags).toEqual(["backOffice"]);
    expect(operation.responses["400"]?.description).toContain("PATH_OUTSIDE_ROOT");
    expect(operation.responses["403"]?.description).toContain("FORBIDDEN");
    for (const name of Object.keys(routes) as RouteName[]) {
      const entry = routes[name];
      const operation = document.paths[entry.path]?.[entry.method.toLowerCase()] as { responses: object };
      const responses = operation.responses;
      const listed = Object.values(responses).map(
        (response: { description: string }) => response.description,
      );
      for (const code of errorsOfRoute(entry)) expect(listed.join(" "), name).toContain(code);
    }
  });
});
