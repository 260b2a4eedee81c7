import type { Clock } from "../../platform/clock";
import type { UserLoginRequest, UserLoginResponse } from "@paygpa/contract";
import type { BillingPort } from "../../integrations/billing";
import { arrangementCasesAnswer, loginAccountsAnswer } from "./login-answer";
import type { Db } from "../../database";
import { customerLoginRefusal, isBillingLock, isWebAccessRefusal } from "./login-refusal";
import { queueCustomerLockNotice } from "./customer-lock-notices";
import { CUSTOMER_LOCKOUT, countWrongPassword, forgetWrongPasswords } from "./login-lockout";
import { recordAudit } from "../../platform/audit";
import type { SessionStore } from "./sessions.service";

/** A payment arrangement is pending when a case has customerContactStatus '10' (spec 001 §9). */
export const PENDING_ARRANGEMENT_STATUS = "10";

export function isPaymentArrangementPending(cases: { customerContactStatus: string }[]): boolean {
  return cases.some((item) => item.customerContactStatus === PENDING_ARRANGEMENT_STATUS);
}

/**
 * Counts a wrong password against the name typed; the attempt that starts its lock (the BFF's count,
 * or billing's lock seen for the first time) leaves a lock notice, for a web user and an unknown name
 * alike, and the worker e-mails the account holder (`customer-lock-notices.ts`). Answers whether the
 * name is locked.
 */
async function countAndNotice(db: Db, username: string, billingLocked: boolean, now: Date): Promise<boolean> {
  const count = await countWrongPassword(db, CUSTOMER_LOCKOUT, username, now, { lockNow: billingLocked });
  if (count.locksNow) {
    await recordAudit(db, { at: now.toISOString(), actor: username, action: "customer-locked" });
    await queueCustomerLockNotice(db, username, now);
  }
  return count.locked;
}

/**
 * Customer login: billing checks the password and keeps the wrong-password count (locking at the
 * limit); the BFF counts the same per name typed, so that an unknown name locks alike. On success
 * the BFF opens a fresh session that may touch exactly the accounts billing listed.
 */
export async function loginCustomer(
  deps: {
    db: Db;
    billing: BillingPort;
    sessions: SessionStore;
    clock: Clock;
    /** The sign-up awaiting confirmation's message for this username, or null (sign-up's rule). */
    pendingSignUpMessage(username: string): Promise<string | null>;
  },
  request: Required<UserLoginRequest>,
): Promise<UserLoginResponse> {
  const result = await deps.billing.login({
    username: request.userName,
    password: request.password,
    wrongPasswordLimit: request.wrongPasswordCountLimit,
  });
  const now = deps.clock.now();
  const at = now.toISOString();
  if (!result.succeeded || !result.personId) {
    await recordAudit(deps.db, {
      at,
      actor: request.userName,
      action: "customer-login-failed",
      details: { billingMessage: result.message },
    });
    // Billing refuses web access only once the password was right: then, and only then, a
    // sign-up not confirmed yet says so (else the answer would tell which usernames are pending).
    const pending = isWebAccessRefusal(result.message)
      ? await deps.pendingSignUpMessage(request.userName)
      : null;
    // Every other refusal counts against the name typed, known to billing or not, so a name billing
    // does not know is locked at the same wrong password as a web user (`login-lockout.ts`).
    const lockedHere = isWebAccessRefusal(result.message)
      ? false
      : await countAndNotice(deps.db, request.userName, isBillingLock(result.message), now);
    return {
      loginSuccessful: false,
      status: { loginMessage: pending ?? customerLoginRefusal(result.message, lockedHere) },
      personId: null,
      username: null,
      postpaid: [],
      prepaid: [],
      isPaymentArrngmnt: false,
      isPAPending: false,
      payArrExistingIds: [],
    };
  }
  await forgetWrongPasswords(deps.db, CUSTOMER_LOCKOUT, request.userName);
  const snapshot = {
    postpaid: loginAccountsAnswer(result.postpaid),
    prepaid: loginAccountsAnswer(result.prepaid),
    isPAPending: isPaymentArrangementPending(result.arrangementCases),
  };
  const token = await deps.sessions.startCustomerSession({
    personId: result.personId,
    username: request.userName,
    accountIds: [...result.postpaid, ...result.prepaid].map((account) => account.accountId),
    loginSnapshot: snapshot,
  });
  await recordAudit(deps.db, {
    at,
    actor: request.userName,
    action: "customer-login",
    subject: result.personId,
  });
  return {
    loginSuccessful: true,
    status: { loginMessage: result.message },
    token,
    personId: result.personId,
    username: request.userName,
    postpaid: snapshot.postpaid,
    prepaid: snapshot.prepaid,
    isPaymentArrngmnt: result.arrangementCases.length > 0,
    isPAPending: snapshot.isPAPending,
    payArrExistingIds: arrangementCasesAnswer(result.arrangementCases),
  };
}
