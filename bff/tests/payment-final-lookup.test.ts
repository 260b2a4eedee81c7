/**
 * The last lookup of a settled checkout (src/features/payments/settlement/final-lookup.ts): an approval the BFF never
 * met because the gateway lost its relay is found an hour after the checkout was created.
 */
import { afterEach, beforeEach, expect, it } from "vitest";
import { reconcilePendingCheckouts, runDuplicateRefunds, runPostingOutbox } from "../src/features/payments";
import type { Json } from "./harness";
import { type PaymentStack, payOnHostedPage, signedAgain, startPaymentStack } from "./payment-harness";
import { persona } from "./personas";

let stack: PaymentStack;
beforeEach(async () => {
  stack = await startPaymentStack();
});
afterEach(async () => {
  await stack.close();
});

const current = persona("postpaid-current");
const accountId = current.accounts[0]!.accountId;

async function checkoutForm(amount: number) {
  const token = await stack.login(current.username, current.password);
  const { body } = await stack.call("/api/v1/get-fphash", {
    token,
    body: { accounts: [{ accountId, amount }] },
  });
  return body as { fp_sequence: string; fields: Record<string, string> };
}

async function pay(fields: Record<string, string>, card: string, relay: "delivered" | "dropped") {
  if (relay === "dropped") await stack.sim(stack.gateway, "POST", "/__control/drop-next-relay");
  await (await payOnHostedPage(stack, fields, { number: card })).body?.cancel();
}

/** The card's charges for the invoice at the gateway, each with what was given back of it. */
async function chargesAtGateway(invoice: string) {
  const { body } = await stack.sim(stack.gateway, "GET", "/__control/transactions");
  const all = (body.transactions as Json[]).filter((t) => t.invoice === invoice && t.approved);
  return all
    .filter((t) => t.transactionType === "00")
    .map((charge) => ({
      tag: charge.transactionTag,
      refunded: all.some((t) => t.transactionType === "34" && t.originalTag === charge.transactionTag),
    }));
}

async function hourLater() {
  stack.clock.advance(61 * 60_000);
  await reconcilePendingCheckouts(stack.bffApp.services);
  await runDuplicateRefunds(stack.bffApp.services);
  await runPostingOutbox(stack.bffApp.services);
}

it("refunds a second approval for one invoice whose relay the gateway lost, at the last lookup", async () => {
  const form = await checkoutForm(42);
  await pay(form.fields, "4111111111111111", "delivered");
  await pay(signedAgain(stack, form.fields), "5500000000000004", "dropped");
  expect(await chargesAtGateway(form.fp_sequence)).toMatchObject([{ refunded: false }, { refunded: false }]);

  await hourLater();

  const charges = await chargesAtGateway(form.fp_sequence);
  expect(charges.map((charge) => charge.refunded)).toEqual([false, true]);
  const { body: billing } = await stack.sim(stack.ccb, "GET", "/__control/payments");
  const posted = (billing.payments as Json[]).filter((p) =>
    p.externalReferenceId.startsWith(`PAYGPA-${form.fp_sequence}-`),
  );
  expect(posted).toHaveLength(1);
});

it("posts an approval made after a decline on the same page when its relay was lost", async () => {
  const form = await checkoutForm(37.5);
  await pay(form.fields, "4000000000000002", "delivered");
  await pay(form.fields, "4111111111111111", "dropped");
  const db = stack.bffApp.services.db;
  const checkout = () =>
    db
      .selectFrom("checkouts")
      .select("status")
      .where("invoice_num", "=", form.fp_sequence)
      .executeTakeFirstOrThrow();
  expect((await checkout()).status).toBe("declined");

  await hourLater();

  expect((await checkout()).status).toBe("approved");
  const { body: billing } = await stack.sim(stack.ccb, "GET", "/__control/payments");
  const posted = (billing.payments as Json[]).filter((p) =>
    p.externalReferenceId.startsWith(`PAYGPA-${form.fp_sequence}-`),
  );
  expect(posted).toMatchObject([{ AccountID: accountId, amount: "37.50" }]);
  expect((await chargesAtGateway(form.fp_sequence)).map((charge) => charge.refunded)).toEqual([false]);
});

it("looks a settled checkout up once", async () => {
  const form = await checkoutForm(12);
  await pay(form.fields, "4111111111111111", "delivered");
  stack.clock.advance(61 * 60_000);
  expect(await reconcilePendingCheckouts(stack.bffApp.services)).toMatchObject({
    finalLookup: { lookedUp: 1, approvalsFound: 0 },
  });
  expect(await reconcilePendingCheckouts(stack.bffApp.services)).toMatchObject({
    finalLookup: { lookedUp: 0 },
  });
});
