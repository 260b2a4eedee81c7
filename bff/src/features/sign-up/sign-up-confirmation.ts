/**
 * A sign-up is held until the customer follows a link e-mailed to the e-mail on file (decision 011):
 * knowing an account number and its zip is not proof of being the customer. On submit, billing creates
 * the web user with web access 'Not Allowed' (CCB's web access flag; the password goes only to billing,
 * which keeps a digest) and the contact changes wait here. Following the link allows web access and
 * only then changes billing's e-mail and phones. The link's token is single-use, expires after 24 hours,
 * and only its hash is kept.
 */
import { fail } from "../../platform/failures";
import type { Db } from "../../database";
import { hashToken, newToken } from "../../platform/tokens";
import { type CreatedWebUser, isBillingRefusal } from "../../integrations/billing";
import { accessMessages } from "@paygpa/contract";
import type { Services } from "../../services";
import type { PhoneChange, PhoneKind } from "./phones";
import { alreadyRegistered, signUpLinkInvalid, usernameTaken } from "./sign-up-errors";
import {
  cancelPendingSignUp,
  claimPendingSignUp,
  findPendingSignUp,
  findUnconfirmedOfPerson,
  insertPendingSignUp,
  isAwaitingConfirmation,
  markTicketUsed,
  releasePendingSignUp,
} from "./sign-up.repository";

export const SIGN_UP_LINK_HOURS = 24;

const CUSTOMER_SERVICE_LINE = "please contact GPA Customer Service at (671) 647-5787.";

export interface SignUpToHold {
  ticketHash: string;
  accountId: string;
  personId: string;
  username: string;
  password: string;
  securityQuestion: string;
  securityAnswer: string;
  emailOnFile: string | null;
  /** The e-mail to set on confirmation, or null to keep the one on file. */
  newEmail: string | null;
  phones: Record<PhoneKind, PhoneChange>;
}

/**
 * A new sign-up replaces the person's earlier unconfirmed one: its web user (never allowed) is removed
 * from billing and its link stops working.
 */
async function replaceUnconfirmed(services: Pick<Services, "billing" | "clock" | "db">, personId: string) {
  const at = services.clock.now().toISOString();
  for (const earlier of await findUnconfirmedOfPerson(services.db, personId)) {
    const held = { username: earlier.username, webUserId: earlier.web_user_id };
    await services.billing.removeWebUser(held).catch((error: unknown) => {
      if (!isBillingRefusal(error, "unknown-user")) throw error;
    });
    await cancelPendingSignUp(services.db, earlier.token_hash, at);
  }
}

/** Submit: the web user is created not allowed, the sign-up is held, the link is e-mailed. */
export async function holdSignUpForConfirmation(
  services: Pick<Services, "billing" | "clock" | "config" | "db" | "mailer">,
  signUp: SignUpToHold,
): Promise<void> {
  await replaceUnconfirmed(services, signUp.personId);
  let created: CreatedWebUser;
  try {
    created = await services.billing.createWebUser({
      personId: signUp.personId,
      username: signUp.username,
      password: signUp.password,
      securityQuestion: signUp.securityQuestion,
      securityAnswer: signUp.securityAnswer,
      webAccess: "not-allowed",
    });
  } catch (error) {
    if (isBillingRefusal(error, "username-taken")) throw usernameTaken();
    if (isBillingRefusal(error, "web-user-exists")) throw alreadyRegistered();
    if (isBillingRefusal(error)) throw fail.refused("SIGN_UP_FAILED", accessMessages.signUpFailed);
    throw error;
  }

  const token = newToken();
  const now = services.clock.now();
  // The link goes to the e-mail on file when there is one: that mail is also its notice of the sign-up.
  const linkSentTo = signUp.emailOnFile ?? signUp.newEmail ?? "";
  await services.db.transaction().execute(async (trx) => {
    await markTicketUsed(trx, signUp.ticketHash, now.toISOString());
    await insertPendingSignUp(trx, {
      token_hash: hashToken(token),
      account_id: signUp.accountId,
      person_id: signUp.personId,
      username: signUp.username,
      web_user_id: created.webUserId,
      link_sent_to: linkSentTo,
      new_email: signUp.newEmail,
      phones: JSON.stringify(signUp.phones),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SIGN_UP_LINK_HOURS * 3_600_000).toISOString(),
      confirmed_at: null,
      cancelled_at: null,
    });
    await services.mailer.queue(
      {
        kind: "sign-up-confirm",
        to: linkSentTo,
        subject: "PayGPA: please confirm your sign-up",
        text: [
          "Dear Customer,",
          "",
          `A sign-up for web access to your GPA account ${signUp.accountId} was made on PayGPA with the username ${signUp.username}.`,
          `If you made it, confirm it within ${SIGN_UP_LINK_HOURS} hours by following this link:`,
          `${services.config.portalUrl}/sign-up-confirm#token=${token}`,
          "",
          "Until then, nothing is active and your contact details on file are unchanged.",
          `If you did not sign up, do not follow the link, and ${CUSTOMER_SERVICE_LINE}`,
          "",
          "Guam Power Authority",
        ].join("\n"),
      },
      trx,
    );
  });
}

/**
 * Following the link: billing allows the web user's web access, then the held e-mail and phones are
 * applied. The link works once; if billing fails, it stays usable.
 */
export async function confirmSignUp(
  services: Pick<Services, "billing" | "clock" | "config" | "db" | "mailer">,
  token: string,
) {
  const tokenHash = hashToken(token);
  const now = services.clock.now().toISOString();
  const held = await findPendingSignUp(services.db, tokenHash);
  if (!held || !(await claimPendingSignUp(services.db, tokenHash, now))) throw signUpLinkInvalid();
  try {
    await services.billing.updateContacts({
      personId: held.person_id,
      email: held.new_email ?? "",
      phones: JSON.parse(held.phones) as Record<PhoneKind, PhoneChange>,
    });
    await services.billing.allowWebAccess({ username: held.username, webUserId: held.web_user_id });
  } catch (error) {
    await releasePendingSignUp(services.db, tokenHash);
    if (isBillingRefusal(error)) throw fail.refused("SIGN_UP_FAILED", accessMessages.signUpFailed);
    throw error;
  }
  await services.mailer.queue({
    kind: "sign-up-confirmation",
    to: held.new_email ?? held.link_sent_to,
    subject: "Welcome to PayGPA: your registration is complete",
    text: [
      "Dear Customer,",
      "",
      `Thank you for signing up for PayGPA. Your username is ${held.username}.`,
      `You can now log in at ${services.config.portalUrl}/ to view your account ${held.account_id}, your bills and usage, and pay online.`,
      "",
      `If you did not sign up, ${CUSTOMER_SERVICE_LINE}`,
      "",
      "Guam Power Authority",
    ].join("\n"),
  });
  return {
    result: { status: "Success" as const, description: accessMessages.signUpConfirmed },
    username: held.username,
  };
}

/** Login's message for a web user whose sign-up is not confirmed yet (null when it is not one). */
export async function unconfirmedSignUpMessage(db: Db, username: string): Promise<string | null> {
  return (await isAwaitingConfirmation(db, username)) ? accessMessages.signUpNotConfirmed : null;
}
