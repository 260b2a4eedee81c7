/**
 * AutoPay's share of the payment campaign (decisions 020, 030): customers enrolled with saved cards,
 * the system clock moved day by day through their due dates while two BFF instances run the AutoPay
 * job at the same moments, billing failing on some days (every route: the amount due, the bills and
 * make-payment), and some cards declining. At the end, from the systems' own records: every bill due
 * after the consent has its draft settled (none lost), no draft charged twice at the gateway, every
 * approved draft posted to billing exactly once, a declined draft tried twice then stopped. On the
 * first day with drafts due, the gateway refuses every request for an hour (a rotated key, then put
 * back; decision 031): no draft lost or charged twice, none late once the gateway is back, the
 * customers' retries untouched, operations told once.
 * CI runs 40 days (PAYGPA_AUTOPAY_DAYS, PAYGPA_AUTOPAY_SEED change the slice).
 */
import { expect, it } from "vitest";
import { runAutopay } from "../../src/features/autopay";
import { reconcilePendingCheckouts, runPostingOutbox } from "../../src/features/payments";
import { GatewayDidNotProcess } from "../../src/integrations/gateway";
import { tallyCampaign } from "../campaign/tally";
import type { Json } from "../harness";
import { persona } from "../personas";
import { seededRandom } from "../seeded-random";
import { startTwoInstances, type TwoInstanceStack } from "./two-instance-stack";

const DAYS = Number(process.env.PAYGPA_AUTOPAY_DAYS ?? 40);
const SEED = Number(process.env.PAYGPA_AUTOPAY_SEED ?? 2026);
const DAY = 86_400_000;
/** The gateway simulator's trigger amount for a decline (insufficient funds). */
const DECLINING = 25.51;
const CUSTOMERS = [
  "postpaid-current",
  "postpaid-overdue",
  "due-today",
  "postpaid-and-prepaid",
  "commercial",
  "deposit-applicable",
  "deposit-credit",
  "pending-arrangement",
  "many-accounts",
  "arrangement-two-accounts",
  "arrangement-not-eligible",
];

async function enrolEveryone(stack: TwoInstanceStack, random: ReturnType<typeof seededRandom>) {
  const plans = new Map<string, number | null>();
  for (const key of CUSTOMERS) {
    const who = persona(key);
    const token = await stack.login(who.username, who.password);
    const commercial = who.accounts.some((account) => account.customerClass === "COMM");
    const saved = await stack.call("/api/v1/wallet/cards", {
      token,
      body: {
        card_type: commercial ? "MasterCard" : "Visa",
        card_holder: "CAMPAIGN CARD",
        card_num: commercial ? "5500000000000004" : "4111111111111111",
        exp_date: "1230",
        CAVV: "123",
        billingZipCode: "96913",
      },
    });
    if (saved.status !== 200) throw new Error(`card not saved for ${key}: ${JSON.stringify(saved.body)}`);
    for (const account of who.accounts.filter((item) => item.kind === "postpaid")) {
      const roll = random.next();
      const plan =
        roll < 0.6
          ? { kind: "amount-due" }
          : { kind: "fixed", amount: roll < 0.8 ? DECLINING : random.between(5, 60) };
      const request = { accountId: account.accountId, cardId: saved.body.cardId, plan };
      const terms = await stack.call("/api/v1/autopay/terms", { token, body: request });
      if (terms.status === 403) continue; // cash-only: refused, as it must be
      const enrolled = await stack.call("/api/v1/autopay/enrol", {
        token,
        body: {
          ...request,
          consentVersion: terms.body.version,
          consentAccepted: true,
          receiptEmail: "ap@example.org",
        },
      });
      if (enrolled.status !== 200) throw new Error(`not enrolled: ${JSON.stringify(enrolled.body)}`);
      plans.set(enrolled.body.enrolmentId, plan.kind === "fixed" ? (plan.amount as number) : null);
    }
  }
  return plans;
}

