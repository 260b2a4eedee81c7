/**
 * The payment reliability campaign (decision 007): hundreds of payments through the real simulators, by
 * quick pay, a signed-in customer's hosted checkout and the card API, while billing's make-payment is
 * down, slow, answering 408, 429, 500 or 503, or losing its answers, in windows of 10–60 s of the
 * shared clock, and relays are dropped or late; payments are also sent twice (the card dialog's
 * request repeated under one idempotency key, one checkout paid in two tabs, one invoice charged twice
 * with a second fingerprint). The SMS provider (a real sms-simulator) is down, slow, or takes a text
 * and loses the answer, in windows of its own, while each payment's "received" and "posted" texts go
 * out (decision 038): none lost, none sent twice. Time passes by the clock, never by sleeping; the workers (posting,
 * reconciliation, refunds of a second approval) run when the campaign says. At the end: no approved
 * line lost, none posted twice, no card charged twice without an automatic refund, every text taken
 * by the provider once. CI runs 200 payments; `npm run campaign -w @paygpa/bff` runs
 * 2000 (PAYGPA_CAMPAIGN_PAYMENTS, PAYGPA_CAMPAIGN_SEED change the size and the draw).
 */
import { setTimeout as delay } from "node:timers/promises";
import { expect, it } from "vitest";
import { reconcilePendingCheckouts, runDuplicateRefunds, runPostingOutbox } from "../src/features/payments";
import { BILLING_FAULT_KINDS, BillingFaultSchedule, SLOW_SCALE } from "./campaign/billing-faults";
import { seededRandom } from "./seeded-random";
import { RelayPlan } from "./campaign/relays";
import {
  type CampaignContext,
  type PaymentAttempt,
  quickPayAccounts,
  SCENARIO_KINDS,
  signInCustomers,
} from "./campaign/scenarios";
import { tallyCampaign } from "./campaign/tally";
import { choosePaymentTexts, SMS_FAULT_KINDS, SmsFaultSchedule, tallyTexts } from "./campaign/texts";
import { type PaymentStack, startPaymentStack } from "./payment-harness";

const PAYMENTS = Number(process.env.PAYGPA_CAMPAIGN_PAYMENTS ?? 200);
const SEED = Number(process.env.PAYGPA_CAMPAIGN_SEED ?? 2026);
/** Simulated time between two payments. */
const STEP_MS = 4_000;

