/**
 * The Transaction Search and Reporting API (`GET /transaction/search`): how a merchant reads its
 * transactions back. HTTP Basic with a reporting user of the merchant account (read-only; never the
 * terminal's gateway id and password), `Accept: text/search-v3+csv`, a CSV answer (./search-csv.ts).
 * Parameters (Transaction Search and Reporting API, "Search Parameters"): `search_field` (tag, refno,
 * custref, cardholder, cardno) with `search`, a case-insensitive substring (without `search_field`:
 * in any of them); `start_date` and `end_date` as `YYYY-MM-DD HH:MM:SS` or `YYYY-MM-DD` in the
 * account's time zone, both inclusive and defaulting to today; `offset`, the first row to answer.
 * At most SEARCH_PAGE_ROWS rows per answer, oldest first; the `Search-CSV` response header tells
 * the rows answered, the total found and the offset ("Paging").
 */
import Router from "@koa/router";
import { timingSafeEqual } from "node:crypto";
import type { GatewayContext, GatewayKoaContext, GatewayState } from "../context";
import { headerValue } from "../http";
import { plainText, UNAUTHORIZED_MESSAGE } from "../e4-auth";
import type { GatewayTransaction } from "../protocol/transaction";
import { instantOfZoned, zonedText } from "./gateway-time";
import { searchCsv, searchRowOf } from "./search-csv";

export const SEARCH_ACCEPT = "text/search-v3+csv";
export const SEARCH_PAGE_ROWS = 100;
export const SEARCH_FIELDS = ["tag", "refno", "custref", "cardholder", "cardno"] as const;
type SearchField = (typeof SEARCH_FIELDS)[number];

function searchedValue(transaction: GatewayTransaction, field: SearchField): string {
  switch (field) {
    case "tag":
      return String(transaction.transactionTag);
    case "refno":
      return transaction.invoice;
    case "custref":
      return transaction.customerRef;
    case "cardholder":
      return transaction.cardholderName;
    case "cardno":
      return transaction.maskedCardNumber;
  }
}

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given, "utf8");
  const b = Buffer.from(expected, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether the request carries the reporting user's Basic credentials. */
function isReportingUser(ctx: GatewayKoaContext, context: GatewayContext): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(headerValue(ctx, "authorization") ?? "");
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return false;
  const user = context.store.reportingUser;
  return (
    sameText(decoded.slice(0, colon), user.username) && sameText(decoded.slice(colon + 1), user.password)
  );
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function searchRoutes(context: GatewayContext): Router<GatewayState> {
  const router = new Router<GatewayState>();

  router.get("/transaction/search", (ctx) => {
    if (!isReportingUser(ctx, context)) {
      ctx.set("WWW-Authenticate", 'Basic realm="Transaction Search"');
      plainText(ctx, 401, UNAUTHORIZED_MESSAGE, "not the reporting user's credentials");
      return;
    }
    if (!(headerValue(ctx, "accept") ?? "").includes(SEARCH_ACCEPT)) {
      plainText(ctx, 406, `Not Acceptable. Ask for Accept: ${SEARCH_ACCEPT}.`);
      return;
    }
    const { timeZone } = context.settings;
    const today = zonedText(context.clock.now(), timeZone).slice(0, 10);
    const start = instantOfZoned(single(ctx.query.start_date) ?? today, timeZone);
    const end = instantOfZoned(single(ctx.query.end_date) ?? today, timeZone, true);
    if (!start || !end) {
      plainText(ctx, 400, "Bad Request. start_date and end_date are YYYY-MM-DD HH:MM:SS.");
      return;
    }
    const field = single(ctx.query.search_field);
    if (field !== undefined && !(SEARCH_FIELDS as readonly string[]).includes(field)) {
      plainText(ctx, 400, `Bad Request. search_field is one of ${SEARCH_FIELDS.join(", ")}.`);
      return;
    }
    const offsetText = single(ctx.query.offset) ?? "0";
    if (!/^\d{1,9}$/.test(offsetText)) {
      plainText(ctx, 400, "Bad Request. offset is a whole number.");
      return;
    }
    const search = (single(ctx.query.search) ?? "").toLowerCase();
    const fields = field ? [field as SearchField] : SEARCH_FIELDS;
    // Up to the second: a transaction's time is shown, and compared, without milliseconds.
    const from = Math.floor(start.getTime() / 1000) * 1000;
    const to = end.getTime() + 999;
    const found = context.store.transactions.filter((transaction) => {
      const at = Date.parse(transaction.createdAt);
      if (at < from || at > to) return false;
      return (
        search === "" ||
        fields.some((name) => searchedValue(transaction, name).toLowerCase().includes(search))
      );
    });
    const offset = Number(offsetText);
    const page = found.slice(offset, offset + SEARCH_PAGE_ROWS);
    const gatewayId = context.store.terminal.gatewayId;
    ctx.set("Search-CSV", `rows: ${page.length}, total: ${found.length}, offset: ${offset}`);
    ctx.status = 200;
    ctx.type = `${SEARCH_ACCEPT}; charset=utf-8`;
    ctx.body = searchCsv(page.map((transaction) => searchRowOf(transaction, gatewayId, timeZone)));
  });

  return router;
}
