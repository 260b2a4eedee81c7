/**
 * The production rules of the card gateway's keys. Unlike our own secrets (32+ characters, decision
 * 014), these keys are issued by the gateway, so a rule may ask only what the gateway issues: a page's
 * Transaction Key and Response Key are generated on the page's security settings, and published
 * examples are 16 and 24 characters long (Hosted Checkout Payment Pages Integration Manual, "Payment
 * Page Security"); a terminal's password is generated on its details and the HMAC key on its API
 * access settings (API Security HMAC Hash); the Search API's password is a reporting user's password
 * (Transaction Search and Reporting API, "Authentication"). Never a published demo value, never blank
 * or padded: a key is pasted as the gateway shows it.
 */
import { PUBLISHED_SECRET_FINGERPRINTS, secretFingerprint } from "@paygpa/runtime/secrets";

/** The shortest key the gateway issues, by variable. */
export const GATEWAY_KEY_MIN_LENGTHS = {
  PAYGPA_GATEWAY_RES_TRANSACTION_KEY: 16,
  PAYGPA_GATEWAY_RES_RESPONSE_KEY: 16,
  PAYGPA_GATEWAY_COM_TRANSACTION_KEY: 16,
  PAYGPA_GATEWAY_COM_RESPONSE_KEY: 16,
  PAYGPA_GATEWAY_TERMINAL_PASSWORD: 8,
  PAYGPA_GATEWAY_HMAC_KEY: 16,
  PAYGPA_GATEWAY_SEARCH_PASSWORD: 8,
} as const;
export type GatewayKeyName = keyof typeof GATEWAY_KEY_MIN_LENGTHS;

/** What is wrong with a gateway key for a production start, or null when it may be used. */
export function gatewayKeyProblem(name: GatewayKeyName, value: string): string | null {
  if (PUBLISHED_SECRET_FINGERPRINTS.has(secretFingerprint(value.trim()))) {
    return `${name} is a published demo value; set a secret of your own`;
  }
  if (/\s/.test(value)) return `${name} must be the key as the gateway issued it, without spaces`;
  const min = GATEWAY_KEY_MIN_LENGTHS[name];
  if (value.length < min) return `${name} must be at least ${min} characters (as the gateway issues it)`;
  return null;
}
