/** The sign-up feature's door: other rooms import only from here. */
export { signUpRoutes } from "./sign-up.routes";
export { maskEmail } from "./mask";
export { unconfirmedSignUpMessage } from "./sign-up-confirmation";
