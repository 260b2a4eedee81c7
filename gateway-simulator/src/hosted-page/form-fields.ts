/**
 * The payment form's field rules, as the real payment page applies them before it looks at the
 * fingerprint (Payeezy Gateway "Payment Page Field Validation" support article, and the Hosted
 * Checkout Payment Pages Integration Manual §6.2 Transaction and Display Fields, §6.5 Unsupported
 * Fields). Each rule answers the exact reason, or null when the form passes it.
 */

/** "POST data: max length 8000 bytes" (Payment Page Field Validation). */
export const PAYMENT_FORM_MAX_BYTES = 8000;

/** "Each field may also trigger errors if they exceed the maximum length of 255 characters." */
export const FIELD_MAX_LENGTH = 255;

/** "x_footer_email_receipt and x_header_email_receipt may be up to 4000 characters long." */
const LONG_FIELDS: Readonly<Record<string, number>> = {
  x_footer_email_receipt: 4000,
  x_header_email_receipt: 4000,
};

/**
 * Card and bank fields a merchant must leave empty: the page collects them itself ("Must be empty
 * (features are not supported)", Payment Page Field Validation; Manual §6.5).
 */
export const FIELDS_THAT_MUST_BE_EMPTY: readonly string[] = [
  "x_exp_date",
  "x_card_num",
  "x_card_code",
  "x_trans_id",
  "x_auth_code",
  "x_authentication_indicator",
  "x_cardholder_authentication_value",
  "x_bank_aba_code",
  "x_bank_acct_type",
  "x_bank_name",
  "x_bank_acct_name",
  "x_echeck_type",
];

/** `x_type`: "Must be AUTH_CAPTURE, AUTH_ONLY, AUTH_TOKEN, or PURCHASE_TOKEN" (empty: AUTH_CAPTURE). */
export const PAYMENT_FORM_TYPES = ["AUTH_CAPTURE", "AUTH_ONLY", "AUTH_TOKEN", "PURCHASE_TOKEN"] as const;
export type PaymentFormType = (typeof PAYMENT_FORM_TYPES)[number];

/** Fields whose value must be one of a list (empty allowed unless said), from the same article. */
const ALLOWED_VALUES: readonly { field: string; values: readonly string[]; emptyAllowed: boolean }[] = [
  { field: "x_relay_response", values: ["TRUE"], emptyAllowed: true },
  { field: "x_test_request", values: ["TRUE", "FALSE"], emptyAllowed: true },
  { field: "x_type", values: PAYMENT_FORM_TYPES, emptyAllowed: true },
  { field: "x_version", values: ["3.0", "3.1"], emptyAllowed: true },
  { field: "x_method", values: ["CC"], emptyAllowed: true },
  { field: "x_recurring_billing", values: ["NO"], emptyAllowed: true },
  { field: "x_email_customer", values: ["TRUE", "FALSE"], emptyAllowed: true },
  { field: "x_tax_exempt", values: ["TRUE", "FALSE"], emptyAllowed: true },
  { field: "bypass_first_page", values: ["TRUE", "FALSE"], emptyAllowed: true },
  {
    field: "x_receipt_link_method",
    values: ["GET", "AUTO-GET", "POST", "AUTO-POST", "LINK", "REDI"],
    emptyAllowed: true,
  },
];

/** "Must be empty or numeric". */
const NUMERIC_FIELDS: readonly string[] = ["x_tax", "x_freight", "x_duty"];

/** The first field rule the posted form breaks, as the exact reason; null when it breaks none. */
export function paymentFormFieldProblem(fields: Readonly<Record<string, string>>): string | null {
  for (const [name, value] of Object.entries(fields)) {
    const limit = LONG_FIELDS[name] ?? FIELD_MAX_LENGTH;
    if (value.length > limit) return `${name} is longer than ${limit} characters`;
  }
  for (const name of FIELDS_THAT_MUST_BE_EMPTY) {
    if (fields[name]) return `${name} must be empty: the payment page collects the card itself`;
  }
  for (const rule of ALLOWED_VALUES) {
    const value = fields[rule.field] ?? "";
    if (value === "" && rule.emptyAllowed) continue;
    // The manual's values are upper case; the real page compares them without regard to case.
    if (!rule.values.includes(value.toUpperCase())) {
      return `${rule.field} must be ${rule.emptyAllowed ? "empty or " : ""}${rule.values.join(", ")}`;
    }
  }
  for (const name of NUMERIC_FIELDS) {
    const value = fields[name] ?? "";
    if (value !== "" && !/^\d+(\.\d+)?$/.test(value)) return `${name} must be empty or numeric`;
  }
  return null;
}

/**
 * `x_relay_url`: "Must be the same value configured in the Payeezy Gateway Payment Page settings"
 * (Payment Page Field Validation). Absent or empty is fine; the page's own URL is used.
 */
export function relayUrlProblem(posted: string | undefined, configured: readonly string[]): string | null {
  if (!posted) return null;
  return configured.includes(posted)
    ? null
    : `x_relay_url ${posted} is not the relay URL configured for this page`;
}

/** The form's transaction type; empty `x_type` is a purchase (Manual §6.2: AUTH_CAPTURE is the default). */
export function paymentFormTypeOf(fields: Readonly<Record<string, string>>): PaymentFormType {
  const value = (fields.x_type ?? "").toUpperCase();
  return (PAYMENT_FORM_TYPES as readonly string[]).includes(value)
    ? (value as PaymentFormType)
    : "AUTH_CAPTURE";
}
