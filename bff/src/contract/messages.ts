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

/** Payment texts (spec 002 §2, §5, §8; spec 000 §5), word for word, typos included. */
export const paymentMessages = {
  enterZipCode: "Please enter your Zip Code.",
  // The spec describes this footnote without quoting it.
  quickPayFootnote: "The information you provide must match the information on your billing statement.",
  minimumAmount: "Please enter a valid minimum amount of $1.00!",
  amountRange: "Please enter a valid amount of $1.00 to $99,999.99!",
  enterAmount: "Please enter an amount!",
  invalidCardFormat: "Invalid Card Number Format!",
  invalidVisa: "Please enter a valid Visa Card Number!",
  invalidMasterCard: "Please enter a valid Master Card Number!",
  invalidExpiry: "Invalid card expriry date!",
  selectAccountAndAmount: "Please select an Account ID and enter an amount to be paid!",
  approved: "Approved - Thank you",
  notProcessed: "Sorry, your payment was not processed.",
  problemProcessing: "There was a problem processing your credit card information.",
  contactGpa: "If you repeatedly see this message, complete your payment by contacting GPA directly.",
  noCardFound: "NO CARD FOUND!",
  paymentDetailsFailed: "Server Error! ",
  // Not worded by the spec (this product's own texts): the zip mismatch and the card field checks.
  zipDoesNotMatch: "The zip code does not match the billing address of this account.",
  cardFieldRequired: "This field is required.",
  cardNumberLength: "The card number must be exactly 16 digits.",
} as const;
