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
  AnnouncementsFrontResponse,
  CheckAccountNumberResponse,
  CheckUsernameResponse,
  ForgotQuestionResponse,
  ForgotResultResponse,
  HelpResponse,
  ResetPasswordResponse,
  ResetTokenResponse,
  SecurityQuestionsResponse,
  SignUpConfirmResponse,
  SignUpUserResponse,
  SignUpZipResponse,
  SubmitSurveyResponse,
  SurveyListResponse,
  type HelpRequest,
  type SignUpUserRequest,
  type SubmitSurveyRequest,
  ErrorBody,
  SessionResponse,
  SystemMaintenanceResponse,
  UserDetailsResponse,
  UserLoginResponse,
  type UserLoginRequest,
} from "@paygpa/bff/contract";
import { AsyncLocalStorage } from "node:async_hooks";
import type { AppLoadContext } from "@remix-run/node";
import { controlTokenHeaders } from "@paygpa/fixtures/control-access";
import * as v from "valibot";
import { env } from "./env.server";

/** The address of the browser whose request the current BFF calls serve (see `bffFor`). */
const browserOfCalls = new AsyncLocalStorage<string | null>();

/** Any failed BFF call. `code` and `message` come from the BFF's `{ error: { code, message } }`. */
export class BffError extends Error {
  override name = "BffError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Field errors of a refused request: the spec's messages by field name. */
    readonly fields: Record<string, string[]> = {},
    /** The error answer as the BFF sent it, for a caller that reads more of it (parse it first). */
    readonly body: unknown = undefined,
  ) {
    super(message);
  }
}

/** The BFF could not be reached, timed out, answered 5xx, or answered something off-contract. */
export class BffUnavailable extends BffError {
  override name = "BffUnavailable";
}

/** 401: no session, or it ended (code SESSION_EXPIRED after 15 idle minutes). */
export class BffUnauthorized extends BffError {
  override name = "BffUnauthorized";
  get isSessionExpired(): boolean {
    return this.code === "SESSION_EXPIRED";
  }
}

/** 403: the account or screen is not the caller's. */
export class BffForbidden extends BffError {
  override name = "BffForbidden";
}

type CallOptions<Schema extends v.GenericSchema | null> = {
  method: "GET" | "POST";
  path: string;
  token?: string;
  /** Extra headers (the control token of a `/__control` call). */
  headers?: Record<string, string>;
  body?: unknown;
  /** The answer's schema, or null when no body is expected (204). */
  schema: Schema;
};

type Answer<Schema> = Schema extends v.GenericSchema ? v.InferOutput<Schema> : undefined;

async function callBff<Schema extends v.GenericSchema | null>(
  options: CallOptions<Schema>,
): Promise<Answer<Schema>> {
  const { method, path, token, body, schema } = options;
  const headers: Record<string, string> = {
    ...options.headers,
    accept: "application/json",
    // The BFF believes the X-Forwarded-For below only with this key (its rate limits, decision 009).
    "x-paygpa-portal-key": env.portalKey,
  };
  const browserAddress = browserOfCalls.getStore();
  if (browserAddress) headers["x-forwarded-for"] = browserAddress;
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${env.bffUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(env.bffTimeoutMs),
    });
  } catch (cause) {
    console.error(`BFF ${method} ${path} unreachable:`, cause instanceof Error ? cause.message : cause);
    throw new BffUnavailable(503, "BFF_UNREACHABLE", "The BFF did not answer.");
  }

  if (!response.ok) throw await errorFromResponse(method, path, response);

  if (schema === null) {
    await response.body?.cancel();
    return undefined as Answer<Schema>;
  }

  const json: unknown = await response.json().catch(() => undefined);
  const parsed = v.safeParse(schema, json);
  if (!parsed.success) {
    console.error(`BFF ${method} ${path} answered off-contract:`, v.flatten(parsed.issues));
    throw new BffUnavailable(502, "BFF_BAD_ANSWER", "The BFF answered in an unexpected shape.");
  }
  return parsed.output as Answer<Schema>;
}

async function errorFromResponse(method: string, path: string, response: Response): Promise<BffError> {
  const json: unknown = await response.json().catch(() => undefined);
  const parsed = v.safeParse(ErrorBody, json);
  const code = parsed.success ? parsed.output.error.code : `HTTP_${response.status}`;
  const message = parsed.success ? parsed.output.error.message : response.statusText;
  const fields = v.safeParse(FieldErrors, json);
  if (response.status === 401) return new BffUnauthorized(401, code, message);
  if (response.status === 403) return new BffForbidden(403, code, message);
  if (response.status >= 500) {
    console.error(`BFF ${method} ${path} failed: ${response.status} ${code}`);
    return new BffUnavailable(response.status, code, message, {}, json);
  }
  return new BffError(response.status, code, message, fields.success ? fields.output.error.fields : {}, json);
}

const FieldErrors = v.object({
  error: v.object({ fields: v.record(v.string(), v.array(v.string())) }),
});

