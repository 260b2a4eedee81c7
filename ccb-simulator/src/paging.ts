/**
 * Oracle's paging on its published search and list services: `limit` (the page size) and `offset`
 * (the index of the first item, from 0), answered with `limit`, `offset`, `totalNumberOfRecords` and
 * `hasMore` ("Get Account Financial History", C1FinHistRes,
 * `…/framework/2510/restapi/op-rest-apis-customer-financials-accountdata-accountid-financialhistory-get.html`;
 * "Search Service Agreement", `…/framework/2510/restapi/op-rest-apis-customer-v-model-serviceagreements-search-post.html`).
 */
import { badRequest } from "./errors";

/** The page asked, from query text or a JSON body's numbers; limit 1 to 500 (default 100). */
export function pageAsked(source: Record<string, unknown>): { limit: number; offset: number } {
  const number = (name: string, fallback: number, min: number, max: number) => {
    const value = source[name];
    if (value === undefined) return fallback;
    const parsed =
      typeof value === "number"
        ? value
        : typeof value === "string" && /^\d{1,6}$/.test(value)
          ? Number(value)
          : NaN;
    if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
      throw badRequest(`${name} must be a whole number from ${min} to ${max}`);
    }
    return parsed;
  };
  return { limit: number("limit", 100, 1, 500), offset: number("offset", 0, 0, 999_999) };
}

/** One page of `items` with Oracle's paging fields. */
export function onePage<T>(items: readonly T[], asked: { limit: number; offset: number }) {
  const page = items.slice(asked.offset, asked.offset + asked.limit);
  return {
    page,
    paging: {
      limit: asked.limit,
      offset: asked.offset,
      totalNumberOfRecords: items.length,
      hasMore: asked.offset + page.length < items.length,
    },
  };
}
