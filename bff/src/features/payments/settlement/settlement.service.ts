/**
 * Settling a checkout once, whoever brings the gateway's answer (the relay, the card modal's API
 * call, reconciliation, the final lookup): the result, the posting outbox and the receipt e-mail in
 * one transaction; a second approval for one invoice is queued for refund.
 */
import type { Charge } from "../../../integrations/gateway";
import { queueAccountText } from "../../notifications";
import { recordAudit } from "../../../platform/audit";
import type { Services } from "../../../services";
import { kickDuplicateRefunds, recordDuplicateRefund } from "../refunds/duplicate-refunds";
import { approvalOf } from "../payment-day-totals";
import { addToPaymentDayTotals } from "../payment-day-totals.repository";
import { formatCents, maskCardNumbersIn, paymentSourceOf, receiptDateTime } from "../payment-rules";
import {
  findCheckout,
  findCheckoutByTransactionTag,
  insertPostings,
  listCheckoutLines,
  setLinesBillingStatus,
  settleCheckout,
} from "../payments.repository";
import { kickPostingOutbox } from "../posting/posting-worker";
import { isDuplicateApproval } from "../submission-rules";
import { timelineLink } from "../timeline-reference";

/**
 * Records the gateway's answer for a pending checkout, once: the result and its raw log, the lines'
 * posting outbox rows when approved, and the receipt e-mail, all in one transaction. A replay (the
 * checkout already settled) changes nothing. Answers whether this call settled it.
 */
export async function settleFromGateway(
  services: Pick<Services, "billing" | "clock" | "config" | "db" | "gateway" | "logger" | "mailer">,
  invoice: string,
  charge: Charge,
  by: "relay" | "api" | "reconciliation",
): Promise<boolean> {
  const at = services.clock.now().toISOString();
  const { approved } = charge;
  const paymentSource = paymentSourceOf(charge.card.brand);
  let duplicate = false;
  const settled = await services.db.transaction().execute(async (trx) => {
    const checkout = await findCheckout(trx, invoice);
    if (!checkout) return false;
    const transactionTag = charge.tag;
    const owner = transactionTag ? await findCheckoutByTransactionTag(trx, transactionTag) : undefined;
    if (owner && owner.invoice_num !== invoice) {
      // A gateway transaction settles one checkout only (decision 010).
      services.logger.error("transaction tag already recorded on another checkout", {
        invoice,
        transactionTag,
        recordedOn: owner.invoice_num,
      });
      return false;
    }
    const changed = await settleCheckout(trx, invoice, settledResult(charge, at, by));
    if (!changed) {
      const tag = charge.tag;
      if (approved && isDuplicateApproval(checkout, tag)) {
        // A second approval for one invoice: the customer was charged twice. It is refunded
        // automatically (duplicate-refunds.ts); staff see the audit row and the refund's outcome.
        duplicate = await recordDuplicateRefund(trx, checkout, charge, at);
        await recordAudit(trx, {
          at,
          actor: "gateway",
          action: "duplicate-approved-payment",
          subject: invoice,
          details: { transactionTag: tag, recordedTag: checkout.gateway_tag, by },
        });
        services.logger.error("second approved transaction for one invoice", {
          invoice,
          transactionTag: tag,
        });
      }
      return false;
    }
    const lines = await listCheckoutLines(trx, invoice);
    if (!approved) {
      await setLinesBillingStatus(trx, invoice, "Not Paid");
      return true;
    }
    // The report's approved totals of the attempt's day, in this same transaction (built for a million payments).
    const lineCents = lines.map((line) => line.amount_cents);
    await addToPaymentDayTotals(trx, approvalOf({ createdAt: checkout.created_at, lineCents }));
    await setLinesBillingStatus(trx, invoice, "Pending");
    await insertPostings(trx, postingsOf(invoice, lines, paymentSource || "CCV", at));
    if (checkout.customer_email) {
      await services.mailer.queue(receiptMail(checkout, lines, charge, at, services.config), trx);
    }
    // "We received your payment" by text, per account paid, to whoever chose payment texts for it.
    for (const line of lines) {
      await queueAccountText(
        { db: trx, clock: services.clock, logger: services.logger },
        {
          accountId: line.account_id,
          notice: "paymentPosted",
          event: { kind: "paymentReceived", account: line.account_id, amount: line.amount_cents / 100 },
          eventKey: `paymentReceived:${invoice}:${line.id}`,
        },
      );
    }
    return true;
  });
  if (settled && approved) kickPostingOutbox(services);
  if (duplicate) kickDuplicateRefunds(services);
  return settled;
}

