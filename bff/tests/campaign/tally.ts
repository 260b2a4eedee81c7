/**
 * The campaign's end count, from the three systems' own records: the gateway's transactions (who
 * was charged), the BFF's checkouts, lines and outbox, and billing's payments by key. A payment is
 * lost when the gateway approved it and billing does not hold each of its lines exactly once.
 */
import type { Json } from "../harness";
import type { PaymentStack } from "../payment-harness";

export interface CampaignFigures {
  payments: number;
  approved: number;
  declined: number;
  refusedAtStart: number;
  lines: number;
  posted: number;
  retried: number;
  failed: number;
  refunded: number;
  /** Approved lines billing does not hold (or holds with another account or amount). */
  lost: string[];
  /** Lines billing holds more than once, or payments billing holds that no approval explains. */
  postedTwice: string[];
  /** Invoices charged more than once at the gateway with fewer refunds than extra charges. */
  chargedTwiceWithoutRefund: string[];
}

/**
 * A refund at the gateway. None exist before automatic refunds land; when they do, teach this the
 * shape they take (e4 transaction type "34" is a refund).
 */
export function isRefund(transaction: Json): boolean {
  return transaction.transactionType === "34" || transaction.transaction_type === "34";
}

export async function tallyCampaign(
  stack: PaymentStack,
  attempts: { invoice: string | null; outcome: string }[],
): Promise<CampaignFigures> {
  const db = stack.bffApp.services.db;
  const { body: gateway } = await stack.sim(stack.gateway, "GET", "/__control/transactions");
  const { body: billing } = await stack.sim(stack.ccb, "GET", "/__control/payments");
  const transactions: Json[] = gateway.transactions;
  const lines = await db.selectFrom("checkout_lines").selectAll().execute();
  const outbox = await db.selectFrom("posting_outbox").selectAll().execute();

  const charges = new Map<string, number>();
  const refunds = new Map<string, number>();
  for (const transaction of transactions) {
    if (isRefund(transaction)) refunds.set(transaction.invoice, (refunds.get(transaction.invoice) ?? 0) + 1);
    else if (transaction.approved)
      charges.set(transaction.invoice, (charges.get(transaction.invoice) ?? 0) + 1);
  }
  const heldByKey = new Map<string, Json[]>();
  for (const payment of billing.payments as Json[]) {
    heldByKey.set(payment.paymentKey, [...(heldByKey.get(payment.paymentKey) ?? []), payment]);
  }

  const lost: string[] = [];
  const postedTwice: string[] = [];
  const expectedKeys = new Set<string>();
  for (const line of lines) {
    if (!charges.has(line.invoice_num)) continue;
    const key = `PAYGPA-${line.invoice_num}-${line.id}`;
    expectedKeys.add(key);
    const held = heldByKey.get(key) ?? [];
    const amount = (line.amount_cents / 100).toFixed(2);
    if (held.length > 1) postedTwice.push(key);
    const right = held.filter(
      (payment) => payment.AccountID === line.account_id && payment.amount === amount,
    );
    if (right.length === 0 || line.billing_status !== "In CCB") lost.push(`${key} (${line.billing_status})`);
  }
  for (const key of heldByKey.keys()) {
    if (!expectedKeys.has(key)) postedTwice.push(`${key} (no approval at the gateway)`);
  }
  const chargedTwiceWithoutRefund = [...charges]
    .filter(([invoice, count]) => count - 1 > (refunds.get(invoice) ?? 0))
    .map(([invoice, count]) => `${invoice} (${count} charges)`);

  return {
    payments: attempts.length,
    approved: charges.size,
    declined: attempts.filter((attempt) => attempt.outcome === "declined").length,
    refusedAtStart: attempts.filter((attempt) => attempt.outcome === "refused").length,
    lines: expectedKeys.size,
    posted: lines.filter((line) => line.billing_status === "In CCB").length,
    retried: outbox.filter((row) => row.attempts > 1).length,
    failed: outbox.filter((row) => row.status === "failed").length,
    refunded: [...refunds.values()].reduce((sum, count) => sum + count, 0),
    lost,
    postedTwice,
    chargedTwiceWithoutRefund,
  };
}
