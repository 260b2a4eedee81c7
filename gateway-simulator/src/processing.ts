/**
 * Processing one card transaction, shared by the hosted page and the direct API: decide the
 * outcome, number it, write the receipt and keep it in the store. Only the masked card number
 * and the brand are kept; the CVV is only ever checked for presence.
 */
import type { GatewayContext, GatewayKoaContext } from "./context";
import { sleep } from "./http";
import {
  CARD_TYPE_NAMES,
  type CardBrand,
  type CardExpiry,
  formatExpiry,
  maskCardNumber,
  type OtherCardType,
} from "./protocol/cards";
import { type DecidedOutcome, decideOutcome } from "./protocol/outcomes";
import { bankResponse, type BankResponse, type ExactResponse, exactResponse } from "./protocol/responses";
import { returnedCentsOf, type TaggedRequest, taggedRefusal } from "./protocol/tagged";
import { buildTransaction, type GatewayTransaction, type TransactionSource } from "./protocol/transaction";

export interface CardDetails {
  /** The full number: used to decide the outcome and masked, never stored. */
  digits: string;
  brand: CardBrand;
  expiry: CardExpiry;
  cardholderName: string;
  cvvGiven: boolean;
  /** The CVV2 result for the CVV given (`protocol/demo-verification.ts`). */
  cvvResult?: string;
}

export interface ChargeRequest {
  source: TransactionSource;
  login: string;
  invoice: string;
  customerRef: string;
  amountCents: number;
  currency: string;
  /**
   * "00" purchase (the default), "01" pre-authorization, "05" pre-authorization only; "02"
   * completion, "04" refund or "13" void (./open-transactions.ts).
   */
  transactionType?: "00" | "01" | "02" | "04" | "05" | "13";
}

/** A forced timeout: the gateway never answers and charges nothing; the route drops the connection. */
export class ForcedTimeout extends Error {
  constructor(readonly holdMs: number | null) {
    super("forced outcome: timeout");
  }
}

/** Holds a forced timeout's answer, then drops the connection: the caller sees no answer at all. */
export async function answerForcedTimeout(
  ctx: GatewayKoaContext,
  context: GatewayContext,
  timeout: ForcedTimeout,
): Promise<void> {
  ctx.state.journalNote = "forced outcome: timeout (nothing charged, connection dropped)";
  await sleep(timeout.holdMs ?? context.settings.forcedTimeoutMs);
  ctx.respond = false;
  ctx.req.socket.destroy();
}

/**
 * Authorize a purchase (or a pre-authorization) and record it; throws `ForcedTimeout` when forced.
 * `refuse` sees the decided outcome first and may throw instead (the direct API's request errors).
 */
export function chargeCard(
  context: GatewayContext,
  request: ChargeRequest,
  card: CardDetails,
  options: { test?: boolean; refuse?: (outcome: DecidedOutcome) => void } = {},
): GatewayTransaction {
  const nextOutcome = context.store.takeNextOutcome();
  const rule = nextOutcome ? undefined : context.store.takeForcedOutcome(card.digits, request.amountCents);
  if (rule?.outcome.kind === "timeout") throw new ForcedTimeout(rule.timeoutMs);
  const outcome = decideOutcome({
    cardNumber: card.digits,
    amountCents: request.amountCents,
    // One-off next outcome first, then a forced rule of this card or amount, then a scenario's
    // outcome ("gateway declines everything"), which is a forced outcome rule for any card and
    // amount until the reset: it wins over test cards and triggers, as README "Outcomes" lists.
    nextOutcome,
    forcedOutcome: rule?.outcome ?? context.store.standingOutcome,
  });
  options.refuse?.(outcome);
  return record(
    context,
    request,
    outcome,
    {
      cardType: CARD_TYPE_NAMES[card.brand],
      maskedCardNumber: maskCardNumber(card.digits),
      cardholderName: card.cardholderName,
      expiry: formatExpiry(card.expiry),
      cvvGiven: card.cvvGiven,
      ...(card.cvvResult ? { cvvResult: card.cvvResult } : {}),
    },
    { transactionType: request.transactionType ?? "00", originalTag: null },
    options.test === true,
  );
}

