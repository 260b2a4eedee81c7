/**
 * The campaign's SMS slice (decision 038): the customers whose accounts are paid chose
 * "My payment has posted" by text at confirmed numbers, so each approved payment queues a "received"
 * and each posting a "posted" text; meanwhile the sms-simulator is down, slow (answering within the
 * BFF's limit, or past it: taking the text and losing the answer) in windows of the shared clock.
 * At the end: every text the outbox holds was taken by the provider exactly once (none lost, none
 * sent twice).
 */
import type { PaymentStack } from "../payment-harness";
import { persona } from "../personas";
import type { Random } from "../seeded-random";

export const SMS_FAULT_KINDS = [
  { name: "down", weight: 2, fault: () => ({ down: true }) },
  // Slow within the BFF's limit: answered, late.
  { name: "slow", weight: 1, fault: (random: Random) => ({ latencyMs: random.between(20, 60) }) },
  // Slow past it: the provider takes the text, the answer never comes.
  { name: "answer lost", weight: 2, fault: () => ({ loseAnswer: true }) },
] as const;

/**
 * The holders of these accounts chose payment texts: paid by quick pay and signed in, some of the
 * campaign's payments each (a text costs the CI slice time: not every account texts).
 */
const PAYERS = ["postpaid-current", "postpaid-overdue", "deposit-applicable"];

export async function choosePaymentTexts(stack: PaymentStack): Promise<void> {
  const { db } = stack.bffApp.services;
  const at = stack.clock.now().toISOString();
  for (const [index, key] of PAYERS.entries()) {
    const who = persona(key);
    await db
      .insertInto("text_numbers")
      .values({
        person_id: who.personId,
        phone: `+1671555${4000 + index}`,
        code_hash: null,
        code_expires_at: null,
        code_tries: 0,
        confirmed_at: at,
        consent_text: "I agree",
        consent_version: "2026-12-02",
        updated_at: at,
      })
      .onConflict((oc) => oc.column("person_id").doNothing())
      .execute();
    for (const account of who.accounts) {
      await db
        .insertInto("notification_settings")
        .values({
          account_id: account.accountId,
          notice: "paymentPosted",
          person_id: who.personId,
          by_email: 0,
          by_text: 1,
          updated_at: at,
        })
        .onConflict((oc) => oc.columns(["account_id", "notice"]).doNothing())
        .execute();
    }
  }
}

/** The provider's faults, in windows of 10–60 s of the shared clock (the simulator clears each). */
export class SmsFaultSchedule {
  private until = 0;
  readonly windows = new Map<string, number>();

  constructor(
    private readonly stack: PaymentStack,
    private readonly random: Random,
  ) {}

  async maybeStart(probability: number): Promise<void> {
    const now = this.stack.clock.now().getTime();
    if (now < this.until || !this.random.chance(probability)) return;
    const kind = this.random.weighted(SMS_FAULT_KINDS.map((item) => [item, item.weight] as const));
    const holdSeconds = this.random.between(10, 60);
    const answer = await this.stack.sim(this.stack.sms ?? "", "PUT", "/__control/faults", {
      route: "*",
      holdSeconds,
      ...kind.fault(this.random),
    });
    if (answer.status !== 200) throw new Error(`sms fault refused: ${JSON.stringify(answer.body)}`);
    this.until = now + holdSeconds * 1000;
    this.windows.set(kind.name, (this.windows.get(kind.name) ?? 0) + 1);
  }

  async clear(): Promise<void> {
    await this.stack.sim(this.stack.sms ?? "", "DELETE", "/__control/faults");
    this.until = 0;
  }
}

/** What the outbox holds against what the provider took. */
export async function tallyTexts(stack: PaymentStack) {
  const rows = await stack.bffApp.services.db.selectFrom("text_outbox").selectAll().execute();
  const { body } = await stack.sim(stack.sms ?? "", "GET", "/__control/messages");
  const taken = (body.messages as { sid: string; direction: string }[]).filter((m) =>
    m.direction.startsWith("outbound"),
  );
  const takenBySid = new Map(taken.map((m) => [m.sid, m]));
  const recorded = rows.map((row) => row.provider_id).filter((id): id is string => Boolean(id));
  return {
    texts: rows.length,
    taken: taken.length,
    /** Rows not handed over (still queued or given up): lost. */
    notSent: rows
      .filter((row) => row.status !== "sent")
      .map((row) => `${row.id} ${row.status} ${row.last_error}`),
    /** Rows whose provider id the provider does not know, or that two rows share. */
    unknownIds: recorded.filter((id) => !takenBySid.has(id)),
    sharedIds: recorded.filter((id, index) => recorded.indexOf(id) !== index),
    /** Texts the provider took that no row records: sent twice. */
    extra: taken.filter((m) => !recorded.includes(m.sid)).map((m) => m.sid),
    retried: rows.filter((row) => row.attempts > 1 || row.outcome_unknown).length,
  };
}
