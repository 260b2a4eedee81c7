/**
 * Every `code` of the BFF's error answers, `{ error: { code, message } }`: a closed list, so a code
 * the BFF throws or the portal compares that is not here fails the type check. The message is the
 * spec's text for the person; the code is for the program (the portal's branches, tests, logs).
 */
export const ERROR_CODES = [
  // Any route: the request, the caller, the platform (decision 009 for the rate limit).
  "BAD_REQUEST",
  "INVALID_REQUEST",
  "MALFORMED_JSON",
  "UNSUPPORTED_MEDIA_TYPE",
  "BODY_TOO_LARGE",
  "FILE_TOO_LARGE",
  "METHOD_NOT_ALLOWED",
  "NOT_FOUND",
  "UNAUTHENTICATED",
  "SESSION_EXPIRED",
  "FORBIDDEN",
  "RATE_LIMITED",
  "INTERNAL",
  // Billing and the card gateway behind the BFF.
  "BILLING_UNAVAILABLE",
  "BILLING_REFUSED",
  "BILLING_BAD_ANSWER",
  "GATEWAY_UNAVAILABLE",
  // Maintenance switches and settings (spec 000 §2, decision 031).
  "LOGIN_MAINTENANCE",
  "PAY_NOW_MAINTENANCE",
  "INVALID_ALERT_HOURS",
  // The payment extension (decision 045).
  "EXTENSION_REFUSED",
  "INVALID_EXTENSION_DATE",
  "INVALID_EXTENSION_SETTINGS",
  // The preferred due date (decision 047).
  "DUE_DATE_REFUSED",
  "INVALID_DUE_DAY",
  "INVALID_DUE_DATE_SETTINGS",
  // Budget billing (decision 043).
  "BUDGET_REFUSED",
  "BUDGET_CONSENT_REQUIRED",
  "INVALID_BUDGET_SETTINGS",
  // Sign-up (spec 001 §4) and its e-mailed confirmation.
  "ACCOUNT_NOT_FOUND",
  "ALREADY_REGISTERED",
  "NO_BILL_ADDRESS_SOURCE",
  "ZIP_MISMATCH",
  "ZIP_TRIES_PAUSED",
  "TOO_MANY_ATTEMPTS",
  "USERNAME_TAKEN",
  "SIGN_UP_FAILED",
  "SIGN_UP_EXPIRED",
  "SIGN_UP_LINK_INVALID",
  // Forgot password / username (spec 001 §3) and reset links.
  "USERNAME_NOT_FOUND",
  "EMAIL_MISMATCH",
  "NO_WEB_USER",
  "NO_EMAIL_ON_FILE",
  "NO_SECURITY_QUESTION",
  "SECURITY_ANSWER_INVALID",
  "FORGOT_EXPIRED",
  "RESET_LINK_INVALID",
  // Dashboard and accounts (spec 002).
  "BILL_NOT_FOUND",
  "WRONG_ACCOUNT_KIND",
  "SETTINGS_UNAVAILABLE",
  // Texts (decision 039): the number confirmed by a one-time code.
  "PHONE_INVALID",
  "CONSENT_REQUIRED",
  "TEXT_CODE_WRONG",
  "TEXT_CODE_EXPIRED",
  "TOO_MANY_TEXT_CODES",
  "TEXTS_UNAVAILABLE",
  "HELP_FAILED",
  // Outages (decision 046).
  "OUTAGES_UNAVAILABLE",
  "OUTAGE_NOT_RESTORED",
  // Payments (spec 002 §5) and the gateway's relay (decision 010).
  "NO_AMOUNT",
  "INVALID_AMOUNT",
  "DUPLICATE_ACCOUNT",
  "WRONG_TYPE",
  "CASH_ONLY",
  "INVALID_CARD",
  "INVALID_CVV",
  "INVALID_EXPIRY",
  "IDEMPOTENCY_KEY_REUSED",
  "PAYMENT_IN_PROGRESS",
  "RELAY_REFUSED",
  "RELAY_NOT_CONFIRMED",
  // Saved cards (wallet), AutoPay and the payment timeline (beyond the spec: decisions 030-032).
  "CARD_NOT_SAVED",
  "AUTOPAY_NOT_ALLOWED",
  "AUTOPAY_CONSENT_OUTDATED",
  // Phoned-in payments and pay by link.
  "PAY_LINK_GONE",
  "PAY_LINK_IN_PROGRESS",
  // Payment arrangement (spec 002 §4) and its signed forms.
  "NO_ARRANGEMENT_DRAFT",
  "NOT_ON_ARRANGEMENT",
  "NOTHING_TO_SPREAD",
  "INVALID_DEPOSIT",
  "DEPOSIT_NOT_APPLIED",
  "DEPOSIT_NOT_STOPPED",
  "CASE_NOT_AWAITING_FORM",
  "FORM_ALREADY_REVIEWED",
  "NO_FILE",
  "FILE_NOT_ACCEPTED",
  "WRONG_CASE_BARCODE",
  // Back office (spec 000): admin users, announcements, the file path.
  "OWN_ROW",
  "LAST_SUPER_ADMIN",
  "ANNOUNCEMENT_NOT_FOUND",
  "POPUP_EXISTS",
  "CONTENT_REFUSED",
  "EMBED_REFUSED",
  "EMBED_REQUIRED",
  "IMAGE_REFUSED",
  "IMAGE_REQUIRED",
  "PATH_OUTSIDE_ROOT",
  "PATH_NOT_A_FOLDER",
  // The control API of demo and test modes (docs/simulator-control.md).
  "UNKNOWN_SCENARIO",
  "NO_SUCH_TRAINEE",
  "SCENARIO_FOR_WHOLE_SYSTEM",
  "NOT_IN_FORCE",
  "CLOCK_BEFORE_WORLD",
  "CLOCK_NOT_SETTABLE",
  "CLOCK_NOT_MOVED",
  "CLOCK_NEEDS_RESET",
  "DAY_JOBS_FAILED",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Whether a code read from elsewhere (a stored answer, another service) is one of the list. */
export function isErrorCode(code: string): code is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(code);
}
