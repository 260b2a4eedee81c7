/**
 * 'Where is my payment?' over the real simulators: a card payment's steps while billing is down
 * (safe, posted automatically, no need to pay again), then posted with its time and the receipt; the
 * receipt e-mail links the page; another customer is refused.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { runPostingOutbox } from "../src/features/payments";
import { MAKE_PAYMENT } from "./campaign/billing-faults";
import { type PaymentStack, startPaymentStack } from "./payment-harness";
import { persona } from "./personas";

const maria = persona("postpaid-current");
const jose = persona("postpaid-overdue");
let stack: PaymentStack;

beforeAll(async () => {
  stack = await startPaymentStack({ config: { ccbTimeoutMs: 250 } });
});
afterAll(() => stack.close());

it("follows a card payment from the gateway to billing in plain words, for its payer only", async () => {
  const token = await stack.login(maria.username, maria.password);
  // Billing's make-payment is down from the start: the payment waits in the posting outbox.
  const down = await stack.sim(stack.ccb, "PUT", "/__control/faults", {
    route: MAKE_PAYMENT,
    holdSeconds: 60,
    down: true,
  });
  expect(down.status).toBe(200);
  const paid = await stack.call("/api/v1/payeezy", {
    token,
    body: {
      accounts: [{ accountId: maria.accounts[0]!.accountId, amount: 30 }],
      card_type: "Visa",
      card_holder: "MARIA CRUZ",
      card_num: "4111111111111111",
      exp_date: "1230",
      CAVV: "123",
      billingZipCode: "96913",
      confirmationEmail: "maria.timeline@example.org",
      idempotencyKey: randomUUID(),
    },
  });
  expect(paid.body.approved).toBe(true);
  const invoice = paid.body.invoice as string;
  const timeline = async (who = token) =>
    stack.call("/api/v1/payment-timeline", { token: who, body: { invoice_num: invoice } });

  await runPostingOutbox(stack.bffApp.services);
  const waiting = await timeline();
  expect(waiting.status).toBe(200);
  expect(waiting.body.source).toBe("Card payment");
  expect(waiting.body.steps.map((step: { state: string }) => step.state)).toEqual([
    "done",
    "done",
    "waiting",
    "done",
  ]);
  expect(waiting.body.next).toBe(
    "Billing is not answering; your payment is safe and will be posted automatically; no need to pay again.",
  );

  await stack.sim(stack.ccb, "DELETE", "/__control/faults");
  stack.clock.advance(10 * 60_000);
  await runPostingOutbox(stack.bffApp.services);
  const posted = await timeline();
  expect(posted.body.steps[2]).toMatchObject({ key: "posted", state: "done" });
  expect(posted.body.steps[2].at).not.toBeNull();
  expect(posted.body.next).toBeNull();

  const { body: mail } = await stack.call(
    "/__control/mail?kind=payment-receipt&to=maria.timeline%40example.org",
  );
  expect(mail.messages[0].text).toContain(`/payment-timeline/${invoice}?ref=`);

  // The e-mail's link opens the timeline without a login, for this payment only.
  const reference = /\/payment-timeline\/\d+\?ref=([\w-]+)/.exec(mail.messages[0].text)?.[1] ?? "";
  const byReference = (body: Record<string, unknown>) =>
    stack.call("/api/v1/payment-timeline/by-reference", { body });
  const opened = await byReference({ invoice_num: invoice, reference });
  expect(opened.status).toBe(200);
  expect(opened.body.steps[2]).toMatchObject({ key: "posted", state: "done" });
  // The result page hands the same reference to whoever may read it.
  const details = await stack.call("/api/payment-details", { token, body: { invoice_num: invoice } });
  expect(details.body.timelineReference).toBe(reference);
  // Another payment's number with this reference, or a changed reference, opens nothing.
  const next = String(Number(invoice) + 1);
  expect((await byReference({ invoice_num: next, reference })).status).toBe(404);
  const changed = `${reference.slice(0, -1)}${reference.endsWith("A") ? "B" : "A"}`;
  const wrong = await byReference({ invoice_num: invoice, reference: changed });
  expect(wrong.status).toBe(404);
  expect(wrong.body.error.code).toBe("NOT_FOUND");

  const other = await timeline(await stack.login(jose.username, jose.password));
  expect(other.status).toBe(403);
});
