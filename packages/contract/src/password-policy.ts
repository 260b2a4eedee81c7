/**
 * The password rule every new password meets, at sign-up, change and reset, for customers and staff
 * alike: the FAQ's registration rule (spec 002 §6: 8 to 15 characters with at least one letter, one
 * number and one symbol; the length text is spec 001 §8's) and no password from the list of the most
 * common ones. Answers the first rule broken, or null.
 */
import { accessMessages } from "./messages";
import { isCommonPassword } from "./common-passwords";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 15;

export function passwordPolicyProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    return accessMessages.passwordLength;
  }
  if (!/[A-Za-z]/.test(password) || !/[0-9]/.test(password) || !/[^A-Za-z0-9]/.test(password)) {
    return accessMessages.passwordComposition;
  }
  if (isCommonPassword(password)) return accessMessages.passwordTooCommon;
  return null;
}
