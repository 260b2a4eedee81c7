/**
 * One reset and one clock for the whole system (docs/qa-guide.md), and every service's faults in one
 * place (§4): the BFF drives the simulators' control APIs and its own data together, so a QA script
 * or a trainer makes one call instead of three.
 */
import type { Router } from "@koa/router";
import * as v from "valibot";
import { AppError } from "../platform/http/errors";
import { parseInput } from "../platform/http/validate";
import type { Services } from "../services";
import { utilityDate } from "@paygpa/simulator-kit";
import { type ClockChange, daySteps, nextInstant } from "./clock-change";
import type { SimulatorAnswer, SimulatorControl, SimulatorName } from "./simulator-control";
import { answer } from "./answer";

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

const ClockChangeRequest = v.union([
  v.strictObject({ set: v.pipe(v.string(), v.maxLength(40)) }),
  v.strictObject({ advance: v.pipe(v.string(), v.maxLength(20)) }),
  // Back to real time without a reset: the data stays, the clocks follow the wall clock again.
  v.strictObject({ real: v.literal(true) }),
  // Time stands still for the whole system (true), or runs on from there (false).
  v.strictObject({ freeze: v.boolean() }),
]);

export interface SystemDeps {
  services: Pick<Services, "clock" | "mailer" | "dayJobs" | "logger">;
  /** The configured today (PAYGPA_TODAY; null: the real date) a system reset returns the clocks to. */
  startToday: string | null;
  simulators: SimulatorControl;
  /** The BFF's own data back to the fixtures. */
  resetBff(): Promise<void>;
}

/** A service's part of a system answer: what it said, or why it did not. */
function serviceResult(answer: SimulatorAnswer) {
  return answer.ok ? answer.body : { status: "failed", httpStatus: answer.status, answer: answer.body };
}

function clockOf(clock: Services["clock"]) {
  return {
    now: clock.now().toISOString(),
    today: clock.today(),
    ...(clock.isFrozen ? { frozen: clock.isFrozen() } : {}),
  };
}

/**
 * Puts every simulator's clock on the BFF's instant, to the second. The simulators keep their world
 * while time passes (a bill due in 10 days is due in 7 three days later).
 */
async function alignSimulatorClocks({ services, simulators }: SystemDeps) {
  const frozen = services.clock.isFrozen?.();
  return simulators.each("PUT", "/clock", {
    now: services.clock.now().toISOString(),
    ...(frozen === undefined ? {} : { frozen }),
  });
}

/**
 * Moves the system clock to `instant` day by day (decision 029): at each step all three clocks move
 * together — billing runs the cycle events of the day it enters as its clock passes it — and, when
 * the step enters a new day of the utility, the BFF's day jobs run in order for it. A move of less
 * than a day is one step. A day job that fails is logged and named in the answer; the days go on.
 */
export async function moveSystemClockTo(deps: SystemDeps, instant: Date) {
  const { services } = deps;
  const failed: { job: string; day: string }[] = [];
  let days = 0;
  const steps = daySteps(services.clock.now(), instant);
  for (const [index, step] of steps.entries()) {
    const dayBefore = services.clock.today();
    services.clock.set(step);
    // Only billing has a day's events: the gateway moves once, at the destination.
    if (index === steps.length - 1) await alignSimulatorClocks(deps);
    else await deps.simulators.call("ccb-simulator", "PUT", "/clock", { now: step.toISOString() });
    if (utilityDate(step) === dayBefore) continue;
    days += 1;
    for (const job of services.dayJobs) {
      try {
        await job.run(step);
      } catch (error) {
        services.logger.error("day job failed", {
          job: job.name,
          day: utilityDate(step),
          error: String(error),
        });
        failed.push({ job: job.name, day: utilityDate(step) });
      }
    }
  }
  return { days, ...(failed.length > 0 ? { dayJobsFailed: failed } : {}) };
}

/** The whole system back to the fixtures and its start day (a scenario's undo uses it too). */
export async function resetWholeSystem(deps: SystemDeps) {
  const { services, simulators } = deps;
  // The clocks go back to the start too (a test that moved them leaves nothing behind); each
  // simulator rebuilds its fixtures for that today, then all clocks agree to the second.
  services.clock.setToday(deps.startToday);
  const answers = await simulators.each("POST", "/reset", { today: services.clock.today() });
  await deps.resetBff();
  const aligned = await alignSimulatorClocks(deps);
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

  const clockAnswer = async () => {
    const answers = await simulators.each("GET", "/clock");
    return {
      ...clockOf(services.clock),
      services: {
        bff: clockOf(services.clock),
        "ccb-simulator": serviceResult(answers["ccb-simulator"]),
        "gateway-simulator": serviceResult(answers["gateway-simulator"]),
      },
    };
  };

  router.get("/system/clock", async (ctx) => {
    answer(ctx, "clock", await clockAnswer());
  });

  router.put("/system/clock", async (ctx) => {
    const body = parseInput(ClockChangeRequest, ctx.request.body);
    if ("freeze" in body) {
      if (!services.clock.freeze) {
        throw new AppError(409, "CLOCK_NOT_SETTABLE", "This BFF's clock cannot be frozen (a test's clock)");
      }
      services.clock.freeze(body.freeze);
      await alignSimulatorClocks(deps);
      answer(ctx, "clock", await clockAnswer());
      return;
    }
    if ("real" in body) {
      services.clock.freeze?.(false);
      services.clock.setToday(null);
      await alignSimulatorClocks(deps);
      answer(ctx, "clock", await clockAnswer());
      return;
    }
    const change = body as ClockChange;
    const instant = nextInstant(services.clock.now(), change);
    if (!instant) {
      throw new AppError(
        400,
        "INVALID_REQUEST",
        'set must be a time such as "2026-12-01T09:00" (Guam) and advance one such as "16m", "2h", "3d" or "900s"',
      );
    }
    // Billing's world was built for a today (its bills, due dates, payments): a clock before it
    // would show bills from the future, so it is refused in words (reset to another today instead).
    const billing = await simulators.call("ccb-simulator", "GET", "/clock");
    const worldToday = billing.ok ? (billing.body?.worldToday as string | undefined) : undefined;
    if (worldToday && utilityDate(instant) < worldToday) {
      throw new AppError(
        400,
        "CLOCK_BEFORE_WORLD",
        `The clock cannot go before ${worldToday}, the day billing's world was built for. To start from an earlier day, reset with that day: PUT /__control/clock {"today":"YYYY-MM-DD"} on each service, or PAYGPA_TODAY at start.`,
      );
    }
    const moved = await moveSystemClockTo(deps, instant);
    answer(ctx, "setClock", { ...(await clockAnswer()), ...moved });
  });

  router.get("/clock", (ctx) => {
    ctx.body = clockOf(services.clock);
  });

  const faultsAnswer = (answers: Record<SimulatorName, SimulatorAnswer>) => ({
    services: {
      bff: { faults: services.mailer.faults.list().map((fault) => ({ ...fault })) },
      "ccb-simulator": serviceResult(answers["ccb-simulator"]),
      "gateway-simulator": serviceResult(answers["gateway-simulator"]),
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