const MailOutboxResponse = v.object({
  messages: v.array(
    v.object({
      id: v.number(),
      createdAt: v.string(),
      kind: v.string(),
      to: v.string(),
      subject: v.string(),
      text: v.string(),
      status: v.string(),
    }),
  ),
});

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

  // Payments (bff/src/payments)

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

  // -- customer access: home page, sign-up, forgotten credentials, survey, help ----------------

  /** GET /api/v1/announcements-front: slider items and the system pop-up, HTML already sanitized. */
  announcementsFront() {
    return callBff({
      method: "GET",
      path: "/api/v1/announcements-front",
      schema: AnnouncementsFrontResponse,
    });
  },

  /** POST /api/v1/check-account-number: sign-up step 1; opens a sign-up ticket. */
  checkAccountNumber(accountId: string) {
    return callBff({
      method: "POST",
      path: "/api/v1/check-account-number",
      body: { accountId, division: "GPA" },
      schema: CheckAccountNumberResponse,
    });
  },

  /** POST /api/v1/sign-up-validate-zip: sign-up step 2. */
  signUpValidateZip(ticket: string, postal: string) {
    return callBff({
      method: "POST",
      path: "/api/v1/sign-up-validate-zip",
      body: { ticket, postal },
      schema: SignUpZipResponse,
    });
  },

  /** POST /api/v1/check-username: status 'True' means taken (within a zip-verified sign-up). */
  async isUsernameTaken(ticket: string, username: string) {
    const answer = await callBff({
      method: "POST",
      path: "/api/v1/check-username",
      body: { ticket, username },
      schema: CheckUsernameResponse,
    });
    return answer.result.status === "True";
  },

  async securityQuestions() {
    const answer = await callBff({
      method: "GET",
      path: "/api/v1/security-questions",
      schema: SecurityQuestionsResponse,
    });
    return answer.result;
  },

  /** POST /api/v1/sign-up-user: sign-up step 3. */
  signUpUser(request: SignUpUserRequest) {
    return callBff({
      method: "POST",
      path: "/api/v1/sign-up-user",
      body: request,
      schema: SignUpUserResponse,
    });
  },

  /** POST /api/v1/sign-up-confirm: the e-mailed link activates the web user and applies the contacts. */
  confirmSignUp(token: string) {
    return callBff({
      method: "POST",
      path: "/api/v1/sign-up-confirm",
      body: { token },
      schema: SignUpConfirmResponse,
    });
  },

  forgotPassword(accountId: string, username: string) {
    return callBff({
      method: "POST",
      path: "/api/v1/forgot-password",
      body: { accountId, division: "GPA", username },
      schema: ForgotQuestionResponse,
    });
  },

  forgotUsername(accountId: string, emailAddress: string) {
    return callBff({
      method: "POST",
      path: "/api/v1/forgot-username",
      body: { accountId, division: "GPA", emailAddress },
      schema: ForgotQuestionResponse,
    });
  },

  /** The security answer is checked by the BFF, which then sends the e-mail. */
  sendForgotEmail(kind: "password" | "username", flowId: string, answer: string) {
    return callBff({
      method: "POST",
      path: `/api/v1/send-email-forgot-${kind}`,
      body: { flowId, answer },
      schema: ForgotResultResponse,
    });
  },

  checkResetLink(token: string) {
    return callBff({
      method: "POST",
      path: "/api/v1/check-reset-link",
      body: { token },
      schema: ResetTokenResponse,
    });
  },

  resetPassword(token: string, password: string, confirmPassword: string) {
    return callBff({
      method: "POST",
      path: "/api/v1/reset-password",
      body: { token, password, confirmPassword },
      schema: ResetPasswordResponse,
    });
  },

  async surveyList(token: string) {
    const answer = await callBff({
      method: "GET",
      path: "/api/v1/get-list-survey",
      token,
      schema: SurveyListResponse,
    });
    return answer.result.surveyList;
  },

  submitSurvey(token: string, request: SubmitSurveyRequest) {
    return callBff({
      method: "POST",
      path: "/api/v1/submit-survey",
      token,
      body: request,
      schema: SubmitSurveyResponse,
    });
  },

  helpAndSupport(token: string, request: HelpRequest) {
    return callBff({
      method: "POST",
      path: "/api/v1/help-and-support",
      token,
      body: request,
      schema: HelpResponse,
    });
  },

  /** GET /__control/mail: the BFF's mail outbox (test and demo modes only), for the demo mail viewer. */
  mailOutbox(filter: { to?: string; kind?: string } = {}) {
    const query = new URLSearchParams();
    if (filter.to) query.set("to", filter.to);
    if (filter.kind) query.set("kind", filter.kind);
    return callBff({
      method: "GET",
      path: `/__control/mail?${query}`,
      headers: env.control ? controlTokenHeaders(env.control.token) : {},
      schema: MailOutboxResponse,
    });
  },
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
