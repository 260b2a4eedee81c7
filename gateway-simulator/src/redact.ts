/**
 * Card data never reaches the journal: card-number fields are masked, CVV and password fields are
 * removed, and any other string that contains a plausible card number (13–19 digits passing the
 * Luhn check) has it masked.
 */
import { isLuhnValid, maskCardNumber } from "./protocol/cards";

const CARD_NUMBER_KEYS = /^(card_?number|cc_?number|x_card_num|card_num|pan|account_?number_?card)$/i;
/** The magnetic tracks (`track1`, `track2`) hold the number, expiry and verification data: all removed. */
const SECRET_KEYS =
  /^(cvv2?|cvc2?|cvd(_?code)?|x_card_code|cc_verification_str2|security_?code|password|track[12]|cavv)$/i;
const DIGIT_RUN = /\d(?:[ -]?\d){12,18}/g;

export const REDACTED = "[redacted]";

/** Deeper than this, a value is kept as a marker: redaction must not overflow on a hostile body. */
const MAX_KEPT_DEPTH = 32;

export function redact(value: unknown, key?: string, depth = 0): unknown {
  if (depth >= MAX_KEPT_DEPTH && value !== null && typeof value === "object") return "[nested too deep]";
  if (key !== undefined && SECRET_KEYS.test(key)) return value === undefined ? undefined : REDACTED;
  if (key !== undefined && CARD_NUMBER_KEYS.test(key) && typeof value === "string") {
    const digits = value.replace(/\D/g, "");
    return digits.length >= 4 ? maskCardNumber(digits) : REDACTED;
  }
  if (typeof value === "string") return maskCardNumbersIn(value);
  if (Array.isArray(value)) return value.map((item) => redact(item, undefined, depth + 1));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, redact(item, name, depth + 1)]),
    );
  }
  return value;
}

export function maskCardNumbersIn(text: string): string {
  return text.replace(DIGIT_RUN, (run) => {
    const digits = run.replace(/\D/g, "");
    return isLuhnValid(digits) ? maskCardNumber(digits) : run;
  });
}
