/**
 * The portal's client of the BFF. Every loader and action reaches the BFF through here; each call is
 * `callRoute(name, …)` on the contract's route table (bff-route.server.ts), so paths and schemas are
 * never typed twice: answers are checked against the table's schemas, failures become typed errors.
 */
import type { RouteInput } from "@paygpa/bff/contract";
import type { AppLoadContext } from "@remix-run/node";
import { accessCalls } from "./bff-access.server";
import { browserOfCalls } from "./bff-call.server";
import { callRoute } from "./bff-route.server";

export { BffError, BffForbidden, BffUnauthorized, BffUnavailable } from "./bff-call.server";

export const bff = {
  /** POST /api/v1/user-login: always 200; `loginSuccessful` false carries the message to show as is. */
  userLogin: (request: RouteInput<"userLogin">) => callRoute("userLogin", request),

  /** POST /api/v1/logout: ends the session on the server. */
  logout: (token: string) => callRoute("logout", undefined, { token }),

  /** GET /api/v1/session: who the token belongs to; refreshes the idle window. */
  session: (token: string) => callRoute("session", undefined, { token }),

  /** GET /api/v1/system-maintenance: the login and pay-now flags (public). */
  systemMaintenance: () => callRoute("systemMaintenance", undefined),

  /** POST /api/v1/user-latest-bill: one postpaid account's summary line. */
  async userLatestBill(token: string, accountId: string) {
    return (await callRoute("userLatestBill", { accountId }, { token })).result;
  },

  /** POST /api/v2/prepaid-details: one prepaid account's summary line. */
  async prepaidDetails(token: string, accountId: string) {
    return (await callRoute("prepaidDetails", { accountId }, { token })).result;
  },

  /** POST /api/v1/user-details: the customer information box. */
  async userDetails(token: string, personId: string) {
    return (await callRoute("userDetails", { personId }, { token })).result;
  },

  // Payments (bff/src/features/payments)

  /** POST /api/v1/validate-account: quick pay's account + zip check; a quick-pay token on success. */
  validateAccount: (request: RouteInput<"validateAccount">) => callRoute("validateAccount", request),

  /** POST /api/v1/get-fphash: a pending checkout and the signed hidden form of the hosted page. */
  getFpHash: (token: string, request: RouteInput<"getFpHash">) => callRoute("getFpHash", request, { token }),

  /** POST /api/v1/payeezy: the card modal's payment (card fields pass through, never kept). */
  payeezy: (token: string, request: RouteInput<"payeezy">) => callRoute("payeezy", request, { token }),

  /** POST /api/payment-details: the result page's data, for the session that made the checkout. */
  paymentDetails: (token: string, invoice: string) =>
    callRoute("paymentDetails", { invoice_num: invoice }, { token }),

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
