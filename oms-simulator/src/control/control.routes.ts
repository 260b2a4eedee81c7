/**
 * The control API (docs/simulator-control.md): the shared vocabulary (health, reset, clock, faults,
 * journal, scenarios) plus the outage system's own: the network, the outage events (open one,
 * move its crew, change its estimate, restore it or part of it), planned outages and the timeline
 * of every change for the console. Errors answer `{ error: { code, message } }`.
 */
import { bodyParser } from "@koa/bodyparser";
import Router from "@koa/router";
import type { SettableClock } from "@paygpa/simulator-kit";
import { ControlError, invalidRequest, mountControlVocabulary } from "@paygpa/simulator-kit/control-api";
import type { OmsContext, OmsState } from "../context";
import { isPublicPath } from "../middleware";
import { OutageBook } from "../model/book";
import { planOutage } from "../model/plans";
import { BookQueries } from "../model/queries";
import { CREW_STATUSES, type Change, type CrewStatus, type OutageEvent } from "../model/types";
import { omsScenarios } from "./scenarios";

type Body = Record<string, unknown>;

export function freshBook(context: Pick<OmsContext, "network" | "ids">): OutageBook {
  return new OutageBook(context.network, (base) => context.ids.next(base));
}

function instant(body: Body, field: string): Date | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  const date = typeof value === "string" ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) throw invalidRequest(`${field} must be an ISO 8601 instant`);
  return date;
}

function describe(context: OmsContext, event: OutageEvent) {
  const now = context.clock.now();
  return {
    jobId: event.jobId,
    device: event.device,
    condition: event.condition,
    cause: event.cause,
    crew: event.crew,
    begun: event.beganAt.getTime() <= now.getTime(),
    beganAt: event.beganAt.toISOString(),
    estimatedRestoration: event.estimatedRestoration?.toISOString() ?? null,
    restoredAt: event.restoredAt?.toISOString() ?? null,
    transformers: event.transformers.length,
    transformersRestored: event.restored.size,
    customersAffected: context.queries.customersAffected(event, now),
    calls: event.calls.length,
    callbacks: [...context.book.callbacks.values()].filter((c) => c.jobId === event.jobId).length,
    hazard: event.hazard,
    comment: event.comment,
  };
}

function changeOf(body: Body): Change {
  const change: Change = {};
  if (body.crew !== undefined) {
    if (!CREW_STATUSES.includes(body.crew as CrewStatus) || body.crew === "restored")
      throw invalidRequest("crew is assessing, dispatched, on-site or restoring (restore with restore)");
    change.crew = body.crew as CrewStatus;
  }
  if (body.estimatedRestoration !== undefined)
    change.estimate = {
      at: body.estimatedRestoration === null ? null : (instant(body, "estimatedRestoration") ?? null),
      source: "CREW",
    };
  if (typeof body.cause === "string") change.cause = body.cause;
  if (typeof body.comment === "string") change.comment = body.comment;
  if (body.restore !== undefined) {
    const restore = body.restore;
    if (restore !== "all" && !(Array.isArray(restore) && restore.every((t) => typeof t === "string")))
      throw invalidRequest('restore is "all" or a list of transformer ids');
    change.restore = restore as string[] | "all";
  }
  return change;
}

