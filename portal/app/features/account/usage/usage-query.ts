/**
 * The BFF's usage view request from a data route's query string (`?view=day&billId=…`): the view is
 * month, day or hour (month when missing or unknown); the bill id and the day pass as given, and the
 * BFF refuses a malformed one with its message (the portal checks no business rule); so do a day
 * view's and a download's `from` and `to`.
 */
import { USAGE_VIEWS, type UsageView } from "@paygpa/contract";

export function usageViewQuery(accountId: string, search: URLSearchParams) {
  const asked = search.get("view");
  const view: UsageView = USAGE_VIEWS.find((name) => name === asked) ?? "month";
  const billId = search.get("billId") || undefined;
  const date = search.get("date") || undefined;
  return {
    accountId,
    view,
    ...(billId ? { billId } : {}),
    ...(date ? { date } : {}),
    ...periodQuery(search),
  };
}

/** The days `from` … `to` of a day view or a download, as given (the BFF checks them). */
export function periodQuery(search: URLSearchParams): { from?: string; to?: string } {
  const from = search.get("from") || undefined;
  const to = search.get("to") || undefined;
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}
