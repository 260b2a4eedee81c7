/**
 * Consent to texts and the one-time code that confirms the number (decision 039). A customer gets
 * texts only at a number they proved is theirs, by typing back the 6-digit code texted to it within
 * 10 minutes (5 tries; at most 5 codes a number an hour), and only after agreeing to the consent text shown, which is stored with its
 * version and the time. The code is kept as its hash, never as itself.
 */
import { randomInt, timingSafeEqual } from "node:crypto";
import { hashToken } from "../../platform/tokens";
import { CUSTOMER_SERVICE_PHONE } from "./text-messages";

export const TEXT_CONSENT_VERSION = "2026-12-02";
export const CODE_TTL_SECONDS = 600;
export const CODE_MAX_TRIES = 5;
/** At most this many codes are texted to one number in CODE_SENDS_WINDOW_SECONDS (a texting-bomb guard). */
export const CODE_MAX_SENDS = 5;
export const CODE_SENDS_WINDOW_SECONDS = 3600;

/** The consent shown before a number is confirmed, and stored with the confirmation. */
export function textConsent(phone: string): { version: string; text: string } {
  return {
    version: TEXT_CONSENT_VERSION,
    text: [
      `I agree to receive account texts from Guam Power Authority at ${phone}: the notices I choose in Notification Settings, and security notices when my password or contact details change.`,
      "Message frequency varies. Msg & data rates may apply.",
      `Reply STOP to stop, HELP for help, or call ${CUSTOMER_SERVICE_PHONE}. Consent is not a condition of service.`,
    ].join(" "),
  };
}

/** The text that carries the code (no link, no account number). */
export const codeText = (code: string) =>
  `GPA: Your PayGPA code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this text.`;

export interface PendingCode {
  codeHash: string;
  expiresAt: Date;
  tries: number;
}

/** A fresh 6-digit code and what is kept of it. */
export function newCode(now: Date): { code: string; pending: PendingCode } {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  return {
    code,
    pending: {
      codeHash: hashToken(code),
      expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
      tries: 0,
    },
  };
}

export type CodeCheck = "confirmed" | "wrong" | "expired" | "too-many-tries";

/** Checks a typed code; the caller stores `tries + 1` after a wrong one. */
export function checkCode(pending: PendingCode, typed: string, now: Date): CodeCheck {
  if (pending.tries >= CODE_MAX_TRIES) return "too-many-tries";
  if (now.getTime() > pending.expiresAt.getTime()) return "expired";
  const presented = Buffer.from(hashToken(typed.trim()), "hex");
  const expected = Buffer.from(pending.codeHash, "hex");
  return presented.length === expected.length && timingSafeEqual(presented, expected) ? "confirmed" : "wrong";
}
