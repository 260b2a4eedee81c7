import { type DomainError, fail } from "../../platform/failures";
import { type CredentialsRecovery, isBillingRefusal } from "../../integrations/billing";
import { recordAudit } from "../../platform/audit";
import { hashToken, newToken } from "../../platform/tokens";
import {
  accessMessages,
  DIVISION,
  type ErrorCode,
  messages,
  type ForgotQuestionResponse,
  type ForgotResultResponse,
} from "@paygpa/contract";
import type { Services } from "../../services";
import { maskEmail } from "../sign-up";
import type { ForgotFlowsTable } from "./forgot.table";
import {
  claimReset,
  completeFlow,
  countWrongAnswersSince,
  deleteExpiredFlows,
  findOpenFlow,
  findUsableReset,
  insertFlow,
  insertPasswordReset,
  recordWrongAnswer,
  releaseReset,
  spendResetsOf,
} from "./forgot.repository";
import { answerMatches, hashAnswer } from "./security-answer";

/** How long the security-question step stays open. */
export const FORGOT_FLOW_MINUTES = 15;
/** A password reset link works once, for 30 minutes. */
export const RESET_LINK_MINUTES = 30;
/** Wrong answers allowed per account within the window before the forgot flows pause. */
export const WRONG_ANSWER_LIMIT = 5;
export const WRONG_ANSWER_WINDOW_MINUTES = 15;

type Kind = ForgotFlowsTable["kind"];

const fieldError = (
  failure: (code: ErrorCode, message: string, details?: Record<string, unknown>) => DomainError,
  code: ErrorCode,
  field: string,
  message: string,
) => failure(code, message, { fields: { [field]: [message] } });

/** Billing's refusals of a look-up, as the spec's messages on the field they concern. */
function lookupRefused(error: unknown): never {
  if (isBillingRefusal(error, "unknown-account"))
    throw fieldError(fail.notFound, "ACCOUNT_NOT_FOUND", "accountId", messages.accountNumberDoesNotExist);
  if (isBillingRefusal(error, "unknown-user"))
    throw fieldError(fail.notFound, "USERNAME_NOT_FOUND", "username", accessMessages.usernameDoesNotExist);
  if (isBillingRefusal(error, "email-mismatch"))
    throw fieldError(fail.notFound, "EMAIL_MISMATCH", "emailAddress", accessMessages.emailDoesNotMatch);
  if (isBillingRefusal(error, "no-web-user"))
    throw fail.notFound("NO_WEB_USER", accessMessages.notRegistered);
  throw error;
}

async function openFlow(
  services: Pick<Services, "clock" | "db">,
  kind: Kind,
  accountId: string,
  lookup: CredentialsRecovery,
): Promise<ForgotQuestionResponse> {
  const { personId, securityQuestion: question, securityAnswer: answer } = lookup;
  if (!question || !answer || personId === null) {
    throw fail.refused("NO_SECURITY_QUESTION", accessMessages.serverErrorLater);
  }
  const flowId = newToken();
  const now = services.clock.now();
  await deleteExpiredFlows(services.db, now.toISOString());
  await insertFlow(services.db, {
    flow_hash: hashToken(flowId),
    kind,
    account_id: accountId,
    person_id: personId,
    username: lookup.username,
    email: lookup.email,
    question,
    // Only a hash of the stored answer is kept, and it never leaves the BFF.
    answer_hash: hashAnswer(answer),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + FORGOT_FLOW_MINUTES * 60_000).toISOString(),
    completed_at: null,
  });
  return { result: { status: "Success" }, flowId, question };
}

export async function startForgotPassword(
  services: Pick<Services, "billing" | "clock" | "db">,
  accountId: string,
  username: string,
) {
  const lookup = await services.billing.forgotPassword(accountId, DIVISION, username).catch(lookupRefused);
  return openFlow(services, "password", accountId, lookup);
}

export async function startForgotUsername(
  services: Pick<Services, "billing" | "clock" | "db">,
  accountId: string,
  emailAddress: string,
) {
  const lookup = await services.billing
    .forgotUsername(accountId, DIVISION, emailAddress)
    .catch(lookupRefused);
  return openFlow(services, "username", accountId, lookup);
}

const tooManyWrongAnswers = () => fail.rateLimited("TOO_MANY_ATTEMPTS", accessMessages.tooManyWrongAnswers);

/**
 * The security-question step: wrong answers are counted per account and paused after the limit;
 * a right one sends the e-mail (the reset link, or the username) and closes the flow.
 */
