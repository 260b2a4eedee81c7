import { correlationHeaders } from "../../platform/http/correlation";
import * as v from "valibot";
import { messages } from "@paygpa/contract";
import { AppError } from "../../platform/http/errors";
import type { Logger } from "../../platform/http/logger";
import {
  CcbAccountValidation,
  CcbAcknowledged,
  CcbCustomerContactCreated,
  CcbFinancialSummary,
  CcbFinancialTransactions,
  CcbForgotLookup,
  CcbLoginResult,
  CcbPaymentResult,
  CcbPersonDetails,
  CcbPremise,
  CcbUsernameCheck,
  CcbWebUserCreated,
  CcbWebUserSearch,
} from "./ccb-answers";
import { type CcbDashboardCalls, dashboardCalls } from "./ccb-dashboard";

export type {
  CcbWebUserSearch,
  CcbAccountRef,
  CcbAccountValidation,
  CcbFinancialSummary,
  CcbFinancialTransactions,
  CcbForgotLookup,
  CcbLoginResult,
  CcbPaymentResult,
  CcbPersonDetails,
  CcbPremise,
} from "./ccb-answers";

export interface CcbLoginRequest {
  userName: string;
  password: string;
  webUserPersonIdTypeCode: "WEB";
  webAccessFlag: "ALWD";
  wrongPasswordCountPersonCharTypeCode: "WPCOUNT";
  cisDivision: string;
  wrongPasswordCountLimit: number;
}

/** One call to billing: POST `path` with `body`, the answer checked against `schema`. */
export type CcbCall = <S extends v.GenericSchema>(
  path: string,
  body: unknown,
  schema: S,
) => Promise<v.InferOutput<S>>;

export interface CcbClient extends CcbDashboardCalls {
  login(request: CcbLoginRequest): Promise<CcbLoginResult>;
  personDetails(personId: string): Promise<CcbPersonDetails>;
  financialSummary(accountId: string): Promise<CcbFinancialSummary>;
  validateAccount(accountId: string, division: string): Promise<CcbAccountValidation>;
  premise(accountId: string): Promise<CcbPremise>;
  /** The account's financial transactions (payments, adjustments), newest first. */
  financialTransactions(accountId: string): Promise<CcbFinancialTransactions>;
  /** make-payment: posts one card payment; the same paymentKey posts once. */
  makePayment(request: CcbPaymentRequest): Promise<CcbPaymentResult>;
  // Web self-service writes and look-ups (sign-up, forgotten credentials, help requests).
  checkUsername(username: string): Promise<{ taken: boolean }>;
  createWebUser(request: CcbCreateWebUser): Promise<{ username: string; PersonID: string }>;
  /** A web user created 'Not Allowed' (a sign-up awaiting confirmation) gets web access. */
  allowWebAccess(username: string): Promise<unknown>;
  /** Removes a web user that never had web access (a replaced sign-up). */
  removeWebUser(username: string): Promise<unknown>;
  /** The person's e-mail (empty = unchanged) and phones, as sign-up sends them. */
  updateContacts(request: CcbContactsUpdate): Promise<unknown>;
  forgotPassword(accountId: string, division: string, username: string): Promise<CcbForgotLookup>;
  forgotUsername(accountId: string, division: string, emailAddress: string): Promise<CcbForgotLookup>;
  setPassword(username: string, password: string): Promise<unknown>;
  /** The web users of an account's persons (spec 000 §7 search-web-user). */
  searchWebUsers(accountId: string, division: string): Promise<CcbWebUserSearch>;
  createCustomerContact(
    request: CcbCustomerContactRequest,
  ): Promise<{ customerContactId: string; caseId: string }>;
}

export interface CcbPaymentRequest {
  AccountID: string;
  amount: string;
  method: "PG001";
  cardCharge: "0.00";
  paymentSource: string;
  paymentKey: string;
}

export interface CcbCreateWebUser {
  PersonID: string;
  username: string;
  password: string;
  securityQuestion: string;
  securityAnswer: string;
  /** CCB's web access flag: 'NALW' until the sign-up is confirmed. */
  webAccessFlag: "ALWD" | "NALW";
}

export interface CcbContactsUpdate {
  PersonID: string;
  /** The new e-mail, or empty to keep the one on file. */
  email: string;
  /**
   * Per phone: a number to set (empty = unchanged), `deleted` to remove it, and billing's sequence of
   * the contact number it concerns (null for a new one).
   */
  phones: Record<"home" | "mobile" | "work", { number: string; deleted: boolean; sequence: number | null }>;
}

export interface CcbCustomerContactRequest {
  AccountID: string;
  PersonID: string;
  contactType: "TECHNICAL" | "COMPLAINT";
  description: string;
}

