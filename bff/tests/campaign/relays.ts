/**
 * The gateway's relay responses during a campaign: most are delivered at once; some are dropped
 * (the gateway's `drop-next-relay`: only reconciliation can settle the checkout) and some are late
 * (held back here, the gateway sees a failed relay, and they reach the BFF from 10 s to 15 minutes
 * later, before or after reconciliation settled the checkout).
 */
import type { PaymentStack } from "../payment-harness";
import { postForm } from "../payment-harness";
import type { Random } from "../seeded-random";

export type RelayFate = "delivered" | "dropped" | "late";

interface HeldRelay {
  url: string;
  form: Readonly<Record<string, string>>;
  dueAt: number;
}

export interface RelayDraw {
  fate: RelayFate;
  /** How late a late relay arrives. */
  lateByMs: number;
}

export class RelayPlan {
  private holdNextFor: number | null = null;
  private held: HeldRelay[] = [];
  readonly counts = { delivered: 0, dropped: 0, late: 0, lateRefused: 0 };

  constructor(
    private readonly random: Random,
    private readonly now: () => number,
  ) {}

  /** The gateway's relay transport (`startPaymentStack({ gatewayRelay })`). */
  readonly transport = async (url: string, form: Readonly<Record<string, string>>): Promise<Response> => {
    if (this.holdNextFor !== null) {
      this.held.push({ url, form, dueAt: this.now() + this.holdNextFor });
      this.holdNextFor = null;
      throw new Error("relay timed out");
    }
    return postForm(url, form);
  };

  /** Draws what will happen to a relay (before any call, so that the draw never depends on timing). */
  draw(): RelayDraw {
    const fate = this.random.weighted<RelayFate>([
      ["delivered", 6],
      ["dropped", 2],
      ["late", 2],
    ]);
    return { fate, lateByMs: this.random.between(10, 900) * 1000 };
  }

  /** Arranges the drawn fate for the next relay, right before the card form is submitted. */
  async arrange(stack: PaymentStack, draw: RelayDraw): Promise<void> {
    if (draw.fate === "dropped") await stack.sim(stack.gateway, "POST", "/__control/drop-next-relay");
    this.holdNextFor = draw.fate === "late" ? draw.lateByMs : null;
    this.counts[draw.fate]++;
  }

  /** Delivers the late relays that are due (all of them with `all`). */
  async deliverDue(all = false): Promise<void> {
    const due = this.held.filter((relay) => all || relay.dueAt <= this.now());
    this.held = this.held.filter((relay) => !due.includes(relay));
    for (const relay of due) {
      const answer = await postForm(relay.url, relay.form);
      if (!answer.ok) this.counts.lateRefused++;
      await answer.body?.cancel();
    }
  }
}
