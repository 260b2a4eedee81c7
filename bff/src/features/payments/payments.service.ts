/**
 * Payments: quick pay's account check, the hosted checkout (get-fphash, relay), the card modal's
 * direct API call, the result page's details, and settling a checkout once with its posting outbox
 * and receipt e-mail in the same transaction. Business rules only; SQL is in the repository.
 */
import { displayName } from "../accounts/account-summary";
import { billingAddressOf, postalMatches } from "../accounts/bill-address";
import { type CcbFinancialSummary, CcbRejected } from "../../integrations/billing/ccb-client";
import { ADMIN_LEVELS } from "../../contract/admin";
import { MAINTENANCE_PAY_NOW_ID } from "../../contract/maintenance";
import { accessMessages, messages, paymentMessages } from "../../contract/messages";
import type {
  GetFpHashResponse,
  PaymentDetailsResponse,
  PaymentLineRequest,
  PaymentResult,
  ValidateAccountResponse,
} from "../../contract/payments";
import { recordAudit } from "../auth/sessions.repository";
import { AppError, forbidden } from "../../platform/http/errors";
import { listMaintenanceFlags } from "../maintenance/maintenance.repository";
import type { Services } from "../../services";
import { fingerprintHash, receiptFields } from "../../integrations/gateway/gateway-protocol";
import { isZipCheckPaused, recordWrongZip } from "../zip-guard/zip-guard";
import { assertMayPay, type Payer, startQuickPaySession } from "./payer";
import {
  checkPaymentAmount,
  formatCents,
  maskCardNumbersIn,
  maskWords,
  paymentSourceOf,
  paymentTypeOf,
  receiptDateTime,
} from "./payment-rules";
import {
  findCheckout,
  findCheckoutByTransactionTag,
  insertCheckout,
  insertCheckoutLines,
  insertPostings,
  listCheckoutLines,
  nextInvoiceNumber,
  setLinesBillingStatus,
  settleCheckout,
} from "./payments.repository";
import type { CheckoutsTable } from "./payments.table";
import { kickDuplicateRefunds, recordDuplicateRefund } from "./duplicate-refunds";
import { kickPostingOutbox } from "./posting-worker";
import { isDuplicateApproval } from "./submission-rules";

export const invalid = (code: string, message: string) => new AppError(422, code, message);

async function assertPayNowOpen(services: Services): Promise<void> {
  const flags = await listMaintenanceFlags(services.db);
  if (flags.find((flag) => flag.id === MAINTENANCE_PAY_NOW_ID)?.flag === 1) {
    throw new AppError(503, "PAY_NOW_MAINTENANCE", messages.maintenance);
  }
}

/** POST /api/v1/validate-account: quick pay's account + zip check, masked details and a quick-pay token. */
export async function validateQuickPayAccount(
  services: Services,
  input: { accountId: string; postal: string },
): Promise<ValidateAccountResponse> {
  await assertPayNowOpen(services);
  let billing: Awaited<ReturnType<typeof billingAddressOf>>;
  try {
    billing = await billingAddressOf(services.ccb, input.accountId);
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return { status: "Failed", details: error.message };
    throw error;
  }
  // Wrong zips count against the account, from any browser (zip-guard; shared with sign-up).
  if (await isZipCheckPaused(services, input.accountId)) {
    return { status: "Failed", details: accessMessages.zipTriesPaused };
  }
  if (!postalMatches(billing, input.postal)) {
    const paused = await recordWrongZip(services, {
      accountId: input.accountId,
      flow: "quick-pay",
      emailOnFile: billing.email,
    });
    return {
      status: "Failed",
      details: paused ? accessMessages.zipTriesPaused : paymentMessages.zipDoesNotMatch,
    };
  }
  const summary = await services.ccb.financialSummary(input.accountId);
  const token = await startQuickPaySession(services, {
    accountId: input.accountId,
    personId: billing.personId,
  });
  return {
    status: "Success",
    token,
    details: {
      AccountID: input.accountId,
      Name: maskWords(billing.name),
      Address: maskWords(billing.address),
      City: maskWords(billing.city),
      State: billing.state,
      postal: billing.postal,
      className: summary.customerClass,
      cashOnlyFlag: summary.cashOnlyFlag,
      amountDue: Math.max(Math.round(summary.details.CurrentBalance * 100) / 100, 0),
    },
  };
}

export interface CheckedOrder {
  lines: { accountId: string; cents: number }[];
  totalCents: number;
  summaries: CcbFinancialSummary[];
  type: "RESID" | "COMM";
}

