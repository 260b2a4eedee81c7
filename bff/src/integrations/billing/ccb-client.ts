import { messages } from "../../contract/messages";
import { AppError } from "../../platform/http/errors";

/**
 * The BFF's only door to the billing system (CCB; the ccb-simulator offline). Shapes are CCB's,
 * field names included; services turn them into the portal's contract.
 */
export interface CcbAccountRef {
  PersonID: string;
  AccountID: string;
  PremiseInfo: string;
  customerClass: string;
}

export interface CcbLoginResult {
  loginSuccessful: boolean;
  status: { loginMessage: string };
  PersonID: string | null;
  postpaid: CcbAccountRef[];
  prepaid: CcbAccountRef[];
  payArrExistingIds: {
    caseId: string;
    AccountID: string;
    customerContactId: string;
    customerContactStatus: string;
  }[];
}

export interface CcbLoginRequest {
  userName: string;
  password: string;
  webUserPersonIdTypeCode: "WEB";
  webAccessFlag: "ALWD";
  wrongPasswordCountPersonCharTypeCode: "WPCOUNT";
  cisDivision: string;
  wrongPasswordCountLimit: number;
}

export interface CcbPersonDetails {
  customerDetails: {
    PersonID: string;
    Name: string;
    EmailID: string | null;
    Address: string;
    City: string;
    Description: string;
    Postal: string;
    StateDescription: string;
    State: string;
  };
  contactNumbers: { PhoneType: string; PhoneNumber: string; Sequence: number }[];
  securityQuestions: { description: string; characteristicValue: string }[];
}

export interface CcbFinancialSummary {
  details: {
    AccountID: string;
    CurrentBalance: number;
    PayoffBalance: number;
    Name: string;
    PremiseInfo: string;
  };
  arrears: { Label: string; ArrearsAmount: number }[];
  paymentDetails: { billDate: string; dueDate: string } | null;
  type: "postpaid" | "prepaid";
  email: string | null;
  cashOnlyFlag: "Y" | "N";
  customerClass: string;
  PersonID: string;
  prepaid: { prepaySAId: string; prepayBalance: number; unpaidBalance: number } | null;
}

export interface CcbAccountValidation {
  accountRelationshipType: string;
  billAddressSource: string;
  personId: string;
  isMainCustomer: boolean;
  isFinanciallyResponsible: boolean;
  isThirdPartyGuarantor: boolean;
  /** Whether the person already has a web user. */
  webAccess: boolean;
  billRouteType: string;
  AccountID: string;
  personAddressOverride: {
    accountId: string;
    personId: string;
    address1: string;
    city: string;
    postal: string;
    isInCityLimit: boolean;
    state: string;
    country: string;
    version: number;
  } | null;
}

export interface CcbPremise {
  /** "address, city, state, postal" */
  PremiseInfo: string;
  Name: string;
}

export interface CcbClient {
  login(request: CcbLoginRequest): Promise<CcbLoginResult>;
  personDetails(personId: string): Promise<CcbPersonDetails>;
  financialSummary(accountId: string): Promise<CcbFinancialSummary>;
  validateAccount(accountId: string, division: string): Promise<CcbAccountValidation>;
  premise(accountId: string): Promise<CcbPremise>;
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

export interface CcbPaymentResult {
  paymentId: string;
  /** '1' = posted. */
  status: string;
  AccountID: string;
  amount: string;
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

/** A forgot look-up: the web user, the person's e-mail, and the question AND answer characteristics. */
export interface CcbForgotLookup {
  username: string;
  emailAddress: string | null;
  list: {
    PersonID: string;
    CharacteristicType: "CMSCQUES" | "CMSCAN";
    CharValueDescription: string;
    AdhocCharacteristicValue: string;
  }[];
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

export function createCcbClient(options: {
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}): CcbClient {
  const doFetch = options.fetch ?? fetch;

  async function call<T>(path: string, body: unknown): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl}/ccb/v1${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
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
    return payload as T;
  }

  return {
    login: (request) => call("/web-users/login", request),
    personDetails: (personId) => call("/persons/details", { PersonID: personId }),
    financialSummary: (accountId) => call("/accounts/financial-summary", { AccountID: accountId }),
    validateAccount: (accountId, division) => call("/accounts/validate", { AccountID: accountId, division }),
    premise: (accountId) => call("/accounts/premise", { AccountID: accountId }),
    makePayment: (request) => call("/payments", request),
    checkUsername: (username) => call("/web-users/check-username", { username }),
    createWebUser: (request) => call("/web-users/create", request),
    allowWebAccess: (username) => call("/web-users/allow-web-access", { username }),
    removeWebUser: (username) => call("/web-users/remove", { username }),
    updateContacts: (request) => call("/persons/update-contacts", request),
    forgotPassword: (accountId, division, username) =>
      call("/web-users/forgot-password", { AccountID: accountId, division, username }),
    forgotUsername: (accountId, division, emailAddress) =>
      call("/web-users/forgot-username", { AccountID: accountId, division, emailAddress }),
    setPassword: (username, password) => call("/web-users/set-password", { username, password }),
    createCustomerContact: (request) => call("/customer-contacts/create", request),
  };
}
