/**
 * What every checkout shares, hosted or by the card modal: the order's rules (amounts, ownership,
 * cash-only, one page per customer class) and the pending checkout recorded before the gateway is asked.
 */
import type { ErrorCode } from "@paygpa/contract";
import { displayName } from "../../account-holder";
import { type FinancialSummary, isUnknownToBilling } from "../../../integrations/billing";
import { messages, paymentMessages } from "@paygpa/contract";
import type { PaymentLineRequest } from "@paygpa/contract";
import { fail } from "../../../platform/failures";
import type { Services } from "../../../services";
import { assertMayPay, type Payer } from "../payer";
import { checkPaymentAmount, paymentTypeOf } from "../payment-rules";
import { dayTotalsOf } from "../payment-day-totals";
import { addToPaymentDayTotals } from "../payment-day-totals.repository";
import { insertCheckout, insertCheckoutLines, nextInvoiceNumber } from "../payments.repository";
import type { CheckoutsTable } from "../payments.table";

export const invalid = (code: ErrorCode, message: string) => fail.refused(code, message);

export interface CheckedOrder {
  lines: { accountId: string; cents: number }[];
  totalCents: number;
  summaries: FinancialSummary[];
  type: "RESID" | "COMM";
}

/** The rules every payment shares: amounts, ownership, cash-only, one page per customer class. */
export async function checkOrder(
  services: Pick<Services, "billing">,
  payer: Payer,
  accounts: readonly PaymentLineRequest[],
  amountMessage: string,
  /** The accounts' summaries when the caller has just read them (AutoPay: one billing read per draft). */
  summariesRead?: readonly FinancialSummary[],
): Promise<CheckedOrder> {
  const lines: CheckedOrder["lines"] = [];
  for (const line of accounts) {
    const checked = checkPaymentAmount(line.amount);
    if (!checked.ok) {
      throw invalid(
        "INVALID_AMOUNT",
        checked.message === paymentMessages.enterAmount ? checked.message : amountMessage,
      );
    }
    lines.push({ accountId: line.accountId, cents: checked.cents });
  }
  if (lines.length === 0) throw invalid("NO_AMOUNT", paymentMessages.selectAccountAndAmount);
  if (new Set(lines.map((line) => line.accountId)).size !== lines.length) {
    throw invalid("DUPLICATE_ACCOUNT", messages.badRequest);
  }
  assertMayPay(
    payer,
    lines.map((line) => line.accountId),
  );
  const read = summariesRead?.length === lines.length ? summariesRead : null;
  const summaries = await Promise.all(
    lines.map(
      (line, index) =>
        read?.[index] ??
        services.billing.financialSummary(line.accountId).catch((error: unknown) => {
          if (isUnknownToBilling(error)) throw fail.notAllowed("FORBIDDEN", messages.forbidden);
          throw error;
        }),
    ),
  );
  if (summaries.some((summary) => summary.cashOnly)) {
    throw fail.notAllowed("CASH_ONLY", messages.cashOnlyNotice);
  }
  return {
    lines,
    totalCents: lines.reduce((sum, line) => sum + line.cents, 0),
    summaries,
    type: paymentTypeOf(summaries.map((summary) => summary.customerClass)),
  };
}

function creatorOf(
  payer: Payer,
): Pick<
  CheckoutsTable,
  "created_by" | "person_id" | "admin_id" | "quickpay_account_id" | "quickpay_token_hash" | "mode"
> {
  return {
    // An AutoPay draft is the enrolled customer's payment: theirs to see, as any of their own.
    created_by: payer.kind === "autopay" ? "customer" : payer.kind,
    person_id: payer.kind === "admin" ? null : payer.personId,
    admin_id: payer.kind === "admin" ? payer.adminId : null,
    quickpay_account_id: payer.kind === "quickpay" ? payer.accountId : null,
    quickpay_token_hash: payer.kind === "quickpay" ? payer.tokenHash : null,
    mode: payer.kind === "admin" ? "Phoned-In" : "Online",
  };
}

const pendingResult = {
  status: "pending" as const,
  settled_at: null,
  settled_by: null,
  gateway_tag: null,
  gateway_sequence: null,
  authorization_code: null,
  issuer_code: null,
  issuer_message: null,
  gateway_code: null,
  gateway_message: null,
  card_type: null,
  payment_source: null,
  card_number: null,
  card_holder: null,
  receipt_text: null,
  code_response: null,
};

export async function createCheckout(
  services: Pick<Services, "clock" | "db">,
  payer: Payer,
  order: CheckedOrder,
  channel: "hosted" | "direct",
  pageLogin: string,
  fpTimestamp: string | null,
  receiptEmail?: string,
): Promise<{ invoice: string; customerName: string }> {
  const at = services.clock.now().toISOString();
  const first = order.summaries[0];
  const customerName = first ? displayName(first.holderName) : "";
  const invoice = await services.db.transaction().execute(async (trx) => {
    const invoice = await nextInvoiceNumber(trx, at);
    await insertCheckout(trx, {
      invoice_num: invoice,
      created_at: at,
      ...creatorOf(payer),
      channel,
      customer_class: order.type,
      page_login: pageLogin,
      amount_cents: order.totalCents,
      currency: "USD",
      customer_name: customerName,
      // The card dialog's Confirmation Email; billing's e-mail on file for the hosted checkout.
      customer_email: receiptEmail ?? first?.email ?? null,
      fp_timestamp: fpTimestamp,
      ...pendingResult,
    });
    await insertCheckoutLines(trx, invoice, order.lines);
    // Every attempt is a row of the report from the moment it is made (spec 000 §2 Reports).
    const lineCents = order.lines.map((line) => line.cents);
    await addToPaymentDayTotals(trx, dayTotalsOf([{ createdAt: at, approved: false, lineCents }]));
    return invoice;
  });
  return { invoice, customerName };
}

/**
 * The direct API's checkout (the card dialog, a saved card, an AutoPay draft): the order's rules,
 * commercial accounts by MasterCard only (spec 000 §5), then the pending checkout on the API terminal,
 * recorded with the submission before the gateway is called so a repeat can name this payment.
 */
export async function openDirectCheckout(
  services: Pick<Services, "billing" | "clock" | "config" | "db">,
  payer: Payer,
  accounts: readonly PaymentLineRequest[],
  brand: string,
  receiptEmail: string | undefined,
  progress?: { checkoutMade(invoice: string): Promise<unknown> },
  summariesRead?: readonly FinancialSummary[],
): Promise<{ invoice: string; order: CheckedOrder }> {
  const order = await checkOrder(services, payer, accounts, paymentMessages.minimumAmount, summariesRead);
  if (order.type === "COMM" && brand !== "MasterCard") {
    throw invalid("INVALID_CARD", paymentMessages.invalidMasterCard);
  }
  const terminal = services.config.payments.terminal;
  const { invoice } = await createCheckout(
    services,
    payer,
    order,
    "direct",
    terminal.gatewayId,
    null,
    receiptEmail,
  );
  await progress?.checkoutMade(invoice);
  return { invoice, order };
}
