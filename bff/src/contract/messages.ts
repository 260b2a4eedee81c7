/**
 * The user-facing texts of the specification's error catalogues and validation rules, word for word.
 * The portal and the BFF both read them from here; never retype one.
 */
export const messages = {
  // Login and session (spec 001 §4, §8)
  loginSuccess: "Success. Please wait for redirection.",
  serverNotResponding: "Server not responding. Please try again later.",
  serverErrorTryAgain: "Server Error. Try again later!",
  sessionExpired: "Your session has ended after 15 minutes without activity. Please log in again.",
  notSignedIn: "Please log in to continue.",
  forbidden: "You are not allowed to see this account.",
  notFound: "Not found.",
  badRequest: "The request is not valid.",
  internalError: "Server error! Please try again later!",

  // Quick account entry (spec 001 §5)
  accountNumberInvalid: "Account number is invalid.",
  enterAccountNumber: "Please enter your Account Number.",
  enterUsername: "Please enter your Username.",
  enterPassword: "Please enter your password.",

  // Account checks shared by sign-up and quick pay (spec 001 §4, §8)
  noBillAddressSource: "No bill address source found!",
  accountNumberDoesNotExist: "Account number doesn't exist",

  // Dashboard (spec 002 §2)
  cashOnlyNotice:
    "NOTICE: Your account(s) has been flagged for Cash Only payments. Please contact the GPA Customer Service Division for further details.",
  dueNowHover: "The arrears total is necessary to avoid disconnection.",
  maintenance: "Sorry, but our site is currently undergoing maintenance. Please try back in a few minutes.",
} as const;

export type MessageKey = keyof typeof messages;

/** Back-office texts (spec 000 §8). */
export const adminMessages = {
  loginFailed: "Log in failed. Invalid Username or Password.",
  notAllowed: "Your admin level does not allow this.",
} as const;
