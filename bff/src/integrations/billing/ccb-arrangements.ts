/**
 * Billing's payment-arrangement calls (spec 002 §7: payment-arr-list, details-payment-arr,
 * stop-deposit, create-case, payment-arr-update-details) and staff's decision on a case. Every
 * answer is checked: a field the BFF reads that does not fit is billing failing (502), never a crash.
 */
import * as v from "valibot";
import { type CcbConnection, ccbCaller } from "./ccb-client";

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

export interface SignedFormMetadata {
  customerContactId: string;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  /** The case number read from the form's barcode; empty when unreadable. */
  barcode: string;
}

export interface CcbArrangementClient {
  serviceAgreements(accountIds: string[]): Promise<v.InferOutput<typeof CcbArrangementServiceAgreements>>;
  cases(accountIds: string[]): Promise<CcbArrangementCase[]>;
  stopDeposit(accountId: string): Promise<v.InferOutput<typeof CcbDepositStopped>>;
  createCase(request: {
    AccountID: string;
    PersonID: string;
    name: string;
    emailAddress: string;
    /** Dollars with 2 decimals, e.g. "250.00". */
    paymentArrAmount: string;
  }): Promise<v.InferOutput<typeof CcbCaseCreated>>;
  updateDetails(form: SignedFormMetadata): Promise<v.InferOutput<typeof CcbCaseUpdated>>;
  decide(request: {
    customerContactId: string;
    outcome: "approved" | "rejected";
    note: string;
  }): Promise<unknown>;
}

export function createCcbArrangementClient(connection: CcbConnection): CcbArrangementClient {
  const call = ccbCaller(connection);
  return {
    serviceAgreements: (AccountIDs) =>
      call("/payment-arrangements/service-agreements", { AccountIDs }, CcbArrangementServiceAgreements),
    cases: async (AccountIDs) =>
      (await call("/payment-arrangements/cases", { AccountIDs }, CcbArrangementCases)).result,
    stopDeposit: (AccountID) => call("/payment-arrangements/stop-deposit", { AccountID }, CcbDepositStopped),
    createCase: (request) => call("/payment-arrangements/create-case", request, CcbCaseCreated),
    updateDetails: (form) => call("/payment-arrangements/update-details", form, CcbCaseUpdated),
    decide: (request) => call("/payment-arrangements/decide", request, v.unknown()),
  };
}