/** Billing answered with an error status of its own (4xx, e.g. unknown account). */
export class CcbRejected extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly description: string,
    readonly answer: {
      /** False when the body was not billing's `{ error: { code, description } }` (a proxy answered). */
      billingAnswered: boolean;
      /** The `Retry-After` header as sent (429), or null. */
      retryAfter: string | null;
    } = { billingAnswered: true, retryAfter: null },
  ) {
    super(`billing refused: ${status} ${code} ${description}`);
  }
}

/**
 * Billing did not answer usefully: no answer (timeout, dropped or refused connection), a 5xx, or an
 * answer that is not JSON. Callers see the 502 'Server Error. Try again later!'; the posting worker
 * reads `reason`, `billingStatus` and `retryAfter` to decide when to try again.
 */
export class BillingUnavailable extends AppError {
  constructor(
    readonly reason: string,
    readonly billingStatus: number | null,
    readonly retryAfter: string | null = null,
  ) {
    super(502, "BILLING_UNAVAILABLE", messages.serverErrorTryAgain);
  }
}

export const billingUnavailable = (reason = "no answer", billingStatus: number | null = null) =>
  new BillingUnavailable(reason, billingStatus);

/** Where billing is and how long to wait for it: what every door to billing shares. */
export interface CcbConnection {
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  /** Where a malformed answer is reported (the caller only sees 'Server Error. Try again later!'). */
  logger?: Logger;
}

/**
 * One billing call: POST JSON under `/ccb/v1`, the answer checked against its schema. No answer, a
 * 5xx or a malformed answer is `BillingUnavailable`; billing's own refusal (4xx) is `CcbRejected`.
 */
export function ccbCaller(options: CcbConnection) {
  const doFetch = options.fetch ?? fetch;

  return async function call<S extends v.GenericSchema>(
    path: string,
    body: unknown,
    schema: S,
  ): Promise<v.InferOutput<S>> {
    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl}/ccb/v1${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", ...correlationHeaders() },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      throw billingUnavailable(timedOut ? `no answer within ${options.timeoutMs} ms` : "connection failed");
    }
    const retryAfter = response.headers.get("retry-after");
    if (response.status >= 500) {
      await response.body?.cancel().catch(() => undefined);
      throw new BillingUnavailable(`HTTP ${response.status}`, response.status, retryAfter);
    }
    // A connection dropped in the middle of the answer reads as an unparseable answer.
    const payload = (await response.json().catch(() => null)) as unknown;
    if (!response.ok) {
      const error = (payload as { error?: { code?: string; description?: string } } | null)?.error;
      throw new CcbRejected(response.status, error?.code ?? "UNKNOWN", error?.description ?? "", {
        billingAnswered: typeof error?.code === "string",
        retryAfter,
      });
    }
    if (payload === null) throw billingUnavailable("unparseable answer", response.status);
    const parsed = v.safeParse(schema, payload);
    if (!parsed.success) {
      const where = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? "(answer)"}: ${issue.message}`);
      options.logger?.error("billing answered malformed", { path, issues: where.slice(0, 5) });
      throw billingUnavailable("malformed answer", response.status);
    }
    return parsed.output;
  };
}

export function createCcbClient(options: CcbConnection): CcbClient {
  const call = ccbCaller(options);
  return {
    login: (request) => call("/web-users/login", request, CcbLoginResult),
    personDetails: (personId) => call("/persons/details", { PersonID: personId }, CcbPersonDetails),
    financialSummary: (accountId) =>
      call("/accounts/financial-summary", { AccountID: accountId }, CcbFinancialSummary),
    validateAccount: (accountId, division) =>
      call("/accounts/validate", { AccountID: accountId, division }, CcbAccountValidation),
    premise: (accountId) => call("/accounts/premise", { AccountID: accountId }, CcbPremise),
    financialTransactions: (accountId) =>
      call("/accounts/financial-transactions", { AccountID: accountId }, CcbFinancialTransactions),
    makePayment: (request) => call("/payments", request, CcbPaymentResult),
    checkUsername: (username) => call("/web-users/check-username", { username }, CcbUsernameCheck),
    createWebUser: (request) => call("/web-users/create", request, CcbWebUserCreated),
    allowWebAccess: (username) => call("/web-users/allow-web-access", { username }, CcbAcknowledged),
    removeWebUser: (username) => call("/web-users/remove", { username }, CcbAcknowledged),
    updateContacts: (request) => call("/persons/update-contacts", request, CcbAcknowledged),
    forgotPassword: (accountId, division, username) =>
      call("/web-users/forgot-password", { AccountID: accountId, division, username }, CcbForgotLookup),
    forgotUsername: (accountId, division, emailAddress) =>
      call("/web-users/forgot-username", { AccountID: accountId, division, emailAddress }, CcbForgotLookup),
    setPassword: (username, password) =>
      call("/web-users/set-password", { username, password }, CcbAcknowledged),
    searchWebUsers: (accountId, division) =>
      call("/web-users/search", { AccountID: accountId, division }, CcbWebUserSearch),
    createCustomerContact: (request) => call("/customer-contacts/create", request, CcbCustomerContactCreated),
    ...dashboardCalls(call),
  };
}
