/** The wallet's pure rules: when a card is near expiry, and the gateway's name of a brand. */
import type { CardBrandChoice } from "@paygpa/contract";

/** MMYY → months since year 0 (e.g. "1227" → 2027 * 12 + 11); null when it is not a month. */
function monthIndexOfExpiry(expiry: string): number | null {
  const match = /^(\d{2})(\d{2})$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return (2000 + Number(match[2])) * 12 + (month - 1);
}

/**
 * A card is flagged when it expires this month or next (decision 030: one rule a customer can
 * check on the card itself, instead of "within 60 days"); expired once its month has passed. A card
 * works through the last day of its expiry month.
 */
export function expiryStatus(expiry: string, today: string): { expiringSoon: boolean; expired: boolean } {
  const card = monthIndexOfExpiry(expiry);
  const now = Number(today.slice(0, 4)) * 12 + (Number(today.slice(5, 7)) - 1);
  if (card === null) return { expiringSoon: false, expired: true };
  if (card < now) return { expiringSoon: false, expired: true };
  return { expiringSoon: card - now <= 1, expired: false };
}

/** The gateway's name of a brand of the card dialog (TransArmor checks it with the token). */
export function gatewayCardType(brand: CardBrandChoice): string {
  return brand === "MasterCard" ? "Mastercard" : brand;
}

/** The card dialog's brand from the gateway's name of it; null for a brand it does not offer. */
export function brandOfGatewayCardType(cardType: string): CardBrandChoice | null {
  const name = cardType.trim().toLowerCase();
  if (name === "visa") return "Visa";
  if (name === "mastercard") return "MasterCard";
  if (name === "discover") return "Discover";
  return null;
}
