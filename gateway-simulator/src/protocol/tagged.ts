/**
 * Tagged pre-authorization completion (32), tagged void (33) and tagged refund (34): transactions
 * against an earlier one named by its `transaction_tag` and `authorization_num` (Payeezy Gateway Web
 * Service API Reference Guide, §3 "API Transactions", §7.2 "Example 2. Tagged Pre-Authorization
 * Completion" and §7.3 "Example 3. Tagged Refund": the tagged transaction types take the original's
 * tag and authorization number and an amount instead of card data).
 */
import type { GatewayTransaction } from "./transaction";

export type TaggedType = "32" | "33" | "34";

export interface TaggedRequest {
  transactionType: TaggedType;
  transactionTag: number;
  authorizationNum: string;
  amountCents: number;
  /** `reference_3`, kept with the transaction and shown by the Search API. */
  reference3?: string;
  /** `reference_no`; the original's when the request has none. */
  referenceNo?: string;
}

/** Which original each tagged type may name: a completion completes a pre-authorization (01); a
 * void cancels a purchase, a pre-authorization or a completion; a refund returns a charge (00 or a
 * completion, 02 or 32). */
const ORIGINAL_TYPES: Record<TaggedType, readonly string[]> = {
  "32": ["01"],
  "33": ["00", "01", "02", "32"],
  "34": ["00", "02", "32"],
};

/**
 * The EXact code refusing a tagged transaction, or null when it may go ahead:
 * for a completion (32), 93 "Invalid authorization number entered on a pre-auth completion" when
 * the tag or the authorization number names no pre-authorization (the ETG codes' 93, which
 * activemerchant's `firstdata_e4_v27` capture meets with a bad `Authorization_Num;Transaction_Tag`);
 * otherwise 69 Invalid Transaction Tag (no such transaction), 28 Invalid Authorization No (the number does not
 * match the original's), 64 Invalid Refund (the original was not approved or is of a type this one
 * cannot name, the amount is above what remains, a void that is not of the whole amount or comes
 * after a return, a second completion of one pre-authorization).
 * `alreadyTakenCents`: what approved transactions naming the original (returns, completions) took.
 */
export function taggedRefusal(
  original: GatewayTransaction | undefined,
  request: TaggedRequest,
  alreadyTakenCents: number,
): string | null {
  const wrongOriginal =
    !original || original.authorizationNum === "" || original.authorizationNum !== request.authorizationNum;
  if (request.transactionType === "32" && wrongOriginal) return "93";
  if (!original) return "69";
  if (original.authorizationNum === "" || original.authorizationNum !== request.authorizationNum) return "28";
  if (!original.approved || !ORIGINAL_TYPES[request.transactionType].includes(original.transactionType)) {
    return "64";
  }
  const remaining = original.amountCents - alreadyTakenCents;
  if (request.amountCents > remaining) return "64";
  // A void cancels the whole original; it cannot follow a partial refund or a completion.
  if (request.transactionType === "33" && request.amountCents !== original.amountCents) return "64";
  // One completion per pre-authorization (§7.2): what was not completed is released, not kept.
  if (request.transactionType === "32" && alreadyTakenCents > 0) return "64";
  return null;
}

/** What approved transactions naming an original (voids, refunds, completions) took of it so far. */
export function returnedCentsOf(transactions: readonly GatewayTransaction[], originalTag: number): number {
  return transactions
    .filter((transaction) => transaction.originalTag === originalTag && transaction.approved)
    .reduce((sum, transaction) => sum + transaction.amountCents, 0);
}
