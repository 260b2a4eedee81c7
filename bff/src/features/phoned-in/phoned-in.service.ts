/**
 * Step 1's account search and the two payment history tabs of the Phoned-In Bill Payment screen
 * (spec 000 §2, §3, §7). The admin's level is checked by the route's access (ADMIN_LEVELS.phonedIn).
 */
import type {
  CompletePaymentHistoryResponse,
  PhonedInAccountResponse,
  WebPaymentHistoryResponse,
} from "@paygpa/contract";
import { isBusinessRefusal } from "../../integrations/billing";
import type { Services } from "../../services";
import { cashOnlyFlagOf } from "../account-holder";
import { accountSummaryLine } from "../accounts";
import { completePaymentHistory, webPayerName } from "./phoned-in-rules";
import { listWebPayments } from "./phoned-in.repository";

/**
 * POST user-latest-bill-phoned: billing's account, or its refusal as `Failed` with billing's
 * description (the screen shows it with the account id, spec 000 §8). Billing down stays an error.
 */
export async function phonedInAccount(
  services: Pick<Services, "billing" | "clock">,
  accountId: string,
): Promise<PhonedInAccountResponse> {
  try {
    const summary = await services.billing.financialSummary(accountId);
    return {
      status: "Success",
      result: {
        arrears: {
          details: {
            AccountID: summary.accountId,
            CurrentBalance: summary.currentBalance,
            PayoffBalance: summary.payoffBalance,
            Name: summary.holderName,
            PremiseInfo: summary.premise,
          },
          arrears: summary.arrears.map(({ label, amount }) => ({ Label: label, ArrearsAmount: amount })),
        },
        paymentDetails: summary.latestBill
          ? { billDate: summary.latestBill.billDate, dueDate: summary.latestBill.dueDate }
          : null,
        type: summary.kind,
        email: summary.email,
        cashOnlyFlag: cashOnlyFlagOf(summary),
        unpaidBalance: summary.prepaid?.unpaidBalance ?? null,
        prepayBalance: summary.prepaid?.balance ?? null,
        prepaySAId: summary.prepaid?.serviceAgreementId ?? null,
        summary: accountSummaryLine(summary, services.clock.today()),
      },
    };
  } catch (error) {
    // Billing's own refusals of the account (unknown, closed); its throttling and failures stay errors.
    if (isBusinessRefusal(error) && error.answer.billingAnswered) {
      return { status: "Failed", accountId, description: error.description || error.ouafCode };
    }
    throw error;
  }
}

/** POST /api/v1/user-payment-history: the account's payments made through this portal, newest first. */
export async function webPaymentHistory(
  services: Pick<Services, "db">,
  accountId: string,
): Promise<WebPaymentHistoryResponse> {
  const rows = await listWebPayments(services.db, accountId, 100);
  return {
    result: rows.map((row) => ({
      payment_date: row.settled_at ?? row.created_at,
      username: webPayerName(row),
      receipt_num: row.invoice_num,
      transaction_tag: row.gateway_tag ?? "",
      status: row.status,
      amount: (row.amount_cents / 100).toFixed(2),
    })),
  };
}

/** POST /api/v1/user-payment-history-ccb: billing's payments of the account (at most 18, spec 000 §9). */
export async function completeHistory(
  services: Pick<Services, "billing">,
  accountId: string,
): Promise<CompletePaymentHistoryResponse> {
  const transactions = await services.billing.financialTransactions(accountId);
  return {
    result: completePaymentHistory(transactions).map((row) => ({
      ArrearsDate: row.arrearsDate,
      FinancialTransactionType: row.type,
      TotalAmount: row.amount,
      label: row.label,
    })),
  };
}
