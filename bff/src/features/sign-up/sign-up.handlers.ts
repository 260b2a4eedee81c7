import type { RouteHandlers } from "../../platform/http/mount-routes";
import type { Services } from "../../services";
import { SECURITY_QUESTIONS } from "./security-questions";
import { confirmSignUp } from "./sign-up-confirmation";
import { checkAccountNumber, checkUsername, signUpState, signUpUser, verifyZip } from "./sign-up.service";

type SignUpRoute =
  | "checkAccountNumber"
  | "signUpValidateZip"
  | "signUpState"
  | "checkUsername"
  | "securityQuestions"
  | "signUpUser"
  | "signUpConfirm";

/**
 * Sign-up (spec 001 §2, §4, §5): three public steps, state kept on the server in a ticket. The
 * maintenance gate and the rate limits are the table's (`closedByLoginMaintenance`, `rateLimit`).
 */
export function signUpHandlers(services: Services): RouteHandlers<SignUpRoute> {
  return {
    checkAccountNumber: ({ accountId }) => checkAccountNumber(services, accountId),
    signUpValidateZip: ({ ticket, postal }) => verifyZip(services, ticket, postal),
    signUpState: ({ ticket }) => signUpState(services, ticket),
    checkUsername: ({ ticket, username }) => checkUsername(services, ticket, username),
    securityQuestions: () => ({ result: SECURITY_QUESTIONS.map((question) => ({ ...question })) }),
    signUpUser: (request) => signUpUser(services, request),
    // The e-mailed link (decision 011): its token comes in the body, read by the page from the fragment.
    signUpConfirm: ({ token }) => confirmSignUp(services, token),
  };
}
