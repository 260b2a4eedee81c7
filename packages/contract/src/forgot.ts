/** Forgotten username or password (spec 001 §2 Forgot modals): the question step, the e-mail, the reset link. */
import * as v from "valibot";
import { Email, PolicyPassword, requiredText } from "./access";
import { DIVISION } from "./common";
import { accessMessages as m, messages } from "./messages";
import type { ErrorCode } from "./error-codes";
import type { RouteEntry } from "./route-entry";
import { BILLING_ERRORS } from "./route-errors";

export const ForgotPasswordRequest = v.object({
  accountId: v.pipe(
    requiredText(messages.enterAccountNumber),
    v.regex(/^\d{10}$/, messages.accountNumberInvalid),
  ),
  division: v.optional(v.literal(DIVISION), DIVISION),
  username: requiredText(messages.enterUsername),
});
export type ForgotPasswordRequest = v.InferInput<typeof ForgotPasswordRequest>;

export const ForgotUsernameRequest = v.object({
  accountId: v.pipe(
    requiredText(messages.enterAccountNumber),
    v.regex(/^\d{10}$/, messages.accountNumberInvalid),
  ),
  division: v.optional(v.literal(DIVISION), DIVISION),
  emailAddress: Email,
});
export type ForgotUsernameRequest = v.InferInput<typeof ForgotUsernameRequest>;

/** The security-question step: the question's text and an opaque flow id; never the stored answer. */
export const ForgotQuestionResponse = v.object({
  result: v.object({ status: v.literal("Success") }),
  flowId: v.string(),
  question: v.string(),
});
export type ForgotQuestionResponse = v.InferOutput<typeof ForgotQuestionResponse>;

/** POST /api/v1/send-email-forgot-password and …-username: the answer is checked here, then the e-mail goes. */
export const ForgotAnswerRequest = v.object({
  flowId: v.pipe(v.string(), v.nonEmpty(m.forgotExpired)),
  answer: v.pipe(requiredText(m.enterAnswer), v.maxLength(100)),
});
export type ForgotAnswerRequest = v.InferInput<typeof ForgotAnswerRequest>;

export const ForgotResultResponse = v.object({
  result: v.object({ status: v.literal("Success"), title: v.string(), description: v.string() }),
});
export type ForgotResultResponse = v.InferOutput<typeof ForgotResultResponse>;

export const ResetTokenRequest = v.object({ token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)) });
export const ResetTokenResponse = v.object({ valid: v.boolean(), username: v.nullable(v.string()) });

export const ResetPasswordRequest = v.pipe(
  v.object({
    token: v.pipe(v.string(), v.nonEmpty(m.resetLinkInvalid), v.maxLength(200)),
    password: PolicyPassword,
    confirmPassword: v.pipe(v.string(m.confirmPassword), v.nonEmpty(m.confirmPassword)),
  }),
  v.forward(
    v.partialCheck(
      [["password"], ["confirmPassword"]],
      (input) => input.password === input.confirmPassword,
      m.passwordMismatch,
    ),
    ["confirmPassword"],
  ),
);
export type ResetPasswordRequest = v.InferInput<typeof ResetPasswordRequest>;
export const ResetPasswordResponse = v.object({
  result: v.object({ status: v.literal("Success"), description: v.string() }),
});

/** What this feature's routes can answer of their own (decision 017). */
const FORGOT_ERRORS = [
  ...BILLING_ERRORS,
  "ACCOUNT_NOT_FOUND",
  "USERNAME_NOT_FOUND",
  "EMAIL_MISMATCH",
  "NO_WEB_USER",
  "NO_EMAIL_ON_FILE",
  "NO_SECURITY_QUESTION",
  "SECURITY_ANSWER_INVALID",
  "TOO_MANY_ATTEMPTS",
  "FORGOT_EXPIRED",
  "RESET_LINK_INVALID",
] as const satisfies readonly ErrorCode[];

/** The forgot feature's routes in the table (decision 017). */
export const forgotRoutes = {
  forgotPassword: {
    method: "POST",
    path: "/api/v1/forgot-password",
    access: "anonymous",
    request: ForgotPasswordRequest,
    answer: ForgotQuestionResponse,
    rateLimit: "forgot",
    errors: FORGOT_ERRORS,
    summary: "forgot-password (001 §7)",
  },
  forgotUsername: {
    method: "POST",
    path: "/api/v1/forgot-username",
    access: "anonymous",
    request: ForgotUsernameRequest,
    answer: ForgotQuestionResponse,
    rateLimit: "forgot",
    errors: FORGOT_ERRORS,
    summary: "forgot-username (001 §7)",
  },
  sendEmailForgotPassword: {
    method: "POST",
    path: "/api/v1/send-email-forgot-password",
    access: "anonymous",
    request: ForgotAnswerRequest,
    answer: ForgotResultResponse,
    errors: FORGOT_ERRORS,
    summary: "send-email-forgot-password (001 §7)",
  },
  sendEmailForgotUsername: {
    method: "POST",
    path: "/api/v1/send-email-forgot-username",
    access: "anonymous",
    request: ForgotAnswerRequest,
    answer: ForgotResultResponse,
    errors: FORGOT_ERRORS,
    summary: "send-email-forgot-username (001 §7)",
  },
  checkResetLink: {
    method: "POST",
    path: "/api/v1/check-reset-link",
    access: "anonymous",
    request: ResetTokenRequest,
    answer: ResetTokenResponse,
    errors: FORGOT_ERRORS,
    summary: "the reset link's check (decision 012)",
  },
  resetPassword: {
    method: "POST",
    path: "/api/v1/reset-password",
    access: "anonymous",
    request: ResetPasswordRequest,
    answer: ResetPasswordResponse,
    errors: FORGOT_ERRORS,
    summary: "reset-password (001 §7)",
  },
} as const satisfies Record<string, RouteEntry>;
