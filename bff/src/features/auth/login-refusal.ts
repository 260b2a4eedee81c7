import { messages } from "@paygpa/contract";

/**
 * What a refused customer login says (spec 001 §4, §8 'the server's message'). Billing answers an
 * unknown username with one text and a wrong password with another that counts the attempts left:
 * shown as they come, they tell an attacker which usernames exist. So every refusal reads the same,
 * except two: the lock, in the BFF's own words, told by billing for a web user and by the BFF's count
 * for a name billing does not know (`login-lockout.ts`), so both read alike; and web access not
 * allowed, told only once the password was right.
 */
export function customerLoginRefusal(billingMessage: string, lockedHere: boolean): string {
  if (lockedHere || isBillingLock(billingMessage)) return messages.customerLocked;
  if (isWebAccessRefusal(billingMessage)) return billingMessage;
  return messages.invalidLogin;
}

/** Billing's "the web user is locked" (at its wrong-password limit). */
export function isBillingLock(billingMessage: string): boolean {
  return /\blocked\b/i.test(billingMessage);
}

/** Billing's "web access is not allowed": told only after the right password. */
export function isWebAccessRefusal(billingMessage: string): boolean {
  return /web access is not allowed/i.test(billingMessage);
}
