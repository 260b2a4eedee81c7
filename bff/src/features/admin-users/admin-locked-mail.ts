import type { OutgoingMail } from "../../platform/mail/mailer";
import { ADMIN_LOCKOUT } from "../auth";

/**
 * The mail that tells an admin the back-office account was just locked: the login page says the
 * same to a name that does not exist, so the holder learns of it here (spec 000 §8, one failure message).
 */
export function adminLockedMail(admin: { username: string; email: string }, now: Date): OutgoingMail {
  return {
    kind: "admin-locked",
    to: admin.email,
    subject: "PayGPA back office: your admin account is locked",
    text: [
      `Dear ${admin.username},`,
      "",
      `Someone typed a wrong password ${ADMIN_LOCKOUT.tries} times for your PayGPA back-office username at ${now.toISOString()} (UTC).`,
      `For your security, the account is locked for ${ADMIN_LOCKOUT.lockMinutes} minutes. Nothing else was changed.`,
      "",
      "If this was not you, please tell your IT Admin.",
      "",
      "Guam Power Authority",
    ].join("\n"),
  };
}
