import type { RouteInput } from "@paygpa/bff/contract";
import { controlTokenHeaders } from "@paygpa/fixtures/control-access";
import * as v from "valibot";
import { callBff } from "./bff-call.server";
import { callRoute } from "./bff-route.server";
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
  announcementsFront: () => callRoute("announcementsFront", undefined),

  /** POST /api/v1/check-account-number: sign-up step 1; opens a sign-up ticket. */
  checkAccountNumber: (accountId: string) => callRoute("checkAccountNumber", { accountId, division: "GPA" }),

  /** POST /api/v1/sign-up-state: the step a sign-up ticket has reached and what that step shows. */
  signUpState: (ticket: string) => callRoute("signUpState", { ticket }),

  /** POST /api/v1/sign-up-validate-zip: sign-up step 2. */
  signUpValidateZip: (ticket: string, postal: string) => callRoute("signUpValidateZip", { ticket, postal }),

  /** POST /api/v1/check-username: status 'True' means taken (within a zip-verified sign-up). */
  async isUsernameTaken(ticket: string, username: string) {
    return (await callRoute("checkUsername", { ticket, username })).result.status === "True";
  },

  async securityQuestions() {
    return (await callRoute("securityQuestions", undefined)).result;
  },

  /** POST /api/v1/sign-up-user: sign-up step 3. */
  signUpUser: (request: RouteInput<"signUpUser">) => callRoute("signUpUser", request),

  /** POST /api/v1/sign-up-confirm: the e-mailed link activates the web user and applies the contacts. */
  confirmSignUp: (token: string) => callRoute("signUpConfirm", { token }),

  forgotPassword: (accountId: string, username: string) =>
    callRoute("forgotPassword", { accountId, division: "GPA", username }),

  forgotUsername: (accountId: string, emailAddress: string) =>
    callRoute("forgotUsername", { accountId, division: "GPA", emailAddress }),

  /** The security answer is checked by the BFF, which then sends the e-mail. */
  sendForgotEmail(kind: "password" | "username", flowId: string, answer: string) {
    return kind === "password"
      ? callRoute("sendEmailForgotPassword", { flowId, answer })
      : callRoute("sendEmailForgotUsername", { flowId, answer });
  },

  checkResetLink: (token: string) => callRoute("checkResetLink", { token }),

  resetPassword: (token: string, password: string, confirmPassword: string) =>
    callRoute("resetPassword", { token, password, confirmPassword }),

  async surveyList(token: string) {
    return (await callRoute("surveyList", undefined, { token })).result.surveyList;
  },

  submitSurvey: (token: string, request: RouteInput<"submitSurvey">) =>
    callRoute("submitSurvey", request, { token }),

  helpAndSupport: (token: string, request: RouteInput<"helpAndSupport">) =>
    callRoute("helpAndSupport", request, { token }),

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
