import type { RouteHandlers } from "../../platform/http/mount-routes";
import type { Services } from "../../services";
import {
  answerSecurityQuestion,
  checkResetLink,
  resetPassword,
  startForgotPassword,
  startForgotUsername,
} from "./forgot.service";

type ForgotRoute =
  | "forgotPassword"
  | "forgotUsername"
  | "sendEmailForgotPassword"
  | "sendEmailForgotUsername"
  | "checkResetLink"
  | "resetPassword";

/**
 * Forgotten password and username (spec 001 §2, §4, §5, §8): identifiers → the question (never the
 * stored answer) → the answer checked here → the e-mail. Public routes.
 */
export function forgotHandlers(services: Services): RouteHandlers<ForgotRoute> {
  return {
    forgotPassword: ({ accountId, username }) => startForgotPassword(services, accountId, username),
    forgotUsername: ({ accountId, emailAddress }) => startForgotUsername(services, accountId, emailAddress),
    sendEmailForgotPassword: ({ flowId, answer }) =>
      answerSecurityQuestion(services, "password", flowId, answer),
    sendEmailForgotUsername: ({ flowId, answer }) =>
      answerSecurityQuestion(services, "username", flowId, answer),
    checkResetLink: ({ token }) => checkResetLink(services, token),
    resetPassword: ({ token, password }) => resetPassword(services, token, password),
  };
}
