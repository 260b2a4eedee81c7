/**
 * The multi-instance proof (decision 020): the payment campaign's payments (quick pay, hosted
 * checkout, card API, repeats) through a load balancer over two BFF instances on one database, the
 * workers of both running when the campaign says (often both at the same moment), billing faults,
 * relays dropped or late and landing on either instance, and one instance killed mid-run while it
 * holds claimed work (a posting line and a mail it never finished). At the end, from the systems' own
 * records: approved lines lost, posted twice, mails sent twice.
 */
import { setTimeout as delay } from "node:timers/promises";
import {
  reconcilePendingCheckouts,
  runDuplicateRefunds,
  runPostingOutbox,
} from "../../src/features/payments";
import { claimDuePosting } from "../../src/features/payments/posting/posting-claims.repository";
import { claimWindow } from "../../src/platform/jobs";
import { claimQueuedMail, mailTables } from "../../src/platform/mail/mail.repository";
import { BillingFaultSchedule, SLOW_SCALE } from "../campaign/billing-faults";
import { RelayPlan } from "../campaign/relays";
import {
  type PaymentAttempt,
  quickPayAccounts,
  SCENARIO_KINDS,
  signInCustomers,
} from "../campaign/scenarios";
import { type CampaignFigures, tallyCampaign } from "../campaign/tally";
import { seededRandom } from "../seeded-random";
import { startTwoInstances, type TwoInstanceStack } from "./two-instance-stack";

/** Simulated time between two payments. */
const STEP_MS = 4_000;
/** Claims and leases in this campaign: short, so a killed instance's work is taken over within it. */
export const CAMPAIGN_LEASE_SECONDS = 2;

export interface InstanceFigures extends CampaignFigures {
  database: string;
  seconds: number;
  servedBy: [number, number];
  mailsSent: number;
  mailsSentTwice: string[];
  /** Payment keys billing confirmed more than once: a line the instances both posted (billing's key made it harmless). */
  confirmedTwice: string[];
  /** Work the killed instance held when it died, finished by the other. */
  takenOver: { posting: boolean; mail: boolean };
}

/** Mails either instance sent more often than the outbox holds them. */
export function mailsSentTwice(
  stack: TwoInstanceStack,
  outbox: { to_address: string; subject: string; text_body: string }[],
) {
  const key = (to: string, subject: string, text: string) => `${to}\n${subject}\n${text}`;
  const expected = new Map<string, number>();
  for (const mail of outbox) {
    const k = key(mail.to_address, mail.subject, mail.text_body);
    expected.set(k, (expected.get(k) ?? 0) + 1);
  }
  const counted = new Map<string, number>();
  for (const mail of stack.sent)
    counted.set(
      key(mail.to, mail.subject, mail.text),
      (counted.get(key(mail.to, mail.subject, mail.text)) ?? 0) + 1,
    );
  return [...counted]
    .filter(([k, count]) => count > (expected.get(k) ?? 0))
    .map(([k]) => k.split("\n")[1] ?? k);
}

/** Both live instances run a worker at the same moment (the race two timers would make). */
async function both(
  stack: TwoInstanceStack,
  run: (services: TwoInstanceStack["bffApp"]["services"]) => Promise<unknown>,
) {
  await Promise.all(stack.instances.filter((_, index) => stack.alive(index)).map((app) => run(app.services)));
}

/** Whether a posting line and a mail are both waiting (what a dying instance could hold). */
async function workWaiting(stack: TwoInstanceStack): Promise<boolean> {
  const db = stack.bffApp.services.db;
  const line = await db
    .selectFrom("posting_outbox")
    .select("id")
    .where("status", "=", "pending")
    .executeTakeFirst();
  const mail = await db
    .selectFrom("mail_outbox")
    .select("id")
    .where("status", "=", "queued")
    .executeTakeFirst();
  return line !== undefined && mail !== undefined;
}

/** What a crash looks like from the database: the instance claimed a line and a mail, then died. */
async function dieHoldingWork(stack: TwoInstanceStack, index: number) {
  const services = stack.instances[index]?.services;
  if (!services) throw new Error("no such instance");
  const due = new Date(stack.clock.now().getTime() + 365 * 86_400_000).toISOString();
  const posting = await claimDuePosting(services.db, { afterId: 0, due, ...claimWindow(services.config) });
  const mail = await claimQueuedMail(mailTables(services.db), {
    afterId: 0,
    ...claimWindow(services.config),
  });
  await stack.kill(index);
  return { postingId: posting?.id ?? null, mailId: mail?.id ?? null };
}

