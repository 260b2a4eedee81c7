/**
 * Billing's answers to the payment-arrangement calls (spec 002 §7: payment-arr-list,
 * details-payment-arr, stop-deposit, create-case, payment-arr-update-details). Every answer is
 * checked: a field the BFF reads that does not fit is billing failing (502), never a crash.
 */
import * as v from "valibot";

const text = v.string();
const amount = v.number();

export const CcbArrangementServiceAgreements = v.looseObject({
  result: v.array(
    v.looseObject({
      AccountID: text,
      result: v.array(
        v.looseObject({ saType: text, status: text, currentBalance: amount, payoffBalance: amount }),
      ),
    }),
  ),
});

const CcbArrangementCase = v.looseObject({
  caseId: text,
  AccountID: text,
  customerContactId: text,
  customerContactStatus: text,
  paymentArrAmount: v.nullable(amount),
});
export type CcbArrangementCase = v.InferOutput<typeof CcbArrangementCase>;

export const CcbArrangementCases = v.looseObject({ result: v.array(CcbArrangementCase) });
export const CcbDepositStopped = v.looseObject({ status: v.literal("Success"), alreadyStopped: v.boolean() });
export const CcbCaseCreated = v.looseObject({
  status: v.literal("Success"),
  created: v.boolean(),
  caseId: text,
  customerContactId: text,
  customerContactStatus: text,
});
export const CcbCaseUpdated = v.looseObject({ status: v.literal("Success"), customerContactStatus: text });
