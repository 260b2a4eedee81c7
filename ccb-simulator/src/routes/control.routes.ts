/**
 * The control API for QA scripts and trainers, apart from the billing API: health, reset, clock,
 * journal and faults. Everything answers JSON.
 */
import Router from "@koa/router";
import { type IsoDate, isIsoDate, type SettableClock } from "@paygpa/fixtures";
import { badRequest } from "../errors";
import type { Fault, FaultRegistry } from "../faults";
import type { Journal } from "../journal";
import type { CcbStore } from "../store";
import { type Body, jsonObject, optionalBoolean, optionalInteger, requiredString } from "../validation";

export interface ControlDeps {
  store: CcbStore;
  clock: SettableClock;
  journal: Journal;
  faults: FaultRegistry;
}

/** `{}` when there is no body at all (an empty POST). */
const optionalBody = (body: unknown): Body => (body === undefined ? {} : jsonObject(body));

function requestedToday(body: Body, { nullable }: { nullable: boolean }): IsoDate | null | undefined {
  const today = body.today;
  if (today === undefined) return undefined;
  if (today === null && nullable) return null;
  if (typeof today !== "string" || !isIsoDate(today)) throw badRequest("today must be a date YYYY-MM-DD");
  return today;
}

function parseFault(body: Body): Fault {
  const route = requiredString(body, "route");
  if (route !== "*" && !route.startsWith("/ccb/v1/"))
    throw badRequest('route must be "*" or a path under /ccb/v1/');
  const fault: Fault = { route };
  const latencyMs = optionalInteger(body, "latencyMs", { min: 0, max: 120_000 });
  const status = optionalInteger(body, "status", { min: 400, max: 599 });
  const down = optionalBoolean(body, "down");
  const failFirst = optionalInteger(body, "failFirst", { min: 1, max: 1_000_000 });
  const loseAnswer = optionalBoolean(body, "loseAnswer");
  const retryAfterSeconds = optionalInteger(body, "retryAfterSeconds", { min: 0, max: 86_400 });
  const holdSeconds = optionalInteger(body, "holdSeconds", { min: 1, max: 86_400 });
  if (latencyMs !== undefined) fault.latencyMs = latencyMs;
  if (status !== undefined) fault.status = status;
  if (down !== undefined) fault.down = down;
  if (loseAnswer !== undefined) fault.loseAnswer = loseAnswer;
  if (failFirst !== undefined) fault.failFirst = failFirst;
  if (retryAfterSeconds !== undefined) fault.retryAfterSeconds = retryAfterSeconds;
  if (holdSeconds !== undefined) fault.holdSeconds = holdSeconds;
  if (latencyMs === undefined && status === undefined && !down && !loseAnswer && failFirst === undefined) {
    throw badRequest("a fault needs latencyMs, status, down, loseAnswer or failFirst");
  }
  return fault;
}

export function controlRouter({ store, clock, journal, faults }: ControlDeps): Router {
  const router = new Router({ prefix: "/__control" });
  const state = () => ({ today: clock.today(), worldToday: store.worldToday, counts: store.counts() });

  router.get("/health", (ctx) => {
    ctx.body = { status: "ok", ...state() };
  });

  /** Build the fixtures again (optionally for another today); faults and journal are cleared too. */
  router.post("/reset", (ctx) => {
    const today = requestedToday(optionalBody(ctx.request.body), { nullable: true });
    if (today !== undefined) clock.setToday(today);
    store.reset(clock.today());
    faults.clear();
    journal.clear();
    ctx.body = { status: "reset", ...state() };
  });

  router.get("/clock", (ctx) => {
    ctx.body = { today: clock.today(), now: clock.now().toISOString(), worldToday: store.worldToday };
  });

  /** Fix today (null: back to the real date) and rebuild the world for it, so personas keep their meaning. */
  router.put("/clock", (ctx) => {
    const today = requestedToday(jsonObject(ctx.request.body), { nullable: true });
    if (today === undefined) throw badRequest("today is required (YYYY-MM-DD, or null for the real date)");
    clock.setToday(today);
    store.reset(clock.today());
    ctx.body = state();
  });

  router.get("/journal", (ctx) => {
    const path = typeof ctx.query.path === "string" ? ctx.query.path : undefined;
    ctx.body = { entries: journal.list(path) };
  });

  router.delete("/journal", (ctx) => {
    ctx.body = { cleared: journal.clear() };
  });

  /** Every payment posted through make-payment, oldest first, with its payment key (QA compares keys). */
  router.get("/payments", (ctx) => {
    ctx.body = { payments: store.postedPayments() };
  });

  router.get("/faults", (ctx) => {
    ctx.body = { faults: faults.list() };
  });

  router.put("/faults", (ctx) => {
    faults.set(parseFault(jsonObject(ctx.request.body)));
    ctx.body = { faults: faults.list() };
  });

  router.delete("/faults", (ctx) => {
    faults.clear(typeof ctx.query.route === "string" ? ctx.query.route : undefined);
    ctx.body = { faults: faults.list() };
  });

  return router;
}