type Held = { postingId: number | null; mailId: number | null };

/** After the payments: billing recovers, time passes past every backoff, both instances finish. */
async function recover(stack: TwoInstanceStack, relays: RelayPlan): Promise<void> {
  // The killed instance's claims run out (real time: claims are about processes, not the business clock).
  await delay(CAMPAIGN_LEASE_SECONDS * 1000 + 200);
  const deliverMail = (services: TwoInstanceStack["bffApp"]["services"]) => services.mailer.deliverQueued();
  for (let round = 0; round < 30; round++) {
    stack.clock.advance(5 * 60_000);
    await relays.deliverDue(round === 29);
    await both(stack, reconcilePendingCheckouts);
    await both(stack, runPostingOutbox);
    await both(stack, runDuplicateRefunds);
    await both(stack, deliverMail);
  }
  await both(stack, runPostingOutbox);
  await both(stack, runDuplicateRefunds);
  await both(stack, runDuplicateRefunds);
  await both(stack, deliverMail);
}

/** The campaign's count, plus what only two instances can get wrong. */
async function countInstances(
  stack: TwoInstanceStack,
  attempts: PaymentAttempt[],
  held: Held,
  started: number,
) {
  const figures = await tallyCampaign(stack, attempts);
  const db = stack.bffApp.services.db;
  const outbox = await db.selectFrom("mail_outbox").selectAll().where("status", "=", "sent").execute();
  const posting = await db
    .selectFrom("posting_outbox")
    .select("status")
    .where("id", "=", held.postingId ?? -1)
    .executeTakeFirst();
  const mail = await db
    .selectFrom("mail_outbox")
    .select("status")
    .where("id", "=", held.mailId ?? -1)
    .executeTakeFirst();
  return {
    ...figures,
    database: stack.database,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    servedBy: [stack.served.filter((i) => i === 0).length, stack.served.filter((i) => i === 1).length] as [
      number,
      number,
    ],
    mailsSent: stack.sent.length,
    mailsSentTwice: mailsSentTwice(stack, outbox),
    confirmedTwice: [...stack.confirmed]
      .filter(([, by]) => by.length > 1)
      .map(([key, by]) => `${key} (${by})`),
    takenOver: { posting: posting?.status === "done", mail: mail?.status === "sent" },
  };
}

export async function runInstanceCampaign(payments: number, seed: number): Promise<InstanceFigures> {
  const started = performance.now();
  const random = seededRandom(seed);
  let stack: TwoInstanceStack | undefined;
  const relays = new RelayPlan(random, () => stack?.clock.now().getTime() ?? 0);
  stack = await startTwoInstances({
    config: {
      ccbTimeoutMs: 250,
      sessionIdleSeconds: 7 * 24 * 3600,
      rateLimitPerMinute: 1_000_000,
      jobLeaseSeconds: CAMPAIGN_LEASE_SECONDS,
      smtpUrl: "smtp://counted.test",
    },
    ccbSleep: (ms) => delay(ms / SLOW_SCALE),
    gatewayRelay: relays.transport,
  });
  const faults = new BillingFaultSchedule(stack, random);
  const killAt = Math.floor(payments / 2);
  let held: Held = { postingId: null, mailId: null };
  try {
    const customers = await signInCustomers(stack);
    const context = { stack, random, customers, quickPay: quickPayAccounts(), relays };
    const kinds = SCENARIO_KINDS.map((kind) => [kind, kind.weight] as const);
    const attempts: PaymentAttempt[] = [];
    for (let payment = 0; payment < payments; payment++) {
      await faults.maybeStart(0.5);
      attempts.push(await random.weighted(kinds).run(context));
      stack.clock.advance(STEP_MS);
      await relays.deliverDue();
      await both(stack, runPostingOutbox);
      if (payment % 3 === 2) await both(stack, (services) => services.mailer.deliverQueued());
      if (payment % 8 === 7) await both(stack, reconcilePendingCheckouts);
      if (payment % 4 === 3) await both(stack, runDuplicateRefunds);
      // Instance A dies at the first moment after half-time when it can die holding both kinds of work.
      if (payment >= killAt && stack.alive(0) && (await workWaiting(stack)))
        held = await dieHoldingWork(stack, 0);
    }
    await faults.clear();
    await recover(stack, relays);
    return await countInstances(stack, attempts, held, started);
  } finally {
    await stack.close();
  }
}
