/** Auth: customer login, sessions and their guards, quick pay's token, the password rule. Other rooms import only from here. */
export { type AuthNeighbours, authHandlers } from "./auth.handlers";
export {
  type AdminSession,
  type CustomerSession,
  createSessionStore,
  type SessionStore,
} from "./sessions.service";
export { passwordPolicyProblem } from "@paygpa/contract";
export { assertOwnsAccount, assertOwnsPerson, bearerToken, requireCustomer, requireSession } from "./guards";
export { sendCustomerLockNotices } from "./customer-lock-notices";
export { resolveQuickPaySession, startQuickPaySession } from "./quick-pay-session";
export {
  ADMIN_LOCKOUT,
  CUSTOMER_LOCKOUT,
  countWrongPassword,
  forgetWrongPasswords,
  isLockedOut,
} from "./login-lockout";
