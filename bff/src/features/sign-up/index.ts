/** The sign-up feature's door: other rooms import only from here. */
export { signUpHandlers } from "./sign-up.handlers";
export { maskEmail } from "./mask";
export { unconfirmedSignUpMessage } from "./sign-up-confirmation";
export { phoneChange, phonesOnFile } from "./phones";
export { SECURITY_QUESTIONS } from "./security-questions";
