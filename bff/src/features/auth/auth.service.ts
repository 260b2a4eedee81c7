import type { Clock } from "../../platform/clock";
import type { UserLoginRequest, UserLoginResponse } from "../../contract/auth";
import type { CcbClient } from "../../integrations/billing/ccb-client";
import type { Db } from "../../database";
import { customerLoginRefusal, isWebAccessRefusal } from "./login-refusal";
import { recordAudit } from "../../platform/audit";
import type { SessionStore } from "./sessions.service";

/** A payment arrangement is pending when a case has customerContactStatus '10' (spec 001 §9). */
export const PENDING_ARRANGEMENT_STATUS = "10";

export function isPaymentArrangementPending(cases: { customerContactStatus: string }[]): boolean {
  return cases.some((item) => item.customerContactStatus === PENDING_ARRANGEMENT_STATUS);
}

/**
 * Customer login: billing checks the password and keeps the wrong-password count (locking at the
 * limit); on success the BFF opens a fresh session that may touch exactly the accounts billing listed.
 */
export async function loginCustomer(
  deps: {
    db: Db;
    ccb: CcbClient;
    sessions: SessionStore;
    clock: Clock;
    /** The sign-up awaiting confirmation's message for this username, or null (sign-up's rule). */
    pendingSignUpMessage(username: string): Promise<string | null>;
  },
  request: Required<UserLoginRequest>,
): Promise<UserLoginResponse> {
  const result = await deps.ccb.login(request);
  const at = deps.clock.now().toISOString();
  if (!result.loginSuccessful || !result.PersonID) {
    await recordAudit(deps.db, {
      at,
      actor: request.userName,
      action: "customer-login-failed",
      details: { billingMessage: result.status.loginMessage },
    });
    return {
      loginSuccessful: false,
      // Billing refuses web access only once the password was right: then, and only then, a
      // sign-up not confirmed yet says so (else the answer would tell which usernames are pending).
      status: {
        loginMessage:
          (isWebAccessRefusal(result.status.loginMessage)
            ? await deps.pendingSignUpMessage(request.userName)
            : null) ?? customerLoginRefusal(result.status.loginMessage),
      },
      personId: null,
      username: null,
      postpaid: [],
      prepaid: [],
      isPaymentArrngmnt: false,
      isPAPending: false,
      payArrExistingIds: [],
    };
  }
  const snapshot = {
    postpaid: result.postpaid,
    prepaid: result.prepaid,
    isPAPending: isPaymentArrangementPending(result.payArrExistingIds),
  };
  const token = await deps.sessions.startCustomerSession({
    personId: result.PersonID,
    username: request.userName,
    accountIds: [...result.postpaid, ...result.prepaid].map((account) => account.AccountID),
    loginSnapshot: snapshot,
  });
  await recordAudit(deps.db, {
    at,
    actor: request.userName,
    action: "customer-login",
    subject: result.PersonID,
  });
  return {
    loginSuccessful: true,
    status: { loginMessage: result.status.loginMessage },
    token,
    personId: result.PersonID,
    username: request.userName,
    postpaid: result.postpaid,
    prepaid: result.prepaid,
    isPaymentArrngmnt: result.payArrExistingIds.length > 0,
    isPAPending: snapshot.isPAPending,
    payArrExistingIds: result.payArrExistingIds,
  };
}
