/** The sign-up flow's calls (spec 001 §2 Sign-up, §4, §5): account, zip, username, user, e-mailed confirmation. */
import * as v from "valibot";
import { ANSWER_PATTERN, EMAIL_PATTERN, SignUpPassword, requiredText } from "./access";
import { DIVISION } from "./common";
import { accessMessages as m, messages } from "./messages";
import type { ErrorCode } from "./error-codes";
import type { RouteEntry } from "./route-entry";
import { BILLING_ERRORS } from "./route-errors";

/** POST /api/v1/check-account-number: step 1. Opens a sign-up ticket for the account. */
export const CheckAccountNumberRequest = v.object({
  accountId: v.pipe(
    requiredText(messages.enterAccountNumber),
    v.regex(/^\d{10}$/, messages.accountNumberInvalid),
  ),
  division: v.optional(v.literal(DIVISION), DIVISION),
});
export type CheckAccountNumberRequest = v.InferInput<typeof CheckAccountNumberRequest>;

// Shared by step 1's answer and the sign-up state as schemas of their own, not read off one another
// (`.entries`): a property read is kept by the bundler, and with it both answers, in every page
// that imports this module.
const BillAddressSource = v.picklist(["PER", "PREM", "ACOV"]);
/** First two characters of the last and of the first name, the rest starred. */
const MaskedName = v.string();

export const CheckAccountNumberResponse = v.object({
  result: v.object({ status: v.literal("False"), description: v.string() }),
  data: v.object({
    ticket: v.string(),
    billAddressSource: BillAddressSource,
    maskedName: MaskedName,
  }),
});
export type CheckAccountNumberResponse = v.InferOutput<typeof CheckAccountNumberResponse>;

/** POST /api/v1/sign-up-validate-zip: step 2, the billing zip check. */
export const SignUpZipRequest = v.object({
  ticket: v.pipe(v.string(), v.nonEmpty(m.signUpExpired)),
  postal: v.pipe(requiredText(m.enterZip), v.maxLength(5, m.zipTooLong)),
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
  username: v.pipe(requiredText(messages.enterUsername), v.maxLength(30, m.usernameTooLong)),
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
  requiredText(m.enterEmail),
  v.maxLength(254),
  v.check((text) => isMaskedValue(text) || EMAIL_PATTERN.test(text), m.emailInvalid),
);

/** POST /api/v1/sign-up-user: step 3. Who signs up comes from the verified ticket, never the browser. */
export const SignUpUserRequest = v.pipe(
  v.object({
    ticket: v.pipe(v.string(), v.nonEmpty(m.signUpExpired)),
    username: v.pipe(requiredText(messages.enterUsername), v.maxLength(30, m.usernameTooLong)),
    password: SignUpPassword,
    confirmPassword: v.pipe(v.string(m.confirmPassword), v.nonEmpty(m.confirmPassword)),
    email: SignUpEmail,
    /** Only asked when no e-mail is on file; the BFF checks it then. */
    confirmEmail: v.optional(v.pipe(v.string(), v.trim())),
    home: Phone,
    mobile: Phone,
    work: Phone,
    securityQuestion: requiredText(m.selectQuestion),
    securityAnswer: v.pipe(
      requiredText(m.enterAnswer),
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

/** Nothing is active yet: the description asks to follow the link e-mailed (decision 011). */
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

/**
 * POST /api/v1/sign-up-state: where a sign-up ticket stands, so the portal can show its step again
 * after a reload, Back or in a second tab (decision 016). Guarded by the ticket alone, like every
 * sign-up call: an unknown, used or expired ticket is refused as expired.
 */
export const SignUpStateRequest = v.object({
  ticket: v.pipe(v.string(m.signUpExpired), v.nonEmpty(m.signUpExpired)),
});
export type SignUpStateRequest = v.InferInput<typeof SignUpStateRequest>;

/**
 * `zip`: the account is checked, its billing zip not yet proved (step 2 shows the masked name).
 * `details`: the zip is proved (step 3 prefills what is on file), with exactly what the zip check answered.
 */
export const SignUpStateResponse = v.object({
  step: v.picklist(["zip", "details"]),
  maskedName: MaskedName,
  billAddressSource: BillAddressSource,
  /** Only once the zip is proved: the masked address, e-mail and phones (as sign-up-validate-zip answers). */
  onFile: v.nullable(v.omit(SignUpZipResponse, ["result"])),
});
export type SignUpStateResponse = v.InferOutput<typeof SignUpStateResponse>;

/** What this feature's routes can answer of their own (decision 017). */
const SIGN_UP_ERRORS = [
  ...BILLING_ERRORS,
  "ACCOUNT_NOT_FOUND",
  "ALREADY_REGISTERED",
  "NO_BILL_ADDRESS_SOURCE",
  "ZIP_MISMATCH",
  "ZIP_TRIES_PAUSED",
  "USERNAME_TAKEN",
  "USERNAME_NOT_FOUND",
  "SIGN_UP_FAILED",
  "SIGN_UP_EXPIRED",
  "SIGN_UP_LINK_INVALID",
] as const satisfies readonly ErrorCode[];

/** The sign-up feature's routes in the table (decision 017). */
export const signUpRoutes = {
  checkAccountNumber: {
    method: "POST",
    path: "/api/v1/check-account-number",
    access: "anonymous",
    request: CheckAccountNumberRequest,
    answer: CheckAccountNumberResponse,
    rateLimit: "sign-up",
    closedByLoginMaintenance: true,
    errors: SIGN_UP_ERRORS,
    summary: "check-account-number (001 §7): opens a sign-up ticket",
  },
  signUpValidateZip: {
    method: "POST",
    path: "/api/v1/sign-up-validate-zip",
    access: "anonymous",
    request: SignUpZipRequest,
    answer: SignUpZipResponse,
    rateLimit: "sign-up",
    closedByLoginMaintenance: true,
    errors: SIGN_UP_ERRORS,
    summary: "sign-up-validate-zip (001 §7)",
  },
  checkUsername: {
    method: "POST",
    path: "/api/v1/check-username",
    access: "anonymous",
    request: CheckUsernameRequest,
    answer: CheckUsernameResponse,
    rateLimit: "username",
    errors: SIGN_UP_ERRORS,
    summary: "check-username (001 §7)",
  },
  signUpState: {
    method: "POST",
    path: "/api/v1/sign-up-state",
    access: "anonymous",
    request: SignUpStateRequest,
    answer: SignUpStateResponse,
    closedByLoginMaintenance: true,
    errors: SIGN_UP_ERRORS,
    summary: "where a sign-up ticket stands: its step and what that step shows (decision 016)",
  },
  securityQuestions: {
    method: "GET",
    path: "/api/v1/security-questions",
    access: "anonymous",
    answer: SecurityQuestionsResponse,
    errors: SIGN_UP_ERRORS,
    summary: "the security questions offered at sign-up",
  },
  signUpUser: {
    method: "POST",
    path: "/api/v1/sign-up-user",
    access: "anonymous",
    request: SignUpUserRequest,
    answer: SignUpUserResponse,
    closedByLoginMaintenance: true,
    errors: SIGN_UP_ERRORS,
    summary: "sign-up-user (001 §7)",
  },
  signUpConfirm: {
    method: "POST",
    path: "/api/v1/sign-up-confirm",
    access: "anonymous",
    request: SignUpConfirmRequest,
    answer: SignUpConfirmResponse,
    rateLimit: "sign-up",
    errors: SIGN_UP_ERRORS,
    summary: "the e-mailed sign-up link (decision 011)",
  },
} as const satisfies Record<string, RouteEntry>;
