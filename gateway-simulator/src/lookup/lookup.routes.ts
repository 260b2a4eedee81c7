/**
 * Transaction lookup for the merchant's reconciliation (a simplified stand-in for e4's transaction
 * search): `GET /transactions?invoice=…` and `GET /transactions/:tag`, signed like the direct API
 * (HMAC-SHA1 over the path with its query string). Each transaction is given in the relay
 * response's fields, plus its time and source.
 */
import Router, { type RouterMiddleware } from "@koa/router";
import type { GatewayContext, GatewayState } from "../context";
import { plainText, UNAUTHORIZED_MESSAGE, verifyRequestSignature } from "../e4-auth";
import { type RelayFields, relayFieldsOf } from "../protocol/relay-response";
import type { GatewayTransaction } from "../protocol/transaction";

/** A transaction as the lookup returns it. */
export type TransactionLookupRecord = RelayFields & {
  /** ISO 8601 instant the gateway processed it. */
  Transaction_Time: string;
  /** "hosted-page" or "api". */
  Transaction_Source: GatewayTransaction["source"];
  /** "00" purchase, "33" tagged void, "34" tagged refund: a merchant settles purchases only. */
  Transaction_Type: GatewayTransaction["transactionType"];
  /** For a void or refund, the tag of the purchase it returns; empty for a purchase. */
  Original_Transaction_Tag: string;
};

export function lookupRecordOf(
  context: GatewayContext,
  transaction: GatewayTransaction,
): TransactionLookupRecord {
  const page = transaction.source === "hosted-page" ? context.store.pages.get(transaction.login) : undefined;
  return {
    ...relayFieldsOf(transaction, page ?? null),
    Transaction_Time: transaction.createdAt,
    Transaction_Source: transaction.source,
    Transaction_Type: transaction.transactionType,
    Original_Transaction_Tag: transaction.originalTag === null ? "" : String(transaction.originalTag),
  };
}

export function lookupRoutes(context: GatewayContext): Router<GatewayState> {
  const router = new Router<GatewayState>();

  const signed: RouterMiddleware<GatewayState> = async (ctx, next) => {
    const signature = verifyRequestSignature(ctx, context, "");
    if (!signature.ok) {
      plainText(ctx, 401, UNAUTHORIZED_MESSAGE, signature.reason);
      return;
    }
    await next();
  };

  router.get("/transactions", signed, (ctx) => {
    const invoice = ctx.query.invoice;
    if (typeof invoice !== "string" || invoice === "") {
      ctx.status = 400;
      ctx.body = { error: "The invoice query parameter is required, e.g. /transactions?invoice=100234." };
      return;
    }
    ctx.body = {
      transactions: context.store
        .transactionsForInvoice(invoice)
        .map((found) => lookupRecordOf(context, found)),
    };
  });

  router.get("/transactions/:tag", signed, (ctx) => {
    const tag = ctx.params.tag ?? "";
    const found = /^\d{1,12}$/.test(tag) ? context.store.transactionByTag(Number(tag)) : undefined;
    if (!found) {
      ctx.status = 404;
      ctx.body = { error: `No transaction with tag ${tag}.` };
      return;
    }
    ctx.body = lookupRecordOf(context, found);
  });

  return router;
}