/** Record a request the gateway refused before asking the bank (bad card data on the direct API). */
export function recordGatewayRefusal(
  context: GatewayContext,
  request: ChargeRequest,
  exact: ExactResponse,
  card: {
    maskedCardNumber: string;
    brand: CardBrand | null;
    /** A brand the merchant does not take, named in the answer. */
    otherType?: OtherCardType | null;
    cardholderName: string;
    expiry: string;
  },
): GatewayTransaction {
  return record(
    context,
    request,
    { kind: "error", exact, decidedBy: "validation" },
    {
      cardType: card.brand ? CARD_TYPE_NAMES[card.brand] : (card.otherType ?? ""),
      maskedCardNumber: card.maskedCardNumber,
      cardholderName: card.cardholderName,
      expiry: card.expiry,
      cvvGiven: false,
    },
  );
}

/**
 * A tagged void or refund of an earlier purchase (the direct API only): refused with a gateway
 * error when the tag, authorization number or amount does not fit (`taggedRefusal`), else approved
 * by the bank. Recorded like any transaction, under the purchase's invoice, card details copied.
 */
export function returnFunds(context: GatewayContext, request: TaggedRequest): GatewayTransaction {
  const { store } = context;
  const original = store.transactionByTag(request.transactionTag);
  const refusal = taggedRefusal(
    original,
    request,
    returnedCentsOf(store.transactions, request.transactionTag),
  );
  const outcome: DecidedOutcome = refusal
    ? { kind: "error", exact: exactResponse(refusal) as ExactResponse, decidedBy: "validation" }
    : { kind: "approved", bank: bankResponse("100") as BankResponse, decidedBy: "default" };
  return record(
    context,
    {
      source: "api",
      login: store.terminal.gatewayId,
      invoice: request.referenceNo || (original?.invoice ?? ""),
      customerRef: original?.customerRef ?? "",
      amountCents: request.amountCents,
      currency: original?.currency ?? "USD",
    },
    outcome,
    {
      cardType: original?.cardType ?? "",
      maskedCardNumber: original?.maskedCardNumber ?? "",
      cardholderName: original?.cardholderName ?? "",
      expiry: original?.expiry ?? "",
      cvvGiven: false,
    },
    {
      transactionType: request.transactionType,
      originalTag: original ? request.transactionTag : null,
      reference3: request.reference3 ?? "",
    },
  );
}

/** Numbers, writes and keeps a decided transaction (a test one is not kept). */
export function record(
  context: GatewayContext,
  request: ChargeRequest,
  outcome: DecidedOutcome,
  card: {
    cardType: GatewayTransaction["cardType"];
    maskedCardNumber: string;
    cardholderName: string;
    expiry: string;
    cvvGiven: boolean;
    cvvResult?: string;
  },
  tagged: Pick<GatewayTransaction, "transactionType" | "originalTag"> & { reference3?: string } = {
    transactionType: "00",
    originalTag: null,
  },
  test = false,
): GatewayTransaction {
  const { store, random, clock } = context;
  const built = buildTransaction(
    {
      transactionTag: test ? 0 : newTransactionTag(context),
      ...tagged,
      source: request.source,
      login: request.login,
      sequenceNo: test ? "000000" : store.nextSequenceNo(),
      invoice: request.invoice,
      customerRef: request.customerRef,
      amountCents: request.amountCents,
      currency: request.currency,
      ...card,
      authorizationNum: test ? "000000" : `ET${digits(random, 6)}`,
      retrievalRefNo: digits(random, 7),
      at: clock.now(),
      merchant: store.merchant,
    },
    outcome,
  );
  // A test transaction (x_test_request=TRUE) charges nothing and is not kept: its answer carries the
  // test markers of the SIM protocol the payment page emulates (Hosted Checkout Payment Pages
  // Integration Manual, §6.5 "Unsupported Fields and Unsupported SIM Emulation Functionalities"):
  // transaction id 0 ("not actually submitted … do not have a valid transaction ID", Authorize.Net
  // knowledge base 000001284), authorization 000000 and "(TESTMODE)" before the reason text —
  // these two as Authorize.Net answers them, unverified for GGE4 (README, "unverified").
  if (test) return { ...built, reasonText: `(TESTMODE) ${built.reasonText}` };
  store.addTransaction(built);
  return built;
}

/** A nine-digit tag not used by any transaction in the store. */
function newTransactionTag(context: GatewayContext): number {
  for (;;) {
    const tag = 100_000_000 + Math.floor(context.random() * 900_000_000);
    if (!context.store.hasTag(tag)) return tag;
  }
}

function digits(random: () => number, length: number): string {
  return String(Math.floor(random() * 10 ** length)).padStart(length, "0");
}