/** Both instances' AutoPay job at the same moment, then both posting workers and reconciliation. */
async function bothRun(stack: TwoInstanceStack) {
  const now = stack.clock.now();
  await Promise.all(stack.instances.map((app) => runAutopay(app.services, now)));
  await Promise.all(stack.instances.map((app) => runPostingOutbox(app.services)));
  await reconcilePendingCheckouts(stack.instances[0]!.services);
}

/** Both instances' gateway answering every purchase 401 (a rotated HMAC key) until put back. */
function gatewayRefusing(stack: TwoInstanceStack) {
  const restore = stack.instances.map((app) => {
    const gateway = app.services.gateway;
    const real = gateway.purchaseWithToken.bind(gateway);
    gateway.purchaseWithToken = async () => {
      throw new GatewayDidNotProcess(401);
    };
    return () => {
      gateway.purchaseWithToken = real;
    };
  });
  return () => {
    for (const putBack of restore) putBack();
  };
}

/** Whether any draft is due to be charged today (a due date or a retry). */
async function draftsDueToday(stack: TwoInstanceStack) {
  const today = stack.clock.today();
  const due = await stack.instances[0]!.services.db.selectFrom("autopay_drafts")
    .select("draft_key")
    .where("status", "in", ["scheduled", "reminded", "retry"])
    .where("next_attempt_on", "=", today)
    .execute();
  return due.map((row) => row.draft_key);
}

/**
 * An hour of the gateway refusing, runs every 10 minutes on both instances, then put back: answers
 * the drafts due that day, which must all be settled by the next run.
 */
async function hourOfRefusals(stack: TwoInstanceStack) {
  const due = await draftsDueToday(stack);
  const putBack = gatewayRefusing(stack);
  for (let minutes = 0; minutes <= 60; minutes += 10) {
    if (minutes > 0) stack.clock.advance(10 * 60_000);
    await bothRun(stack);
  }
  putBack();
  stack.clock.advance(10 * 60_000);
  await bothRun(stack);
  return due;
}

