/**
 * The reconciliation of a day (beyond the spec), as a pure comparison of three records: the
 * gateway's approved purchases (its lookup, Payeezy's settled transactions), the BFF's approved
 * checkouts and their lines, and billing's payments (make-payment's financial transactions, by id).
 */
import type { ReconciliationDifference } from "@paygpa/contract";
import type { TransactionKind } from "../../integrations/gateway";

export interface GatewayPurchase {
  tag: string;
  invoice: string;
  cents: number;
  approved: boolean;
  /** A purchase, or a refund or void of `originalTag`. */
  kind: TransactionKind;
  originalTag: string;
}

export interface RecordedPayment {
  invoice: string;
  tag: string | null;
  cents: number;
  lines: {
    lineId: number;
    accountId: string;
    cents: number;
    billingStatus: string;
    paymentId: string | null;
  }[];
}

/** What billing holds for a payment id: its amount in cents (positive), or absent. */
export type BillingPayments = ReadonlyMap<string, number>;

/** "12.34" in cents; NaN for anything else. */
export function centsOfAmount(amount: string | undefined): number {
  return amount !== undefined && /^\d+\.\d{2}$/.test(amount) ? Math.round(Number(amount) * 100) : Number.NaN;
}

const dollars = (cents: number | null | undefined) =>
  cents === null || cents === undefined || Number.isNaN(cents) ? null : cents / 100;

function difference(
  kind: ReconciliationDifference["kind"],
  fields: Partial<Omit<ReconciliationDifference, "kind" | "detail">>,
  detail: string,
): ReconciliationDifference {
  return {
    kind,
    invoice: fields.invoice ?? null,
    transactionTag: fields.transactionTag ?? null,
    accountId: fields.accountId ?? null,
    gatewayAmount: fields.gatewayAmount ?? null,
    recordedAmount: fields.recordedAmount ?? null,
    billingAmount: fields.billingAmount ?? null,
    detail,
  };
}

/**
 * Every difference of the day: approved at the gateway but unknown here; recorded approved here but
 * not approved at the gateway; amounts that differ; recorded here but not in billing (or another
 * amount there). A purchase refunded or voided the same day (a second approval, refunded
 * automatically) is no difference.
 */
export function compareDay(input: {
  gateway: readonly GatewayPurchase[];
  /** The BFF's approved checkouts of the day. */
  recorded: readonly RecordedPayment[];
  /** The BFF's checkouts known by tag, whatever their day (a purchase can be recorded the day before). */
  recordedByTag: ReadonlyMap<string, { invoice: string; cents: number; status: string }>;
  billing: BillingPayments;
}): ReconciliationDifference[] {
  const differences: ReconciliationDifference[] = [];
  const returned = new Set(input.gateway.filter((t) => t.kind !== "purchase").map((t) => t.originalTag));
  const approvedAtGateway = new Map(
    input.gateway.filter((t) => t.kind === "purchase" && t.approved).map((t) => [t.tag, t]),
  );
  for (const purchase of approvedAtGateway.values()) {
    if (returned.has(purchase.tag)) continue;
    const recorded = input.recordedByTag.get(purchase.tag);
    const gatewayAmount = dollars(purchase.cents);
    if (recorded?.status !== "approved") {
      differences.push(
        difference(
          "unknown-here",
          { invoice: purchase.invoice, transactionTag: purchase.tag, gatewayAmount },
          recorded ? `recorded here as ${recorded.status}` : "no payment recorded here with this tag",
        ),
      );
    } else if (recorded.cents !== purchase.cents) {
      differences.push(
        difference(
          "amount-differs",
          {
            invoice: recorded.invoice,
            transactionTag: purchase.tag,
            gatewayAmount,
            recordedAmount: dollars(recorded.cents),
          },
          "the gateway approved another amount than recorded here",
        ),
      );
    }
  }
  for (const payment of input.recorded) {
    if (!payment.tag || !approvedAtGateway.has(payment.tag)) {
      differences.push(
        difference(
          "not-at-gateway",
          { invoice: payment.invoice, transactionTag: payment.tag, recordedAmount: dollars(payment.cents) },
          "recorded here as approved, but the gateway has no approved purchase with this tag that day",
        ),
      );
    }
    for (const line of payment.lines) differences.push(...billingDifferences(payment, line, input.billing));
  }
  return differences;
}

function billingDifferences(
  payment: RecordedPayment,
  line: RecordedPayment["lines"][number],
  billing: BillingPayments,
): ReconciliationDifference[] {
  const fields = {
    invoice: payment.invoice,
    transactionTag: payment.tag,
    accountId: line.accountId,
    recordedAmount: dollars(line.cents),
  };
  const billed = line.paymentId === null ? undefined : billing.get(line.paymentId);
  if (billed === undefined) {
    const why =
      line.billingStatus === "In CCB"
        ? `billing has no payment ${line.paymentId ?? ""} on this account`
        : `not posted to billing (${line.billingStatus})`;
    return [difference("not-in-billing", fields, why)];
  }
  if (billed !== line.cents) {
    return [
      difference(
        "billing-amount-differs",
        { ...fields, billingAmount: dollars(billed) },
        "billing holds another amount than recorded here",
      ),
    ];
  }
  return [];
}

/** Guam hour after which last night's reconciliation runs (its day is complete at the gateway). */
export const NIGHTLY_RECONCILIATION_HOUR = 2;

/**
 * The day the nightly job should reconcile now, or null: once the Guam clock is past
 * NIGHTLY_RECONCILIATION_HOUR, yesterday (Guam), unless a nightly run for it is already recorded.
 */
export function nightlyDayDue(now: Date, lastNightlyDay: string | null): string | null {
  const guam = new Date(now.getTime() + 10 * 60 * 60 * 1000);
  if (guam.getUTCHours() < NIGHTLY_RECONCILIATION_HOUR) return null;
  const yesterday = new Date(guam.getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return lastNightlyDay !== null && lastNightlyDay >= yesterday ? null : yesterday;
}
