/**
 * The login answer in the contract's words (spec 001 §3, spec 002 §7: the original portal's field
 * names, word for word) from billing's log-in in the port's (`billing-domain.ts`).
 */
import type { LoginAccount, UserLoginResponse } from "@paygpa/contract";
import type { ArrangementCaseRef, HeldAccount } from "../../integrations/billing";

export function loginAccountsAnswer(accounts: readonly HeldAccount[]): LoginAccount[] {
  return accounts.map((account) => ({
    PersonID: account.personId,
    AccountID: account.accountId,
    PremiseInfo: account.premise,
    customerClass: account.customerClass,
  }));
}

export function arrangementCasesAnswer(
  cases: readonly ArrangementCaseRef[],
): UserLoginResponse["payArrExistingIds"] {
  return cases.map((item) => ({
    caseId: item.caseId,
    AccountID: item.accountId,
    customerContactId: item.customerContactId,
    customerContactStatus: item.customerContactStatus,
  }));
}
