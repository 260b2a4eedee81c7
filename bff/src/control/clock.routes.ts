/**
 * `PUT /__control/system/clock` (docs/simulator-control.md, decision 029): every call moves all three
 * clocks — the BFF's, billing's and the gateway's — or refuses, and says which service would not.
 */
import type { Router } from "@koa/router";
import { utilityDate } from "@paygpa/simulator-kit";
import * as v from "valibot";
import { fail } from "../platform/failures";
import { parseInput } from "../platform/http/validate";
import { answer } from "./answer";
import { type ClockChange, nextInstant } from "./clock-change";
import type { SystemDeps } from "./system-deps";
import {
  checkSimulatorClocks,
  clockOf,
  moveAllClocks,
  moveSystemClockTo,
  oneMoveAtATime,
  serviceResult,
} from "./system-clock";

const ClockChangeRequest = v.union([
  // keepSessions: every session's last activity moves along with the clock (a trainer's step).
  v.strictObject({ set: v.pipe(v.string(), v.maxLength(40)), keepSessions: v.optional(v.boolean()) }),
  v.strictObject({ advance: v.pipe(v.string(), v.maxLength(20)), keepSessions: v.optional(v.boolean()) }),
  // Back to real time without a reset: the data stays, the clocks follow the wall clock again.
  v.strictObject({ real: v.literal(true) }),
  // Time stands still for the whole system (true), or runs on from there (false).
  v.strictObject({ freeze: v.boolean() }),
]);

/** What billing says of its clock: the day its world was built for and the last day its cycle ran. */
async function billingDays({ simulators }: SystemDeps) {
  const billing = await simulators.call("ccb-simulator", "GET", "/clock");
  return {
    worldToday: billing.ok ? (billing.body?.worldToday as string | undefined) : undefined,
    ranThrough: billing.ok ? (billing.body?.ranThrough as string | undefined) : undefined,
  };
}

/** Time stands still, or runs on, on all three clocks together. */
async function freezeAll(deps: SystemDeps, frozen: boolean) {
  const { clock } = deps.services;
  const { freeze } = clock;
  if (!freeze)
    throw fail.conflict("CLOCK_NOT_SETTABLE", "This BFF's clock cannot be frozen (a test's clock)");
  const was = clock.isFrozen?.() ?? false;
  await checkSimulatorClocks(deps);
  await oneMoveAtATime(deps, () =>
    moveAllClocks(
      deps,
      () => freeze(frozen),
      () => freeze(was),
    ),
  );
}

/**
 * Back to the real date. Billing's world keeps what happened in it, so it can follow the clock only
 * forward: when its cycle has already run past the real date (the clock was moved ahead), its bills
 * and due dates would stand in the future, and the call says a reset is needed instead of moving.
 * When the real date is ahead, the system moves to it day by day like an advance (billing's cycle
 * and the day jobs run for each day), then every clock follows the wall clock.
 */
export async function backToRealTime(deps: SystemDeps, realNow = new Date()) {
  const { clock } = deps.services;
  await checkSimulatorClocks(deps);
  const realToday = utilityDate(realNow);
  const { worldToday, ranThrough } = await billingDays(deps);
  const billingDay = [worldToday, ranThrough].filter(Boolean).sort().at(-1);
  if (billingDay && billingDay > realToday) {
    throw fail.conflict(
      "CLOCK_NEEDS_RESET",
      `Billing's world has run through ${billingDay}, after the real date ${realToday}: its bills and due dates would stand in the future. Nothing moved. To go back to the real date, reset the whole system (POST /__control/system/reset, with PAYGPA_TODAY unset), which rebuilds every service's data for it.`,
    );
  }
  // The sessions come along: going back to real time is not time the customer was idle.
  const moved =
    realNow > clock.now()
      ? await moveSystemClockTo(deps, realNow, { keepSessions: true })
      : { days: 0, dayReport: [] };
  const before = clock.now();
  const wasFrozen = clock.isFrozen?.() ?? false;
  await oneMoveAtATime(deps, () =>
    moveAllClocks(
      deps,
      () => {
        clock.freeze?.(false);
        clock.setToday(null);
      },
      () => {
        clock.set(before);
        if (wasFrozen) clock.freeze?.(true);
      },
    ),
  );
  return moved;
}

/** Where a set or an advance goes; refused in words when it is malformed or before billing's world. */
async function destination(deps: SystemDeps, change: ClockChange): Promise<Date> {
  const instant = nextInstant(deps.services.clock.now(), change);
  if (!instant) {
    throw fail.invalidInput(
      "INVALID_REQUEST",
      'set must be a time such as "2026-12-01T09:00" (Guam) and advance one such as "16m", "2h", "3d" or "900s"',
    );
  }
  // Billing's world was built for a today (its bills, due dates, payments): a clock before it
  // would show bills from the future, so it is refused in words (reset to another today instead).
  const { worldToday } = await billingDays(deps);
  if (worldToday && utilityDate(instant) < worldToday) {
    throw fail.invalidInput(
      "CLOCK_BEFORE_WORLD",
      `The clock cannot go before ${worldToday}, the day billing's world was built for. To start from an earlier day, reset with that day: PUT /__control/clock {"today":"YYYY-MM-DD"} on each service, or PAYGPA_TODAY at start.`,
    );
  }
  return instant;
}

export function clockRoutes(router: Router, deps: SystemDeps): void {
  const { services, simulators } = deps;

  const clockAnswer = async () => {
    const answers = await simulators.each("GET", "/clock");
    return {
      ...clockOf(services.clock),
      services: {
        bff: clockOf(services.clock),
        "ccb-simulator": serviceResult(answers["ccb-simulator"]),
        "gateway-simulator": serviceResult(answers["gateway-simulator"]),
        ...(answers["sms-simulator"] ? { "sms-simulator": serviceResult(answers["sms-simulator"]) } : {}),
        ...(answers["oms-simulator"] ? { "oms-simulator": serviceResult(answers["oms-simulator"]) } : {}),
      },
    };
  };

  router.get("/system/clock", async (ctx) => {
    answer(ctx, "clock", await clockAnswer());
  });

  router.put("/system/clock", async (ctx) => {
    const body = parseInput(ClockChangeRequest, ctx.request.body);
    if ("freeze" in body) {
      await freezeAll(deps, body.freeze);
      answer(ctx, "clock", await clockAnswer());
      return;
    }
    if ("real" in body) {
      const moved = await backToRealTime(deps);
      answer(ctx, "setClock", { ...(await clockAnswer()), ...moved });
      return;
    }
    const instant = await destination(deps, body as ClockChange);
    const moved = await moveSystemClockTo(deps, instant, { keepSessions: body.keepSessions === true });
    answer(ctx, "setClock", { ...(await clockAnswer()), ...moved });
  });

  router.get("/clock", (ctx) => {
    ctx.body = clockOf(services.clock);
  });
}
