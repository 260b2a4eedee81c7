import { Router } from "@koa/router";
import * as v from "valibot";
import { isIsoDate } from "../platform/clock";
import { parseInput } from "../platform/http/validate";
import { fail } from "../platform/failures";
import { listMail } from "../platform/mail/mail.repository";
import type { Services } from "../services";
import { billingCycleRoutes } from "./billing-cycle.routes";
import { CONTROL_SERVICES, controlOpenApiDocument } from "./control-openapi";
import type { BffEventJournal } from "./event-journal";
import { personaRoutes } from "./personas.routes";
import { BackgroundLoads, scenarioRoutes } from "./scenario.routes";
import { ScenariosInForce } from "./scenarios-in-force";
import { simulatorControl } from "./simulator-control";
import { systemRoutes } from "./system.routes";
import { timelineRoutes } from "./timeline.routes";
import { usageEditRoutes } from "./usage-edits.routes";
import { answer } from "./answer";

const ClockRequest = v.object({
  today: v.nullable(v.pipe(v.string(), v.check(isIsoDate, "today must be YYYY-MM-DD"))),
});

/** The simulators this stack runs; the outage system's too (decision 046): one clock and reset reach it. */
function simulatorUrls(config: Services["config"]) {
  return {
    "ccb-simulator": config.ccbUrl,
    "gateway-simulator": config.gatewayUrl,
    ...(config.smsSimulatorUrl ? { "sms-simulator": config.smsSimulatorUrl } : {}),
    ...(config.omsUrl ? { "oms-simulator": config.omsUrl } : {}),
  };
}

/**
 * QA and trainer controls, mounted only in test and demo modes: the BFF's own reset and clock, and
 * the system calls (docs/simulator-control.md, "The BFF") that drive the simulators with it.
 */
export function controlRoutes(
  services: Services,
  resetToFixtures: () => Promise<void>,
  events: BffEventJournal,
  inForce: ScenariosInForce = new ScenariosInForce(),
): Router {
  const router = new Router({ prefix: "/__control" });
  const { config } = services;
  const simulators = simulatorControl(simulatorUrls(config), config.control?.token ?? "");
  const background = new BackgroundLoads();
  // A reset stops a background load first, so it does not refill the emptied tables.
  const resetBff = async () => {
    await background.cancelAll();
    await resetToFixtures();
    events.clear();
    inForce.clear();
  };
  const system = { services, simulators, resetBff, startToday: config.today };
  systemRoutes(router, system);
  scenarioRoutes(router, { services, simulators, background, inForce, system });
  timelineRoutes(router, { services, simulators, events });
  personaRoutes(router);
  billingCycleRoutes(router, simulators);
  usageEditRoutes(router, services, simulators);
  // `checkouts`: how many the BFF holds, so that a load (million-historical-payments) shows growing.
  router.get("/health", async (ctx) => {
    const { n } = await services.db
      .selectFrom("checkouts")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    ctx.body = {
      status: "ok",
      service: "bff",
      mode: services.config.mode,
      today: services.clock.today(),
      checkouts: Number(n),
    };
  });

  openApiRoutes(router);

  router.post("/reset", async (ctx) => {
    await resetBff();
    ctx.body = { status: "reset", today: services.clock.today() };
  });

  router.put("/clock", (ctx) => {
    const { today } = parseInput(ClockRequest, ctx.request.body);
    services.clock.setToday(today);
    ctx.body = { today: services.clock.today(), now: services.clock.now().toISOString() };
  });

  // The mail outbox, newest first, for e2e tests and the demo mail viewer: ?to=address&kind=…
  router.get("/mail", async (ctx) => {
    const to = typeof ctx.query.to === "string" ? ctx.query.to : undefined;
    const kind = typeof ctx.query.kind === "string" ? ctx.query.kind : undefined;
    const rows = await listMail(services.db, { to, kind, limit: 200 });
    answer(ctx, "mail", {
      messages: rows.map((row) => ({
        id: row.id,
        createdAt: row.created_at,
        kind: row.kind,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        status: row.status,
      })),
    });
  });

  return router;
}

/**
 * The control APIs as OpenAPI 3.1 (the documents of docs/control-api/), for Postman or Swagger UI:
 * the BFF's own and each simulator's, served by the BFF since it is the one address QA has.
 */
function openApiRoutes(router: Router): void {
  router.get("/openapi/:service", (ctx) => {
    const name = (ctx.params.service ?? "").replace(/\.json$/, "");
    const service = CONTROL_SERVICES.find((candidate) => candidate === name);
    if (!service)
      throw fail.notFound("NOT_FOUND", `No control API named "${name}": ${CONTROL_SERVICES.join(", ")}`);
    ctx.body = controlOpenApiDocument(service);
  });
}