export function controlRoutes(context: OmsContext): Router<OmsState> {
  const { clock, settings } = context;
  const router = new Router<OmsState>({ prefix: "/__control" });
  router.use(bodyParser({ enableTypes: ["json"], jsonLimit: "1mb" }));
  mountControlVocabulary(router, {
    service: "oms-simulator",
    clock,
    faults: context.faults,
    journal: context.journal,
    isPublicPath,
    reset(today) {
      context.ids.restart();
      context.book = freshBook(context);
      context.queries = new BookQueries(context.book);
      const settable = clock as Partial<SettableClock>;
      if (typeof settable.setToday === "function")
        settable.setToday(today === undefined ? settings.today : today);
    },
    clockMoved: () => context.book.settle(clock.now()),
    status: () => ({
      feeders: context.network.network.feeders.length,
      servicePoints: context.network.network.servicePoints.length,
      outages: [...context.book.events.values()].filter((e) => context.book.isOpen(e, clock.now())).length,
      faults: context.faults.list(),
    }),
    scenarios: omsScenarios(context),
  });

  router.get("/network", (ctx) => {
    ctx.body = {
      feeders: context.network.network.feeders.map((feeder) => ({
        ...feeder,
        transformers: context.network.transformersOfFeeder.get(feeder.id)?.length ?? 0,
      })),
      villages: context.network.villages.map((village) => ({
        village,
        servicePoints: context.network.servicePointsInVillage.get(village) ?? 0,
      })),
    };
  });
  router.get("/network/service-points", (ctx) => {
    const one = (name: string) =>
      typeof ctx.query[name] === "string" ? (ctx.query[name] as string) : undefined;
    ctx.body = {
      servicePoints: context.network.servicePoints({
        spId: one("spId"),
        premiseId: one("premiseId"),
        accountId: one("accountId"),
      }),
    };
  });
  outageRoutes(router, context);
  router.get("/timeline", (ctx) => {
    context.book.settle(clock.now());
    const jobId = typeof ctx.query.jobId === "string" ? ctx.query.jobId : null;
    ctx.body = { timeline: context.book.timeline.filter((entry) => jobId === null || entry.jobId === jobId) };
  });
  return router;
}

function outageRoutes(router: Router<OmsState>, context: OmsContext): void {
  const { clock } = context;
  router.get("/outages", (ctx) => {
    context.book.settle(clock.now());
    ctx.body = { outages: [...context.book.events.values()].map((event) => describe(context, event)) };
  });
  router.post("/outages", (ctx) => {
    const body = (ctx.request.body ?? {}) as Body;
    const feeder = typeof body.feeder === "string" ? body.feeder : undefined;
    const transformer = typeof body.transformer === "string" ? body.transformer : undefined;
    if (!feeder === !transformer) throw invalidRequest("feeder or transformer is required (one of them)");
    const now = clock.now();
    context.book.settle(now);
    const estimate = instant(body, "estimatedRestoration") ?? null;
    try {
      const event = context.book.open({
        device: feeder ? { kind: "feeder", id: feeder } : { kind: "transformer", id: transformer as string },
        condition: "REAL_DEVICE_OUTAGE",
        cause: typeof body.cause === "string" ? body.cause : "UNKNOWN",
        beganAt: instant(body, "beganAt") ?? now,
        estimatedRestoration: estimate,
        estimateSource: estimate ? "CREW" : "NONE",
      });
      context.book.settle(now);
      ctx.status = 201;
      ctx.body = describe(context, event);
    } catch (error) {
      throw invalidRequest((error as Error).message);
    }
  });
  router.put("/outages/:jobId", (ctx) => {
    const jobId = ctx.params.jobId ?? "";
    if (!context.book.events.has(jobId)) throw new ControlError(404, "UNKNOWN_JOB", `No job ${jobId}`);
    const change = changeOf((ctx.request.body ?? {}) as Body);
    if (Object.keys(change).length === 0)
      throw invalidRequest("crew, estimatedRestoration, cause, comment or restore is required");
    const event = context.book.change(jobId, change, clock.now());
    ctx.body = describe(context, event);
  });
  router.post("/planned-outages", (ctx) => {
    const body = (ctx.request.body ?? {}) as Body;
    const start = instant(body, "start");
    const end = instant(body, "end");
    if (typeof body.feeder !== "string" || !start || !end || typeof body.workDescription !== "string")
      throw invalidRequest("feeder, start, end and workDescription are required");
    try {
      const plan = planOutage(context.book, {
        feeder: body.feeder,
        start,
        end,
        workDescription: body.workDescription,
      });
      context.book.settle(clock.now());
      ctx.status = 201;
      ctx.body = {
        planNumber: plan.planNumber,
        feeder: plan.feeder,
        start: start.toISOString(),
        end: end.toISOString(),
      };
    } catch (error) {
      throw invalidRequest((error as Error).message);
    }
  });
}
