/**
 * The two checks of the hosted page, as pure functions:
 * - the payment form POSTed by the merchant's site (login, fingerprint, its age, the amount),
 * - the card form filled in by the customer (name, number, brand, expiry, CVV).
 */
import type { GatewayPaymentPage } from "@paygpa/fixtures";
import {
  CARD_TYPE_NAMES,
  type CardBrand,
  type CardExpiry,
  cardBrandOf,
  isCvvFormatValid,
  isExpired,
  isLuhnValid,
  normalizeCardNumber,
  parseExpiry,
} from "../protocol/cards";
import { fingerprintHash, safeEqual } from "../protocol/hashes";
import { parseAmountToCents } from "../protocol/money";
import { echoedFieldsOf } from "../protocol/relay-response";
import { maskCardNumbersIn } from "../redact";
import { fillInvoice } from "../relay";
import { paymentFormFieldProblem, paymentFormTypeOf, relayUrlProblem } from "./form-fields";
import type { CardFormErrors } from "./html";

export interface PaymentRequest {
  page: GatewayPaymentPage;
  sequence: string;
  timestamp: string;
  amountCents: number;
  currency: string;
  invoice: string;
  poNum: string;
  /** `x_fp_hash` as posted (lowercase): one fingerprint opens one payment session. */
  fingerprint: string;
  /** `x_relay_response=TRUE`: the result is POSTed to the relay URL; empty: no relay (Manual §7). */
  relayResponse: boolean;
  /** "01" for `x_type` AUTH_ONLY or AUTH_TOKEN (a pre-authorization), else "00" (a purchase). */
  transactionType: "00" | "01";
  /** The merchant's fields the relay echoes back (`echoedFieldsOf`). */
  echoed: Record<string, string>;
  /** The form's receipt link (Receipt Page options), over the page's setting. */
  receiptLink: { url?: string; method?: string; text?: string };
  /** `x_test_request=TRUE`: a test transaction, no charge (Hosted Checkout Payment Pages Integration Manual, "x_test_request"). */
  testRequest: boolean;
}

export interface PaymentFormProblem {
  status: 400 | 403;
  title: string;
  message: string;
  /** The exact reason, shown to the merchant's developers and written to the journal. */
  detail: string;
}

export type PaymentFormResult =
  | { ok: true; request: PaymentRequest }
  | { ok: false; problem: PaymentFormProblem };

const CANNOT_START = "We could not start your payment";
const START_AGAIN =
  "Please go back to the GPA website and start your payment again. Your card has not been charged.";

export interface PaymentFormContext {
  pages: ReadonlyMap<string, GatewayPaymentPage>;
  now: Date;
  fingerprintWindowSeconds: number;
}

export function verifyPaymentForm(
  fields: Record<string, string>,
  context: PaymentFormContext,
): PaymentFormResult {
  const refuse = (status: 400 | 403, detail: string, message = START_AGAIN): PaymentFormResult => ({
    ok: false,
    problem: { status, title: CANNOT_START, message, detail },
  });
  const login = fields.x_login ?? "";
  if (!login) return refuse(400, "x_login is missing");
  const page = context.pages.get(login);
  if (!page) return refuse(403, `x_login ${login} is not a payment page of this merchant account`);
  for (const name of ["x_fp_sequence", "x_fp_timestamp", "x_amount", "x_fp_hash"]) {
    if (!fields[name]) return refuse(400, `${name} is missing`);
  }
  if ((fields.x_show_form ?? "").toUpperCase() !== "PAYMENT_FORM") {
    return refuse(400, "x_show_form must be PAYMENT_FORM");
  }
  const fieldProblem = paymentFormFieldProblem(fields);
  if (fieldProblem) return refuse(400, fieldProblem);
  const amount = fields.x_amount ?? "";
  const amountCents = parseAmountToCents(amount);
  if (amountCents === null || amountCents <= 0 || amount !== amount.trim()) {
    return refuse(400, `x_amount ${amount} is not a positive amount with at most 2 decimals`);
  }
  const postedCurrency = fields.x_currency_code;
  const currency = postedCurrency || "USD";
  if (currency !== page.currency)
    return refuse(400, `x_currency_code ${currency} is not accepted (USD only)`);
  const fingerprint = fingerprintProblem(fields, page, amount, context);
  if (fingerprint) return refuse(fingerprint.status, fingerprint.detail, fingerprint.message);
  const sequence = fields.x_fp_sequence ?? "";
  const timestamp = fields.x_fp_timestamp ?? "";
  const posted = (fields.x_fp_hash ?? "").toLowerCase();
  // x_invoice_num is not part of the fingerprint (Hosted Checkout Payment Pages Integration Manual,
  // §6.1 Essential Fields, §11.1.1 Calculating the x_fp_hash value: x_fp_sequence is the merchant's
  // invoice or a random number that makes the hash unique), so the gateway takes a signed form with
  // any invoice number. The BFF does not rely on it: a checkout settles only from the gateway's own
  // record of its invoice and amount (decision 010).
  const invoice = fields.x_invoice_num ?? "";
  if (invoice.length > 20) return refuse(400, "x_invoice_num is longer than 20 characters");
  const relayUrl = relayUrlProblem(fields.x_relay_url, [page.relayUrl, fillInvoice(page.relayUrl, invoice)]);
  if (relayUrl) return refuse(400, relayUrl);
  const type = paymentFormTypeOf(fields);
  return {
    ok: true,
    request: {
      page,
      sequence,
      timestamp,
      amountCents,
      currency,
      invoice,
      poNum: fields.x_po_num ?? "",
      fingerprint: posted,
      relayResponse: (fields.x_relay_response ?? "").toUpperCase() === "TRUE",
      transactionType: type === "AUTH_ONLY" || type === "AUTH_TOKEN" ? "01" : "00",
      echoed: echoedFieldsOf(fields),
      receiptLink: {
        ...(fields.x_receipt_link_url ? { url: fields.x_receipt_link_url } : {}),
        ...(fields.x_receipt_link_method ? { method: fields.x_receipt_link_method.toUpperCase() } : {}),
        ...(fields.x_receipt_link_text ? { text: fields.x_receipt_link_text } : {}),
      },
      testRequest: (fields.x_test_request ?? "").toUpperCase() === "TRUE",
    },
  };
}

