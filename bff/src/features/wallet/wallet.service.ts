/**
 * The wallet (decision 030): cards saved as TransArmor tokens by a $0 verify (type 05) or from an
 * approved card dialog payment, listed with their expiry flag, removed, and used only by the person
 * who saved them (403 for anyone else, before the gateway is asked).
 */
import { randomUUID } from "node:crypto";
import type { PayeezyRequest, SaveCardRequest, SavedCard, SavedCardPaymentRequest } from "@paygpa/contract";
import { messages, paymentMessages, walletMessages } from "@paygpa/contract";
import type { Charge } from "../../integrations/gateway";
import { fail } from "../../platform/failures";
import type { Services } from "../../services";
import {
  cardNumberProblem,
  expiryProblem,
  type Payer,
  payByToken,
  submitOnce,
  type TokenCard,
} from "../payments";
import { brandOfGatewayCardType, expiryStatus, gatewayCardType } from "./wallet-rules";
import { deleteSavedCard, findSavedCard, insertSavedCard, listSavedCards } from "./wallet.repository";
import type { SavedCardsTable } from "./wallet.table";
import { createHash } from "node:crypto";

type WalletServices = Pick<Services, "clock" | "db" | "gateway" | "logger">;

const notSaved = (message: string) => fail.refused("CARD_NOT_SAVED", message);
/** Another's card and no card answer alike (403), before the gateway is asked. */
const notYourCard = () => fail.notAllowed("FORBIDDEN", messages.forbidden);

function savedCardOf(row: SavedCardsTable, today: string): SavedCard {
  return {
    cardId: row.card_id,
    brand: brandOfGatewayCardType(row.brand) ?? "Visa",
    lastFour: row.last_four,
    expiry: row.expiry,
    cardholderName: row.card_holder,
    createdAt: row.created_at,
    ...expiryStatus(row.expiry, today),
  };
}

export async function savedCards(services: Pick<Services, "clock" | "db">, personId: string) {
  const today = services.clock.today();
  return { cards: (await listSavedCards(services.db, personId)).map((row) => savedCardOf(row, today)) };
}

/** The card checks of the card dialog (spec 000 §5) for a card to be saved. */
function checkedCard(services: Pick<Services, "clock">, request: SaveCardRequest) {
  const cardNumber = request.card_num.replace(/[\s-]/g, "");
  const cardProblem = cardNumberProblem(cardNumber, request.card_type);
  if (cardProblem) throw fail.refused("INVALID_CARD", cardProblem);
  const expiry = request.exp_date.replace("/", "");
  const expiryIssue = expiryProblem(expiry, services.clock.today());
  if (expiryIssue) throw fail.refused("INVALID_EXPIRY", expiryIssue);
  if (!/^\d{3,4}$/.test(request.CAVV)) throw fail.refused("INVALID_CVV", paymentMessages.cvvFormat);
  return { cardNumber, expiry };
}

/** Writes the token with brand, last four and expiry; the number and CVV never reach the table. */
async function keepToken(
  services: Pick<Services, "clock" | "db">,
  personId: string,
  card: {
    token: string;
    brand: SaveCardRequest["card_type"];
    lastFour: string;
    expiry: string;
    holder: string;
  },
): Promise<SavedCard> {
  const row = await insertSavedCard(services.db, {
    card_id: randomUUID(),
    person_id: personId,
    card_token: card.token,
    brand: card.brand,
    last_four: card.lastFour,
    expiry: card.expiry,
    card_holder: card.holder.trim().slice(0, 30),
    created_at: services.clock.now().toISOString(),
  });
  return savedCardOf(row, services.clock.today());
}

