/**
 * Instants as the Transaction Search and Reporting API writes them: `YYYY-MM-DD HH:MM:SS` in the
 * merchant account's time zone ("Search Parameters": `start_date`, `end_date`; the "Time" column).
 */

function partsIn(instant: Date, timeZone: string): number[] {
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
  const parts = Object.fromEntries(
    format
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

/** The instant of a `YYYY-MM-DD HH:MM:SS` in the time zone; null for anything else. */
export function instantOfGatewayDateTime(text: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as number[];
  const local = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0, second ?? 0);
  const offsetAt = (instant: number) => {
    const [y, mo, d, h, mi, s] = partsIn(new Date(instant), timeZone);
    return Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, s ?? 0) - instant;
  };
  return new Date(local - offsetAt(local - offsetAt(local)));
}