it(`AutoPay over ${DAYS} days on two instances with billing faults: no draft lost, none charged or posted twice`, async () => {
  const random = seededRandom(SEED);
  const stack = await startTwoInstances({
    config: {
      ccbTimeoutMs: 250,
      sessionIdleSeconds: 3600,
      // Operations hear of drafts the gateway would not attempt after an hour (default 2).
      payments: { autopayAlertHours: 1 } as never,
    },
  });
  try {
    await stack.sim(stack.gateway, "PUT", "/__control/terminal/settings", { tokenization: true });
    const plans = await enrolEveryone(stack, random);
    expect(plans.size).toBeGreaterThan(5);
    const db = stack.instances[0]!.services.db;
    const started = stack.clock.today();
    let faultDays = 0;
    let refusedDay: { day: string; due: string[] } | null = null;
    for (let day = 0; day < DAYS; day++) {
      stack.clock.advance(DAY);
      // The first day with drafts due (and billing well): the gateway refuses for an hour.
      if (refusedDay === null && (await draftsDueToday(stack)).length > 0) {
        const today = stack.clock.today();
        refusedDay = { day: today, due: await hourOfRefusals(stack) };
        const settled = await db
          .selectFrom("autopay_drafts")
          .select(["draft_key", "status", "attempts"])
          .where("draft_key", "in", refusedDay.due)
          .execute();
        // None late once the gateway is back: each charged (or declined, its first attempt) that day.
        for (const draft of settled) {
          expect(["approved", "retry", "failed", "skipped"]).toContain(draft.status);
          expect(draft.attempts).toBeLessThanOrEqual(draft.status === "failed" ? 2 : 1);
        }
        continue;
      }
      // Some days billing fails on every route for the first run of the day.
      if (random.chance(0.35)) {
        faultDays++;
        await stack.sim(stack.ccb, "PUT", "/__control/faults", {
          route: "*",
          holdSeconds: 60,
          ...(random.chance(0.5) ? { down: true } : { status: 503 }),
        });
      }
      await bothRun(stack);
      // Later that day billing is back (the fault's hold is over): the day's work is caught up.
      stack.clock.advance(10 * 60_000);
      await bothRun(stack);
    }
    await stack.sim(stack.ccb, "DELETE", "/__control/faults");
    for (let round = 0; round < 3; round++) {
      stack.clock.advance(10 * 60_000);
      await bothRun(stack);
    }

    // Every bill due after the day of consent and by now has its draft, settled.
    const today = stack.clock.today();
    const enrolments = await db.selectFrom("autopay_enrolments").selectAll().execute();
    const drafts = await db.selectFrom("autopay_drafts").selectAll().execute();
    const lost: string[] = [];
    for (const enrolment of enrolments) {
      const bills = await stack.instances[0]!.services.billing.bills(enrolment.account_id);
      for (const bill of bills.filter((item) => item.dueDate > started && item.dueDate <= today)) {
        const draft = drafts.find((item) => item.draft_key === `${enrolment.enrolment_id}:${bill.billId}`);
        if (!draft || !["approved", "failed", "skipped"].includes(draft.status)) {
          lost.push(
            `${enrolment.account_id} bill ${bill.billId}: ${draft?.status ?? "no draft"} (${draft?.message ?? ""})`,
          );
        }
      }
    }
    expect(lost).toEqual([]);
    expect(drafts.length).toBeGreaterThan(0);

    // At the gateway: approved charges per account equal the account's approved drafts.
    const { body: gateway } = await stack.sim(stack.gateway, "GET", "/__control/transactions");
    const lines = await db.selectFrom("checkout_lines").select(["invoice_num", "account_id"]).execute();
    const accountOf = new Map(lines.map((line) => [line.invoice_num, line.account_id]));
    const charged = new Map<string, number>();
    for (const transaction of gateway.transactions as Json[]) {
      if (transaction.approved !== true || (transaction.transactionType ?? "00") !== "00") continue;
      if (transaction.amountCents === 0) continue;
      const account = accountOf.get(transaction.invoice) ?? "?";
      charged.set(account, (charged.get(account) ?? 0) + 1);
    }
    const approvedDrafts = new Map<string, number>();
    for (const draft of drafts.filter((item) => item.status === "approved")) {
      approvedDrafts.set(draft.account_id, (approvedDrafts.get(draft.account_id) ?? 0) + 1);
    }
    expect(Object.fromEntries(charged)).toEqual(Object.fromEntries(approvedDrafts));

    // Billing holds each approved line once; no charge twice for one invoice.
    const figures = await tallyCampaign(stack, []);
    expect(figures.lost).toEqual([]);
    expect(figures.postedTwice).toEqual([]);
    expect(figures.chargedTwiceWithoutRefund).toEqual([]);

    // A declining card: tried on the due date and once more 2 days later, then stopped (drafts of
    // bills the cycle cut later, whose retry day has not come, are left out).
    const retryDayPassed = new Date(Date.parse(`${today}T00:00:00Z`) - 2 * DAY).toISOString().slice(0, 10);
    const declining = drafts.filter(
      (item) => plans.get(item.enrolment_id) === DECLINING && item.draft_on <= retryDayPassed,
    );
    expect(declining.length).toBeGreaterThan(0);
    for (const draft of declining) {
      expect(draft).toMatchObject({ status: "failed", attempts: 2 });
    }
    // The hour of refusals: recorded, over, never a decline; operations told once.
    expect(refusedDay).not.toBeNull();
    const refusals = await db.selectFrom("autopay_not_attempted").selectAll().execute();
    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals.filter((row) => row.resolved_at === null)).toEqual([]);
    const told = await db
      .selectFrom("mail_outbox")
      .select("id")
      .where("kind", "=", "autopay-not-attempted")
      .execute();
    expect(told).toHaveLength(1);
    console.log(
      `autopay campaign (seed ${SEED}, ${DAYS} days): ${JSON.stringify({
        enrolments: enrolments.length,
        drafts: drafts.length,
        approved: drafts.filter((item) => item.status === "approved").length,
        failed: drafts.filter((item) => item.status === "failed").length,
        skipped: drafts.filter((item) => item.status === "skipped").length,
        faultDays,
        refusedOn: refusedDay?.day,
        notAttempted: refusals.length,
      })}`,
    );
  } finally {
    await stack.close();
  }
}, 180_000);
