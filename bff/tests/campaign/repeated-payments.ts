/**
 * One payment made more than once, the way people do it: the card dialog's request sent again under
 * its idempotency key (a double click, a retry after a slow answer), the hosted checkout's form asked
 * for twice, and one checkout open in two tabs. Each should charge once. The last variant really
 * charges twice (a second fingerprint for one invoice): the second charge must be refunded
 * automatically. Every draw comes before the first call (see scenarios.ts).
 */
import { type PaymentStack, payOnHostedPage, postForm, signedAgain } from "../payment-harness";
import {
  type CampaignContext,
  type Card,
  cardDialogBody,
  cardDialogOutcome,
  DIALOG_BRANDS,
  drawCard,
  drawIdempotencyKey,
  drawLines,
  HOSTED_BRANDS,
  type PaymentAttempt,
  type ScenarioKind,
} from "./checkout-steps";

type Timing = "parallel" | "after the answer" | "both";

/** Sends `copies` requests: all at once, each after the previous answer, or two at once then the rest. */
async function repeat<T>(copies: number, timing: Timing, send: () => Promise<T>): Promise<T[]> {
  if (timing === "parallel") return Promise.all(Array.from({ length: copies }, send));
  const answers: T[] = timing === "both" ? await Promise.all([send(), send()]) : [];
  while (answers.length < copies) answers.push(await send());
  return answers;
}

function distinct(invoices: (string | null | undefined)[]): string[] {
  return [...new Set(invoices.filter((invoice): invoice is string => typeof invoice === "string"))];
}

/** Slows the gateway's transaction API (real milliseconds) while `work` runs. */
async function withSlowGateway<T>(
  stack: PaymentStack,
  latencyMs: number,
  work: () => Promise<T>,
): Promise<T> {
  if (latencyMs === 0) return work();
  await stack.sim(stack.gateway, "PUT", "/__control/faults", { route: "/transaction/*", latencyMs });
  try {
    return await work();
  } finally {
    await stack.sim(stack.gateway, "DELETE", "/__control/faults");
  }
}

async function cardDialogRepeated(context: CampaignContext): Promise<PaymentAttempt> {
  const { random, stack } = context;
  const customer = random.pick(context.customers);
  const lines = drawLines(random, customer.accounts);
  const card = drawCard(random, DIALOG_BRANDS);
  const key = drawIdempotencyKey(random);
  const copies = random.between(2, 5);
  const timing = random.pick<Timing>(["parallel", "after the answer", "both"]);
  const slowMs = random.chance(0.3) ? random.between(200, 600) : 0;
  const body = cardDialogBody(customer, lines, card, key);
  const answers = await withSlowGateway(stack, slowMs, () =>
    repeat(copies, timing, () => stack.call("/api/v1/payeezy", { token: customer.token, body })),
  );
  const outcomes = answers.map(cardDialogOutcome);
  const shown = outcomes.find((outcome) => outcome.outcome !== "refused") ?? outcomes[0]!;
  return {
    kind: "duplicate submission",
    ...shown,
    invoicesNamed: distinct(outcomes.map((outcome) => outcome.invoice)),
    variant: `card dialog ×${copies}, ${timing}${slowMs ? ", gateway slow" : ""}`,
  };
}

async function hostedFormAskedTwice(context: CampaignContext): Promise<PaymentAttempt> {
  const { random, stack } = context;
  const customer = random.pick(context.customers);
  const lines = drawLines(random, customer.accounts);
  const card = drawCard(random, HOSTED_BRANDS);
  const relay = context.relays.draw();
  const key = drawIdempotencyKey(random);
  const timing = random.pick<Timing>(["parallel", "after the answer"]);
  const ask = () =>
    stack.call("/api/v1/get-fphash", {
      token: customer.token,
      body: { accounts: lines, idempotencyKey: key },
    });
  const forms = (await repeat(2, timing, ask)).filter((form) => form.status === 200);
  const variant = `get-fphash ×2, ${timing}`;
  const form = forms[0];
  if (!form) return { kind: "duplicate submission", invoice: null, outcome: "refused", variant };
  await context.relays.arrange(stack, relay);
  const answer = await payOnHostedPage(stack, form.body.fields, { number: card.number });
  await answer.body?.cancel();
  return {
    kind: "duplicate submission",
    invoice: form.body.fp_sequence,
    outcome: card.approves ? "approved" : "declined",
    invoicesNamed: distinct(forms.map((each) => each.body.fp_sequence)),
    variant,
  };
}

export const DUPLICATE_SUBMISSION: ScenarioKind = {
  name: "duplicate submission",
  weight: 2,
  run: (context) =>
    context.random.chance(0.3) ? hostedFormAskedTwice(context) : cardDialogRepeated(context),
};

/** A tab's POST of the hidden form: the card form's address (the payment session). */
async function openTab(stack: PaymentStack, fields: Record<string, string>): Promise<string | null> {
  const page = await postForm(`${stack.gateway}/payment`, fields);
  const html = await page.text();
  return page.status === 200 ? (/<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? null) : null;
}

async function payInTab(stack: PaymentStack, action: string | null, card: Card): Promise<number> {
  if (!action) return 0;
  const answer = await postForm(`${stack.gateway}${action}`, {
    cardholder_name: "MARIA CRUZ",
    card_number: card.number,
    expiry: "12/30",
    cvv: "123",
  });
  await answer.body?.cancel();
  return answer.status;
}

type TabsVariant = "parallel" | "one after the other" | "second fingerprint";

export const TWO_TAB_CHECKOUT: ScenarioKind = {
  name: "two-tab checkout",
  weight: 2,
  async run(context) {
    const { random, stack } = context;
    const customer = random.pick(context.customers);
    const lines = drawLines(random, customer.accounts);
    const variant = random.pick<TabsVariant>(["parallel", "one after the other", "second fingerprint"]);
    // A second fingerprint only tells something when both tabs are approved.
    const approveChance = variant === "second fingerprint" ? 1 : 0.85;
    const cards = [
      drawCard(random, HOSTED_BRANDS, approveChance),
      drawCard(random, HOSTED_BRANDS, approveChance),
    ];
    const relays = [context.relays.draw(), context.relays.draw()] as const;
    const form = await stack.call("/api/v1/get-fphash", { token: customer.token, body: { accounts: lines } });
    if (form.status !== 200) return { kind: "two-tab checkout", invoice: null, outcome: "refused", variant };
    const fields: Record<string, string> = form.body.fields;
    const [first, second] = cards as [Card, Card];
    if (variant === "second fingerprint") {
      await context.relays.arrange(stack, relays[0]);
      await payInTab(stack, await openTab(stack, fields), first);
      await context.relays.arrange(stack, relays[1]);
      await payInTab(stack, await openTab(stack, signedAgain(stack, fields)), second);
    } else {
      // Both tabs show the page before either pays: one fingerprint, one session.
      const [tab1, tab2] = await Promise.all([openTab(stack, fields), openTab(stack, fields)]);
      await context.relays.arrange(stack, relays[0]);
      if (variant === "parallel") {
        await Promise.all([payInTab(stack, tab1, first), payInTab(stack, tab2, second)]);
      } else {
        await payInTab(stack, tab1, first);
        // The second tab's card is taken only after a decline (else "already submitted": no relay).
        if (!first.approves) await context.relays.arrange(stack, relays[1]);
        await payInTab(stack, tab2, second);
      }
    }
    return {
      kind: "two-tab checkout",
      invoice: form.body.fp_sequence,
      outcome: first.approves || second.approves ? "approved" : "declined",
      variant,
    };
  },
};
