/**
 * 'Where is my payment?' without a login: each payment's timeline has an unguessable reference, an
 * HMAC-SHA256 of its invoice number (128 bits kept), so the receipt e-mail and the quick-pay receipt
 * can link a payer who has no login — that payment's timeline only, never another (a reference of
 * one invoice does not open the next). Keyed by a key of the BFF's own, derived from the portal key
 * (a production secret, decision 014) for this one use; nothing is stored, so it survives resets.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

const LENGTH = 22; // base64url characters: 132 bits

function keyOf(portalKey: string): Buffer {
  return createHmac("sha256", portalKey).update("paygpa payment-timeline reference").digest();
}

export function timelineReference(portalKey: string, invoice: string): string {
  return createHmac("sha256", keyOf(portalKey)).update(invoice).digest("base64url").slice(0, LENGTH);
}

export function isTimelineReference(portalKey: string, invoice: string, reference: string): boolean {
  const expected = Buffer.from(timelineReference(portalKey, invoice));
  const given = Buffer.from(reference);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The timeline's address for a payer without a login (the receipt e-mail's link). */
export function timelineLink(portalUrl: string, portalKey: string, invoice: string): string {
  return `${portalUrl.replace(/\/$/, "")}/payment-timeline/${invoice}?ref=${timelineReference(portalKey, invoice)}`;
}
