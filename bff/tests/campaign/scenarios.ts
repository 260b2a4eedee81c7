/**
 * The kinds of payment a campaign makes, as a list: each draws its payer, accounts, amounts and
 * card from the seeded random and pays through the real simulators, the way a browser would.
 *
 * Two more kinds belong here once idempotency keys and automatic refunds have landed: a duplicate
 * submission (the card dialog's request sent twice with one idempotency key) and one checkout opened
 * in two tabs (one get-fphash form paid twice on the gateway's page). Add them to SCENARIO_KINDS.
 */
import { type PaymentStack, payOnHostedPage } from "../payment-harness";
import { persona } from "../personas";
import type { Random } from "./random";
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

function drawCard(random: Random, brands: readonly string[]) {
  const approves = random.chance(0.85);
  const card = random.pick(
    (approves ? CARDS.approves : CARDS.declines).filter((c) => brands.includes(c.brand)),
  );
  return { ...card, approves };
}

function drawLines(random: Random, accounts: readonly string[]) {
  const count = random.between(1, Math.min(accounts.length, 3));
  const shuffled = [...accounts];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = random.between(0, i);
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  const chosen = shuffled.slice(0, count);
  return chosen.map((accountId) => ({ accountId, amount: random.between(100, 30_000) / 100 }));
}

/** get-fphash, then the gateway's page with the card; card and relay fate are drawn first. */
async function payOnGatewayPage(
  context: CampaignContext,
  kind: string,
  token: string,
  accounts: { accountId: string; amount: number }[],
  plan: { card: ReturnType<typeof drawCard>; relay: RelayDraw },
): Promise<PaymentAttempt> {
  const form = await context.stack.call("/api/v1/get-fphash", { token, body: { accounts } });
  if (form.status !== 200) return { kind, invoice: null, outcome: "refused" };
  await context.relays.arrange(context.stack, plan.relay);
  const answer = await payOnHostedPage(context.stack, form.body.fields, { number: plan.card.number });
  await answer.body?.cancel();
  return { kind, invoice: form.body.fp_sequence, outcome: plan.card.approves ? "approved" : "declined" };
}

const HOSTED_BRANDS = ["Visa", "MasterCard", "Discover"];

/**
 * Each kind draws everything it needs from the random before its first call, so that a call failing
 * on a busy machine never shifts the draws of the rest of the campaign.
 */
export const SCENARIO_KINDS: readonly ScenarioKind[] = [
  {
    name: "quick pay",
    weight: 3,
    async run(context) {
      const { accountId, zip } = context.random.pick(context.quickPay);
      const lines = drawLines(context.random, [accountId]);
      const plan = { card: drawCard(context.random, HOSTED_BRANDS), relay: context.relays.draw() };
      const checked = await context.stack.call("/api/v1/validate-account", {
        body: { accountId, division: "GPA", postal: zip },
      });
      if (checked.status !== 200 || checked.body.status !== "Success") {
        return { kind: "quick pay", invoice: null, outcome: "refused" };
      }
      return payOnGatewayPage(context, "quick pay", checked.body.token, lines, plan);
    },
  },
  {
    name: "hosted checkout",
    weight: 3,
    async run(context) {
      const customer = context.random.pick(context.customers);
      const lines = drawLines(context.random, customer.accounts);
      const plan = { card: drawCard(context.random, HOSTED_BRANDS), relay: context.relays.draw() };
      return payOnGatewayPage(context, "hosted checkout", customer.token, lines, plan);
    },
  },
  {
    name: "card API",
    weight: 3,
    async run(context) {
      const customer = context.random.pick(context.customers);
      const lines = drawLines(context.random, customer.accounts);
      const card = drawCard(context.random, ["Visa", "MasterCard"]);
      const answer = await context.stack.call("/api/v1/payeezy", {
        token: customer.token,
        body: {
          accounts: lines,
          card_type: card.brand,
          card_holder: customer.name,
          card_num: card.number,
          exp_date: "1230",
          CAVV: "123",
          billingZipCode: "96913",
          confirmationEmail: "campaign@example.org",
        },
      });
      if (answer.status === 200) {
        return {
          kind: "card API",
          invoice: answer.body.invoice,
          outcome: answer.body.approved ? "approved" : "declined",
        };
      }
      const invoice = answer.body?.error?.invoice ?? null;
      return { kind: "card API", invoice, outcome: invoice ? "unknown" : "refused" };
    },
  },
];

/**
 * The signed-in customers of a campaign: personas with residential accounts, one session each.
 * One at a time, each tried a few times: the campaign's short billing timeout can cut a login short
 * on a busy machine.
 */
export async function signInCustomers(stack: PaymentStack): Promise<Customer[]> {
  const keys = ["postpaid-current", "postpaid-overdue", "due-today", "postpaid-and-prepaid", "many-accounts"];
  const customers: Customer[] = [];
  for (const key of keys) {
    const who = persona(key);
    let token: string | null = null;
    for (let attempt = 1; token === null; attempt++) {
      token = await stack.login(who.username, who.password).catch((error: unknown) => {
        if (attempt >= 5) throw error;
        return null;
      });
    }
    customers.push({
      token,
      name: who.username.toUpperCase(),
      accounts: who.accounts.filter((account) => account.customerClass === "RESID").map((a) => a.accountId),
    });
  }
  return customers;
}

export function quickPayAccounts(): { accountId: string; zip: string }[] {
  return ["postpaid-current", "postpaid-overdue", "deposit-applicable", "deposit-credit"].map((key) => {
    const who = persona(key);
    return { accountId: who.accounts[0]!.accountId, zip: who.zip };
  });
}
