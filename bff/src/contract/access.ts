import * as v from "valibot";
import { AccountId, DIVISION, notBlank } from "./common";
// The pure rule itself, not the auth feature's door: the portal bundles the contract.
import { passwordPolicyProblem } from "../features/auth/password-policy";
import { accessMessages as m, messages } from "./messages";

/** Standard address pattern (spec 001 §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The security answer keeps only letters, digits and spaces (spec 001 §5). */
export const ANSWER_PATTERN = /^[A-Za-z0-9 ]+$/;

/** What the answer input keeps of what is typed. */
export function keepAnswerCharacters(text: string): string {
  return text.replace(/[^A-Za-z0-9 ]/g, "");
}

const required = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));

export const Email = v.pipe(required(m.enterEmail), v.regex(EMAIL_PATTERN, m.emailInvalid), v.maxLength(254));
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

// -- sign-up ----------------------------------------------------------------------------------

/** POST /api/v1/check-account-number: step 1. Opens a sign-up ticket for the account. */
export const CheckAccountNumberRequest = v.object({
  accountId: v.pipe(
    required(messages.enterAccountNumber),
    v.regex(/^\d{10}$/, messages.accountNumberInvalid),
  ),
  division: v.optional(v.literal(DIVISION), DIVISION),
});
export type CheckAccountNumberRequest = v.InferInput<typeof CheckAccountNumberRequest>;

export const CheckAccountNumberResponse = v.object({
  result: v.object({ status: v.literal("False"), description: v.string() }),
  data: v.object({
    ticket: v.string(),
    billAddressSource: v.picklist(["PER", "PREM", "ACOV"]),
    /** First two characters of the last and of the first name, the rest starred. */
    maskedName: v.string(),
  }),
});
export type CheckAccountNumberResponse = v.InferOutput<typeof CheckAccountNumberResponse>;

/** POST /api/v1/sign-up-validate-zip: step 2, the billing zip check. */
export const SignUpZipRequest = v.object({
  ticket: v.pipe(v.string(), v.nonEmpty(m.signUpExpired)),
  postal: v.pipe(required(m.enterZip), v.maxLength(5, m.zipTooLong)),
});
export type SignUpZipRequest = v.InferInput<typeof SignUpZipRequest>;

/**
 * Answered only once the zip proved the account, and even then nothing personal in clear: the address,
 * e-mail and phones are masked the way spec 001 §2 masks names (first two characters of each word, the
 * rest starred). A masked value sent back unchanged in step 3 means "keep what is on file".
 */
export const SignUpZipResponse = v.object({
  result: v.object({ status: v.literal("Success") }),
  /** The billing address to confirm ('Confirm Your Address'), masked. */
  address: v.object({ address: v.string(), city: v.string(), state: v.string(), postal: v.string() }),
  /** Confirm e-mail is asked only when none is on file. */
  hasEmailOnFile: v.boolean(),
  /** The e-mail on file, masked, to prefill step 3 (empty when none). */
  email: v.string(),
  /** The phones billing holds, masked, to prefill step 3 (empty when none of that kind). */
  phones: v.object({ home: v.string(), mobile: v.string(), work: v.string() }),
});

/** A value prefilled masked (it holds a '*'): sent back as it is, it keeps what billing holds. */
export const isMaskedValue = (text: string) => text.includes("*");
export type SignUpZipResponse = v.InferOutput<typeof SignUpZipResponse>;

/**
 * POST /api/v1/check-username: status 'True' means taken. Asked only within a sign-up whose zip was
 * verified (the ticket), so that usernames cannot be looked up by anyone.
 */
export const CheckUsernameRequest = v.object({
  ticket: v.pipe(v.string(m.signUpExpired), v.nonEmpty(m.signUpExpired)),
  username: v.pipe(required(messages.enterUsername), v.maxLength(30, m.usernameTooLong)),
});
export const CheckUsernameResponse = v.object({
  result: v.object({ status: v.picklist(["True", "False"]) }),
});

export const SecurityQuestionsResponse = v.object({
  result: v.array(v.object({ characteristicValue: v.string(), description: v.string() })),
});
export type SecurityQuestionsResponse = v.InferOutput<typeof SecurityQuestionsResponse>;

/**
 * A phone as the customer leaves it in step 3 (prefilled from billing, masked). Emptying one deletes it
 * in billing; the BFF compares each with billing's to decide (spec 001 §4).
 */
const Phone = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(20, m.phoneInvalid), v.regex(/^[0-9()+\-. *]*$/, m.phoneInvalid)),
  "",
);

