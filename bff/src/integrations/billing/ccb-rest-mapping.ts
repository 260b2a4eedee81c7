/**
 * From billing's wire answers to the port's domain answers (`billing-domain.ts`): the one place the
 * CM field names of an account validation, a forgot look-up, a service agreement,
 * a bill and a log-in are read. When the adapter moves to Oracle's base services, these
 * functions change and no feature does.
 */
import type * as v from "valibot";
import type {
  AccountValidation,
  BillingAccountRef,
  ForgotCredentialsLookup,
  WebUserLoginResult,
} from "./billing-answers";
import type { ArrangementServiceAgreements, BillingArrangementCase } from "./billing-arrangement-answers";
import type { AccountBills } from "./billing-dashboard-answers";
import type {
  AccountHolder,
  ArrangementCase,
  Bill,
  HeldAccount,
  WebUserLogin,
  CredentialsRecovery,
  PhoneKind,
  ServiceAgreement,
} from "./billing-domain";

/** Billing's phone types as the product's kinds (spec 001 §3). */
export const PHONE_KIND_OF_TYPE: Readonly<Record<string, PhoneKind>> = {
  "HOME-PHONE": "home",
  MOBILE: "mobile",
  "BUSN-PHONE": "work",
};
export const PHONE_TYPE_OF_KIND: Readonly<Record<PhoneKind, string>> = {
  home: "HOME-PHONE",
  mobile: "MOBILE",
  work: "BUSN-PHONE",
};

/** The characteristic types of a person's security question and of its answer. */
const SECURITY_QUESTION = "CMSCQUES";
const SECURITY_ANSWER = "CMSCAN";

export function recoveryOf(lookup: ForgotCredentialsLookup): CredentialsRecovery {
  const question = lookup.list.find((item) => item.CharacteristicType === SECURITY_QUESTION);
  const answer = lookup.list.find((item) => item.CharacteristicType === SECURITY_ANSWER);
  return {
    username: lookup.username,
    email: lookup.emailAddress,
    personId: question?.PersonID ?? null,
    securityQuestion: question?.CharValueDescription || null,
    securityAnswer: answer?.AdhocCharacteristicValue || null,
  };
}

/** payment-arr-list's answer, grouped by account on the wire, as one list of service agreements. */
export function serviceAgreementsOf(
  answer: v.InferOutput<typeof ArrangementServiceAgreements>,
): ServiceAgreement[] {
  return answer.result.flatMap((account) =>
    account.result.map((sa) => ({
      accountId: account.AccountID,
      serviceType: sa.saType,
      status: sa.status,
      currentBalance: sa.currentBalance,
      payoffBalance: sa.payoffBalance,
    })),
  );
}

export function accountHolderOf(validation: AccountValidation): AccountHolder {
  const override = validation.personAddressOverride;
  return {
    accountId: validation.AccountID,
    personId: validation.personId,
    billAddressSource: validation.billAddressSource,
    webAccess: validation.webAccess,
    overrideAddress: override && {
      street: override.address1,
      city: override.city,
      state: override.state,
      postal: override.postal,
    },
  };
}

export function billsOf(answer: v.InferOutput<typeof AccountBills>): Bill[] {
  return answer.result.map((bill) => ({
    billId: bill.billID,
    billDate: bill.billDate,
    dueDate: bill.dueDate,
    total: bill.totalAmount,
    charges: bill.newCharges,
    arrears: bill.previousArrears,
  }));
}

const heldAccountOf = (account: BillingAccountRef): HeldAccount => ({
  accountId: account.AccountID,
  personId: account.PersonID,
  premise: account.PremiseInfo,
  customerClass: account.customerClass,
});

export function webUserLoginOf(result: WebUserLoginResult): WebUserLogin {
  return {
    succeeded: result.loginSuccessful,
    message: result.status.loginMessage,
    personId: result.PersonID,
    postpaid: result.postpaid.map(heldAccountOf),
    prepaid: result.prepaid.map(heldAccountOf),
    arrangementCases: result.payArrExistingIds.map((item) => ({
      caseId: item.caseId,
      accountId: item.AccountID,
      customerContactId: item.customerContactId,
      customerContactStatus: item.customerContactStatus,
    })),
  };
}

export function arrangementCaseOf(entry: BillingArrangementCase): ArrangementCase {
  return {
    caseId: entry.caseId,
    accountId: entry.AccountID,
    customerContactId: entry.customerContactId,
    customerContactStatus: entry.customerContactStatus,
    amount: entry.paymentArrAmount,
  };
}
