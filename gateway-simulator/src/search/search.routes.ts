/**
 * The Transaction Search and Reporting API: how a merchant reads its transactions back (Payeezy
 * support article 203731129, "First Data Payeezy Gateway Search and Reporting API": "search -
 * /transaction/search", "reports - /transaction/report", "The data is returned in CSV format").
 * HTTP Basic with the reporting user, `Accept: text/search-v3+csv` (the media type published
 * merchant clients send), the parameters of ./search-query.ts, the CSV of ./search-csv.ts.
 *
 * Paging: a search answers at most `searchPageRows` rows (10,000: "results are sent back in the CSV
 * format with a limit of 10k rows", Fiserv's "Payeezy migration: Reporting"), oldest first, from
 * `offset` ("an integer determining the offset from where the rows should be fetched. So at 5, it
 * would skip rows 0 through 4"); the `Search-CSV` response header tells the rows answered, the total
 * found and the offset (the header published clients read, "rows, total and offset"; the exact
 * spelling of its value, `rows: 1, total: 1, offset: 0`, is unverified).
 */
import Router from "@koa/router";
import type { GatewayContext, GatewayKoaContext, GatewayState } from "../context";
import { plainText, UNAUTHORIZED_MESSAGE } from "../e4-auth";
import { headerValue } from "../http";
import type { GatewayTransaction } from "../protocol/transaction";
import { searchCsv, searchRowOf, statusOf } from "./search-csv";
import { isReportingUser, searchQueryOf, transactionsBetween } from "./search-query";

export const SEARCH_ACCEPT = "text/search-v3+csv";

/**
 * The standard reports of `/transaction/report` ("Activity, Closed Batches, Pending Batches,
 * Declined", article 203731129), chosen by `report`. The parameter's name and values and the
 * reports' columns are not in the public material found: the simulator names them so and answers
 * each report in the search's columns (gateway-simulator/README.md, "unverified").
 */
export const REPORTS = ["activity", "declined", "pending_batches", "closed_batches"] as const;
type Report = (typeof REPORTS)[number];

/** Which transactions of the dates each report lists. The simulator never settles a batch. */
function reportKeeps(report: Report, transaction: GatewayTransaction): boolean {
  switch (report) {
    case "activity":
      return true;
    case "declined":
      return statusOf(transaction) === "Declined";
    case "pending_batches":
      return transaction.approved;
    case "closed_batches":
      return false;
  }
}

/** The reporting user with an `Accept` the API answers; else the answer is given (401, 406). */
function admitted(ctx: GatewayKoaContext, context: GatewayContext): boolean {
  if (!isReportingUser(ctx, context)) {
    ctx.set("WWW-Authenticate", 'Basic realm="Transaction Search"');
    plainText(ctx, 401, UNAUTHORIZED_MESSAGE, "not the reporting user's credentials");
    return false;
  }
  if (!(headerValue(ctx, "accept") ?? "").includes(SEARCH_ACCEPT)) {
    plainText(ctx, 406, `Not Acceptable. Ask for Accept: ${SEARCH_ACCEPT}.`);
    return false;
  }
  return true;
}

function answerCsv(
  ctx: GatewayKoaContext,
  context: GatewayContext,
  found: readonly GatewayTransaction[],
  offset: number,
): void {
  const page = found.slice(offset, offset + context.settings.searchPageRows);
  const account = {
    merchant: context.store.merchant,
    gatewayId: context.store.terminal.gatewayId,
    timeZone: context.settings.timeZone,
  };
  ctx.set("Search-CSV", `rows: ${page.length}, total: ${found.length}, offset: ${offset}`);
  ctx.status = 200;
  ctx.type = `${SEARCH_ACCEPT}; charset=utf-8`;
  ctx.body = searchCsv(page.map((transaction) => searchRowOf(transaction, account)));
}

export function searchRoutes(context: GatewayContext): Router<GatewayState> {
  const router = new Router<GatewayState>();

  router.get("/transaction/search", (ctx) => {
    if (!admitted(ctx, context)) return;
    const parsed = searchQueryOf(ctx.query, context);
    if (!parsed.ok) {
      plainText(ctx, 400, `Bad Request. ${parsed.message}`);
      return;
    }
    const { search } = parsed;
    answerCsv(ctx, context, transactionsBetween(context, search).filter(search.matches), search.offset);
  });

  router.get("/transaction/report", (ctx) => {
    if (!admitted(ctx, context)) return;
    const report = typeof ctx.query.report === "string" ? ctx.query.report : "";
    if (!(REPORTS as readonly string[]).includes(report)) {
      plainText(ctx, 400, `Bad Request. report is one of ${REPORTS.join(", ")}.`);
      return;
    }
    const parsed = searchQueryOf(ctx.query, context);
    if (!parsed.ok) {
      plainText(ctx, 400, `Bad Request. ${parsed.message}`);
      return;
    }
    const { search } = parsed;
    const found = transactionsBetween(context, search).filter(
      (transaction) => search.matches(transaction) && reportKeeps(report as Report, transaction),
    );
    answerCsv(ctx, context, found, search.offset);
  });

  return router;
}