/** The rules every payment shares: amounts, ownership, cash-only, one page per customer class. */
export async function checkOrder(
  services: Services,
  payer: Payer,
  accounts: readonly PaymentLineRequest[],
  amountMessage: string,
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
  const summaries = await Promise.all(
    lines.map((line) =>
      services.ccb.financialSummary(line.accountId).catch((error: unknown) => {
        if (error instanceof CcbRejected && error.status === 404) throw forbidden();
        throw error;
      }),
    ),
  );
  if (summaries.some((summary) => summary.cashOnlyFlag === "Y")) {
    throw new AppError(403, "CASH_ONLY", messages.cashOnlyNotice);
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
    created_by: payer.kind,
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
  transaction_tag: null,
  sequence_no: null,
  authorization_num: null,
  bank_resp_code: null,
  bank_message: null,
  exact_resp_code: null,
  exact_message: null,
  card_type: null,
  payment_source: null,
  card_number: null,
  cardholder_name: null,
  ctr: null,
  code_response: null,
};

export async function createCheckout(
  services: Services,
  payer: Payer,
  order: CheckedOrder,
  channel: "hosted" | "direct",
  pageLogin: string,
  fpTimestamp: string | null,
  receiptEmail?: string,
): Promise<{ invoice: string; customerName: string }> {
  const at = services.clock.now().toISOString();
  const first = order.summaries[0];
  const customerName = first ? displayName(first.details.Name) : "";
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
    return invoice;
  });
  return { invoice, customerName };
}

/** POST /api/v1/get-fphash: a pending checkout and the signed hidden form of the hosted payment page. */
export async function hostedCheckout(
  services: Services,
  payer: Payer,
  request: { accounts: PaymentLineRequest[]; type?: "RESID" | "COMM" | undefined },
): Promise<GetFpHashResponse> {
  if (payer.kind === "quickpay") await assertPayNowOpen(services);
  const order = await checkOrder(services, payer, request.accounts, paymentMessages.amountRange);
  if (request.type && request.type !== order.type) throw invalid("WRONG_TYPE", messages.badRequest);
  const page = services.config.payments.pages[order.type];
  const timestamp = String(Math.floor(services.clock.now().getTime() / 1000));
  const { invoice, customerName } = await createCheckout(
    services,
    payer,
    order,
    "hosted",
    page.login,
    timestamp,
  );
  const amount = formatCents(order.totalCents);
  const hash = fingerprintHash(
    { login: page.login, sequence: invoice, timestamp, amount, currency: "USD" },
    page.transactionKey,
  );
  return {
    login: page.login,
    fp_sequence: invoice,
    fp_timestamp: timestamp,
    fp_hash: hash,
    paymentPageUrl: services.config.payments.paymentPageUrl,
    fields: {
      x_login: page.login,
      x_fp_sequence: invoice,
      x_fp_timestamp: timestamp,
      x_amount: amount,
      x_currency_code: "USD",
      x_fp_hash: hash,
      x_invoice_num: invoice,
      // Quick pay shows the name masked (step 2); the page it opens in the browser does too.
      x_po_num: (payer.kind === "quickpay" ? maskWords(customerName) : customerName).slice(0, 20),
      x_show_form: "PAYMENT_FORM",
      x_relay_response: "TRUE",
    },
  };
}

/**
 * Records the gateway's answer for a pending checkout, once: the result and its raw log, the lines'
 * posting outbox rows when approved, and the receipt e-mail, all in one transaction. A replay (the
 * checkout already settled) changes nothing. Answers whether this call settled it.
 */
