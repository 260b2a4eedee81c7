/**
 * The merchant account's time zone: the Transaction Search and Reporting API takes `start_date` and
 * `end_date` as `YYYY-MM-DD HH:MM:SS` (or `YYYY-MM-DD`) in it and shows each transaction's time in it
 * (Transaction Search and Reporting API, "Search Parameters": `start_date=2010-06-01 00:00:00`,
 * defaulting to today, the beginning and the end of the day), and writes the "Time" column as
 * `MM/DD/YYYY HH:MM:SS` in it ("Transaction Time (in the Terminal Time Zone)").
 */

import { dateTimeFormat } from "@paygpa/runtime/date-time-format";

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

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

function partsIn(instant: Date, timeZone: string): Record<string, number> {
  const format = formatIn(timeZone);
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return parts;
}

/** `YYYY-MM-DD HH:MM:SS` of an instant in the time zone. */
export function zonedText(instant: Date, timeZone: string): string {
  const p = partsIn(instant, timeZone);
  const two = (value: number | undefined) => String(value ?? 0).padStart(2, "0");
  return `${p.year}-${two(p.month)}-${two(p.day)} ${two(p.hour)}:${two(p.minute)}:${two(p.second)}`;
}

/**
 * `MM/DD/YYYY HH:MM:SS` of an instant in the time zone: the "Time" column of the search's CSV
 * (published clients of `/transaction/search` parse it as `m/d/Y H:i:s`).
 */
export function reportTimeText(instant: Date, timeZone: string): string {
  const p = partsIn(instant, timeZone);
  const two = (value: number | undefined) => String(value ?? 0).padStart(2, "0");
  return `${two(p.month)}/${two(p.day)}/${p.year} ${two(p.hour)}:${two(p.minute)}:${two(p.second)}`;
}

/** The time zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const p = partsIn(new Date(instant), timeZone);
  const asUtc = Date.UTC(
    p.year ?? 0,
    (p.month ?? 1) - 1,
    p.day ?? 1,
    p.hour ?? 0,
    p.minute ?? 0,
    p.second ?? 0,
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant of a local `YYYY-MM-DD HH:MM:SS` (a bare date is its midnight, or its last second when
 * `endOfDay`); null when the text is no such date.
 */
export function instantOfZoned(text: string, timeZone: string, endOfDay = false): Date | null {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  const bare = match[4] === undefined;
  const local = Date.UTC(
    year ?? 0,
    (month ?? 1) - 1,
    day ?? 1,
    bare ? (endOfDay ? 23 : 0) : (hour ?? 0),
    bare ? (endOfDay ? 59 : 0) : (minute ?? 0),
    bare ? (endOfDay ? 59 : 0) : (second ?? 0),
  );
  const check = new Date(local);
  if (check.getUTCMonth() !== (month ?? 1) - 1 || check.getUTCDate() !== day) return null;
  const first = local - offsetAt(local, timeZone);
  return new Date(local - offsetAt(first, timeZone));
}

/** Whether the runtime knows the time zone. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}
