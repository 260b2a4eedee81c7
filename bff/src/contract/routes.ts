/**
 * The BFF's routes as data (issue 9 point 1, decision 017): one entry per route the portal or the
 * gateway calls — the spec's path (DESIGN.md), who may call it, the request and answer schemas. The
 * BFF mounts its routes from this table (`src/platform/http/mount-routes.ts`), publishes it as
 * OpenAPI (`GET /api/openapi.json`), and the portal derives its typed client from it
 * (`RouteInput<"name">`, `RouteAnswer<"name">`). Pure data: imports valibot and the contract only.
 */
import * as v from "valibot";
import {
  AnnouncementsFrontResponse,
  CheckAccountNumberRequest,
  CheckAccountNumberResponse,
  CheckUsernameRequest,
  CheckUsernameResponse,
  ForgotAnswerRequest,
  ForgotPasswordRequest,
  ForgotQuestionResponse,
  ForgotResultResponse,
  ForgotUsernameRequest,
  HelpRequest,
  HelpResponse,
  ResetPasswordRequest,
  ResetPasswordResponse,
  ResetTokenRequest,
  ResetTokenResponse,
  SecurityQuestionsResponse,
  SignUpConfirmRequest,
  SignUpConfirmResponse,
  SignUpUserRequest,
  SignUpUserResponse,
  SignUpZipRequest,
  SignUpZipResponse,
  SubmitSurveyRequest,
  SubmitSurveyResponse,
  SurveyListResponse,
} from "./access";
import { AccountRequest, AccountSummaryResponse, UserDetailsRequest, UserDetailsResponse } from "./accounts";
import { type AdminArea, AdminLoginRequest, AdminLoginResponse, MaintenanceUpdateRequest } from "./admin";
import { SessionResponse, UserLoginRequest, UserLoginResponse } from "./auth";
import { SystemMaintenanceResponse } from "./maintenance";
import {
  GetFpHashRequest,
  GetFpHashResponse,
  PayeezyRequest,
  PayeezyResponse,
  PaymentDetailsRequest,
  PaymentDetailsResponse,
  ValidateAccountRequest,
  ValidateAccountResponse,
} from "./payments";

/**
 * Who may call a route. `session`: any signed-in session (customer or admin); `payer`: a customer,
 * a quick-pay token or an admin (phoned-in payments; the level is checked per payment);
 * `gateway`: the card gateway's server-to-server relay (form-encoded, its own signature);
 * `{ admin: area }`: an admin whose level `ADMIN_LEVELS[area]` allows.
 */
export type RouteAccess =
  | "anonymous"
  | "session"
  | "customer"
  | "payer"
  | "gateway"
  | { readonly admin: AdminArea };

/** The per-browser-address counters of decision 009 (the same names as the BFF's rate limiter). */
export type RouteRateLimit = "sign-up" | "username" | "forgot" | "login" | "quick-pay";

export interface RouteEntry {
  readonly method: "GET" | "POST";
  /** The spec's path (spec §7 lists), kept word for word. */
  readonly path: string;
  /** Further paths served by the same route (a typo of the original the spec lists). */
  readonly aliases?: readonly string[];
  readonly access: RouteAccess;
  /** The JSON body (POST) or query (GET); none when the route reads no input. */
  readonly request?: v.GenericSchema;
  /** The answer's body; none for a 204. Checked on the way out in test and demo modes. */
  readonly answer?: v.GenericSchema;
  /** Answered as text (the gateway's relay expects `OK`), not JSON. */
  readonly answerType?: "text";
  readonly rateLimit?: RouteRateLimit;
  /** Closed while the Login / Sign Up maintenance switch is on (spec 000 §2), before any other check. */
  readonly closedByLoginMaintenance?: true;
  /** The spec's call, for the OpenAPI description. */
  readonly summary: string;
}

