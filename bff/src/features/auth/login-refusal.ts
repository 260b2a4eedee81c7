import { messages } from "@paygpa/contract";

/**
 * What a refused customer login says (spec 001 §4, §8 'the server's message', issue 8 point 10).
 * Billing answers an unknown username with one text and a wrong password with another that counts
 * the attempts left: shown as they come, they tell an attacker which usernames exist. So every
 * refusal reads the same, except the two that only an existing user can reach and that the user
 * must see: the lock (told by billing on the attempt that locked the web user and on every one after)
 * and web access not allowed (told only once the password was right).
 */
export function customerLoginRefusal(billingMessage: string): string {
  if (/\blocked\b/i.test(billingMessage)) return billingMessage;
  if (isWebAccessRefusal(billingMessage)) return billingMessage;
  return messages.invalidLogin;
}

/** Billing's "web access is not allowed": told only after the right password. */
export function isWebAccessRefusal(billingMessage: string): boolean {
  return /web access is not allowed/i.test(billingMessage);
}
