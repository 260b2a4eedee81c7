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
import type { GatewayContext, GatewayKoaContext, GatewayState } from "../context";
import { readBody } from "../http";
import { isPublicPath } from "../middleware";
import { changedPageSettings } from "../hosted-page/page-settings";
import { describeRule, type ForcedRuleInput, parseForcedRule } from "../protocol/forced-outcomes";
import {
  CENTS_TRIGGER_BELOW_CENTS,
  CENTS_TRIGGERS,
  describeOutcome,
  parseOutcome,
  TEST_CARDS,
  TRIGGER_AMOUNT_FROM_CENTS,
} from "../protocol/outcomes";
import { BANK_RESPONSES, EXACT_RESPONSES } from "../protocol/responses";
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

  router.get("/next-outcome", (ctx) => {
    ctx.body = { outcome: store.nextOutcome ? describeOutcome(store.nextOutcome) : null };
  });

  router.put("/next-outcome", (ctx) => {
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

  // Forced outcomes for the next N transactions, of one card, one amount, or any (README "Outcomes").
  // A scenario's outcome for every payment is listed last, as the rule it is (any card, any amount,
  // until the reset or this list's DELETE), so a QA engineer sees why every payment declines.
  const forcedOutcomes = () => ({
    forcedOutcomes: [
      ...store.forcedOutcomes.map(describeRule),
      ...(store.standingOutcome
        ? [
            {
              outcome: describeOutcome(store.standingOutcome),
              remaining: null,
              card: null,
              amount: null,
              scenario: true,
            },
          ]
        : []),
    ],
  });

  router.get("/forced-outcomes", (ctx) => {
    ctx.body = forcedOutcomes();
  });

  router.post("/forced-outcomes", (ctx) => {
    const body = ctx.request.body;
    const rule = parseForcedRule(body !== null && typeof body === "object" ? (body as ForcedRuleInput) : {});
    if (typeof rule === "string") {
      invalid(ctx, rule);
      return;
    }
    store.forcedOutcomes.push(rule);
    ctx.status = 201;
    ctx.body = forcedOutcomes();
  });

  router.delete("/forced-outcomes", (ctx) => {
    store.forcedOutcomes = [];
    store.standingOutcome = null;
    ctx.body = forcedOutcomes();
  });

  // A payment page's settings, as the merchant sets them in the gateway (hosted-page/page-settings.ts).
  router.get("/pages/:login/settings", (ctx) => {
    const page = store.pages.get(ctx.params.login ?? "");
    if (!page) return notFound(ctx, `No payment page ${ctx.params.login}.`);
    ctx.body = { login: page.login, settings: store.settingsOf(page) };
  });

  router.put("/pages/:login/settings", (ctx) => {
    const page = store.pages.get(ctx.params.login ?? "");
    if (!page) return notFound(ctx, `No payment page ${ctx.params.login}.`);
    const changed = changedPageSettings(store.settingsOf(page), ctx.request.body);
    if (typeof changed === "string") return invalid(ctx, changed);
    store.pageSettings.set(page.login, changed);
    page.hmacCalculation = changed.hmacCalculation;
    ctx.body = { login: page.login, settings: changed };
  });

  // The terminal's TransArmor setting (TransArmor Tokenization): tokens on approved 00, 01, 05.
  router.get("/terminal/settings", (ctx) => {
    ctx.body = { gatewayId: store.terminal.gatewayId, tokenization: store.transarmor.enabled };
  });

  router.put("/terminal/settings", (ctx) => {
    const tokenization = bodyField(ctx, "tokenization");
    if (typeof tokenization !== "boolean") return invalid(ctx, "tokenization is true or false");
    store.transarmor.enabled = tokenization;
    ctx.body = { gatewayId: store.terminal.gatewayId, tokenization };
  });

  router.post("/drop-next-relay", (ctx) => {
    store.dropNextRelay = true;
    ctx.body = { dropNextRelay: true };
  });

  router.get("/outbox", (ctx) => {
    ctx.body = { relays: store.outbox };
  });
  relayResendRoutes(router, context);

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
      centsTriggers: {
        belowAmount: CENTS_TRIGGER_BELOW_CENTS / 100,
        cents: Object.fromEntries(
          Object.entries(CENTS_TRIGGERS).map(([cents, outcome]) => [`.${cents}`, describeOutcome(outcome)]),
        ),
      },
      bankResponses: BANK_RESPONSES,
      exactResponses: EXACT_RESPONSES,
    };
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

function notFound(ctx: GatewayKoaContext, message: string): void {
  ctx.status = 404;
  ctx.body = { error: { code: "NOT_FOUND", message } };
}

function invalid(ctx: GatewayKoaContext, message: string): void {
  ctx.status = 400;
  ctx.body = { error: { code: "INVALID_REQUEST", message } };
}
