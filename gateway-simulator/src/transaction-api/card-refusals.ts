/**
 * What the direct API refuses instead of asking the bank: the card data e4 answers as a processed
 * transaction with a gateway error (EXact 25, 27, 31, 37, 57, 60), and a trigger amount's gateway
 * error, which the demo answers as a request error.
 */
import type { GatewayContext } from "../context";
import { type CardBrand, isCvvFormatValid, isExpired, type parseExpiry } from "../protocol/cards";
import type { DecidedOutcome } from "../protocol/outcomes";
import { type ExactResponse, exactResponse } from "../protocol/responses";
import { maskCardNumbersIn } from "../redact";
import { E4BadRequest } from "./bad-request";
import type { ParsedTransactionRequest } from "./transaction-request";

/**
 * The demo answers a trigger amount's gateway error ($5,000.42, "ask for error 42 … as the cents bit")
 * as a request error, `Bad Request (42) - Unable to Send Transaction`, HTTP 400: activemerchant's
 * remote tests against the demo (`remote_firstdata_e4_test.rb`, `remote_firstdata_e4_v27_test.rb`,
 * `test_trans_error`) find `error_code` "processing_error", which that client reads only from the
 * digits of an HTTP error's body (`parse_error`: `ecommerce_error_code`), never from a
 * `<TransactionResult>`. Nothing is kept, as for every request error.
 */
export function refuseTriggerError(outcome: DecidedOutcome): void {
  if (outcome.kind === "error" && outcome.decidedBy === "trigger-amount") {
    throw new E4BadRequest(outcome.exact.code, outcome.exact.message);
  }
}

/**
 * The gateway's refusal of a purchase's card data (EXact codes 22, 25, 27, 31, 37, 57, 60), in the
 * order the gateway checks them, or undefined when the card data holds.
 */
export function cardDataRefusal(
  request: ParsedTransactionRequest,
  card: {
    digits: string | null;
    brand: CardBrand | null;
    otherType: unknown;
    expiry: ReturnType<typeof parseExpiry>;
  },
  { store, clock }: GatewayContext,
): ExactResponse | undefined {
  const { digits, brand, otherType, expiry } = card;
  // A valid card of a brand the merchant does not take is refused as such, naming the brand.
  if (otherType) return exactResponse("37");
  if (!digits || !brand) return exactResponse("22");
  if (!store.terminal.acceptedBrands.includes(brand)) return exactResponse("37");
  if (!/^\d{4}$/.test(request.ccExpiry) || !expiry || isExpired(expiry, clock.today()))
    return exactResponse("25");
  if (
    request.cardholderName.length > 30 ||
    maskCardNumbersIn(request.cardholderName) !== request.cardholderName
  ) {
    return exactResponse("27");
  }
  if (request.cvdCode && !isCvvFormatValid(request.cvdCode)) return exactResponse("31");
  if (request.referenceNo.length > 20) return exactResponse("57");
  if (request.customerRef.length > 20) return exactResponse("60");
  return undefined;
}
