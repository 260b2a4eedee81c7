/**
 * 'Where is my payment?' for one payment, for whoever may read its result page (the customer who
 * made it, the quick-pay session of its account, back-office staff): the same check as the result
 * page, an unknown invoice answered as someone else's.
 */
import { messages, type PaymentTimelineResponse, timelineMessages } from "@paygpa/contract";
import { fail } from "../../platform/failures";
import type { Services } from "../../services";
import {
  assertMaySee,
  findCheckout,
  formatCents,
  isTimelineReference,
  listCheckoutLines,
  type Payer,
} from "../payments";
import { postingRowsOf, receiptMailOf, sourceFacts } from "./payment-timeline.repository";
import { timelineSteps } from "./timeline-rules";

function sourceOf(
  checkout: { created_by: string; channel: string },
  facts: { autopay: boolean; arrangement: boolean },
): string {
  if (facts.autopay) return "AutoPay";
  if (facts.arrangement) return "Payment arrangement";
  if (checkout.created_by === "quickpay") return "Quick Pay";
  if (checkout.created_by === "admin") return "Phoned-in";
  return checkout.channel === "direct" ? "Card payment" : "Online payment";
}

export async function paymentTimeline(
  services: Pick<Services, "db">,
  payer: Payer,
  invoice: string,
): Promise<PaymentTimelineResponse> {
  const checkout = await findCheckout(services.db, invoice);
  if (!checkout) throw fail.notAllowed("FORBIDDEN", messages.forbidden);
  assertMaySee(payer, checkout);
  return timelineOf(services, checkout);
}

/**
 * The timeline for a payer without a login, by the reference of the receipt's links: that payment
 * only; a wrong reference answers as an unknown invoice does (nothing tells one from the other).
 */
export async function paymentTimelineByReference(
  services: Pick<Services, "db" | "config">,
  invoice: string,
  reference: string,
): Promise<PaymentTimelineResponse> {
  const checkout = isTimelineReference(services.config.portalKey, invoice, reference)
    ? await findCheckout(services.db, invoice)
    : undefined;
  if (!checkout) throw fail.notFound("NOT_FOUND", timelineMessages.notFound);
  return timelineOf(services, checkout);
}

type Checkout = NonNullable<Awaited<ReturnType<typeof findCheckout>>>;

async function timelineOf(
  services: Pick<Services, "db">,
  checkout: Checkout,
): Promise<PaymentTimelineResponse> {
  const invoice = checkout.invoice_num;
  const lines = await listCheckoutLines(services.db, invoice);
  const [postings, receipt, facts] = await Promise.all([
    postingRowsOf(
      services.db,
      lines.map((line) => line.id),
    ),
    receiptMailOf(services.db, invoice),
    sourceFacts(services.db, invoice),
  ]);
  const amount = formatCents(checkout.amount_cents);
  const { steps, next } = timelineSteps({
    checkout: {
      status: checkout.status,
      createdAt: checkout.created_at,
      settledAt: checkout.settled_at,
      bankMessage: checkout.issuer_message,
      cardNumber: checkout.card_number,
      amount,
      customerEmail: checkout.customer_email,
    },
    lines: lines.map((line) => {
      const posting = postings.find((row) => row.line_id === line.id);
      return {
        billingStatus: line.billing_status,
        postedAt: line.posted_at,
        attempts: posting?.attempts ?? 0,
        lastError: posting?.last_error ?? null,
      };
    }),
    receipt: receipt ? { status: receipt.status, at: receipt.sent_at ?? receipt.created_at } : null,
  });
  return {
    invoice,
    source: sourceOf(checkout, facts),
    amount,
    createdAt: checkout.created_at,
    steps,
    next,
    accounts: lines.map((line) => ({
      accountId: line.account_id,
      amount: formatCents(line.amount_cents),
      billingStatus: line.billing_status,
      postedAt: line.posted_at,
      paymentId: line.payment_id,
    })),
  };
}
