/**
 * The control API's outcomes (README "Outcomes"): the next transaction's, the forced outcomes of
 * the next N transactions (of one card, one amount, or any), and the test cards and trigger amounts
 * that choose an outcome without either.
 */
import type Router from "@koa/router";
import type { GatewayState } from "../context";
import type { GatewayStore } from "../store";
import { describeRule, type ForcedRuleInput, parseForcedRule } from "../protocol/forced-outcomes";
import {
  CENTS_TRIGGER_BELOW_CENTS,
  CENTS_TRIGGERS,
  describeOutcome,
  parseOutcome,
  TEST_CARDS,
  TRIGGER_AMOUNT_BELOW_CENTS,
  TRIGGER_AMOUNT_FROM_CENTS,
} from "../protocol/outcomes";
import { BANK_RESPONSES, EXACT_RESPONSES } from "../protocol/responses";
import { bodyField, invalid } from "./control-answers";

export function outcomeRoutes(router: Router<GatewayState>, store: GatewayStore): void {
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

  router.get("/test-cards", (ctx) => {
    ctx.body = testCardsAnswer();
  });
}

/** The test cards with their outcomes, and the amounts whose dollars or cents choose an outcome. */
function testCardsAnswer() {
  return {
    testCards: TEST_CARDS.map((card) => ({ ...card, outcome: describeOutcome(card.outcome) })),
    triggerAmounts: {
      fromAmount: TRIGGER_AMOUNT_FROM_CENTS / 100,
      belowAmount: TRIGGER_AMOUNT_BELOW_CENTS / 100,
      rule: "cents that are a listed EXact code are that gateway error; else whole dollars above 5,000 are the bank response code when listed, else bank 605",
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
}
