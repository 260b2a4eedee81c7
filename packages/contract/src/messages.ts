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
  // not quoted by the spec (billing's own wording, without its remaining-attempts count): the one
  // answer to an unknown username and to a wrong password alike (decision 012).
  invalidLogin: "Invalid Username or Password.",
  // not quoted by the spec (billing's lock wording): the one answer to a locked web user and to a
  // name billing does not know once it had as many wrong passwords (the login lockout).
  customerLocked:
    "Your account has been locked after 5 unsuccessful login attempts. Please use Forgot Password or contact GPA Customer Service.",
  // not quoted by the spec: request bodies the BFF cannot read
  malformedJson: "The request body is not valid JSON.",
  bodyTooLarge: "The request body is too large.",
  unsupportedMediaType: "The request body must be JSON (Content-Type: application/json).",
} as const;

export type MessageKey = keyof typeof messages;

/** Back-office texts (spec 000 §8). */
export const adminMessages = {
  loginFailed: "Log in failed. Invalid Username or Password.",
  notAllowed: "Your admin level does not allow this.",
  passwordMismatchChange: "Password doesn't match",
  failedTryAgain: "Failed! Please try again!",
  customerPasswordLength: "Your password must be between 8 – 15 characters long",
  enterFilePath: "Please enter a file path!",
  filePathUpdated: "File path successfully updated!",
  filePathFailed: "Error occured on updating the file path. \n Please try again later!",
  addedSuccessfully: "Added Successfully!",
  deletedSuccessfully: "Deleted Successfully.",
  adminPasswordLength: "Password must be between 8 – 15 characters long",
  adminPasswordMismatch: "Password doesn't match!",
  usernameExists: "Username already exist",
  loadingPleaseWait: "Loading Please Wait!",
  // -- back office part 1 (spec 000 §2): not quoted by the spec --------------------------------------
  enterCurrentPassword: "Please enter your current password.",
  enterNewPassword: "Please enter a new password.",
  passwordUpdated: "Password updated successfully",
  currentPasswordWrong: "The current password is not correct",
  fieldRequired: "This field is required.",
  emailInvalid: "Please enter a valid Email Address!",
  usernameCharacters: "Use letters, digits, dots, dashes or underscores only.",
  notYourOwnRow: "You cannot change or delete your own admin user here.",
  lastSuperAdmin: "The last Super Admin cannot be deleted or given another role.",
  adminNotFound: "This admin user does not exist.",
  roleNotFound: "This role does not exist.",
  roleUpdated: "Role updated successfully",
  dateFormat: "Please enter a date as YYYY-MM-DD.",
  filePathOutsideRoot:
    "The file path must stay inside the upload folder: no '..' and no other absolute path.",
  filePathNotAFolder: "Enter a folder inside the upload folder, not a network or web address.",
  customerPasswordReset: "The customer's password has been reset.",
  noWebUser: "No web user found for this account",
  webUserNotOnAccount: "This web user is not on this account.",
  adminLocked:
    "Log in failed. This admin account is locked for 15 minutes after 5 failed attempts. Please try again later.",
  // Announcements (spec 000 §2, §5, §8), word for word
  announcementAdded: "Added Successfully!",
  announcementUpdated: "Updated Successfully!",
  announcementFailed: "Failed! Please try again!",
  announcementsDeleted: "Deleted Successfully!",
  announcementNoData: "No data yet",
  announcementEmbedPlaceholder: "Paste the embeded code here ... ",
  announcementOnePopup: "Only one system pop-up may exist.",
  // not quoted by the spec: announcements (spec 000 §2 Announcements)
  announcementEnterTitle: "Please enter a title.",
  announcementTitleTooLong: "The title is at most 150 characters.",
  announcementContentInvalid: "The content could not be read. Please try again.",
  announcementImageNeedsAlt: "Every image in the content needs a description (alt text).",
  announcementChooseImage: "Please choose an image file.",
  announcementEnterEmbed: "Please paste the embed code of the video.",
  announcementEmbedRefused: "Only a video from YouTube or Vimeo (https) can be embedded.",
  announcementImageRefused: "Only PNG, JPEG, GIF or WebP images can be uploaded.",
  announcementImageTooLarge: "The image is too large.",
  announcementNotFound: "This announcement no longer exists.",
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
  cvvFormat: "The CVV is the 3 or 4 digits on your card.",
  // The card dialog's Billing Zip Code and Confirmation Email (spec 000 §3 'Card details'): the spec
  // names the fields but quotes no message for them. The 'enter' texts are the spec's own for zip and
  // e-mail fields elsewhere (spec 002 §5 Quick Pay, Edit account); the format texts are ours.
  enterBillingZip: "Please enter your Zip Code.",
  billingZipFormat: "Please enter a 5-digit Zip Code.",
  enterConfirmationEmail: "Please enter your Email Address.",
  confirmationEmailInvalid: "Please enter a valid Email Address.",
  // Not worded by the spec: the result page when the gateway's answer has not come after a while.
  stillConfirming: "Your payment is still being confirmed.",
  stillConfirmingDetail:
    "This can take a few minutes. Please do not pay again: your receipt will be e-mailed to you once the payment is confirmed, and you can check here again.",
  paymentReference: "Your payment reference:",
  checkAgain: "Check Again",
  // not quoted by the spec: a payment submitted again while its first submission is still running,
  // and one key sent again with another payment.
  paymentInProgress: "Your payment is being processed. Please do not pay again.",
  paymentKeyReused:
    "This payment was already submitted with other details. Please reload the page and try again.",
  // not quoted by the spec: Discover chosen for a number of another brand (a defect a new customer met)
  invalidDiscover: "Please enter a valid Discover Card Number!",
} as const;