export async function settleFromGateway(
  services: Services,
  invoice: string,
  fields: Record<string, string>,
  by: "relay" | "api" | "reconciliation",
): Promise<boolean> {
  const at = services.clock.now().toISOString();
  const approved = fields.Transaction_Approved === "YES";
  const status = approved ? "approved" : fields.x_response_code === "3" ? "error" : "declined";
  const safe = Object.fromEntries(
    // Never a CVV, a password, nor the relay's signature (x_MD5_Hash, x_SHA1_Hash …): it signs no
    // invoice, so whoever reads a stored one could re-aim that relay at another checkout.
    Object.entries(fields).filter(([name]) => !/cvv|cvd|cavv|password|hash/i.test(name) || name === "CVV2"),
  );
  const paymentSource = paymentSourceOf(fields.TransactionCardType ?? "");
  let duplicate = false;
  const settled = await services.db.transaction().execute(async (trx) => {
    const checkout = await findCheckout(trx, invoice);
    if (!checkout) return false;
    const transactionTag = fields.Transaction_Tag || fields.x_trans_id;
    const owner = transactionTag ? await findCheckoutByTransactionTag(trx, transactionTag) : undefined;
    if (owner && owner.invoice_num !== invoice) {
      // A gateway transaction settles one checkout only (DESIGN.md, Payments 5).
      services.logger.error("transaction tag already recorded on another checkout", {
        invoice,
        transactionTag,
        recordedOn: owner.invoice_num,
      });
      return false;
    }
    const changed = await settleCheckout(trx, invoice, {
      status,
      settled_at: at,
      settled_by: by,
      transaction_tag: fields.Transaction_Tag || fields.x_trans_id || null,
      sequence_no: fields.SequenceNo || null,
      authorization_num: fields.Authorization_Num || null,
      bank_resp_code: fields.Bank_Resp_Code || null,
      bank_message: fields.Bank_Message || null,
      exact_resp_code: fields.EXact_Resp_Code || null,
      exact_message: fields.EXact_Message || null,
      card_type: fields.TransactionCardType || null,
      payment_source: paymentSource || null,
      card_number: fields.Card_Number ? maskCardNumbersIn(fields.Card_Number) : null,
      cardholder_name: fields.CardHoldersName || null,
      ctr: fields.exact_ctr ? maskCardNumbersIn(fields.exact_ctr) : null,
      code_response: maskCardNumbersIn(JSON.stringify(safe)),
    });
    if (!changed) {
      const tag = fields.Transaction_Tag || fields.x_trans_id;
      if (approved && isDuplicateApproval(checkout, tag)) {
        // A second approval for one invoice: the customer was charged twice. It is refunded
        // automatically (duplicate-refunds.ts); staff see the audit row and the refund's outcome.
        duplicate = await recordDuplicateRefund(trx, checkout, fields, tag, at);
        await recordAudit(trx, {
          at,
          actor: "gateway",
          action: "duplicate-approved-payment",
          subject: invoice,
          details: { transactionTag: tag, recordedTag: checkout.transaction_tag, by },
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
    await setLinesBillingStatus(trx, invoice, "Pending");
    await insertPostings(
      trx,
      lines.map((line) => ({
        line_id: line.id,
        payment_key: `PAYGPA-${invoice}-${line.id}`,
        account_id: line.account_id,
        amount_cents: line.amount_cents,
        payment_source: paymentSource || "CCV",
        status: "pending" as const,
        attempts: 0,
        next_attempt_at: at,
        last_error: null,
        created_at: at,
        done_at: null,
      })),
    );
    if (checkout.customer_email) {
      await services.mailer.queue(receiptMail(checkout, lines, fields, at), trx);
    }
    return true;
  });
  if (settled && approved) kickPostingOutbox(services);
  if (duplicate) kickDuplicateRefunds(services);
  return settled;
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
  fields: Record<string, string>,
  at: string,
) {
  const accountNum = lines.map((line) => line.account_id).join(", ");
  const rows: [string, string][] = [
    ["Account Number(s)", accountNum],
    ["Receipt Number", checkout.invoice_num],
    ["Cardholder Name", fields.CardHoldersName ?? ""],
    ["Confirmation Number", fields.Transaction_Tag ?? ""],
    ["Transaction Date", receiptDateTime(at)],
    ["Card Number", fields.Card_Number ?? ""],
    ["Authorization Number", fields.Authorization_Num ?? ""],
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
    ].join("\n"),
  };
}

/** Who may read a checkout: the customer who made it, the quick-pay token's account, or back-office staff. */
function assertMaySee(
  payer: Payer,
  checkout: { created_by: string; person_id: string | null; quickpay_account_id: string | null },
): void {
  if (
    payer.kind === "customer" &&
    checkout.created_by === "customer" &&
    checkout.person_id === payer.personId
  ) {
    return;
  }
  if (payer.kind === "quickpay" && checkout.quickpay_account_id === payer.accountId) return;
  if (
    payer.kind === "admin" &&
    [...ADMIN_LEVELS.reports, ...ADMIN_LEVELS.phonedIn].includes(payer.level as 1)
  ) {
    return;
  }
  throw forbidden();
}

/** POST /api/payment-details: the result page's data (spec 002 §3). */
export async function paymentDetails(
  services: Services,
  payer: Payer,
  invoice: string,
): Promise<PaymentDetailsResponse> {
  const checkout = await findCheckout(services.db, invoice);
  // An unknown invoice answers like someone else's: invoice numbers must not be probed.
  if (!checkout) throw forbidden();
  assertMaySee(payer, checkout);
  const lines = await listCheckoutLines(services.db, invoice);
  const receipt = checkout.ctr ? receiptFields(checkout.ctr) : [];
  const result = (line: (typeof lines)[number]): PaymentResult => ({
    invoice_num: checkout.invoice_num,
    status: checkout.status,
    bank_message: checkout.bank_message ?? "",
    payment_source: checkout.payment_source ?? "",
    dollar_amount: formatCents(checkout.amount_cents),
    currency: checkout.currency,
    card_holders_name: checkout.cardholder_name ?? "",
    card_number: checkout.card_number ?? "",
    fields: receipt,
    transaction_tag: checkout.transaction_tag ?? "",
    sequence_no: checkout.sequence_no ?? "",
    payment_date: checkout.settled_at ?? checkout.created_at,
    mode: checkout.mode,
    paymentId: line.payment_id ?? "",
    accountId: line.account_id,
    ccb_status: line.billing_status,
  });
  return {
    paymentResults: lines.map(result),
    accountSummary: lines.map((line) => ({
      accountId: line.account_id,
      amount: formatCents(line.amount_cents),
      paymentId: line.payment_id ?? "",
      ccb_status: line.billing_status,
    })),
  };
}
