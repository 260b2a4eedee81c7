/**
 * The control API for QA scripts and trainers, apart from the public API: the shared vocabulary
 * (health, reset, clock, faults, journal, scenarios: docs/simulator-control.md) plus the gateway's
 * own additions: the next outcome, dropping the next relay, the relay outbox, the transactions and
 * the test cards. Errors answer `{ error: { code, message } }`.
 */
import Router from "@koa/router";
import { SCENARIOS } from "@paygpa/fixtures";
import type { SettableClock } from "@paygpa/simulator-kit";
import { mountControlVocabulary, parseFault, simulatorScenarios } from "@paygpa/simulator-kit/control-api";
import type { GatewayContext, GatewayState } from "../context";
import { readBody } from "../http";
import { isPublicPath } from "../middleware";
import { describeOutcome, parseOutcome } from "../protocol/outcomes";
import { merchantSettingsRoutes } from "./merchant-settings-routes";
import { outcomeRoutes } from "./outcome-routes";
import { relayResendRoutes } from "./relay-resend";

export function controlRoutes(context: GatewayContext): Router<GatewayState> {
  const { store, clock, settings } = context;
  const router = new Router<GatewayState>({ prefix: "/__control" });
  router.use(readBody({ type: "json", limit: "1mb" }));

  mountControlVocabulary(router, {
    service: "gateway-simulator",
    clock,
    faults: store.faults,
    journal: { entries: () => store.journal, clear: () => store.clearJournal() },
    isPublicPath,
    /** Back to the fixtures and to the configured today (PAYGPA_TODAY), or the one asked for. */
    reset(today) {
      store.reset();
      context.ids.restart();
      if (isSettable(clock)) clock.setToday(today === undefined ? settings.today : today);
    },
    status: () => ({
      pages: [...store.pages.values()].map((page) => ({
        login: page.login,
        customerClass: page.customerClass,
        acceptedBrands: page.acceptedBrands,
        relayUrl: page.relayUrl,
        returnUrl: page.returnUrl,
      })),
      faults: store.faults.list(),
      transactions: store.transactions.length,
      standingOutcome: store.standingOutcome ? describeOutcome(store.standingOutcome) : null,
      relayHold: store.relayHold,
    }),
    // The gateway's part of each named scenario (fixtures/src/scenarios): faults, an outcome for
    // every payment, relays lost or late; all of it until the next reset.
    scenarios: simulatorScenarios(SCENARIOS, "gateway-simulator", (step) => {
      if ("fault" in step) store.faults.set(parseFault(step.fault, isPublicPath));
      else if ("relay" in step) store.relayHold = step.relay === "lost" ? { lost: true } : step.relay;
      else {
        const outcome = parseOutcome(step.outcome);
        if (!outcome) throw new Error(`scenario outcome is not one: ${step.outcome}`);
        store.standingOutcome = outcome;
      }
    }),
  });

  router.post("/drop-next-relay", (ctx) => {
    store.dropNextRelay = true;
    ctx.body = { dropNextRelay: true };
  });

  router.get("/outbox", (ctx) => {
    ctx.body = { relays: store.outbox };
  });
  relayResendRoutes(router, context);
  outcomeRoutes(router, store);
  merchantSettingsRoutes(router, store);

  router.get("/transactions", (ctx) => {
    ctx.body = { transactions: store.transactions };
  });

  return router;
}

function isSettable(clock: GatewayContext["clock"]): clock is SettableClock {
  return typeof (clock as Partial<SettableClock>).setToday === "function";
}