/**
 * Why the form's fingerprint does not hold, or null: its timestamp outside the gateway's window, or
 * its hash not the one of the posted login, sequence, timestamp, amount and currency.
 */
function fingerprintProblem(
  fields: Record<string, string>,
  page: GatewayPaymentPage,
  amount: string,
  context: PaymentFormContext,
): { status: 400 | 403; detail: string; message?: string } | null {
  const login = fields.x_login ?? "";
  const postedCurrency = fields.x_currency_code;
  const timestamp = fields.x_fp_timestamp ?? "";
  if (!/^\d{1,12}$/.test(timestamp)) return { status: 400, detail: "x_fp_timestamp must be Unix seconds" };
  const ageSeconds = Math.abs(context.now.getTime() / 1000 - Number(timestamp));
  if (ageSeconds > context.fingerprintWindowSeconds) {
    return {
      status: 403,
      detail: `x_fp_timestamp is ${Math.round(ageSeconds)} s from the gateway's clock (limit ${context.fingerprintWindowSeconds} s)`,
      message:
        "This payment link has expired. Please go back to the GPA website and start your payment again. Your card has not been charged.",
    };
  }
  const sequence = fields.x_fp_sequence ?? "";
  const posted = (fields.x_fp_hash ?? "").toLowerCase();
  // The fingerprint covers x_currency_code as posted; when the form omits it, e4 merchants sign an
  // empty value, and the simulator also accepts the default USD.
  const currencies = postedCurrency === undefined ? ["", "USD"] : [postedCurrency];
  // A page set to "HMAC Calculation: SHA-1" takes an HMAC-SHA1 fingerprint (Manual §4.9 Security
  // Settings); the default is HMAC-MD5.
  const algorithm = page.hmacCalculation === "SHA1" ? "sha1" : "md5";
  const matches = currencies.some((signedCurrency) =>
    safeEqual(
      posted,
      fingerprintHash(
        { login, sequence, timestamp, amount, currency: signedCurrency },
        page.transactionKey,
        algorithm,
      ),
    ),
  );
  return matches
    ? null
    : { status: 403, detail: "x_fp_hash does not match the fingerprint of the posted fields" };
}

export interface ValidCard {
  digits: string;
  brand: CardBrand;
  expiry: CardExpiry;
  cardholderName: string;
}

export type CardFormResult =
  | { ok: true; card: ValidCard }
  | { ok: false; errors: CardFormErrors; values: { cardholderName: string; expiry: string } };

/** Validates the card step; `today` (YYYY-MM-DD) decides whether the card has expired. */
export function validateCardForm(
  fields: Record<string, string>,
  page: GatewayPaymentPage,
  today: string,
): CardFormResult {
  const cardholderName = (fields.cardholder_name ?? "").trim();
  const expiryText = (fields.expiry ?? "").trim();
  const errors: CardFormErrors = {};

  if (!cardholderName) errors.cardholderName = "Enter the name on the card.";
  else if (cardholderName.length > 30)
    errors.cardholderName = "The name on the card can be at most 30 characters.";
  else if (maskCardNumbersIn(cardholderName) !== cardholderName) {
    errors.cardholderName = "Enter the name on the card, not the card number.";
  }

  const digits = normalizeCardNumber(fields.card_number ?? "");
  const brand = digits ? cardBrandOf(digits) : null;
  if (!(fields.card_number ?? "").trim()) errors.cardNumber = "Enter the card number.";
  else if (!digits || !isLuhnValid(digits)) errors.cardNumber = "The card number is not valid.";
  else if (!brand)
    errors.cardNumber = `This card type is not accepted. Accepted cards: ${acceptedList(page)}.`;
  else if (!page.acceptedBrands.includes(brand)) {
    errors.cardNumber = `${CARD_TYPE_NAMES[brand]} is not accepted for this payment. Accepted cards: ${acceptedList(page)}.`;
  }

  const expiry = parseExpiry(expiryText);
  if (!expiryText) errors.expiry = "Enter the expiry date as MM/YY.";
  else if (!expiry) errors.expiry = "Enter the expiry date as MM/YY.";
  else if (isExpired(expiry, today)) errors.expiry = "The card has expired.";

  const cvv = (fields.cvv ?? "").trim();
  if (!isCvvFormatValid(cvv)) errors.cvv = "Enter the 3 or 4 digit security code.";

  if (Object.keys(errors).length > 0 || !digits || !brand || !expiry) {
    return {
      ok: false,
      errors,
      values: { cardholderName: maskCardNumbersIn(cardholderName), expiry: expiryText },
    };
  }
  return { ok: true, card: { digits, brand, expiry, cardholderName } };
}

function acceptedList(page: GatewayPaymentPage): string {
  return page.acceptedBrands.map((brand) => CARD_TYPE_NAMES[brand]).join(", ");
}
