import type { PersonPhone, PhoneKind } from "../../integrations/billing";
import { maskEachWord } from "./mask";

/**
 * Sign-up's three phones (spec 001 §2 step 3, §3 'Sign-up payload', §4): shown prefilled from
 * billing's contact numbers; on submit each is sent to billing with a deleted flag and its sequence.
 */
export type { PhoneKind };

export const PHONE_KINDS: readonly PhoneKind[] = ["home", "mobile", "work"];

export interface PhoneOnFile {
  number: string;
  sequence: number;
}

/** What billing is told about one phone. */
export interface PhoneChange {
  /** The new number; empty when the phone is unchanged or deleted. */
  number: string;
  deleted: boolean;
  /** Billing's sequence of the phone on file, or null for a phone billing does not hold yet. */
  sequence: number | null;
}

/** The phone on file of each kind (the lowest sequence when billing holds several of one type). */
export function phonesOnFile(phones: readonly PersonPhone[]): Record<PhoneKind, PhoneOnFile | null> {
  const of = (kind: PhoneKind): PhoneOnFile | null => {
    const found = phones.filter((phone) => phone.kind === kind).sort((a, b) => a.sequence - b.sequence)[0];
    return found ? { number: found.number, sequence: found.sequence } : null;
  };
  return { home: of("home"), mobile: of("mobile"), work: of("work") };
}

/** A phone as step 3 shows it: masked like a name (decision 011). */
export function maskedPhone(onFile: PhoneOnFile | null): string {
  return onFile ? maskEachWord(onFile.number) : "";
}

/** A masked value that is not the mask of the phone on file: neither kept nor a number. */
export function isMaskedButNotOnFile(onFile: PhoneOnFile | null, typed: string): boolean {
  return typed.includes("*") && typed.trim() !== maskedPhone(onFile);
}

/** The same number written differently ('(671) 555-0101' and '671 555 0101') is not a change. */
const digitsOf = (number: string) => number.replace(/\D/g, "");

/**
 * The rule of spec 001 §4, decided against what billing holds (not against flags from the browser):
 * a phone on file that the customer emptied is deleted; one left unchanged is sent empty; a changed
 * one is sent with its number and sequence; a new one with its number and no sequence.
 */
export function phoneChange(onFile: PhoneOnFile | null, typed: string): PhoneChange {
  const number = typed.trim();
  if (!onFile) return { number, deleted: false, sequence: null };
  if (!number) return { number: "", deleted: true, sequence: onFile.sequence };
  // Step 3 is prefilled masked: the masked phone left as it is keeps the one on file.
  if (number === maskedPhone(onFile) || digitsOf(number) === digitsOf(onFile.number)) {
    return { number: "", deleted: false, sequence: onFile.sequence };
  }
  return { number, deleted: false, sequence: onFile.sequence };
}
