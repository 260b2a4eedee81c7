/**
 * The BFF calls only what GGE4 offers (decision 026): after a full run — hosted payments with the
 * relay confirmed, a relay lost and reconciled, a second approval refunded at the last lookup, a
 * card-dialog purchase and a day's reconciliation — the gateway simulator's journal holds no path the
 * real gateway does not have, and its read path is the Transaction Search and Reporting API.
 */
import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, expect, it } from "vitest";
import { reconcilePendingCheckouts, runDuplicateRefunds, runPostingOutbox } from "../src/features/payments";
import type { Json } from "./harness";
import { type PaymentStack, payOnHostedPage, signedAgain, startPaymentStack } from "./payment-harness";
import { persona } from "./personas";
import { adminToken } from "./reports/report-stack";

/**
 * GGE4's public surface as a merchant and its customers' browsers meet it: the hosted page (its
 * form POST and the page's own card step), the direct API's versioned transaction path, and the
 * Search API.
 */
const GGE4_SURFACE: readonly { method: string; path: RegExp }[] = [
  { method: "POST", path: /^\/payment$/ },
  { method: "POST", path: /^\/payment\/[^/]+\/pay$/ },
  { method: "POST", path: /^\/transaction\/v(1[1-9]|2[0-8])$/ },
  { method: "GET", path: /^\/transaction\/search$/ },
];

let stack: PaymentStack;
beforeEach(async () => {
  stack = await startPaymentStack();
});
afterEach(async () => {
  await stack.close();
});

const current = persona("postpaid-current");
const accountId = current.accounts[0]!.accountId;

async function checkoutForm(token: string, amount: number) {
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

it("makes no call outside GGE4's surface in a whole payment, reconciliation and refund run", async () => {
  await stack.sim(stack.gateway, "DELETE", "/__control/journal");
  const token = await stack.login(current.username, current.password);

  // A relay delivered (confirmed by tag), a second approval whose relay was lost (refunded at the
  // last lookup), a checkout whose only relay was lost (settled by reconciliation).
  const twice = await checkoutForm(token, 42);
  await pay(twice.fields, "4111111111111111", "delivered");
  await pay(signedAgain(stack, twice.fields), "5500000000000004", "dropped");
  const lost = await checkoutForm(token, 17);
  await pay(lost.fields, "4111111111111111", "dropped");
  // The card dialog's purchase on the direct API.
  const direct = await stack.call("/api/v1/payeezy", {
    token,
    body: {
      accounts: [{ accountId, amount: 15.75 }],
      idempotencyKey: randomUUID(),
      card_type: "Visa",
      card_holder: "MARIA CRUZ",
      card_num: "4111111111111111",
      exp_date: "1230",
      CAVV: "123",
      billingZipCode: "96929",
      confirmationEmail: "maria.receipts@example.org",
    },
  });
  expect(direct.body).toMatchObject({ approved: true });

  stack.clock.advance(61 * 60_000);
  const run = await reconcilePendingCheckouts(stack.bffApp.services);
  expect(run).toMatchObject({ settled: 1, finalLookup: { approvalsFound: 1 } });
  await runDuplicateRefunds(stack.bffApp.services);
  const { body: gateway } = await stack.sim(stack.gateway, "GET", "/__control/transactions");
  const refunds = (gateway.transactions as Json[]).filter((t) => t.transactionType === "34" && t.approved);
  expect(refunds.map((refund) => refund.invoice)).toEqual([twice.fp_sequence]);
  await runPostingOutbox(stack.bffApp.services);
  const day = await stack.call("/api/v1/reconcile-day", {
    token: await adminToken(stack, 3),
    body: { day: "11/21/2026" },
  });
  expect(day.status).toBe(200);

  const { body } = await stack.sim(stack.gateway, "GET", "/__control/journal");
  const calls = (body.entries as Json[]).map((entry) => ({ method: entry.method, path: entry.path }));
  const outside = calls.filter(
    (call) => !GGE4_SURFACE.some((allowed) => allowed.method === call.method && allowed.path.test(call.path)),
  );
  expect(outside).toEqual([]);
  // The run did read the gateway back, through the Search API, and refunded on the direct API.
  expect(calls.filter((call) => call.path === "/transaction/search").length).toBeGreaterThanOrEqual(4);
  expect(calls.filter((call) => call.path.startsWith("/transaction/v")).length).toBe(2);
});