/** Step 3's e-mail: a valid address, or the masked one on file left as it is. */
const SignUpEmail = v.pipe(
  required(m.enterEmail),
  v.maxLength(254),
  v.check((text) => isMaskedValue(text) || EMAIL_PATTERN.test(text), m.emailInvalid),
);

/** The sign-up password: the length rule of spec 001 §5, then the one password rule of the BFF. */
const SignUpPassword = v.pipe(
  NewPassword,
  v.check(
    (password) => passwordPolicyProblem(password) === null,
    (issue) => passwordPolicyProblem(String(issue.input)) ?? m.passwordLength,
  ),
);

/** POST /api/v1/sign-up-user: step 3. Who signs up comes from the verified ticket, never the browser. */
export const SignUpUserRequest = v.pipe(
  v.object({
    ticket: v.pipe(v.string(), v.nonEmpty(m.signUpExpired)),
    username: v.pipe(required(messages.enterUsername), v.maxLength(30, m.usernameTooLong)),
    password: SignUpPassword,
    confirmPassword: v.pipe(v.string(m.confirmPassword), v.nonEmpty(m.confirmPassword)),
    email: SignUpEmail,
    /** Only asked when no e-mail is on file; the BFF checks it then. */
    confirmEmail: v.optional(v.pipe(v.string(), v.trim())),
    home: Phone,
    mobile: Phone,
    work: Phone,
    securityQuestion: required(m.selectQuestion),
    securityAnswer: v.pipe(
      required(m.enterAnswer),
      v.maxLength(50),
      v.regex(ANSWER_PATTERN, m.answerCharacters),
    ),
    terms: v.literal(true, m.checkTheBox),
  }),
  v.forward(
    v.partialCheck(
      [["password"], ["confirmPassword"]],
      (input) => input.password === input.confirmPassword,
      m.passwordMismatch,
    ),
    ["confirmPassword"],
  ),
);
export type SignUpUserRequest = v.InferInput<typeof SignUpUserRequest>;

/** Nothing is active yet: the description asks to follow the link e-mailed (issue 8 point 6). */
export const SignUpUserResponse = v.object({
  result: v.object({ status: v.literal("True"), description: v.string() }),
  username: v.string(),
});

/**
 * POST /api/v1/sign-up-confirm: the e-mailed link's token (read by the page from the link's fragment,
 * never from its path) activates the web user and applies the contact changes.
 */
export const SignUpConfirmRequest = v.object({
  token: v.pipe(v.string(m.signUpLinkInvalid), v.nonEmpty(m.signUpLinkInvalid), v.maxLength(200)),
});
export const SignUpConfirmResponse = v.object({
  result: v.object({ status: v.literal("Success"), description: v.string() }),
  username: v.string(),
});

// -- forgotten username or password -----------------------------------------------------------

export const ForgotPasswordRequest = v.object({
  accountId: v.pipe(
    required(messages.enterAccountNumber),
    v.regex(/^\d{10}$/, messages.accountNumberInvalid),
  ),
  division: v.optional(v.literal(DIVISION), DIVISION),
  username: required(messages.enterUsername),
});
export type ForgotPasswordRequest = v.InferInput<typeof ForgotPasswordRequest>;

export const ForgotUsernameRequest = v.object({
  accountId: v.pipe(
    required(messages.enterAccountNumber),
    v.regex(/^\d{10}$/, messages.accountNumberInvalid),
  ),
  division: v.optional(v.literal(DIVISION), DIVISION),
  emailAddress: Email,
});
export type ForgotUsernameRequest = v.InferInput<typeof ForgotUsernameRequest>;

/** The security-question step: the question's text and an opaque flow id; never the stored answer. */
export const ForgotQuestionResponse = v.object({
  result: v.object({ status: v.literal("Success") }),
  flowId: v.string(),
  question: v.string(),
});
export type ForgotQuestionResponse = v.InferOutput<typeof ForgotQuestionResponse>;

/** POST /api/v1/send-email-forgot-password and …-username: the answer is checked here, then the e-mail goes. */
export const ForgotAnswerRequest = v.object({
  flowId: v.pipe(v.string(), v.nonEmpty(m.forgotExpired)),
  answer: v.pipe(required(m.enterAnswer), v.maxLength(100)),
});
export type ForgotAnswerRequest = v.InferInput<typeof ForgotAnswerRequest>;

export const ForgotResultResponse = v.object({
  result: v.object({ status: v.literal("Success"), title: v.string(), description: v.string() }),
});
export type ForgotResultResponse = v.InferOutput<typeof ForgotResultResponse>;

