/**
 * The report's search lives in the address (spec 000 §2 Reports): filters, page, page size and sort
 * are query parameters, so Back, reload and a shared link show the same page.
 */
import { REPORT_PAGINATION_WINDOW } from "@paygpa/contract";

export const FILTER_NAMES = [
  "pay_date_start",
  "pay_date_end",
  "accountId",
  "invoice_num",
  "transaction_tag",
  "sequence_no",
] as const;

/** The same address with some parameters changed (null removes one). */
export function hrefWith(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  const text = params.toString();
  return text ? `?${text}` : "?";
}

/** The filters only (for the export: every row of the search, whatever the page). */
export function filtersOnly(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  return kept.toString();
}

/** The page links shown (spec 000 §9: a window of 4 pages around the current one). */
export function pageWindow(page: number, pages: number, size = REPORT_PAGINATION_WINDOW): number[] {
  const first = Math.max(1, Math.min(page - Math.floor((size - 1) / 2), pages - size + 1));
  const last = Math.min(pages, first + size - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** An ISO instant as the Guam date and time finance reads it, e.g. "11/21/2026 09:00". */
export function guamDateTime(instant: string): string {
  const guam = new Date(Date.parse(instant) + 10 * 60 * 60 * 1000).toISOString();
  return `${guam.slice(5, 7)}/${guam.slice(8, 10)}/${guam.slice(0, 4)} ${guam.slice(11, 16)}`;
}

export { usDateOf } from "../../lib/format";
