/**
 * The control API for QA scripts and trainers, apart from the public API: health, reset, the next
 * outcome, faults, dropping the next relay, the request journal, the relay outbox and the clock.
 * Errors answer `{ error: { code, message } }`.
 */
import Router from "@koa/router";
import { isIsoDate, type SettableClock } from "@paygpa/fixtures";
import type { GatewayContext, GatewayKoaContext, GatewayState } from "../context";
import { readBody } from "../http";
import { describeOutcome, parseOutcome, TEST_CARDS, TRIGGER_AMOUNT_FROM_CENTS } from "../protocol/outcomes";
import { BANK_RESPONSES, EXACT_RESPONSES } from "../protocol/responses";
import { ROUTE_GROUPS, type RouteGroup } from "../store";

export function controlRoutes(context: GatewayContext): Router<GatewayState> {
  const { store, clock, settings } = context;
  const router = new Router<GatewayState>({ prefix: "/__control" });
  const jsonBody = readBody({ type: "json", limit: "1mb" });

  router.get("/health", (ctx) => {
    ctx.body = {
      status: "ok",
      service: "gateway-simulator",
      now: clock.now().toISOString(),
      today: clock.today(),
      pages: [...store.pages.values()].map((page) => ({
        login: page.login,
        customerClass: page.customerClass,
        acceptedBrands: page.acceptedBrands,
        relayUrl: page.relayUrl,
        returnUrl: page.returnUrl,
      })),
      faults: store.faults,
      transactions: store.transactions.length,
    };
  });

  router.post("/reset", (ctx) => {
    store.reset();
    if (isSettable(clock)) clock.setToday(settings.today);
    ctx.body = { status: "reset", today: clock.today() };
  });

  router.get("/next-outcome", (ctx) => {
    ctx.body = { outcome: store.nextOutcome ? describeOutcome(store.nextOutcome) : null };
  });

  router.put("/next-outcome", jsonBody, (ctx) => {
    const outcome = bodyField(ctx, "outcome");
    const parsed = typeof outcome === "string" ? parseOutcome(outcome) : null;
    if (!parsed) {
      invalid(
        ctx,
        'outcome must be "approve", "decline:<bank code>" (e.g. decline:530), "error" or "error:<EXact code>"',
      );
      return;
    }
    store.nextOutcome = parsed;
    ctx.body = { outcome: describeOutcome(parsed) };
  });

  router.delete("/next-outcome", (ctx) => {
    store.nextOutcome = null;
    ctx.body = { outcome: null };
  });

  router.get("/faults", (ctx) => {
    ctx.body = store.faults;
  });

  router.put("/faults", jsonBody, (ctx) => {
    const latencyMs = bodyField(ctx, "latencyMs");
    const down = bodyField(ctx, "down");
    const routes = bodyField(ctx, "routes");
    if (
      latencyMs !== undefined &&
      !(Number.isInteger(latencyMs) && Number(latencyMs) >= 0 && Number(latencyMs) <= 60_000)
    ) {
      invalid(ctx, "latencyMs must be a whole number of milliseconds from 0 to 60000");
      return;
    }
    if (down !== undefined && typeof down !== "boolean") {
      invalid(ctx, "down must be true or false");
      return;
    }
    if (
      routes !== undefined &&
      routes !== null &&
      !(Array.isArray(routes) && routes.every((route) => ROUTE_GROUPS.includes(route as RouteGroup)))
    ) {
      invalid(ctx, `routes must be null or a list of ${ROUTE_GROUPS.join(", ")}`);
      return;
    }
    store.faults = {
      latencyMs: latencyMs === undefined ? store.faults.latencyMs : Number(latencyMs),
      down: down === undefined ? store.faults.down : down,
      routes: routes === undefined ? store.faults.routes : (routes as RouteGroup[] | null),
    };
    ctx.body = store.faults;
  });

  router.delete("/faults", (ctx) => {
    store.faults = { latencyMs: 0, down: false, routes: null };
    ctx.body = store.faults;
  });

  router.post("/drop-next-relay", (ctx) => {
    store.dropNextRelay = true;
    ctx.body = { dropNextRelay: true };
  });

  router.get("/journal", (ctx) => {
    ctx.body = { entries: store.journal };
  });

  router.delete("/journal", (ctx) => {
    store.journal = [];
    ctx.body = { entries: [] };
  });

  router.get("/outbox", (ctx) => {
    ctx.body = { relays: store.outbox };
  });

  router.get("/transactions", (ctx) => {
    ctx.body = { transactions: store.transactions };
  });

  router.get("/test-cards", (ctx) => {
    ctx.body = {
      testCards: TEST_CARDS.map((card) => ({ ...card, outcome: describeOutcome(card.outcome) })),
      triggerAmounts: {
        fromAmount: TRIGGER_AMOUNT_FROM_CENTS / 100,
        rule: "whole dollars above 5,000 are the bank response code when that code is listed",
      },
      bankResponses: BANK_RESPONSES,
      exactResponses: EXACT_RESPONSES,
    };
  });

  router.get("/clock", (ctx) => {
    ctx.body = { now: clock.now().toISOString(), today: clock.today() };
  });

  router.put("/clock", jsonBody, (ctx) => {
    const today = bodyField(ctx, "today");
    if (!isSettable(clock)) {
      ctx.status = 409;
      ctx.body = { error: { code: "CLOCK_NOT_SETTABLE", message: "This simulator's clock cannot be set" } };
      return;
    }
    if (!(today === null || (typeof today === "string" && isIsoDate(today)))) {
      invalid(ctx, "today must be a calendar date YYYY-MM-DD, or null for the real date");
      return;
    }
    clock.setToday(today);
    ctx.body = { now: clock.now().toISOString(), today: clock.today() };
  });

  return router;
}

function isSettable(clock: GatewayContext["clock"]): clock is SettableClock {
  return typeof (clock as Partial<SettableClock>).setToday === "function";
}

function bodyField(ctx: GatewayKoaContext, name: string): unknown {
  const body = ctx.request.body;
  return body !== null && typeof body === "object" ? (body as Record<string, unknown>)[name] : undefined;
}

function invalid(ctx: GatewayKoaContext, message: string): void {
  ctx.status = 400;
  ctx.body = { error: { code: "INVALID_REQUEST", message } };
}
