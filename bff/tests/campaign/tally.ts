/**
 * The campaign's end count, from the three systems' own records: the gateway's transactions (who
 * was charged), the BFF's checkouts, lines and outbox, and billing's payments by key. A payment is
 * lost when the gateway approved it and billing does not hold each of its lines exactly once.
 */
import type { Json } from "../harness";
import type { PaymentStack } from "../payment-harness";
import type { PaymentAttempt } from "./checkout-steps";

export interface CampaignFigures {
  payments: number;
  approved: number;
  declined: number;
  refusedAtStart: number;
  lines: number;
  posted: number;
  retried: number;
  failed: number;
  /** Invoices charged more than once at the gateway. */
  chargedTwice: number;
  /** Charges refunded in full at the gateway. */
  refunded: number;
  /** Automatic refunds of a second approval still waiting, and given up (staff must refund). */
  refundsPending: number;
  refundsFailed: number;
  /** Approved lines billing does not hold (or holds with another account or amount). */
  lost: string[];
  /** Lines billing holds more than once, or payments billing holds that no approval explains. */
  postedTwice: string[];
  /** Invoices charged more than once at the gateway with fewer refunds than extra charges. */
  chargedTwiceWithoutRefund: string[];
  /** Invoices whose every charge was refunded: the customer paid nothing, yet billing may hold it. */
  everyChargeRefunded: string[];
  /** One submission (one idempotency key, one form) whose answers named more than one invoice. */
  splitSubmissions: string[];
}

/**
 * Money given back at the gateway for a purchase: an approved tagged refund (e4 type "34") or tagged
 * void ("33"), which the gateway simulator records as a transaction with `transactionType` and the
 * purchase's tag in `originalTag` (GET /__control/transactions).
 */
export function isRefund(transaction: Json): boolean {
  return (
    transaction.approved === true &&
    (transaction.transactionType === "34" || transaction.transactionType === "33") &&
    typeof transaction.originalTag === "number"
  );
}

/** A charge of the card: an approved purchase (type "00"; records without a type predate refunds). */
export function isCharge(transaction: Json): boolean {
  return transaction.approved === true && (transaction.transactionType ?? "00") === "00";
}

/**
 * Per invoice, its charges and how many of them were refunded in full (the sum of the refunds and
 * voids naming the charge's tag covers its amount).
 */
export function chargesByInvoice(transactions: Json[]): Map<string, { charges: number; refunded: number }> {
  const returned = new Map<number, number>();
  for (const refund of transactions.filter(isRefund)) {
    returned.set(refund.originalTag, (returned.get(refund.originalTag) ?? 0) + refund.amountCents);
  }
  const byInvoice = new Map<string, { charges: number; refunded: number }>();
  for (const charge of transactions.filter(isCharge)) {
    const counted = byInvoice.get(charge.invoice) ?? { charges: 0, refunded: 0 };
    counted.charges++;
    if ((returned.get(charge.transactionTag) ?? 0) >= charge.amountCents) counted.refunded++;
    byInvoice.set(charge.invoice, counted);
  }
  return byInvoice;
}

export async function tallyCampaign(
  stack: PaymentStack,
  attempts: PaymentAttempt[],
): Promise<CampaignFigures> {
  const db = stack.bffApp.services.db;
  const { body: gateway } = await stack.sim(stack.gateway, "GET", "/__control/transactions");
  const { body: billing } = await stack.sim(stack.ccb, "GET", "/__control/payments");
  const transactions: Json[] = gateway.transactions;
  const lines = await db.selectFrom("checkout_lines").selectAll().execute();
  const outbox = await db.selectFrom("posting_outbox").selectAll().execute();

  const charges = chargesByInvoice(transactions);
  const refunds = await db.selectFrom("duplicate_refunds").select("status").execute();
  const heldByKey = new Map<string, Json[]>();
  for (const payment of billing.payments as Json[]) {
    heldByKey.set(payment.externalReferenceId, [
      ...(heldByKey.get(payment.externalReferenceId) ?? []),
      payment,
    ]);
  }

  const lost: string[] = [];
  const postedTwice: string[] = [];
  const expectedKeys = new Set<string>();
  for (const line of lines) {
    if (!charges.has(line.invoice_num)) continue; // never charged: nothing to post
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
    .filter(([, { charges: count, refunded }]) => count - refunded > 1)
    .map(([invoice, { charges: count, refunded }]) => `${invoice} (${count} charges, ${refunded} refunded)`);
  const everyChargeRefunded = [...charges]
    .filter(([, { charges: count, refunded }]) => refunded >= count)
    .map(([invoice]) => invoice);
  const splitSubmissions = attempts
    .filter((attempt) => (attempt.invoicesNamed?.length ?? 0) > 1)
    .map((attempt) => `${attempt.kind}: ${attempt.invoicesNamed?.join(", ")}`);

  return {
    payments: attempts.length,
    approved: charges.size,
    declined: attempts.filter((attempt) => attempt.outcome === "declined").length,
    refusedAtStart: attempts.filter((attempt) => attempt.outcome === "refused").length,
    lines: expectedKeys.size,
    posted: lines.filter((line) => line.billing_status === "In CCB").length,
    retried: outbox.filter((row) => row.attempts > 1).length,
    failed: outbox.filter((row) => row.status === "failed").length,
    chargedTwice: [...charges.values()].filter((counted) => counted.charges > 1).length,
    refunded: [...charges.values()].reduce((sum, counted) => sum + counted.refunded, 0),
    refundsPending: refunds.filter((refund) => refund.status === "pending").length,
    refundsFailed: refunds.filter((refund) => refund.status === "failed").length,
    lost,
    postedTwice,
    chargedTwiceWithoutRefund,
    everyChargeRefunded,
    splitSubmissions,
  };
}
