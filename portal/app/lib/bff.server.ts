/**
 * The portal's one typed client of the BFF. Every loader and action reaches the BFF through here:
 * answers are checked against the contract's Valibot schemas, failures become typed errors.
 */
import {
  GetFpHashResponse,
  type GetFpHashRequest,
  PayeezyResponse,
  type PayeezyRequest,
  PaymentDetailsResponse,
  ValidateAccountResponse,
  type ValidateAccountRequest,
} from "@paygpa/bff/contract";
import {
  AccountSummaryResponse,
  SessionResponse,
  SystemMaintenanceResponse,
  UserDetailsResponse,
  UserLoginResponse,
  type UserLoginRequest,
} from "@paygpa/bff/contract";
import type { AppLoadContext } from "@remix-run/node";
import { accessCalls } from "./bff-access.server";
import { browserOfCalls, callBff } from "./bff-call.server";

export { BffError, BffForbidden, BffUnauthorized, BffUnavailable } from "./bff-call.server";

export const bff = {
  /** POST /api/v1/user-login: always 200; `loginSuccessful` false carries the message to show as is. */
  userLogin(request: UserLoginRequest) {
    return callBff({ method: "POST", path: "/api/v1/user-login", body: request, schema: UserLoginResponse });
  },

  /** POST /api/v1/logout: ends the session on the server. */
  logout(token: string) {
    return callBff({ method: "POST", path: "/api/v1/logout", token, schema: null });
  },

  /** GET /api/v1/session: who the token belongs to; refreshes the idle window. */
  session(token: string) {
    return callBff({ method: "GET", path: "/api/v1/session", token, schema: SessionResponse });
  },

  /** GET /api/v1/system-maintenance: the login and pay-now flags (public). */
  systemMaintenance() {
    return callBff({ method: "GET", path: "/api/v1/system-maintenance", schema: SystemMaintenanceResponse });
  },

  /** POST /api/v1/user-latest-bill: one postpaid account's summary line. */
  async userLatestBill(token: string, accountId: string) {
    const answer = await callBff({
      method: "POST",
      path: "/api/v1/user-latest-bill",
      token,
      body: { accountId },
      schema: AccountSummaryResponse,
    });
    return answer.result;
  },

  /** POST /api/v2/prepaid-details: one prepaid account's summary line. */
  async prepaidDetails(token: string, accountId: string) {
    const answer = await callBff({
      method: "POST",
      path: "/api/v2/prepaid-details",
      token,
      body: { accountId },
      schema: AccountSummaryResponse,
    });
    return answer.result;
  },

  /** POST /api/v1/user-details: the customer information box. */
  async userDetails(token: string, personId: string) {
    const answer = await callBff({
      method: "POST",
      path: "/api/v1/user-details",
      token,
      body: { personId },
      schema: UserDetailsResponse,
    });
    return answer.result;
  },

  // Payments (bff/src/features/payments)

  /** POST /api/v1/validate-account: quick pay's account + zip check; a quick-pay token on success. */
  validateAccount(request: ValidateAccountRequest) {
    return callBff({
      method: "POST",
      path: "/api/v1/validate-account",
      body: request,
      schema: ValidateAccountResponse,
    });
  },

  /** POST /api/v1/get-fphash: a pending checkout and the signed hidden form of the hosted page. */
  getFpHash(token: string, request: GetFpHashRequest) {
    return callBff({
      method: "POST",
      path: "/api/v1/get-fphash",
      token,
      body: request,
      schema: GetFpHashResponse,
    });
  },

  /** POST /api/v1/payeezy: the card modal's payment (card fields pass through, never kept). */
  payeezy(token: string, request: PayeezyRequest) {
    return callBff({
      method: "POST",
      path: "/api/v1/payeezy",
      token,
      body: request,
      schema: PayeezyResponse,
    });
  },

  /** POST /api/payment-details: the result page's data, for the session that made the checkout. */
  paymentDetails(token: string, invoice: string) {
    return callBff({
      method: "POST",
      path: "/api/payment-details",
      token,
      body: { invoice_num: invoice },
      schema: PaymentDetailsResponse,
    });
  },

  ...accessCalls,
};

/**
 * The BFF client for one browser's request: every call made through it forwards the browser's
 * address (the portal server puts it in the load context: decision 013) as `X-Forwarded-For`, so
 * that the BFF's per-address rate limits count that browser, not the portal. Loaders and actions
 * use `bffFor(context)`.
 */
export function bffFor(context: AppLoadContext): typeof bff {
  const address = context.browserAddress ?? null;
  return Object.fromEntries(
    Object.entries(bff).map(([name, call]) => [
      name,
      (...args: unknown[]) =>
        browserOfCalls.run(address, () => (call as (...a: unknown[]) => unknown)(...args)),
    ]),
  ) as typeof bff;
}
