/**
 * What every kind of campaign payment shares: the context, what the customer saw, and the draws and
 * steps a browser makes (cards, lines, idempotency keys, the card dialog's request, the gateway's page).
 */
import type { Json } from "../harness";
import type { PaymentStack } from "../payment-harness";
import { payOnHostedPage } from "../payment-harness";
import type { Random } from "../seeded-random";
import type { RelayDraw, RelayPlan } from "./relays";

export interface Customer {
  token: string;
  name: string;
  /** Residential accounts this customer may pay (several lines in one checkout). */
  accounts: string[];
}

export interface CampaignContext {
  stack: PaymentStack;
  random: Random;
  customers: Customer[];
  quickPay: { accountId: string; zip: string }[];
  relays: RelayPlan;
}

/** What the customer saw: the invoice when a checkout exists, and whether the card was meant to pass. */
export interface PaymentAttempt {
  kind: string;
  invoice: string | null;
  /** 'refused' when the portal could not start the payment (billing unreachable for the checks). */
  outcome: "approved" | "declined" | "refused" | "unknown";
  /**
   * Every invoice the answers to one submission named (repeats of one idempotency key, two tabs of
   * one form): more than one means one submission made two checkouts.
   */
  invoicesNamed?: string[];
  /** Which variant of its kind the payment was (e.g. "parallel", "second fingerprint"). */
  variant?: string;
}

export interface ScenarioKind {
  name: string;
  weight: number;
  run(context: CampaignContext): Promise<PaymentAttempt>;
}

const CARDS = {
  approves: [
    { number: "4111111111111111", brand: "Visa" },
    { number: "5500000000000004", brand: "MasterCard" },
    { number: "6011000000000004", brand: "Discover" },
  ],
  declines: [
    { number: "4000000000000002", brand: "Visa" },
    { number: "5105105105105100", brand: "MasterCard" },
  ],
} as const;

export const HOSTED_BRANDS = ["Visa", "MasterCard", "Discover"];
export const DIALOG_BRANDS = ["Visa", "MasterCard"];

export type Card = ReturnType<typeof drawCard>;

export function drawCard(random: Random, brands: readonly string[], approveChance = 0.85) {
  const approves = random.chance(approveChance);
  const card = random.pick(
    (approves ? CARDS.approves : CARDS.declines).filter((c) => brands.includes(c.brand)),
  );
  return { ...card, approves };
}

export function drawLines(random: Random, accounts: readonly string[]) {
  const count = random.between(1, Math.min(accounts.length, 3));
  const shuffled = [...accounts];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = random.between(0, i);
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  const chosen = shuffled.slice(0, count);
  return chosen.map((accountId) => ({ accountId, amount: random.between(100, 30_000) / 100 }));
}

/** An idempotency key as the portal makes one per opening of the dialog (drawn: the run replays). */
export function drawIdempotencyKey(random: Random): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  return Array.from({ length: 24 }, () => alphabet[random.between(0, alphabet.length - 1)]).join("");
}

/** The card dialog's request body (POST /api/v1/payeezy). */
export function cardDialogBody(
  customer: Customer,
  lines: { accountId: string; amount: number }[],
  card: Card,
  idempotencyKey: string,
) {
  return {
    accounts: lines,
    card_type: card.brand,
    card_holder: customer.name,
    card_num: card.number,
    exp_date: "1230",
    CAVV: "123",
    billingZipCode: "96913",
    confirmationEmail: "campaign@example.org",
    idempotencyKey,
  };
}

/** What one answer of the card dialog tells: the invoice it names and the attempt's outcome. */
export function cardDialogOutcome(answer: { status: number; body: Json }): Omit<PaymentAttempt, "kind"> {
  if (answer.status === 200) {
    return { invoice: answer.body.invoice, outcome: answer.body.approved ? "approved" : "declined" };
  }
  const invoice = answer.body?.error?.invoice ?? null;
  return { invoice, outcome: invoice ? "unknown" : "refused" };
}

/** get-fphash, then the gateway's page with the card; card and relay fate are drawn first. */
export async function payOnGatewayPage(
  context: CampaignContext,
  kind: string,
  token: string,
  accounts: { accountId: string; amount: number }[],
  plan: { card: Card; relay: RelayDraw },
): Promise<PaymentAttempt> {
  const form = await context.stack.call("/api/v1/get-fphash", { token, body: { accounts } });
  if (form.status !== 200) return { kind, invoice: null, outcome: "refused" };
  await context.relays.arrange(context.stack, plan.relay);
  const answer = await payOnHostedPage(context.stack, form.body.fields, { number: plan.card.number });
  await answer.body?.cancel();
  return { kind, invoice: form.body.fp_sequence, outcome: plan.card.approves ? "approved" : "declined" };
}
