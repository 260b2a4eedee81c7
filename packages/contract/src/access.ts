/**
 * The fields every access flow shares (spec 001 §5): e-mail, password and security answer rules. The
 * one contract module that reaches the pure password rule, which the BFF applies alike.
 */
import * as v from "valibot";

import { passwordPolicyProblem } from "./password-policy";
import { accessMessages as m, messages } from "./messages";

/** Standard address pattern (spec 001 §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The security answer keeps only letters, digits and spaces (spec 001 §5). */
export const ANSWER_PATTERN = /^[A-Za-z0-9 ]+$/;

/** What the answer input keeps of what is typed. */
export function keepAnswerCharacters(text: string): string {
  return text.replace(/[^A-Za-z0-9 ]/g, "");
}

/** A required text, trimmed, refused empty with the field's own message. */
export const requiredText = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));

export const Email = v.pipe(
  requiredText(m.enterEmail),
  v.regex(EMAIL_PATTERN, m.emailInvalid),
  v.maxLength(254),
);
export const NewPassword = v.pipe(
  v.string(messages.enterPassword),
  v.nonEmpty(messages.enterPassword),
  v.minLength(8, m.passwordLength),
  v.maxLength(15, m.passwordLength),
);

/**
 * A new password that meets the whole password rule (`passwordPolicyProblem`: the FAQ's 8–15
 * characters with a letter, a number and a symbol, not a common password), checked alike by the
 * portal's form and by the BFF. Used by reset; sign-up and the password changes should use it too.
 */
export const PolicyPassword = v.pipe(
  v.string(messages.enterPassword),
  v.nonEmpty(messages.enterPassword),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = passwordPolicyProblem(dataset.value);
    if (problem) addIssue({ message: problem });
  }),
);

/** The sign-up password: the length rule of spec 001 §5, then the one password rule of the BFF. */
export const SignUpPassword = v.pipe(
  NewPassword,
  v.check(
    (password) => passwordPolicyProblem(password) === null,
    (issue) => passwordPolicyProblem(String(issue.input)) ?? m.passwordLength,
  ),
);