/** A $0 verify (type 05) of the card; its token is saved when the gateway approves and issues one. */
async function verifyAndKeep(
  services: WalletServices,
  personId: string,
  request: Omit<SaveCardRequest, "card_num"> & { cardNumber: string; expiry: string },
): Promise<SavedCard> {
  const answer = await services.gateway.verifyCard({
    cardNumber: request.cardNumber,
    expiry: request.expiry,
    cardholderName: request.card_holder,
    cvv: request.CAVV,
    zipCode: request.billingZipCode,
    // Never a checkout's invoice: a verify charges nothing and is no payment (decision 030).
    reference: `W${createHash("sha256").update(randomUUID()).digest("hex").slice(0, 12)}`,
  });
  if (!answer.approved) throw notSaved(answer.reason || walletMessages.notSaved);
  const { token } = answer;
  if (!token) throw notSaved(walletMessages.noToken);
  return keepToken(services, personId, {
    token,
    brand: request.card_type,
    lastFour: request.cardNumber.slice(-4),
    expiry: request.expiry,
    holder: request.card_holder,
  });
}

/** POST /api/v1/wallet/cards: the profile's 'Save a card'. */
export async function saveCard(services: WalletServices, personId: string, request: SaveCardRequest) {
  const { cardNumber, expiry } = checkedCard(services, request);
  return verifyAndKeep(services, personId, { ...request, cardNumber, expiry });
}

/**
 * 'Save this card' after an approved card dialog payment: the purchase's own token when the gateway
 * gave one, else a $0 verify of the same card data in the same request. A card that cannot be kept
 * is logged and answered false: the payment itself stands.
 */
export async function keepCardOfPayment(
  services: WalletServices,
  input: { personId: string; charge: Charge; request: PayeezyRequest },
): Promise<boolean> {
  const { request } = input;
  const expiry = request.exp_date.replace("/", "");
  try {
    const { token } = input.charge;
    if (token) {
      await keepToken(services, input.personId, {
        token,
        brand: request.card_type,
        lastFour: request.card_num.slice(-4),
        expiry,
        holder: request.card_holder,
      });
      return true;
    }
    await verifyAndKeep(services, input.personId, { ...request, cardNumber: request.card_num, expiry });
    return true;
  } catch (error) {
    services.logger.warn?.("wallet: the paid card was not saved", { error: String(error) });
    return false;
  }
}

/** The card, when it is the person's; 403 otherwise (the same answer for another's and for none). */
export async function ownedCard(services: Pick<Services, "db">, personId: string, cardId: string) {
  const row = await findSavedCard(services.db, cardId);
  if (!row || row.person_id !== personId) throw notYourCard();
  return row;
}

/** A saved card as the payment path takes it (decision 030). */
export function tokenCardOf(row: SavedCardsTable): TokenCard {
  const brand = brandOfGatewayCardType(row.brand) ?? "Visa";
  return {
    token: row.card_token,
    brand,
    gatewayCardBrand: gatewayCardType(brand),
    cardholderName: row.card_holder,
    expiry: row.expiry,
  };
}

export async function removeCard(services: Pick<Services, "db">, personId: string, cardId: string) {
  await ownedCard(services, personId, cardId);
  await deleteSavedCard(services.db, cardId, personId);
}

/** POST /api/v1/payeezy/saved-card: once per idempotency key, the token checked against the person. */
export function payWithSavedCard(
  services: Pick<Services, "billing" | "clock" | "config" | "db" | "gateway" | "logger" | "mailer">,
  payer: Payer,
  request: SavedCardPaymentRequest,
) {
  if (payer.kind !== "customer") throw fail.notAllowed("FORBIDDEN", messages.forbidden);
  const digest = createHash("sha256")
    .update(
      JSON.stringify(["payeezy-saved-card", request.accounts, request.cardId, request.confirmationEmail]),
    )
    .digest("hex");
  return submitOnce(
    services,
    payer,
    { route: "payeezy-saved-card", key: request.idempotencyKey, digest },
    async (progress) => {
      const row = await ownedCard(services, payer.personId, request.cardId);
      if (expiryStatus(row.expiry, services.clock.today()).expired) {
        throw fail.refused("INVALID_EXPIRY", paymentMessages.invalidExpiry);
      }
      return payByToken(
        services,
        payer,
        {
          accounts: request.accounts,
          card: tokenCardOf(row),
          receiptEmail: request.confirmationEmail,
          customerRef: "ONLINE",
        },
        progress,
      );
    },
  );
}
