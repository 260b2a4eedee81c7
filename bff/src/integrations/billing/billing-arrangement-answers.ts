/**
 * Billing's answers to the payment-arrangement calls (spec 002 §7: payment-arr-list,
 * details-payment-arr, stop-deposit, create-case, payment-arr-update-details). Every answer is
 * checked: a field the BFF reads that does not fit is billing failing (502), never a crash.
 */
import * as v from "valibot";

const text = v.string();
const amount = v.number();

export const ArrangementServiceAgreements = v.looseObject({
  result: v.array(
    v.looseObject({
      AccountID: text,
      result: v.array(
        v.looseObject({ saType: text, status: text, currentBalance: amount, payoffBalance: amount }),
      ),
    }),
  ),
});

const BillingArrangementCase = v.looseObject({
  caseId: text,
  AccountID: text,
  customerContactId: text,
  customerContactStatus: text,
  paymentArrAmount: v.nullable(amount),
});
export type BillingArrangementCase = v.InferOutput<typeof BillingArrangementCase>;

export const BillingArrangementCases = v.looseObject({ result: v.array(BillingArrangementCase) });
export const DepositStopped = v.looseObject({ status: v.literal("Success"), alreadyStopped: v.boolean() });
export const ArrangementCaseCreated = v.looseObject({
  status: v.literal("Success"),
  created: v.boolean(),
  caseId: text,
  customerContactId: text,
  customerContactStatus: text,
});
export const ArrangementCaseUpdated = v.looseObject({
  status: v.literal("Success"),
  customerContactStatus: text,
});
