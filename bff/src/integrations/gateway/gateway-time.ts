/**
 * Instants as the Transaction Search and Reporting API takes and writes them, in the merchant
 * account's time zone: `start_date` / `end_date` as `YYYY-MM-DD HH:MM:SS` (Payeezy support article
 * 203731129, "Parameters": `start_date=2010-06-01 00:00:00`), the "Time" column as
 * `MM/DD/YYYY HH:MM:SS` ("Transaction Time (in the Terminal Time Zone)", Fiserv's "Payeezy
 * migration: Reporting"; published clients parse it as `m/d/Y H:i:s`).
 */

import { dateTimeFormat } from "@paygpa/runtime/date-time-format";

/** Made once per time zone (`dateTimeFormat`): a search answer reads every row's time. */
function formatIn(timeZone: string): Intl.DateTimeFormat {
  return dateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
}

function partsIn(instant: Date, timeZone: string): number[] {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(instant)
      .filter((part) => part.type !== "literal")
      .map((part) => [part.type, Number(part.value)]),
  );
  return [parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second].map((n) => n ?? 0);
}

/** `YYYY-MM-DD HH:MM:SS` of an instant in the time zone. */
export function gatewayDateTime(instant: Date, timeZone: string): string {
  const [year, month, day, hour, minute, second] = partsIn(instant, timeZone).map((n) =>
    String(n).padStart(2, "0"),
  );
  return `${year}-${month}-${day} ${hour}:${minute}:${second}`;
}

/**
 * The instant of a "Time" column's `MM/DD/YYYY HH:MM:SS` (also with dashes) or of a
 * `YYYY-MM-DD HH:MM:SS`, in the time zone; null for anything else.
 */
export function instantOfGatewayDateTime(text: string, timeZone: string): Date | null {
  const trimmed = text.trim();
  const american = /^(\d{2})[/-](\d{2})[/-](\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(trimmed);
  const iso = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(trimmed);
  const fields = american ? [american[3], american[1], american[2], ...american.slice(4)] : iso?.slice(1);
  if (!fields) return null;
  const [year, month, day, hour, minute, second] = fields.map(Number) as number[];
  const local = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0, second ?? 0);
  const offsetAt = (instant: number) => {
    const [y, mo, d, h, mi, s] = partsIn(new Date(instant), timeZone);
    return Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, s ?? 0) - instant;
  };
  return new Date(local - offsetAt(local - offsetAt(local)));
}