it(
  `loses no approved payment, posts none twice and charges none twice in ${PAYMENTS} payments under billing faults`,
  async () => {
    const random = seededRandom(SEED);
    let stack: PaymentStack | undefined;
    const relays = new RelayPlan(random, () => stack?.clock.now().getTime() ?? 0);
    stack = await startPaymentStack({
      // Billing answers within 250 ms or the BFF stops waiting; a slow fault's 30–60 s are 300–600 ms.
      config: { ccbTimeoutMs: 250, sessionIdleSeconds: 7 * 24 * 3600, rateLimitPerMinute: 1_000_000 },
      ccbSleep: (ms) => delay(ms / SLOW_SCALE),
      gatewayRelay: relays.transport,
      smsTimeoutMs: 250,
    });
    const services = stack.bffApp.services;
    const faults = new BillingFaultSchedule(stack, random);
    // The SMS faults draw from a random of their own: the payments' draw stays as it was.
    const smsFaults = new SmsFaultSchedule(stack, seededRandom(SEED + 38));
    try {
      await choosePaymentTexts(stack);
      const context: CampaignContext = {
        stack,
        random,
        customers: await signInCustomers(stack),
        quickPay: quickPayAccounts(),
        relays,
      };
      const kinds = SCENARIO_KINDS.map((kind) => [kind, kind.weight] as const);
      const attempts: PaymentAttempt[] = [];
      for (let payment = 0; payment < PAYMENTS; payment++) {
        await faults.maybeStart(0.5);
        await smsFaults.maybeStart(0.5);
        attempts.push(await random.weighted(kinds).run(context));
        stack.clock.advance(STEP_MS);
        await relays.deliverDue();
        await runPostingOutbox(services);
        if (payment % 8 === 7) await reconcilePendingCheckouts(services);
        if (payment % 4 === 3) await runDuplicateRefunds(services);
        if (payment % 2 === 1) await services.deliverTexts();
      }

      // Billing recovers; time passes past every backoff, the reconciliation delay and the abandon limit.
      await faults.clear();
      await smsFaults.clear();
      for (let round = 0; round < 30; round++) {
        stack.clock.advance(5 * 60_000);
        await relays.deliverDue(round === 29);
        await reconcilePendingCheckouts(services);
        await runPostingOutbox(services);
        await runDuplicateRefunds(services);
      }
      await runPostingOutbox(services);
      // A run started in the background by the last settle may have begun before its row was
      // recorded: the second run, a new one, refunds it.
      await runDuplicateRefunds(services);
      await runDuplicateRefunds(services);
      // The provider is back: every text still queued goes (a run takes 50 at most).
      for (let round = 0; round < 20 && (await services.deliverTexts()) > 0; round++);
      const texts = await tallyTexts(stack);

      const figures = await tallyCampaign(stack, attempts);
      const byKind = Object.fromEntries(
        SCENARIO_KINDS.map((kind) => [kind.name, attempts.filter((a) => a.kind === kind.name).length]),
      );
      console.log(
        `payment campaign (seed ${SEED}): ${JSON.stringify({
          payments: figures.payments,
          byKind,
          approved: figures.approved,
          declined: figures.declined,
          refusedAtStart: figures.refusedAtStart,
          approvedLines: figures.lines,
          posted: figures.posted,
          retried: figures.retried,
          failed: figures.failed,
          chargedTwice: figures.chargedTwice,
          refunded: figures.refunded,
          refundsPending: figures.refundsPending,
          refundsFailed: figures.refundsFailed,
          lost: figures.lost.length,
          postedTwice: figures.postedTwice.length,
          chargedTwiceWithoutRefund: figures.chargedTwiceWithoutRefund.length,
          billingFaultWindows: Object.fromEntries(faults.windows),
          relays: relays.counts,
          texts: { ...texts, notSent: texts.notSent.length, extra: texts.extra.length },
          smsFaultWindows: Object.fromEntries(smsFaults.windows),
        })}`,
      );

      expect(figures.lost).toEqual([]);
      expect(figures.postedTwice).toEqual([]);
      expect(figures.chargedTwiceWithoutRefund).toEqual([]);
      expect(figures.everyChargeRefunded).toEqual([]);
      expect(figures.splitSubmissions).toEqual([]);
      expect(figures.refundsPending + figures.refundsFailed).toBe(0);
      expect(figures.failed).toBe(0);
      expect(figures.posted).toBe(figures.lines);
      // The campaign meant something: every fault kind held, every kind of payment was approved at
      // least once, a second approval was refunded, payments were retried and relays lost.
      expect([...faults.windows.keys()].sort()).toEqual(BILLING_FAULT_KINDS.map((kind) => kind.name).sort());
      const approvedKinds = new Set(attempts.filter((a) => a.outcome === "approved").map((a) => a.kind));
      expect([...approvedKinds].sort()).toEqual(SCENARIO_KINDS.map((kind) => kind.name).sort());
      expect(figures.refunded).toBeGreaterThan(0);
      expect(figures.retried).toBeGreaterThan(0);
      expect(figures.approved).toBeGreaterThan(PAYMENTS / 2);
      expect(relays.counts.dropped + relays.counts.late).toBeGreaterThan(0);
      // Texts: each one the outbox holds was taken by the provider once, under every SMS fault.
      expect(texts.notSent).toEqual([]);
      expect(texts.unknownIds).toEqual([]);
      expect(texts.sharedIds).toEqual([]);
      expect(texts.extra).toEqual([]);
      expect(texts.texts).toBe(texts.taken);
      expect(texts.texts).toBeGreaterThan(PAYMENTS / 2);
      expect(texts.retried).toBeGreaterThan(0);
      expect([...smsFaults.windows.keys()].sort()).toEqual(SMS_FAULT_KINDS.map((kind) => kind.name).sort());
    } finally {
      await stack.close();
    }
  },
  60_000 + PAYMENTS * 1_000,
);
