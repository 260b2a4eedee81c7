import { Router } from "@koa/router";
import {
  ForgotAnswerRequest,
  ForgotPasswordRequest,
  ForgotUsernameRequest,
  ResetPasswordRequest,
  ResetTokenRequest,
} from "../../contract/access";
import { limitPerAddress } from "../../platform/http/rate-limit";
import { parseInput } from "../../platform/http/validate";
import type { Services } from "../../services";
import {
  answerSecurityQuestion,
  checkResetLink,
  resetPassword,
  startForgotPassword,
  startForgotUsername,
} from "./forgot.service";

/**
 * Forgotten password and username (spec 001 §2, §4, §5, §8): identifiers → the question (never the
 * stored answer) → the answer checked here → the e-mail. Public routes.
 */
export function forgotRoutes(services: Services): Router {
  const router = new Router();

  router.post("/api/v1/forgot-password", limitPerAddress(services, "forgot"), async (ctx) => {
    const { accountId, username } = parseInput(ForgotPasswordRequest, ctx.request.body);
    ctx.body = await startForgotPassword(services, accountId, username);
  });

  router.post("/api/v1/forgot-username", limitPerAddress(services, "forgot"), async (ctx) => {
    const { accountId, emailAddress } = parseInput(ForgotUsernameRequest, ctx.request.body);
    ctx.body = await startForgotUsername(services, accountId, emailAddress);
  });

  router.post("/api/v1/send-email-forgot-password", async (ctx) => {
    const { flowId, answer } = parseInput(ForgotAnswerRequest, ctx.request.body);
    ctx.body = await answerSecurityQuestion(services, "password", flowId, answer);
  });

  router.post("/api/v1/send-email-forgot-username", async (ctx) => {
    const { flowId, answer } = parseInput(ForgotAnswerRequest, ctx.request.body);
    ctx.body = await answerSecurityQuestion(services, "username", flowId, answer);
  });

  router.post("/api/v1/check-reset-link", async (ctx) => {
    const { token } = parseInput(ResetTokenRequest, ctx.request.body);
    ctx.body = await checkResetLink(services, token);
  });

  router.post("/api/v1/reset-password", async (ctx) => {
    const { token, password } = parseInput(ResetPasswordRequest, ctx.request.body);
    ctx.body = await resetPassword(services, token, password);
  });

  return router;
}
