/**
 * The report's rules (spec 000 §9): dates searched as MM/DD/YYYY are the utility's calendar days
 * (Guam, UTC+10, no daylight saving), paging is bounded, and a CSV cell can never run as a formula.
 */
import { fail } from "../../platform/failures";
import { reportMessages } from "@paygpa/contract";

/** Guam is UTC+10 all year: a Guam calendar day starts at 14:00 UTC the day before. */
const GUAM_OFFSET_MS = 10 * 60 * 60 * 1000;

/** The UTC instant (ISO-8601) at which the utility's calendar day YYYY-MM-DD starts, or null when it is not a real day. */
export function guamIsoDayStart(isoDay: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) return null;
  const [, year, month, day] = match;
  const utcMidnight = Date.UTC(Number(year), Number(month) - 1, Number(day));
  const date = new Date(utcMidnight);
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  return new Date(utcMidnight - GUAM_OFFSET_MS).toISOString();
}

/** The UTC instant (ISO-8601) at which the utility's calendar day MM/DD/YYYY starts. */
export function guamDayStart(mmddyyyy: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(mmddyyyy);
  const start = match ? guamIsoDayStart(`${match[3]}-${match[1]}-${match[2]}`) : null;
  if (!start) throw fail.invalidInput("BAD_REQUEST", reportMessages.payDateFormat);
  return start;
}

/** The day after, as MM/DD/YYYY's start: the exclusive end of a search ending on that day. */
export function guamDayEnd(mmddyyyy: string): string {
  return new Date(Date.parse(guamDayStart(mmddyyyy)) + 24 * 60 * 60 * 1000).toISOString();
}

/** The Guam calendar day (YYYY-MM-DD) of an instant. */
export function guamDayOf(instant: string | Date): string {
  const at = typeof instant === "string" ? Date.parse(instant) : instant.getTime();
  return new Date(at + GUAM_OFFSET_MS).toISOString().slice(0, 10);
}

/** YYYY-MM-DD as MM/DD/YYYY. */
export function usDate(isoDay: string): string {
  const [year, month, day] = isoDay.split("-");
  return `${month}/${day}/${year}`;
}

/**
 * The instants a pay-date search covers: from the start day's first instant (inclusive) to the day
 * after the end day (exclusive). Either bound may be absent; an end before the start is refused.
 */
export function payDateWindow(filters: { pay_date_start: string; pay_date_end: string }): {
  from: string | null;
  before: string | null;
} {
  const from = filters.pay_date_start ? guamDayStart(filters.pay_date_start) : null;
  const before = filters.pay_date_end ? guamDayEnd(filters.pay_date_end) : null;
  if (from && before && before <= from) {
    throw fail.invalidInput("BAD_REQUEST", reportMessages.payDateOrder, {
      fields: { pay_date_end: [reportMessages.payDateOrder] },
    });
  }
  return { from, before };
}

/** The page to show: at least 1, at most the last page; the browser never asks past the end. */
export function pageOf(total: number, pageSize: number, page: number) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const shown = Math.min(Math.max(1, page), pages);
  return { pages, page: shown, offset: (shown - 1) * pageSize };
}

/**
 * A CSV cell that a spreadsheet would run as a formula (it starts with =, +, -, @, a tab or a
 * carriage return: OWASP 'CSV Injection') is prefixed with a single quote, so it shows as text.
 */
export function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** The export's file name (spec 000 §9): the date as DD-MM-YYYY followed by 'Admin-Control-Reports'. */
export function exportFileName(isoDay: string): string {
  const [year, month, day] = isoDay.split("-");
  return `${day}-${month}-${year}-Admin-Control-Reports.csv`;
}
