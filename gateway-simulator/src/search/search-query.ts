/**
 * What the Transaction Search and Reporting API reads from a request: the reporting user's HTTP
 * Basic credentials and the search's parameters. Every rule is from Payeezy's support article
 * "First Data Payeezy Gateway Search and Reporting API" (203731129), "Parameters": all optional;
 * `start_date`, `end_date` (`2010-06-01 00:00:00`) defaulting to today, the beginning and the end of
 * the day; `status` A approved, D declined, E error (all by default); `search_field` one of
 * cardholder, refno, custref, tag, cardno, and `search` a substring of it (without `search_field`:
 * of cardholder, refno or custref); `amount_from`, `amount_to`; `terminal` (the terminal's id, all
 * terminals by default); `account`, `merchant`, `inactive_merchants` (one account and one merchant
 * here: taken and not used); `offset`, the first row to answer.
 */
import { timingSafeEqual } from "node:crypto";
import type { GatewayContext, GatewayKoaContext } from "../context";
import { headerValue } from "../http";
import { amountToCents } from "../protocol/money";
import type { GatewayTransaction } from "../protocol/transaction";
import { instantOfZoned, zonedText } from "./gateway-time";
import { statusOf } from "./search-csv";

export const SEARCH_FIELDS = ["tag", "refno", "custref", "cardholder", "cardno"] as const;
type SearchField = (typeof SEARCH_FIELDS)[number];
/** The fields `search` looks in when no `search_field` is given. */
const DEFAULT_SEARCH_FIELDS: readonly SearchField[] = ["cardholder", "refno", "custref"];
const STATUS_LETTERS = { A: "Approved", D: "Declined", E: "Error" } as const;

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

/**
 * Whether the request carries the reporting user's Basic credentials: a "Read Only API" user of
 * the merchant account, never the terminal's gateway id and password (article 203731129: the
 * service is for "authenticated users"; the e-xact copy: "a 'Read Only API' user").
 */
export function isReportingUser(ctx: GatewayKoaContext, context: GatewayContext): boolean {
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

export interface SearchQuery {
  /** Epoch milliseconds, both inclusive, to the second. */
  from: number;
  to: number;
  offset: number;
  /** Whether a transaction is among those asked for (everything but the dates and the offset). */
  matches: (transaction: GatewayTransaction) => boolean;
}

/** The request's search, or the reason it is a 400 "Bad Request". */
export function searchQueryOf(
  query: GatewayKoaContext["query"],
  context: GatewayContext,
): { ok: true; search: SearchQuery } | { ok: false; message: string } {
  const { timeZone } = context.settings;
  const today = zonedText(context.clock.now(), timeZone).slice(0, 10);
  const start = instantOfZoned(single(query.start_date) ?? today, timeZone);
  const end = instantOfZoned(single(query.end_date) ?? today, timeZone, true);
  if (!start || !end) return { ok: false, message: "start_date and end_date are YYYY-MM-DD HH:MM:SS." };
  const field = single(query.search_field);
  if (field !== undefined && !(SEARCH_FIELDS as readonly string[]).includes(field)) {
    return { ok: false, message: `search_field is one of ${SEARCH_FIELDS.join(", ")}.` };
  }
  const statusLetter = single(query.status);
  if (statusLetter !== undefined && !(statusLetter in STATUS_LETTERS)) {
    return { ok: false, message: "status is A, D or E." };
  }
  const amounts: (number | null)[] = [];
  for (const name of ["amount_from", "amount_to"]) {
    const text = single(query[name]) ?? "";
    const cents = text === "" ? null : amountToCents(text);
    if (text !== "" && cents === null) return { ok: false, message: `${name} is an amount.` };
    amounts.push(cents);
  }
  const [amountFrom = null, amountTo = null] = amounts;
  const offsetText = single(query.offset) ?? "0";
  if (!/^\d{1,9}$/.test(offsetText)) return { ok: false, message: "offset is a whole number." };
  const terminal = single(query.terminal);
  const search = (single(query.search) ?? "").toLowerCase();
  const fields = field ? [field as SearchField] : DEFAULT_SEARCH_FIELDS;
  const status = statusLetter ? STATUS_LETTERS[statusLetter as keyof typeof STATUS_LETTERS] : null;
  return {
    ok: true,
    search: {
      // Up to the second: a transaction's time is shown, and compared, without milliseconds.
      from: Math.floor(start.getTime() / 1000) * 1000,
      to: end.getTime() + 999,
      offset: Number(offsetText),
      matches: (transaction) =>
        (terminal === undefined || terminal === "" || terminal === context.store.terminal.gatewayId) &&
        (status === null || statusOf(transaction) === status) &&
        (amountFrom === null || transaction.amountCents >= amountFrom) &&
        (amountTo === null || transaction.amountCents <= amountTo) &&
        (search === "" ||
          fields.some((name) => searchedValue(transaction, name).toLowerCase().includes(search))),
    },
  };
}

/** The transactions kept between the query's dates, oldest first. */
export function transactionsBetween(context: GatewayContext, search: SearchQuery): GatewayTransaction[] {
  return context.store.transactions.filter((transaction) => {
    const at = Date.parse(transaction.createdAt);
    return at >= search.from && at <= search.to;
  });
}