export async function answerSecurityQuestion(
  services: Pick<Services, "clock" | "config" | "db" | "mailer">,
  kind: Kind,
  flowId: string,
  answer: string,
): Promise<ForgotResultResponse> {
  const now = services.clock.now();
  const flow = await findOpenFlow(services.db, hashToken(flowId), kind, now.toISOString());
  if (!flow) throw fail.gone("FORGOT_EXPIRED", accessMessages.forgotExpired);

  const windowStart = new Date(now.getTime() - WRONG_ANSWER_WINDOW_MINUTES * 60_000).toISOString();
  const wrongSoFar = await countWrongAnswersSince(services.db, flow.account_id, windowStart);
  if (wrongSoFar >= WRONG_ANSWER_LIMIT) throw tooManyWrongAnswers();

  if (!answerMatches(answer, flow.answer_hash)) {
    await recordWrongAnswer(services.db, flow.account_id, now.toISOString());
    if (wrongSoFar + 1 >= WRONG_ANSWER_LIMIT) throw tooManyWrongAnswers();
    throw fieldError(fail.refused, "SECURITY_ANSWER_INVALID", "answer", accessMessages.securityAnswerInvalid);
  }
  if (!flow.email) throw fail.refused("NO_EMAIL_ON_FILE", accessMessages.noEmailOnFile);
  return kind === "password"
    ? sendResetLink(services, { ...flow, email: flow.email }, now)
    : sendUsername(services, { ...flow, email: flow.email }, now);
}

type OpenFlow = NonNullable<Awaited<ReturnType<typeof findOpenFlow>>> & { email: string };

/** The right answer of Forgot Password: a reset link, e-mailed, that works once for 30 minutes. */
async function sendResetLink(
  services: Pick<Services, "config" | "db" | "mailer">,
  flow: OpenFlow,
  now: Date,
): Promise<ForgotResultResponse> {
  const at = now.toISOString();
  const token = newToken();
  // The token rides in the fragment: browsers never send it, so no access log, proxy or Referer
  // keeps it; the page reads it in the browser and posts it (decision 012).
  const link = resetLink(services.config.portalUrl, token);
  await services.db.transaction().execute(async (trx) => {
    await insertPasswordReset(trx, {
      token_hash: hashToken(token),
      username: flow.username,
      person_id: flow.person_id,
      created_at: at,
      expires_at: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000).toISOString(),
      used_at: null,
    });
    await completeFlow(trx, flow.flow_hash, at);
    await services.mailer.queue(
      {
        kind: "forgot-password",
        to: flow.email,
        subject: "PayGPA: set a new password",
        text: [
          "We received a request to reset the password of your PayGPA account.",
          "",
          "Open this link to set a new password. It works once and expires in 30 minutes:",
          link,
          "",
          "If you did not ask for this, ignore this e-mail: your password stays as it is.",
          "",
          "Guam Power Authority",
        ].join("\n"),
      },
      trx,
    );
  });
  return {
    result: {
      status: "Success",
      title: accessMessages.passwordRequestProcessed,
      description: `We sent an e-mail to ${maskEmail(flow.email)} with a link to set a new password. The link works once and expires in 30 minutes. Please also check your junk folder.`,
    },
  };
}

/** The right answer of Forgot Username: the username, e-mailed. */
async function sendUsername(
  services: Pick<Services, "config" | "db" | "mailer">,
  flow: OpenFlow,
  now: Date,
): Promise<ForgotResultResponse> {
  const at = now.toISOString();
  await services.db.transaction().execute(async (trx) => {
    await completeFlow(trx, flow.flow_hash, at);
    await services.mailer.queue(
      {
        kind: "forgot-username",
        to: flow.email,
        subject: "PayGPA: your username",
        text: [
          "We received a request for the username of your PayGPA account.",
          "",
          `Your username is: ${flow.username}`,
          "",
          `Log in at ${services.config.portalUrl}/`,
          "",
          "Guam Power Authority",
        ].join("\n"),
      },
      trx,
    );
  });
  return {
    result: {
      status: "Success",
      title: accessMessages.usernameRequestProcessed,
      description: `We sent your username to ${maskEmail(flow.email)}. Please also check your junk folder.`,
    },
  };
}

/** The e-mailed link: the portal's reset page with the token in the fragment, never the path or query. */
export function resetLink(portalUrl: string, token: string): string {
  return `${portalUrl}/reset-password#${token}`;
}

const resetLinkInvalid = () => fail.gone("RESET_LINK_INVALID", accessMessages.resetLinkInvalid);

export async function checkResetLink(services: Pick<Services, "clock" | "db">, token: string) {
  const row = await findUsableReset(services.db, hashToken(token), services.clock.now().toISOString());
  return { valid: row !== undefined, username: row?.username ?? null };
}

/**
 * Sets the new password in billing (which also unlocks the web user). A changed password ends the
 * old world: this link and every other outstanding link of the user are spent, and every session of
 * the customer ends, on every device (decision 012).
 */
export async function resetPassword(
  services: Pick<Services, "billing" | "clock" | "db" | "sessions">,
  token: string,
  password: string,
) {
  const tokenHash = hashToken(token);
  const now = services.clock.now().toISOString();
  const row = await findUsableReset(services.db, tokenHash, now);
  if (!row || !(await claimReset(services.db, tokenHash, now))) throw resetLinkInvalid();
  try {
    await services.billing.setPassword(row.username, password);
  } catch (error) {
    await releaseReset(services.db, tokenHash);
    throw error;
  }
  await spendResetsOf(services.db, row.username, now);
  const sessionsEnded = await services.sessions.endAllSessionsOf({
    kind: "customer",
    personId: row.person_id,
  });
  await recordAudit(services.db, {
    at: now,
    actor: row.username,
    action: "customer-password-reset",
    subject: row.person_id,
    details: { sessionsEnded },
  });
  return { result: { status: "Success" as const, description: accessMessages.passwordChanged } };
}
