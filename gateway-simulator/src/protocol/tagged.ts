/**
 * Tagged void (33) and tagged refund (34): money returned against an earlier purchase named by its
 * `transaction_tag` and `authorization_num` (Payeezy Gateway Web Service API Reference Guide, §3
 * "API Transactions", and §7.3 "Example 3. Tagged Refund": the tagged transaction types take the
 * original's tag and authorization number and an amount instead of card data).
 */
import type { GatewayTransaction } from "./transaction";

export type TaggedType = "33" | "34";

export interface TaggedRequest {
  transactionType: TaggedType;
  transactionTag: number;
  authorizationNum: string;
  amountCents: number;
}

/**
 * The EXact code refusing a tagged void or refund, or null when it may go ahead:
 * 69 Invalid Transaction Tag (no such purchase), 28 Invalid Authorization No (the number does not
 * match the purchase's), 64 Invalid Refund (the purchase was not approved, is not a purchase, the
 * amount is above what remains, or a void that is not of the whole amount, or comes after a return).
 */
export function taggedRefusal(
  original: GatewayTransaction | undefined,
  request: TaggedRequest,
  alreadyReturnedCents: number,
): string | null {
  if (!original) return "69";
  if (original.authorizationNum === "" || original.authorizationNum !== request.authorizationNum) return "28";
  if (!original.approved || original.transactionType !== "00") return "64";
  const remaining = original.amountCents - alreadyReturnedCents;
  if (request.amountCents > remaining) return "64";
  // A void cancels the whole purchase; it cannot follow a partial refund.
  if (request.transactionType === "33" && request.amountCents !== original.amountCents) return "64";
  return null;
}

/** What approved voids and refunds have returned of a purchase so far. */
export function returnedCentsOf(transactions: readonly GatewayTransaction[], originalTag: number): number {
  return transactions
    .filter((transaction) => transaction.originalTag === originalTag && transaction.approved)
    .reduce((sum, transaction) => sum + transaction.amountCents, 0);
}
