/**
 * The billing faults of a campaign: windows of 10–60 s (of the shared clock) during which
 * make-payment is down, slow past the BFF's timeout, answers 408, 429, 500 or 503, or drops the
 * connection after posting (the answer is lost). The simulator clears each one by itself
 * (`holdSeconds`); the campaign only starts them.
 */
import type { PaymentStack } from "../payment-harness";
import type { Random } from "../seeded-random";

export const MAKE_PAYMENT = "/rest/apis/customer/financials/paymentEvents/";

export interface BillingFaultKind {
  name: string;
  weight: number;
  fault(random: Random): Record<string, unknown>;
}

/** Latency is waited out by the simulator at 1/100 of its length: 30–60 s is 300–600 ms, past the timeout. */
export const SLOW_SCALE = 100;

export const BILLING_FAULT_KINDS: readonly BillingFaultKind[] = [
  { name: "down", weight: 3, fault: () => ({ down: true }) },
  { name: "slow", weight: 1, fault: (random) => ({ latencyMs: random.between(30, 60) * 1000 }) },
  { name: "408", weight: 2, fault: () => ({ status: 408 }) },
  {
    name: "429",
    weight: 2,
    fault: (random) => ({
      status: 429,
      ...(random.chance(0.5) ? { retryAfterSeconds: random.between(5, 30) } : {}),
    }),
  },
  { name: "500", weight: 2, fault: () => ({ status: 500 }) },
  { name: "503", weight: 1, fault: (random) => ({ status: 503, retryAfterSeconds: random.between(5, 60) }) },
  { name: "answer lost", weight: 2, fault: () => ({ loseAnswer: true }) },
];

export class BillingFaultSchedule {
  private until = 0;
  readonly windows = new Map<string, number>();

  constructor(
    private readonly stack: PaymentStack,
    private readonly random: Random,
  ) {}

  /** While no fault holds, starts one with the given probability. */
  async maybeStart(probability: number): Promise<void> {
    const now = this.stack.clock.now().getTime();
    if (now < this.until || !this.random.chance(probability)) return;
    const kind = this.random.weighted(BILLING_FAULT_KINDS.map((item) => [item, item.weight] as const));
    const holdSeconds = this.random.between(10, 60);
    const answer = await this.stack.sim(this.stack.ccb, "PUT", "/__control/faults", {
      route: MAKE_PAYMENT,
      holdSeconds,
      ...kind.fault(this.random),
    });
    if (answer.status !== 200) throw new Error(`fault refused: ${JSON.stringify(answer.body)}`);
    this.until = now + holdSeconds * 1000;
    this.windows.set(kind.name, (this.windows.get(kind.name) ?? 0) + 1);
  }

  async clear(): Promise<void> {
    await this.stack.sim(this.stack.ccb, "DELETE", "/__control/faults");
    this.until = 0;
  }
}
