import {
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
} from "@paygpa/bff/contract";
import { controlTokenHeaders } from "@paygpa/fixtures/control-access";
import * as v from "valibot";
import { callBff } from "./bff-call.server";
import { env } from "./env.server";

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
export const accessCalls = {
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
