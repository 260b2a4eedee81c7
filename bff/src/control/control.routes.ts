import { Router } from "@koa/router";
import * as v from "valibot";
import { isIsoDate } from "@paygpa/fixtures";
import { parseInput } from "../http/validate";
import type { Services } from "../services";

const ClockRequest = v.object({
  today: v.nullable(v.pipe(v.string(), v.check(isIsoDate, "today must be YYYY-MM-DD"))),
});

/**
 * QA and trainer controls, mounted only in test and demo modes: reset the BFF's own data to its
 * fixture state and fix "today". The simulators have their own control APIs.
 */
export function controlRoutes(services: Services, resetToFixtures: () => Promise<void>): Router {
  const router = new Router({ prefix: "/__control" });

  router.get("/health", (ctx) => {
    ctx.body = { status: "ok", service: "bff", mode: services.config.mode, today: services.clock.today() };
  });

  router.post("/reset", async (ctx) => {
    await resetToFixtures();
    ctx.body = { status: "reset", today: services.clock.today() };
  });

  router.put("/clock", (ctx) => {
    const { today } = parseInput(ClockRequest, ctx.request.body);
    services.clock.setToday(today);
    ctx.body = { today: services.clock.today(), now: services.clock.now().toISOString() };
  });

  return router;
}
