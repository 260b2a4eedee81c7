/**
 * The control API for QA scripts and trainers, apart from the billing API. The shared vocabulary
 * (health, reset, clock, faults, journal, scenarios: docs/simulator-control.md) plus billing's own
 * addition: the payments posted. Everything answers JSON.
 */
import Router from "@koa/router";
import type { SettableClock } from "@paygpa/fixtures";
import { type FaultRegistry, type Journal, mountControlVocabulary } from "@paygpa/fixtures/control-api";
import type { JournalEntry } from "../journal";
import { arrangementCases } from "../payment-arrangements";
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
    /** The world is rebuilt for the new today, so personas keep their meaning (due in 10 days…). */
    clockMoved: () => store.reset(clock.today()),
    status: () => ({ worldToday: store.worldToday, counts: store.counts() }),
    clockStatus: () => ({ worldToday: store.worldToday }),
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

  return router;
}
