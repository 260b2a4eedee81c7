import type { OutgoingMail } from "../../platform/mail/mailer";
import { CUSTOMER_LOCKOUT } from "./login-lockout";

/**
 * The mail that tells a customer the web user was just locked: the login page says the same lock to
 * a name nobody has (spec 001 §8), so the account holder learns of it here, as an admin does.
 */
export function customerLockedMail(
  person: { name: string; email: string },
  username: string,
  lockedAt: string,
  portalUrl: string,
): OutgoingMail {
  return {
    kind: "customer-locked",
    to: person.email,
    subject: "PayGPA: your account is locked",
    text: [
      `Dear ${person.name || "Customer"},`,
      "",
      `Someone typed a wrong password ${CUSTOMER_LOCKOUT.tries} times for your PayGPA username ${username} at ${lockedAt} (UTC).`,
      "For your security, logging in is locked. Nothing else was changed.",
      "",
      `To log in again, set a new password with Forgot Password at ${portalUrl}/, or contact GPA Customer Service at (671) 647-5787.`,
      "If this was not you, we recommend choosing a new password.",
      "",
      "Guam Power Authority",
    ].join("\n"),
  };
}