/**
 * Customer access (spec 001 §5, §8; spec 002 §2, §5): sign-up, forgotten credentials, survey, help.
 * Texts the spec quotes are word for word; the rest (marked) are what a customer would expect.
 */
export const accessMessages = {
  // Sign-up (spec 001 §5, §8)
  usernameTaken: "Username already exists. Kindly choose again.",
  passwordLength: "Your password must be between 8 – 15 characters long",
  passwordMismatch: "Password doesn't match!",
  // not quoted by the spec (the FAQ's rule, spec 002 §6, and a refusal of common passwords):
  passwordComposition: "Your password must have at least one letter, one number and one symbol.",
  passwordTooCommon: "This password is too common. Please choose another one.",
  emailInvalid: "Please enter a valid Email Address!",
  emailMismatch: "Email doesn't match!",
  checkTheBox: "Please check the box.",
  signUpFailed: "Sign Up Failed! Please try again!",
  serverFailed: "Server failed! Please try again!",
  enterZip: "Please enter your Zip Code.",
  enterEmail: "Please enter your Email Address.",
  enterAnswer: "Please enter Answer.",
  selectQuestion: "Please Select Question.",
  confirmPassword: "Please confirm your password.",
  // not quoted by the spec:
  zipTooLong: "Zip code is at most 5 characters.",
  zipMismatch: "The zip code does not match the billing address of this account.",
  usernameTooLong: "Username is at most 30 characters.",
  phoneInvalid: "Please enter a phone number of digits, spaces, ( ) + - or . (at most 20 characters).",
  answerCharacters: "Answer may contain only letters, numbers and spaces.",
  alreadyRegistered: "This account is already registered. Please log in, or use Forgot Username.",
  signUpExpired: "Your sign-up session has expired. Please start again.",
  signUpSuccess: "Thank you for signing up!",
  // not quoted by the spec: the per-address limit of account checks, username checks, forgot flows and logins
  tooManyRequests: "Too many attempts from your connection. Please wait a minute, then try again.",
  // Forgot flows (spec 001 §5, §8)
  usernameDoesNotExist: "Username doesn't exist",
  emailDoesNotMatch: "Email address does not match",
  noResponse: "No Response form the Server, Please try again later.",
  serverErrorLater: "Server error! Please try again later!",
  securityAnswerInvalid: "Security Answer is not valid.",
  passwordRequestProcessed: "Password Request Processed",
  passwordRequestFailed: "Password Request Failed",
  usernameRequestProcessed: "Username Request Processed",
  // not quoted by the spec:
  tooManyWrongAnswers:
    "Too many wrong answers. For your security, please try again in 15 minutes or contact GPA Customer Service.",
  forgotExpired: "This request has expired. Please start again.",
  noEmailOnFile: "There is no e-mail address on file for this account. Please contact GPA Customer Service.",
  notRegistered: "This account is not registered for web access yet. Please sign up.",
  resetLinkInvalid: "This password reset link is not valid or has expired. Please use Forgot Password again.",
  passwordChanged: "Your password has been changed. You can now log in with your new password.",
  // Survey and help (spec 001 §5, §8)
  surveyRequired: "Please select or enter a value for this question",
  surveyFailed: "Submit survey failed. Please try again.",
  helpFailed: "Submit Failed!",
  helpSuccess: "Submit Successfully!",
  // not quoted by the spec:
  enterFirstName: "Please enter your First Name.",
  enterLastName: "Please enter your Last Name.",
  enterMessage: "Please enter your Message.",
  surveyThanks: "Thank you for taking the time to answer our survey!",
  // not quoted by the spec: the per-account zip guard and the e-mailed sign-up confirmation (decision 011)
  zipTriesPaused:
    "Too many wrong zip codes for this account. For its security it is paused for one hour, and the e-mail on file has been told. Please try again later or contact GPA Customer Service.",
  signUpCheckEmail:
    "To finish, please follow the confirmation link we have just sent by e-mail. Your web access starts, and your contact details are updated, only then. The link is valid for 24 hours.",
  signUpConfirmed: "Your sign-up is confirmed. You can now log in.",
  signUpLinkInvalid:
    "This confirmation link is not valid, was already used or has expired. Please sign up again.",
  signUpNotConfirmed:
    "Your sign-up is not confirmed yet. Please follow the confirmation link we sent by e-mail, then log in.",
  maskedValueChanged: "Please type the whole new value, or leave the masked one as it is.",
} as const;
