/** Card numbers: brand from the prefix, the Luhn (MOD 10) check, masking, expiry dates. */
import type { GatewayCardBrand } from "@paygpa/fixtures";

export type CardBrand = GatewayCardBrand;

/** `TransactionCardType` / `credit_card_type` as the gateway writes it. */
export type TransactionCardType = "Visa" | "Mastercard" | "Discover" | OtherCardType;

/** Brands the gateway knows that GPA's terminal and pages do not take. */
export type OtherCardType = "American Express" | "JCB" | "Diners Club";

export const CARD_TYPE_NAMES: Record<CardBrand, TransactionCardType> = {
  visa: "Visa",
  mastercard: "Mastercard",
  discover: "Discover",
};

/** Digits only: spaces and dashes that people type are dropped; anything else makes it invalid. */
export function normalizeCardNumber(input: string): string | null {
  const digits = input.replace(/[\s-]/g, "");
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let digit = Number(digits[index]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/**
 * Brand from the leading digits: Visa 4 (13, 16 or 19 digits); Mastercard 51–55 and 2221–2720
 * (16 digits); Discover 6011, 644–649 and 65 (16 to 19 digits). Null for anything else.
 */
export function cardBrandOf(digits: string): CardBrand | null {
  const length = digits.length;
  if (digits.startsWith("4")) return [13, 16, 19].includes(length) ? "visa" : null;
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if (length === 16 && ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720))) return "mastercard";
  const three = Number(digits.slice(0, 3));
  if (length >= 16 && length <= 19 && (four === 6011 || two === 65 || (three >= 644 && three <= 649))) {
    return "discover";
  }
  return null;
}

/**
 * A brand the gateway knows but the merchant does not take, from the leading digits: American
 * Express 34, 37 (15 digits); JCB 3528–3589 (16 to 19); Diners Club 300–305, 36, 38, 39 (14 to 19).
 * The gateway refuses such a card as a brand the merchant does not take, naming the brand, not as
 * an invalid number (ETG / bank response codes: EXact 37 "Payment Type Not Supported By Merchant").
 */
export function otherCardTypeOf(digits: string): OtherCardType | null {
  const length = digits.length;
  const two = Number(digits.slice(0, 2));
  const three = Number(digits.slice(0, 3));
  const four = Number(digits.slice(0, 4));
  if (length === 15 && (two === 34 || two === 37)) return "American Express";
  if (length >= 16 && length <= 19 && four >= 3528 && four <= 3589) return "JCB";
  if (
    length >= 14 &&
    length <= 19 &&
    ((three >= 300 && three <= 305) || two === 36 || two === 38 || two === 39)
  ) {
    return "Diners Club";
  }
  return null;
}

/** `############1111`: every digit but the last four hidden, as the gateway returns card numbers. */
export function maskCardNumber(digits: string): string {
  return `${"#".repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}

export interface CardExpiry {
  month: number;
  /** Four-digit year. */
  year: number;
}

/** Parses "MM/YY", "MMYY", "MM/YYYY" or "MM-YY"; null when it is not a month of a year. */
export function parseExpiry(input: string): CardExpiry | null {
  const match = /^(\d{2})\s*[/-]?\s*(\d{2}|\d{4})$/.exec(input.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const rawYear = match[2] ?? "";
  const year = rawYear.length === 2 ? 2000 + Number(rawYear) : Number(rawYear);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** "MMYY": the e4 `cc_expiry` form. */
export function formatExpiry(expiry: CardExpiry): string {
  return `${String(expiry.month).padStart(2, "0")}${String(expiry.year % 100).padStart(2, "0")}`;
}

/** A card is good through the last day of its expiry month; `today` is YYYY-MM-DD. */
export function isExpired(expiry: CardExpiry, today: string): boolean {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

export function isCvvFormatValid(cvv: string): boolean {
  return /^\d{3,4}$/.test(cvv);
}
