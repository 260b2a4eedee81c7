/**
 * The control API for QA scripts and trainers, apart from the billing API. The shared vocabulary
 * (health, reset, clock, faults, journal, scenarios: docs/simulator-control.md) plus billing's own
 * addition: the payments posted. Everything answers JSON.
 */
import Router from "@koa/router";
import { SCENARIOS } from "@paygpa/fixtures";
import type { SettableClock, WorldChange } from "@paygpa/simulator-kit";
import {
  controlErrorBody,
  ControlError,
  type FaultRegistry,
  type Journal,
  mountControlVocabulary,
  parseFault,
  simulatorScenarios,
} from "@paygpa/simulator-kit/control-api";
import type { JournalEntry } from "../journal";
import { cycleRoutes } from "../cycle/cycle.routes";
import { arrangementCases } from "../payment-arrangements/payment-arrangements";
import type { CcbStore } from "../store";

export interface ControlDeps {
  store: CcbStore;
  clock: SettableClock;
  journal: Journal<JournalEntry>;
  faults: FaultRegistry;
  isPublicPath(path: string): boolean;
}

export function controlRouter({ store, clock, journal, faults, isPublicPath }: ControlDeps): Router {
  const router = new Router({ prefix: "/__control" });
  mountControlVocabulary(router, {
    service: "ccb-simulator",
    clock,
    faults,
    journal,
    isPublicPath,
    /** Build the fixtures again, for another today when asked; without one the clock stays. */
    reset(today) {
      if (today !== undefined) clock.setToday(today);
      store.reset(clock.today());
    },
    /**
     * A new today rebuilds the world for it, so personas keep their meaning (due in 10 days…); a
     * jump to an instant (the system clock's set and advance, docs/qa-guide.md) lets time pass in it:
     * three days on, that bill is due in 7, and what was posted or signed up stays.
     */
    clockMoved: (change) => {
      if (change.today !== undefined) store.reset(clock.today());
      // Time passed in the kept world: each day passed runs its billing cycle events (decision 029).
      else store.cycle.runThrough(clock.today());
    },
    status: () => ({ worldToday: store.worldToday, counts: store.counts() }),
    // The last day the cycle ran: a clock back to the real date needs a reset when it is after it.
    clockStatus: () => ({ worldToday: store.worldToday, ranThrough: store.cycle.ranThrough }),
    // Billing's part of each named scenario: its faults and its world changes (fixtures/src/scenarios).
    scenarios: simulatorScenarios(SCENARIOS, "ccb-simulator", (step) => {
      if ("fault" in step) faults.set(parseFault(step.fault, isPublicPath));
      else store.applyWorldChange(step.world, clock.now(), clock.today());
    }),
  });

  /** The runtime world API (docs/qa-guide.md): one change, validated, journaled, undone by reset. */
  router.post("/world", (ctx) => {
    const body = ctx.request.body;
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      ctx.status = 400;
      ctx.body = controlErrorBody("INVALID_REQUEST", "The body must be a JSON object: { change, … }");
      return;
    }
    try {
      ctx.body = { applied: store.applyWorldChange(body as WorldChange, clock.now(), clock.today()) };
    } catch (error) {
      if (!(error instanceof ControlError)) throw error;
      ctx.status = error.status;
      ctx.body = controlErrorBody(error.code, error.message);
    }
  });

  router.get("/world/changes", (ctx) => {
    ctx.body = { changes: store.worldChangeJournal() };
  });

  /** Every payment posted through make-payment, oldest first, with its payment key (QA compares keys). */
  router.get("/payments", (ctx) => {
    ctx.body = { payments: store.postedPayments() };
  });

  /** Every payment-arrangement case with what billing recorded on it (amount, signed form, decision). */
  router.get("/payment-arrangements", (ctx) => {
    const accountIds = [...new Set(store.allCustomerContacts().map((contact) => contact.AccountID))];
    ctx.body = { cases: arrangementCases(store, accountIds) };
  });

  cycleRoutes(router, store);

  return router;
}
