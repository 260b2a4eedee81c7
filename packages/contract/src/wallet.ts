import * as v from "valibot";
import {
  BillingZipCode,
  CardBrandChoice,
  ConfirmationEmail,
  IdempotencyKey,
  PaymentLineRequest,
} from "./payments";
import { paymentMessages } from "./messages";
import type { RouteEntry } from "./route-entry";
import { CARD_ERRORS, CARD_PAYMENT_ERRORS, GATEWAY_ERRORS } from "./route-errors";

/**
 * Saved cards (the wallet, beyond the spec; decision 030): a person's cards kept as the gateway's
 * TransArmor tokens with brand, last four and expiry, never the card number or the CVV.
 */

/** The wallet's own texts (this product's words; the spec has no wallet). */
export const walletMessages = {
  notSaved: "This card could not be saved. Please check the card details and try again.",
  noToken: "The card gateway did not issue a token for this card, so it was not saved.",
  expiringSoon: "Expires soon",
  expired: "Expired",
  removed: "The card was removed.",
  saved: "The card was saved.",
} as const;

/** A saved card as the customer sees it: never the number, never the CVV. */
export const SavedCard = v.object({
  cardId: v.string(),
  brand: CardBrandChoice,
  lastFour: v.string(),
  /** MMYY, as the gateway takes it. */
  expiry: v.string(),
  cardholderName: v.string(),
  createdAt: v.string(),
  /** Expires this month or next (decision 030): the card list flags it. */
  expiringSoon: v.boolean(),
  expired: v.boolean(),
});
export type SavedCard = v.InferOutput<typeof SavedCard>;

export const SavedCardsResponse = v.object({ cards: v.array(SavedCard) });

const required = v.optional(
  v.pipe(
    v.string(paymentMessages.cardFieldRequired),
    v.trim(),
    v.nonEmpty(paymentMessages.cardFieldRequired),
  ),
  "",
);

/** POST /api/v1/wallet/cards: save a card from the profile by a $0 verify (type 05). */
export const SaveCardRequest = v.object({
  card_type: CardBrandChoice,
  card_holder: required,
  card_num: required,
  /** MMYY */
  exp_date: required,
  CAVV: required,
  billingZipCode: BillingZipCode,
});
export type SaveCardRequest = v.InferOutput<typeof SaveCardRequest>;

export const CardIdRequest = v.object({ cardId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,64}$/)) });

/** POST /api/v1/payeezy/saved-card: the card dialog paid with a saved card (its token). */
export const SavedCardPaymentRequest = v.object({
  accounts: v.array(PaymentLineRequest),
  cardId: CardIdRequest.entries.cardId,
  confirmationEmail: ConfirmationEmail,
  idempotencyKey: IdempotencyKey,
});
export type SavedCardPaymentRequest = v.InferOutput<typeof SavedCardPaymentRequest>;

export const SavedCardPaymentResponse = v.object({
  invoice: v.string(),
  approved: v.boolean(),
  message: v.string(),
});

export const walletRoutes = {
  savedCards: {
    method: "GET",
    path: "/api/v1/wallet/cards",
    access: "customer",
    answer: SavedCardsResponse,
    errors: [],
    summary: "the person's saved cards (tokens; never the number)",
  },
  saveCard: {
    method: "POST",
    path: "/api/v1/wallet/cards",
    access: "customer",
    request: SaveCardRequest,
    answer: SavedCard,
    errors: [...GATEWAY_ERRORS, ...CARD_ERRORS, "CARD_NOT_SAVED"],
    summary: "save a card by a $0 verify (type 05) that returns a TransArmor token",
  },
  removeCard: {
    method: "POST",
    path: "/api/v1/wallet/cards/remove",
    access: "customer",
    request: CardIdRequest,
    errors: ["CARD_NOT_SAVED", "NOT_FOUND"],
    summary: "remove a saved card (the person's own only)",
  },
  payeezySavedCard: {
    method: "POST",
    path: "/api/v1/payeezy/saved-card",
    // A payer's route so that the payment path's submission and checkout see the customer as a payer.
    access: "payer",
    request: SavedCardPaymentRequest,
    answer: SavedCardPaymentResponse,
    errors: [...CARD_PAYMENT_ERRORS, "CARD_NOT_SAVED"],
    summary: "the card dialog's payment with a saved card's token",
  },
} as const satisfies Record<string, RouteEntry>;
