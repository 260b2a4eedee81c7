/**
 * The simulator's own JSON lookups, for QA and the control console only (under `/__control/lookup`,
 * behind the control access): a transaction in the relay response's fields plus its time, source,
 * type and original. GGE4 has no such call: a merchant reads its transactions back through the
 * Transaction Search and Reporting API (`../search/search.routes.ts`), and so does the BFF.
 */
import Router from "@koa/router";
import type { GatewayContext, GatewayState } from "../context";
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

/** The control API's error shape (docs/simulator-control.md). */
function controlError(code: string, message: string) {
  return { error: { code, message } };
}

export function lookupRoutes(context: GatewayContext): Router<GatewayState> {
  const router = new Router<GatewayState>({ prefix: "/__control/lookup" });

  router.get("/transactions", (ctx) => {
    const { start_date: start, end_date: end } = ctx.query;
    if (ctx.query.invoice === undefined && (start !== undefined || end !== undefined)) {
      // Every transaction processed from start_date (inclusive) to end_date (exclusive).
      const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;
      if (
        typeof start !== "string" ||
        typeof end !== "string" ||
        !instant.test(start) ||
        !instant.test(end)
      ) {
        ctx.status = 400;
        ctx.body = controlError(
          "INVALID_REQUEST",
          "start_date and end_date must both be ISO 8601 UTC instants.",
        );
        return;
      }
      ctx.body = {
        transactions: context.store.transactions
          .filter((found) => found.createdAt >= start && found.createdAt < end)
          .map((found) => lookupRecordOf(context, found)),
      };
      return;
    }
    const invoice = ctx.query.invoice;
    if (typeof invoice !== "string" || invoice === "") {
      ctx.status = 400;
      ctx.body = controlError(
        "INVALID_REQUEST",
        "The invoice query parameter is required, e.g. /__control/lookup/transactions?invoice=100234.",
      );
      return;
    }
    ctx.body = {
      transactions: context.store
        .transactionsForInvoice(invoice)
        .map((found) => lookupRecordOf(context, found)),
    };
  });

  router.get("/transactions/:tag", (ctx) => {
    const tag = ctx.params.tag ?? "";
    const found = /^\d{1,12}$/.test(tag) ? context.store.transactionByTag(Number(tag)) : undefined;
    if (!found) {
      ctx.status = 404;
      ctx.body = controlError("NOT_FOUND", `No transaction with tag ${tag}.`);
      return;
    }
    ctx.body = lookupRecordOf(context, found);
  });

  return router;
}
