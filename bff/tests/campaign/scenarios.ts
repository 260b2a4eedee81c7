/**
 * The kinds of payment a campaign makes, as a list: each draws its payer, accounts, amounts and
 * card from the seeded random and pays through the real simulators, the way a browser would.
 * The repeats of one payment (the card dialog's request sent again, one checkout in two tabs) are in
 * `repeated-payments.ts`.
 */
import { persona } from "../personas";
import type { PaymentStack } from "../payment-harness";
import {
  type Customer,
  cardDialogBody,
  cardDialogOutcome,
  DIALOG_BRANDS,
  drawCard,
  drawIdempotencyKey,
  drawLines,
  HOSTED_BRANDS,
  payOnGatewayPage,
  type ScenarioKind,
} from "./checkout-steps";
import { DUPLICATE_SUBMISSION, TWO_TAB_CHECKOUT } from "./repeated-payments";

export type { CampaignContext, Customer, PaymentAttempt, ScenarioKind } from "./checkout-steps";

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
      const card = drawCard(context.random, DIALOG_BRANDS);
      const key = drawIdempotencyKey(context.random);
      const answer = await context.stack.call("/api/v1/payeezy", {
        token: customer.token,
        body: cardDialogBody(customer, lines, card, key),
      });
      return { kind: "card API", ...cardDialogOutcome(answer) };
    },
  },
  DUPLICATE_SUBMISSION,
  TWO_TAB_CHECKOUT,
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
