import { Router } from "@koa/router";
import { SECURITY_QUESTIONS } from "./security-questions";
import {
  CheckAccountNumberRequest,
  CheckUsernameRequest,
  SignUpConfirmRequest,
  SignUpUserRequest,
  SignUpZipRequest,
} from "../../contract/access";
import { limitPerAddress } from "../../platform/http/rate-limit";
import { refuseWhileLoginMaintenance } from "../maintenance";
import { parseInput } from "../../platform/http/validate";
import type { Services } from "../../services";
import { checkUsername, signUpUser, verifyZip, checkAccountNumber } from "./sign-up.service";
import { confirmSignUp } from "./sign-up-confirmation";

/** Sign-up (spec 001 §2, §4, §5): three public steps, state kept on the server in a ticket. */
export function signUpRoutes(services: Services): Router {
  const router = new Router();
  // Closed while the Login / Sign Up maintenance switch is on (spec 000 §2), before any other check.
  router.use(
    ["/api/v1/check-account-number", "/api/v1/sign-up-validate-zip", "/api/v1/sign-up-user"],
    refuseWhileLoginMaintenance(services),
  );

  router.post("/api/v1/check-account-number", limitPerAddress(services, "sign-up"), async (ctx) => {
    const { accountId } = parseInput(CheckAccountNumberRequest, ctx.request.body);
    ctx.body = await checkAccountNumber(services, accountId);
  });

  router.post("/api/v1/sign-up-validate-zip", limitPerAddress(services, "sign-up"), async (ctx) => {
    const { ticket, postal } = parseInput(SignUpZipRequest, ctx.request.body);
    ctx.body = await verifyZip(services, ticket, postal);
  });

  router.post("/api/v1/check-username", limitPerAddress(services, "username"), async (ctx) => {
    const { ticket, username } = parseInput(CheckUsernameRequest, ctx.request.body);
    ctx.body = await checkUsername(services, ticket, username);
  });

  router.get("/api/v1/security-questions", (ctx) => {
    ctx.body = { result: SECURITY_QUESTIONS.map((question) => ({ ...question })) };
  });

  router.post("/api/v1/sign-up-user", async (ctx) => {
    const request = parseInput(SignUpUserRequest, ctx.request.body);
    ctx.body = await signUpUser(services, request);
  });

  // The e-mailed link (issue 8 point 6): its token comes in the body, read by the page from the fragment.
  router.post("/api/v1/sign-up-confirm", limitPerAddress(services, "sign-up"), async (ctx) => {
    const { token } = parseInput(SignUpConfirmRequest, ctx.request.body);
    ctx.body = await confirmSignUp(services, token);
  });

  return router;
}