/** The checkout's settled columns from the gateway's charge: card numbers masked, never a CVV nor a signature. */
function settledResult(charge: Charge, at: string, by: "relay" | "api" | "reconciliation") {
  const paymentSource = paymentSourceOf(charge.card.brand);
  return {
    status: charge.outcome,
    settled_at: at,
    settled_by: by,
    gateway_tag: charge.tag || null,
    gateway_sequence: charge.sequence || null,
    authorization_code: charge.authorization || null,
    issuer_code: charge.issuerCode || null,
    issuer_message: charge.issuerMessage || null,
    gateway_code: charge.gatewayCode || null,
    gateway_message: charge.gatewayMessage || null,
    card_type: charge.card.brand || null,
    payment_source: paymentSource || null,
    card_number: charge.card.maskedNumber ? maskCardNumbersIn(charge.card.maskedNumber) : null,
    card_holder: charge.card.holder || null,
    receipt_text: charge.receiptText ? maskCardNumbersIn(charge.receiptText) : null,
    code_response: maskCardNumbersIn(charge.answerLog),
  } as const;
}

/** One posting outbox row per line of an approved checkout; its payment key, the tender's external reference, keeps it posted once (decision 027). */
function postingsOf(
  invoice: string,
  lines: { id: number; account_id: string; amount_cents: number }[],
  paymentSource: string,
  at: string,
) {
  return lines.map((line) => ({
    line_id: line.id,
    payment_key: `PAYGPA-${invoice}-${line.id}`,
    account_id: line.account_id,
    amount_cents: line.amount_cents,
    payment_source: paymentSource,
    status: "pending" as const,
    attempts: 0,
    next_attempt_at: at,
    last_error: null,
    created_at: at,
    done_at: null,
  }));
}

/** The receipt e-mail, with the confirm-email fields of spec 000 §7. */
function receiptMail(
  checkout: {
    invoice_num: string;
    customer_email: string | null;
    customer_name: string;
    amount_cents: number;
  },
  lines: { account_id: string; amount_cents: number }[],
  charge: Charge,
  at: string,
  portal: { portalUrl: string; portalKey: string },
) {
  const accountNum = lines.map((line) => line.account_id).join(", ");
  const rows: [string, string][] = [
    ["Account Number(s)", accountNum],
    ["Receipt Number", checkout.invoice_num],
    ["Cardholder Name", charge.card.holder],
    ["Confirmation Number", charge.tag],
    ["Transaction Date", receiptDateTime(at)],
    ["Card Number", charge.card.maskedNumber],
    ["Authorization Number", charge.authorization],
    ["Amount", `$${formatCents(checkout.amount_cents)} USD`],
    ["Customer", checkout.customer_name],
  ];
  return {
    kind: "payment-receipt",
    to: checkout.customer_email ?? "",
    subject: `GPA payment receipt ${checkout.invoice_num}`,
    text: [
      `Dear ${checkout.customer_name},`,
      "",
      "Thank you for your payment to Guam Power Authority.",
      "",
      ...rows.map(([label, value]) => `${label}: ${value}`),
      "",
      ...lines.map((line) => `Account ${line.account_id}: $${formatCents(line.amount_cents)}`),
      "",
      // 'Where is my payment?': the payment's steps up to billing (the timeline page).
      // Its link opens without a login, for this payment only (timeline-reference.ts).
      `Where is my payment? ${timelineLink(portal.portalUrl, portal.portalKey, checkout.invoice_num)}`,
    ].join("\n"),
  };
}
