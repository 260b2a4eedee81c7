/**
 * The dashboard's and the payment arrangement's texts (spec 002), beside `messages.ts`: word for word from the spec,
 * texts the spec does not give in blocks marked "not quoted by the spec".
 */
/** The dashboard's bills, history, charts, paperless setting and profile (spec 002 §5, §8), word for word. */
export const dashboardMessages = {
  statementsFailed: "Server failed! Try again later!",
  myBillsFailed: "Server failed! \nPlease try again!",
  settingLoadFailed: "Server Error! ",
  paperlessUpdateFailed: "Server Error!",
  paperlessUpdated: "Your paperless billing has been updated!",
  paperlessNotUpdated: "Sorry, the update failed, please try again later.",
  noWebPayments: "No Web Payments Made",
  noConsumptionChart: "No consumption chart available",
  noData: "There is no data available as of the moment.",
  profileServerError: "Server error! Please try again later!",
  enterEmailAddress: "Please enter your Email Address.",
  validEmailAddress: "Please enter a valid Email Address.",
  enterMobilePhone: "Please enter Mobile Phone.",
  enterCurrentPassword: "Please enter your Current Password.",
  confirmNewPassword: "Please confirm your New Password.",
  // not quoted by the spec:
  billNotFound: "This bill is not available.",
  notificationsSaved: "Your notification settings have been saved.",
  // not quoted by the spec: what a new customer sees before choosing anything (spec 002 §2: the dialogs' empty states)
  noNoticesChosen: "No notices are switched on for this account yet.",
  paperlessOff: "Paperless billing is off: your bills come by mail.",
  // not quoted by the spec: the red due date also said in words, not by colour alone (WCAG 1.4.1)
  dueDateReached: "payment due",
} as const;

/** Payment arrangement (spec 002 §2, §5, §8), word for word, typos and '\n' included. */
export const arrangementMessages = {
  requestButton: "Request Payment Arrangement",
  pendingButton: "Payment Arrangement Document Pending",
  eligibilityFailed: "Error occured while processing your request for payment arrangement!",
  invalidDeposit: "Invalid deposit amount!",
  enterAmount: "Please enter an amount!",
  checkOneAccount: "Please check at least 1 account number",
  noValidAccounts: "You don't have valid accounts for payment arrangement! \n Redirecting to your dashboard.",
  uploadAllForms: "Please upload all of your signed \nPayment Arrangement Agreement form!",
  uploadFailed: "File upload failed",
  uploadSucceeded: "File(s) successfully uploaded! \n Redirecting to your dashboard.",
  casesFailed: "Server Failed! \n Failed to get your Payment Arrangement Details!",
  serverError: "Server Error!",
  postingProblem: "Oops! Something went wrong. We encountered a problem while posting your payment.",
  paymentThanks: "Thank you for your payment!",
  paymentNotProcessed: "Sorry, your payment was not processed.",
  // not quoted by the spec: the product's own texts around the arrangement.
  commercialNotice:
    "Payment arrangements for commercial accounts are not available online. Please e-mail the GPA business team at business@gpagwa.com.",
  noDraft: "Your payment arrangement request has expired. Please start again from your dashboard.",
  notOnArrangement: "This account is not part of your payment arrangement request.",
  depositNotStopped: "The deposit of this account must be applied before the case is opened.",
  nothingToSpread: "This account has no balance left to spread over 6 months.",
  fileNotAccepted: "Please upload a PDF or an image (PNG, JPEG or TIFF) of the signed form.",
  fileTooLarge: "The file is too large: the signed form may be at most 10 MB.",
  chooseFile: "Please choose the file of the signed form.",
  wrongCaseBarcode:
    "This form carries the barcode of another case. Please upload the signed form printed for this case.",
  caseNotAwaitingForm: "This case is not waiting for a signed form.",
  formAlreadyReviewed: "This form has already been reviewed.",
  // not quoted by the spec: the intro resuming the customer's draft.
  draftResumed: "We kept the choices you made earlier in your request.",
  startOver: "Start over",
} as const;
