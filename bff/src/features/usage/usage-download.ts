/**
 * The period of a Download My Data file and its streams (decision 042): any range up to 13 months;
 * without dates, the bill periods of the 13 months up to the latest read. Both files read billing's
 * reads a page at a time as they are written.
 */
import { Readable } from "node:stream";
import type { BillingPort } from "../../integrations/billing";
import { fail } from "../../platform/failures";
import { espiFeed } from "./espi-feed";
import { addMonthsTo, DAY_MS, guamDay, guamMidnight } from "./guam-time";
import { usageCsv } from "./usage-csv";
import { meterOf } from "./usage-reads";

export const TOO_LONG = "Choose a period of 13 months at most.";

export interface DownloadRequest {
  accountId: string;
  from?: string | undefined;
  to?: string | undefined;
}

async function downloadSource(billing: BillingPort, request: DownloadRequest) {
  const channel = await meterOf(billing, request.accountId);
  const periods = await billing.billedPeriods(channel);
  const latest = channel.latestReadEnd ?? 0;
  let from: number;
  let to: number;
  if (request.from || request.to) {
    const toDay = request.to ?? guamDay(latest - 1);
    const fromDay = request.from ?? addMonthsTo(toDay, -13);
    from = guamMidnight(fromDay);
    to = guamMidnight(toDay) + DAY_MS;
    if (from >= to) throw fail.invalidInput("BAD_REQUEST", "The period must start before it ends.");
    if (to > guamMidnight(addMonthsTo(fromDay, 13)) + DAY_MS)
      throw fail.invalidInput("BAD_REQUEST", TOO_LONG);
  } else {
    to = latest;
    const earliest = guamMidnight(addMonthsTo(guamDay(latest - 1), -13));
    from = Math.min(
      ...periods.filter((period) => period.start >= earliest).map((period) => period.start),
      to,
    );
  }
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
