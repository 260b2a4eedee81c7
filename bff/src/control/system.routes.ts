/**
 * One reset and one clock for the whole system (docs/qa-guide.md), and every service's faults in one
 * place (§4): the BFF drives the simulators' control APIs and its own data together, so a QA script
 * or a trainer makes one call instead of three.
 */
import type { Router } from "@koa/router";
import * as v from "valibot";
import { parseInput } from "../platform/http/validate";
import { clockRoutes } from "./clock.routes";
import type { SystemDeps } from "./system-deps";

export type { SystemDeps } from "./system-deps";
import { clockOf, serviceResult } from "./system-clock";
import type { SimulatorAnswer, SimulatorName } from "./simulator-control";
import { answer } from "./answer";

export { moveSystemClockTo } from "./system-clock";

/** The BFF's own fault: mail delivery (docs/qa-guide.md). */
const MailFaultRequest = v.pipe(
  v.strictObject({
    route: v.literal("mail"),
    down: v.optional(v.literal(true)),
    failFirst: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
  }),
  v.check(
    (fault) => fault.down !== undefined || fault.failFirst !== undefined,
    "down or failFirst is required",
  ),
);

/** The whole system back to the fixtures and its start day (a scenario's undo uses it too). */
export async function resetWholeSystem(deps: SystemDeps) {
  const { services, simulators } = deps;
  // The clocks go back to the start too (a test that moved them leaves nothing behind); each
  // simulator rebuilds its fixtures for that today, then all clocks agree to the second.
  services.clock.setToday(deps.startToday);
  const answers = await simulators.each("POST", "/reset", { today: services.clock.today() });
  await deps.resetBff();
  const frozen = services.clock.isFrozen?.();
  const aligned = await simulators.each("PUT", "/clock", {
    now: services.clock.now().toISOString(),
    ...(frozen === undefined ? {} : { frozen }),
  });
  const results = Object.fromEntries(
    simulators.names.map((name) => [
      name,
      answers[name].ok ? { ...answers[name].body, ...aligned[name].body } : serviceResult(answers[name]),
    ]),
  );
  const failed = simulators.names.filter((name) => !answers[name].ok);
  return {
    status: failed.length > 0 ? "partial" : "reset",
    services: { bff: { status: "reset", ...clockOf(services.clock) }, ...results },
    ...clockOf(services.clock),
  };
}

export function systemRoutes(router: Router, deps: SystemDeps): void {
  const { services, simulators } = deps;

  router.post("/system/reset", async (ctx) => {
    const answer = await resetWholeSystem(deps);
    ctx.status = answer.status === "partial" ? 502 : 200;
    ctx.body = answer;
  });

  clockRoutes(router, deps);

  const faultsAnswer = (answers: Record<SimulatorName, SimulatorAnswer>) => ({
    services: {
      bff: { faults: services.mailer.faults.list().map((fault) => ({ ...fault })) },
      "ccb-simulator": serviceResult(answers["ccb-simulator"]),
      "gateway-simulator": serviceResult(answers["gateway-simulator"]),
      ...(answers["sms-simulator"] ? { "sms-simulator": serviceResult(answers["sms-simulator"]) } : {}),
      ...(answers["oms-simulator"] ? { "oms-simulator": serviceResult(answers["oms-simulator"]) } : {}),
    },
  });

  router.get("/faults", async (ctx) => {
    answer(ctx, "faults", faultsAnswer(await simulators.each("GET", "/faults")));
  });

  // The BFF's own fault: `{ route: "mail", down: true }` or `{ route: "mail", failFirst: N }`.
  router.put("/faults", async (ctx) => {
    const { route, down, failFirst } = parseInput(MailFaultRequest, ctx.request.body);
    services.mailer.faults.set({ route, ...(down ? { down } : {}), ...(failFirst ? { failFirst } : {}) });
    answer(ctx, "faults", faultsAnswer(await simulators.each("GET", "/faults")));
  });

  router.delete("/faults", async (ctx) => {
    services.mailer.faults.clear();
    answer(ctx, "faults", faultsAnswer(await simulators.each("DELETE", "/faults")));
  });
}
