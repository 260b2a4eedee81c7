/**
 * Payments posted by make-payment: a PS financial transaction on the SA and the SA's balances moved
 * by the amount, in whole cents.
 */
import type { BillingWorld, FinancialTransaction } from "@paygpa/fixtures";
import type { IsoDate } from "@paygpa/simulator-kit";
import type { LoadedWorld } from "../loaded-world";

export interface PaymentToPost {
  accountId: string;
  said: string;
  amount: number;
  arrearsDate: IsoDate;
  paymentKey: string;
}

export interface PostedPayment {
  paymentId: string;
  AccountID: string;
  amount: string;
  paymentKey: string;
  ArrearsDate: IsoDate;
}

/** Idempotent by paymentKey: a key already posted answers its payment, `created: false`. */
export function postPayment(
  loaded: LoadedWorld,
  input: PaymentToPost,
  nextFtId: () => string,
): { payment: FinancialTransaction; created: boolean } {
  const existing = loaded.world.financialTransactions.find((ft) => ft.paymentKey === input.paymentKey);
  if (existing) return { payment: existing, created: false };
  const sa = (loaded.serviceAgreementsByAccount.get(input.accountId) ?? []).find(
    (candidate) => candidate.SAID === input.said,
  );
  if (!sa) throw new Error(`No service agreement ${input.said} on account ${input.accountId}`);
  const cents = Math.round(input.amount * 100);
  sa.currentBalance = (Math.round(sa.currentBalance * 100) - cents) / 100;
  sa.payoffBalance = (Math.round(sa.payoffBalance * 100) - cents) / 100;
  if (sa.prepayBalance !== undefined) sa.prepayBalance = (Math.round(sa.prepayBalance * 100) + cents) / 100;
  const payment: FinancialTransaction = {
    ftId: nextFtId(),
    AccountID: input.accountId,
    SAID: sa.SAID,
    FinancialTransactionType: "PS",
    ArrearsDate: input.arrearsDate,
    TotalAmount: -cents / 100,
    paymentKey: input.paymentKey,
  };
  loaded.world.financialTransactions.push(payment);
  const list = loaded.transactionsByAccount.get(input.accountId);
  if (list) list.push(payment);
  else loaded.transactionsByAccount.set(input.accountId, [payment]);
  return { payment, created: true };
}

/** The payments make-payment posted (they carry a payment key; the fixtures' history does not). */
export function postedPayments(world: BillingWorld): PostedPayment[] {
  return world.financialTransactions.flatMap((ft) =>
    ft.paymentKey
      ? [
          {
            paymentId: ft.ftId,
            AccountID: ft.AccountID,
            amount: (-ft.TotalAmount).toFixed(2),
            paymentKey: ft.paymentKey,
            ArrearsDate: ft.ArrearsDate,
          },
        ]
      : [],
  );
}