export const ResetTokenRequest = v.object({ token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)) });
export const ResetTokenResponse = v.object({ valid: v.boolean(), username: v.nullable(v.string()) });

export const ResetPasswordRequest = v.pipe(
  v.object({
    token: v.pipe(v.string(), v.nonEmpty(m.resetLinkInvalid), v.maxLength(200)),
    password: PolicyPassword,
    confirmPassword: v.pipe(v.string(m.confirmPassword), v.nonEmpty(m.confirmPassword)),
  }),
  v.forward(
    v.partialCheck(
      [["password"], ["confirmPassword"]],
      (input) => input.password === input.confirmPassword,
      m.passwordMismatch,
    ),
    ["confirmPassword"],
  ),
);
export type ResetPasswordRequest = v.InferInput<typeof ResetPasswordRequest>;
export const ResetPasswordResponse = v.object({
  result: v.object({ status: v.literal("Success"), description: v.string() }),
});

// -- announcements ------------------------------------------------------------------------------

export const AnnouncementItem = v.object({
  id: v.number(),
  /** 'Image' shows featured_image; otherwise `embed` (sanitized iframe HTML). */
  type: v.string(),
  featured_image: v.nullable(v.string()),
  title: v.string(),
  /** Sanitized HTML rendered from the stored Quill Delta. */
  content: v.string(),
  embed: v.nullable(v.string()),
});
export type AnnouncementItem = v.InferOutput<typeof AnnouncementItem>;

export const AnnouncementsFrontResponse = v.object({
  announceList: v.array(AnnouncementItem),
  systemPop: v.nullable(v.object({ title: v.string(), content: v.string() })),
});
export type AnnouncementsFrontResponse = v.InferOutput<typeof AnnouncementsFrontResponse>;

// -- survey -------------------------------------------------------------------------------------

export const SURVEY_QUESTION_COUNT = 10;
/** Questions after the fourth are required (spec 001 §5). */
export const SURVEY_OPTIONAL_UP_TO = 4;

export const SurveyQuestion = v.object({
  prompt: v.string(),
  sequence: v.number(),
  possibleAnswers: v.array(v.object({ value: v.string(), description: v.string() })),
});
export type SurveyQuestion = v.InferOutput<typeof SurveyQuestion>;
export const SurveyListResponse = v.object({ result: v.object({ surveyList: v.array(SurveyQuestion) }) });

const surveyAnswer = (n: number) =>
  n <= SURVEY_OPTIONAL_UP_TO
    ? v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500)), "")
    : v.pipe(v.string(m.surveyRequired), v.trim(), v.nonEmpty(m.surveyRequired), v.maxLength(500));

export const SubmitSurveyRequest = v.object({
  personId: v.pipe(v.string(), v.nonEmpty(), notBlank()),
  username: v.pipe(v.string(), v.nonEmpty(), notBlank()),
  fullName: v.pipe(v.string(), v.maxLength(120)),
  surveyAns1: surveyAnswer(1),
  surveyAns2: surveyAnswer(2),
  surveyAns3: surveyAnswer(3),
  surveyAns4: surveyAnswer(4),
  surveyAns5: surveyAnswer(5),
  surveyAns6: surveyAnswer(6),
  surveyAns7: surveyAnswer(7),
  surveyAns8: surveyAnswer(8),
  surveyAns9: surveyAnswer(9),
  surveyAns10: surveyAnswer(10),
});
export type SubmitSurveyRequest = v.InferInput<typeof SubmitSurveyRequest>;
export const SubmitSurveyResponse = v.object({ result: v.object({ status: v.literal("success") }) });

// -- help and support ---------------------------------------------------------------------------

export const CONTACT_TYPES = ["TECHNICAL", "COMPLAINT"] as const;

export const HelpRequest = v.object({
  cis_division: v.optional(v.literal(DIVISION), DIVISION),
  accountId: AccountId,
  personId: v.pipe(v.string(), v.nonEmpty(), notBlank()),
  firstName: v.pipe(required(m.enterFirstName), v.maxLength(60)),
  lastName: v.pipe(required(m.enterLastName), v.maxLength(60)),
  emailAddress: Email,
  contactType: v.picklist(CONTACT_TYPES),
  message: v.pipe(required(m.enterMessage), v.maxLength(2000)),
});
export type HelpRequest = v.InferInput<typeof HelpRequest>;
export const HelpResponse = v.object({
  result: v.object({ status: v.literal("Success"), description: v.string() }),
});
