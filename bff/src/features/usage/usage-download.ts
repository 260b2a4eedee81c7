/**
 * The period of a Download My Data file and its streams (decision 042): any range up to 13 months;
 * without dates, the bill periods of the 13 months up to the latest read. Both files read billing's
 * reads a page at a time as they are written.
 */
import { Readable } from "node:stream";
import type { BilledPeriod, BillingPort, MeterChannel } from "../../integrations/billing";
import { fail } from "../../platform/failures";
import { espiFeed } from "./espi-feed";
import { addMonthsTo, DAY_MS, guamDay, guamMidnight } from "./guam-time";
import { usageCsv } from "./usage-csv";
import { meterOf } from "./usage-reads";

export const TOO_LONG = "Choose a period of 13 months at most.";
export const REVERSED = "The period must start before it ends.";

export interface DownloadRequest {
  accountId: string;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * The period a download covers without dates (ms, `to` excluded): the bill periods of the 13 months up
 * to the latest read; an account without bills (prepaid), the 13 months themselves.
 */
export function defaultPeriod(
  channel: MeterChannel,
  periods: readonly BilledPeriod[],
): { from: number; to: number } {
  const to = channel.latestReadEnd ?? 0;
  const earliest = guamMidnight(addMonthsTo(guamDay(to - 1), -13));
  const starts = periods.filter((period) => period.start >= earliest).map((period) => period.start);
  return { from: starts.length > 0 ? Math.min(...starts) : Math.min(earliest + DAY_MS, to), to };
}

/** The days `fromDay` … `toDay` (both included) as ms, refused when reversed or longer than `most`. */
export function chosenPeriod(
  fromDay: string,
  toDay: string,
  most: { months?: number; days?: number; message: string },
): { from: number; to: number } {
  const from = guamMidnight(fromDay);
  const to = guamMidnight(toDay) + DAY_MS;
  if (Number.isNaN(from) || Number.isNaN(to))
    throw fail.invalidInput("BAD_REQUEST", "Enter a date as YYYY-MM-DD.");
  if (from >= to) throw fail.invalidInput("BAD_REQUEST", REVERSED);
  const limit = most.months
    ? guamMidnight(addMonthsTo(fromDay, most.months)) + DAY_MS
    : from + (most.days ?? 0) * DAY_MS;
  if (to > limit) throw fail.invalidInput("BAD_REQUEST", most.message);
  return { from, to };
}

async function downloadSource(billing: BillingPort, request: DownloadRequest) {
  const channel = await meterOf(billing, request.accountId);
  const periods = await billing.billedPeriods(channel);
  const latest = channel.latestReadEnd ?? 0;
  const { from, to } =
    request.from || request.to
      ? chosenPeriod(
          request.from ?? addMonthsTo(request.to as string, -13),
          request.to ?? guamDay(latest - 1),
          { months: 13, message: TOO_LONG },
        )
      : defaultPeriod(channel, periods);
  const inside = periods.filter((period) => period.start >= from && period.end <= to).reverse();
  return {
    channel,
    from,
    to,
    periods: inside,
    pages: billing.intervalReadPages(channel, from, to),
  };
}

export async function espiDownload(
  deps: { billing: BillingPort; baseUrl: string; now: Date },
  request: DownloadRequest,
): Promise<{ stream: Readable; fileName: string }> {
  const source = await downloadSource(deps.billing, request);
  const feed = espiFeed({
    accountId: request.accountId,
    servicePointId: source.channel.servicePointId,
    baseUrl: deps.baseUrl,
    from: source.from,
    to: source.to,
    intervalSeconds: source.channel.intervalSeconds,
    periods: source.periods,
    pages: source.pages,
    now: deps.now,
  });
  return { stream: Readable.from(feed), fileName: fileName(request.accountId, source, "xml") };
}

export async function csvDownload(
  deps: { billing: BillingPort },
  request: DownloadRequest,
): Promise<{ stream: Readable; fileName: string }> {
  const source = await downloadSource(deps.billing, request);
  const csv = usageCsv({
    accountId: request.accountId,
    servicePointId: source.channel.servicePointId,
    intervalSeconds: source.channel.intervalSeconds,
    pages: source.pages,
  });
  return { stream: Readable.from(csv), fileName: fileName(request.accountId, source, "csv") };
}

const fileName = (accountId: string, source: { from: number; to: number }, extension: string) =>
  `gpa-usage-${accountId}-${guamDay(source.from)}-to-${guamDay(source.to - 1)}.${extension}`;
