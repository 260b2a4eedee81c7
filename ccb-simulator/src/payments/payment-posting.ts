/**
 * Payments posted through a payment event: a PS financial transaction on the SA and the SA's
 * balances moved by the amount, in whole cents. Like CCB, billing does not refuse a second tender with
 * the same external reference: finding it first is the caller's duty (decision 027).
 */
import type { BillingWorld, FinancialTransaction } from "@paygpa/fixtures";
import type { IsoDate } from "@paygpa/simulator-kit";
import type { LoadedWorld } from "../loaded-world";

export interface PaymentToPost {
  accountId: string;
  said: string;
  amount: number;
  arrearsDate: IsoDate;
  /** The tender's external reference id (CCB's EXT_REFERENCE_ID): the caller's own payment id. */
  externalReferenceId: string;
}

export interface PostedPayment {
  paymentId: string;
  AccountID: string;
  amount: string;
  externalReferenceId: string;
  ArrearsDate: IsoDate;
}

export function postPayment(
  loaded: LoadedWorld,
  input: PaymentToPost,
  nextFtId: () => string,
): FinancialTransaction {
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
    externalReferenceId: input.externalReferenceId,
  };
  loaded.world.financialTransactions.push(payment);
  const list = loaded.transactionsByAccount.get(input.accountId);
  if (list) list.push(payment);
  else loaded.transactionsByAccount.set(input.accountId, [payment]);
  return payment;
}

/** The payments posted through payment events (they carry an external reference; the fixtures' history does not). */
export function postedPayments(world: BillingWorld): PostedPayment[] {
  return world.financialTransactions.flatMap((ft) =>
    ft.externalReferenceId
      ? [
          {
            paymentId: ft.ftId,
            AccountID: ft.AccountID,
            amount: (-ft.TotalAmount).toFixed(2),
            externalReferenceId: ft.externalReferenceId,
            ArrearsDate: ft.ArrearsDate,
          },
        ]
      : [],
  );
}

/** The payments whose tender carries `externalReferenceId` (none, one, or — if a caller posted twice — more). */
export function paymentsByExternalReference(
  world: BillingWorld,
  externalReferenceId: string,
): PostedPayment[] {
  return postedPayments(world).filter((payment) => payment.externalReferenceId === externalReferenceId);
}