export const routes = {
  // -- sessions (spec 001 §7, 000 §7) -------------------------------------------------------------
  userLogin: {
    method: "POST",
    path: "/api/v1/user-login",
    access: "anonymous",
    request: UserLoginRequest,
    answer: UserLoginResponse,
    rateLimit: "login",
    closedByLoginMaintenance: true,
    summary: "user-login (001 §7): customer login",
  },
  logout: {
    method: "POST",
    path: "/api/v1/logout",
    access: "anonymous",
    summary: "logout: ends the bearer's session",
  },
  session: {
    method: "GET",
    path: "/api/v1/session",
    access: "session",
    answer: SessionResponse,
    summary: "who the bearer token belongs to",
  },
  adminLogin: {
    method: "POST",
    path: "/api/v1/login",
    access: "anonymous",
    request: AdminLoginRequest,
    answer: AdminLoginResponse,
    rateLimit: "login",
    summary: "login (000 §7): admin login, open during maintenance",
  },
  // -- maintenance (spec 000 §2, §7) ----------------------------------------------------------------
  systemMaintenance: {
    method: "GET",
    path: "/api/v1/system-maintenance",
    access: "anonymous",
    answer: SystemMaintenanceResponse,
    summary: "system-maintenance (001, 000 §7)",
  },
  systemMaintenanceUpdate: {
    method: "POST",
    path: "/api/v1/system-maintenance-update",
    access: { admin: "systemMaintenance" },
    request: MaintenanceUpdateRequest,
    answer: SystemMaintenanceResponse,
    summary: "system-maintenance-update (000 §7)",
  },
  // -- the dashboard (spec 002 §7) ------------------------------------------------------------------
  userLatestBill: {
    method: "POST",
    path: "/api/v1/user-latest-bill",
    access: "customer",
    request: AccountRequest,
    answer: AccountSummaryResponse,
    summary: "user-latest-bill (002 §7): a postpaid account's summary",
  },
  prepaidDetails: {
    method: "POST",
    path: "/api/v2/prepaid-details",
    access: "customer",
    request: AccountRequest,
    answer: AccountSummaryResponse,
    summary: "prepaid-details (002 §7): a prepaid account's summary",
  },
  userDetails: {
    method: "POST",
    path: "/api/v1/user-details",
    access: "customer",
    request: UserDetailsRequest,
    answer: UserDetailsResponse,
    summary: "user-details (002 §7): customer information",
  },
  // -- payments (spec 002 §4, §7) -------------------------------------------------------------------
  validateAccount: {
    method: "POST",
    path: "/api/v1/validate-account",
    access: "anonymous",
    request: ValidateAccountRequest,
    answer: ValidateAccountResponse,
    rateLimit: "quick-pay",
    summary: "validate-account (002 §7): quick pay's account and zip check",
  },
  getFpHash: {
    method: "POST",
    path: "/api/v1/get-fphash",
    access: "payer",
    request: GetFpHashRequest,
    answer: GetFpHashResponse,
    summary: "get-fphash (002 §7): the hosted payment page's fingerprint",
  },
  payeezy: {
    method: "POST",
    path: "/api/v1/payeezy",
    access: "payer",
    request: PayeezyRequest,
    answer: PayeezyResponse,
    summary: "payeezy (002 §7): the card dialog's payment",
  },
  paymentDetails: {
    method: "POST",
    path: "/api/payment-details",
    access: "payer",
    request: PaymentDetailsRequest,
    answer: PaymentDetailsResponse,
    summary: "payment-details (002 §7): the result page",
  },
  gatewayRelay: {
    method: "POST",
    path: "/api/v1/gateway/relay",
    access: "gateway",
    // Form fields as strings; a repeated or odd field reads as empty (the signature check refuses it).
    request: v.pipe(
      v.record(v.string(), v.unknown()),
      v.transform((fields) =>
        Object.fromEntries(
          Object.entries(fields).map(([name, value]) => [name, typeof value === "string" ? value : ""]),
        ),
      ),
    ),
    answer: v.literal("OK"),
    answerType: "text",
    summary: "the gateway's relay response (Payeezy HPP, form-encoded, signed)",
  },
  // -- sign-up (spec 001 §2, §4, §5) ----------------------------------------------------------------
  checkAccountNumber: {
    method: "POST",
    path: "/api/v1/check-account-number",
    access: "anonymous",
    request: CheckAccountNumberRequest,
    answer: CheckAccountNumberResponse,
    rateLimit: "sign-up",
    closedByLoginMaintenance: true,
    summary: "check-account-number (001 §7): opens a sign-up ticket",
  },
  signUpValidateZip: {
    method: "POST",
    path: "/api/v1/sign-up-validate-zip",
    access: "anonymous",
    request: SignUpZipRequest,
    answer: SignUpZipResponse,
    rateLimit: "sign-up",
    closedByLoginMaintenance: true,
    summary: "sign-up-validate-zip (001 §7)",
  },
  checkUsername: {
    method: "POST",
    path: "/api/v1/check-username",
    access: "anonymous",
    request: CheckUsernameRequest,
    answer: CheckUsernameResponse,
    rateLimit: "username",
    summary: "check-username (001 §7)",
  },
  securityQuestions: {
    method: "GET",
    path: "/api/v1/security-questions",
    access: "anonymous",
    answer: SecurityQuestionsResponse,
    summary: "the security questions offered at sign-up",
  },
  signUpUser: {
    method: "POST",
    path: "/api/v1/sign-up-user",
    access: "anonymous",
    request: SignUpUserRequest,
    answer: SignUpUserResponse,
    closedByLoginMaintenance: true,
    summary: "sign-up-user (001 §7)",
  },
  signUpConfirm: {
    method: "POST",
    path: "/api/v1/sign-up-confirm",
    access: "anonymous",
    request: SignUpConfirmRequest,
    answer: SignUpConfirmResponse,
    rateLimit: "sign-up",
    summary: "the e-mailed sign-up link (issue 8 point 6)",
  },
  // -- forgotten username and password (spec 001 §2, §4, §5, §8) ------------------------------------
  forgotPassword: {
    method: "POST",
    path: "/api/v1/forgot-password",
    access: "anonymous",
    request: ForgotPasswordRequest,
    answer: ForgotQuestionResponse,
    rateLimit: "forgot",
    summary: "forgot-password (001 §7)",
  },
  forgotUsername: {
    method: "POST",
    path: "/api/v1/forgot-username",
    access: "anonymous",
    request: ForgotUsernameRequest,
    answer: ForgotQuestionResponse,
    rateLimit: "forgot",
    summary: "forgot-username (001 §7)",
  },
  sendEmailForgotPassword: {
    method: "POST",
    path: "/api/v1/send-email-forgot-password",
    access: "anonymous",
    request: ForgotAnswerRequest,
    answer: ForgotResultResponse,
    summary: "send-email-forgot-password (001 §7)",
  },
  sendEmailForgotUsername: {
    method: "POST",
    path: "/api/v1/send-email-forgot-username",
    access: "anonymous",
    request: ForgotAnswerRequest,
    answer: ForgotResultResponse,
    summary: "send-email-forgot-username (001 §7)",
  },
  checkResetLink: {
    method: "POST",
    path: "/api/v1/check-reset-link",
    access: "anonymous",
    request: ResetTokenRequest,
    answer: ResetTokenResponse,
    summary: "the reset link's check (decision 012)",
  },
  resetPassword: {
    method: "POST",
    path: "/api/v1/reset-password",
    access: "anonymous",
    request: ResetPasswordRequest,
    answer: ResetPasswordResponse,
    summary: "reset-password (001 §7)",
  },
  // -- home page, survey, help (spec 001 §2, §3, §5) ------------------------------------------------
  announcementsFront: {
    method: "GET",
    path: "/api/v1/announcements-front",
    access: "anonymous",
    answer: AnnouncementsFrontResponse,
    summary: "announcements-front (001 §7): the slider and the system pop-up",
  },
  surveyList: {
    method: "GET",
    path: "/api/v1/get-list-survey",
    access: "customer",
    answer: SurveyListResponse,
    summary: "get-list-survey (001 §7)",
  },
  submitSurvey: {
    method: "POST",
    path: "/api/v1/submit-survey",
    aliases: ["/api-v1/submit-survey"],
    access: "customer",
    request: SubmitSurveyRequest,
    answer: SubmitSurveyResponse,
    summary: "submit-survey (001 §7; the spec's /api-v1/ typo is served too)",
  },
  helpAndSupport: {
    method: "POST",
    path: "/api/v1/help-and-support",
    access: "customer",
    request: HelpRequest,
    answer: HelpResponse,
    summary: "help-and-support (001 §7)",
  },
} as const satisfies Record<string, RouteEntry>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;

type SchemaOf<TEntry, TKey extends "request" | "answer"> = TEntry extends { readonly [K in TKey]: infer S }
  ? S extends v.GenericSchema
    ? S
    : never
  : never;

/** What the portal sends to a route (the schema's input); `undefined` when it reads none. */
export type RouteInput<TName extends RouteName> = [SchemaOf<Routes[TName], "request">] extends [never]
  ? undefined
  : v.InferInput<SchemaOf<Routes[TName], "request">>;

/** What the BFF's handler receives once the request schema has parsed it. */
export type RouteParsedInput<TName extends RouteName> = [SchemaOf<Routes[TName], "request">] extends [never]
  ? undefined
  : v.InferOutput<SchemaOf<Routes[TName], "request">>;

/** What a route answers (the answer schema's input: the body as sent); `undefined` for a 204. */
export type RouteAnswer<TName extends RouteName> = [SchemaOf<Routes[TName], "answer">] extends [never]
  ? undefined
  : v.InferInput<SchemaOf<Routes[TName], "answer">>;
