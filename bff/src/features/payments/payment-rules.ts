/**
 * The payment rules of spec 002 §5 and spec 000 §5, as pure functions: amounts, card numbers and
 * brands, expiry, masking. The portal checks form shape only; these decide.
 */
import { UTILITY_TIME_ZONE } from "../../platform/clock";
import { MAX_PAYMENT, MIN_PAYMENT, paymentMessages, type CardBrandChoice } from "@paygpa/contract";

/** Dollars to whole cents, or null when the amount has more than 2 decimals or is not finite. */
export function toCents(amount: number): number | null {
  if (!Number.isFinite(amount)) return null;
  const cents = Math.round(amount * 100);
  return Math.abs(cents - amount * 100) < 1e-6 ? cents : null;
}

/** "1234.5" style of the gateway: 2 decimals, no separators. */
export function formatCents(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * One payment amount: 1.00 to 99,999.99 with at most 2 decimals (spec 002 §5, §9). Returns the
 * cents, or the spec's message.
 */
export function checkPaymentAmount(
  amount: number | null | undefined,
): { ok: true; cents: number } | { ok: false; message: string } {
  if (amount === null || amount === undefined || amount === 0) {
    return { ok: false, message: paymentMessages.enterAmount };
  }
  const cents = toCents(amount);
  if (cents === null || cents < MIN_PAYMENT * 100 || cents > Math.round(MAX_PAYMENT * 100)) {
    return { ok: false, message: paymentMessages.amountRange };
  }
  return { ok: true, cents };
}

/**
 * The brand a card number shows by its prefix: 4 Visa; 51–55 MasterCard (spec 000 §5) and the
 * 2-series 2221–2720 Mastercard has issued since 2017; Discover 6011, 622126–622925, 644–649 and 65
 * (Discover's IIN ranges), which the terms accept for residential accounts (spec 002 §1). Else none.
 */
export function cardBrandByPrefix(cardNumber: string): CardBrandChoice | null {
  if (/^4/.test(cardNumber)) return "Visa";
  if (/^5[1-5]/.test(cardNumber)) return "MasterCard";
  const first4 = Number(cardNumber.slice(0, 4));
  if (cardNumber.length >= 4 && first4 >= 2221 && first4 <= 2720) return "MasterCard";
  if (/^(6011|64[4-9]|65)/.test(cardNumber)) return "Discover";
  const first6 = Number(cardNumber.slice(0, 6));
  if (cardNumber.length >= 6 && first6 >= 622126 && first6 <= 622925) return "Discover";
  return null;
}

const BRAND_MISMATCH: Record<CardBrandChoice, string> = {
  Visa: paymentMessages.invalidVisa,
  MasterCard: paymentMessages.invalidMasterCard,
  Discover: paymentMessages.invalidDiscover,
};

/**
 * The card modal's number rule (spec 000 §5): format by prefix ('Invalid Card Number Format!'),
 * the chosen brand must match ('Please enter a valid Visa Card Number!' / '…Master Card Number!'),
 * and exactly 16 digits. Returns the message, or null when the number passes.
 */
export function cardNumberProblem(cardNumber: string, chosen: CardBrandChoice): string | null {
  const digits = cardNumber.replace(/[\s-]/g, "");
  if (!/^\d+$/.test(digits)) return paymentMessages.invalidCardFormat;
  const brand = cardBrandByPrefix(digits);
  if (brand === null) return paymentMessages.invalidCardFormat;
  if (brand !== chosen) {
    return BRAND_MISMATCH[chosen];
  }
  if (digits.length !== 16) return paymentMessages.cardNumberLength;
  return null;
}

/**
 * Expiry MMYY: a card is good through the last day of its month; a month before today's month is
 * 'Invalid card expriry date!' (sic), as is anything not MMYY.
 */
export function expiryProblem(expiry: string, today: string): string | null {
  const match = /^(\d{2})\/?(\d{2})$/.exec(expiry.trim());
  if (!match) return paymentMessages.invalidExpiry;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return paymentMessages.invalidExpiry;
  const expiresAt = `20${match[2]}-${match[1]}`;
  return expiresAt < today.slice(0, 7) ? paymentMessages.invalidExpiry : null;
}

/** "4111 1111 1111 1111" → "############1111": never more than the last four digits. */
export function maskCardNumber(cardNumber: string): string {
  const digits = cardNumber.replace(/\D/g, "");
  return `${"#".repeat(Math.max(digits.length - 4, 0))}${digits.slice(-4)}`;
}

/** Masks any run of 13–19 digits (a card number) in a text meant for storage or logs. */
export function maskCardNumbersIn(text: string): string {
  return text.replace(/\d(?:[ -]?\d){12,18}/g, (run) => maskCardNumber(run));
}

/**
 * Quick pay step 2 masking (spec 002 §2): the first two characters of each word shown, the rest '*'.
 */
export function maskWords(text: string): string {
  return text
    .split(/(\s+)/)
    .map((word) => (/^\s+$/.test(word) ? word : word.slice(0, 2) + "*".repeat(Math.max(word.length - 2, 0))))
    .join("");
}

/** Billing's payment source code from the gateway's card type: CCV Visa, CCM Mastercard, CCD Discover. */
export function paymentSourceOf(cardType: string): string {
  const type = cardType.toLowerCase();
  if (type === "visa") return "CCV";
  if (type === "mastercard") return "CCM";
  if (type === "discover") return "CCD";
  return "";
}

/** The page of a customer class: RESID residential, anything else commercial (MasterCard only). */
export function paymentTypeOf(customerClasses: readonly string[]): "RESID" | "COMM" {
  return customerClasses.every((customerClass) => customerClass === "RESID") ? "RESID" : "COMM";
}

/** When the posting worker tries a line again: 5 s doubling per attempt, at most 5 minutes. */
export function postingBackoffMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(attempts - 1, 0), 5 * 60_000);
}

/**
 * Made once: a formatter with a time zone holds ICU's zone data in native memory, about 30 KB the
 * collector does not weigh, and one per receipt grew the BFF's RSS under load (bench/README.md,
 * "Soak of the bill-day mix").
 */
const guamReceiptTime = new Intl.DateTimeFormat("en-US", {
  timeZone: UTILITY_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "numeric",
  minute: "2-digit",
});

/** A receipt's date and time for the customer: Guam's clock, e.g. "11/21/2026, 9:00 AM (Guam time)". */
export function receiptDateTime(at: string): string {
  return `${guamReceiptTime.format(new Date(at))} (Guam time)`;
}
