/**
 * The direct API's card-data transactions that name no tag (Payeezy Gateway Web Service API
 * Reference Guide, §3 "API Transactions", §4 "Request Properties"; "Transaction Types Available"):
 * - 02 Pre-Authorization Completion: the card (or its TransArmor token and card type), the
 *   pre-authorization's `authorization_num` and the amount to take, at most the pre-authorized
 *   amount (the required elements a First Data client lists for it: cardholder_name, cc_number or
 *   transarmor_token with credit_card_type, cc_expiry, amount, authorization_num —
 *   `globalgatewaye4/TransactionType.java`, by a firstdata.com author); completes an approved 01 of
 *   that card and number, once (what is not taken is released, as a tagged completion's is);
 * - 04 Refund: money back to a card, no original named; approved by the bank;
 * - 13 Void ("Open Void"): the card, the original's authorization number and its whole amount.
 * An original that cannot be found is EXact 28 "Invalid Authorization No"; one already completed,
 * voided or returned, or an amount that does not fit, EXact 64 "Invalid Refund".
 */
import type { GatewayContext } from "./context";
import { type CardDetails, type ChargeRequest, record } from "./processing";
import { CARD_TYPE_NAMES, formatExpiry, maskCardNumber } from "./protocol/cards";
import type { DecidedOutcome } from "./protocol/outcomes";
import { type BankResponse, bankResponse, type ExactResponse, exactResponse } from "./protocol/responses";
import { returnedCentsOf } from "./protocol/tagged";
import type { GatewayTransaction } from "./protocol/transaction";

export type OpenType = "02" | "04" | "13";

/** Which approved originals each type may name by card and authorization number. */
const ORIGINAL_TYPES: Record<Exclude<OpenType, "04">, readonly string[]> = {
  "02": ["01"],
  "13": ["00", "01", "02", "32"],
};

/** The transaction a completion or an open void names, or the EXact code refusing it (28 or 64). */
function namedOriginal(
  transactions: readonly GatewayTransaction[],
  type: Exclude<OpenType, "04">,
  maskedCardNumber: string,
  authorizationNum: string,
  amountCents: number,
): GatewayTransaction | "28" | "64" {
  const named = transactions.filter(
    (transaction) =>
      transaction.approved &&
      transaction.authorizationNum === authorizationNum &&
      transaction.maskedCardNumber === maskedCardNumber &&
      ORIGINAL_TYPES[type].includes(transaction.transactionType),
  );
  if (named.length === 0) return "28";
  const open = named.filter((transaction) => returnedCentsOf(transactions, transaction.transactionTag) === 0);
  // A void cancels the whole original; a completion takes at most what was pre-authorized.
  const original = open.find((transaction) =>
    type === "13" ? transaction.amountCents === amountCents : amountCents <= transaction.amountCents,
  );
  return original ?? "64";
}

export function openTransaction(
  context: GatewayContext,
  request: ChargeRequest & { transactionType: OpenType },
  card: CardDetails,
  authorizationNum: string,
): GatewayTransaction {
  const { store } = context;
  const type = request.transactionType;
  const masked = maskCardNumber(card.digits);
  const target =
    type === "04"
      ? null
      : namedOriginal(store.transactions, type, masked, authorizationNum, request.amountCents);
  const outcome: DecidedOutcome =
    typeof target === "string"
      ? { kind: "error", exact: exactResponse(target) as ExactResponse, decidedBy: "validation" }
      : { kind: "approved", bank: bankResponse("100") as BankResponse, decidedBy: "default" };
  const original = target && typeof target !== "string" ? target : null;
  return record(
    context,
    original ? { ...request, invoice: request.invoice || original.invoice } : request,
    outcome,
    {
      cardType: CARD_TYPE_NAMES[card.brand],
      maskedCardNumber: masked,
      cardholderName: card.cardholderName,
      expiry: formatExpiry(card.expiry),
      cvvGiven: card.cvvGiven,
      ...(card.cvvResult ? { cvvResult: card.cvvResult } : {}),
    },
    { transactionType: type, originalTag: original?.transactionTag ?? null },
  );
}
