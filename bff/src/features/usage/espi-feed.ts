/**
 * Green Button "Download My Data" as NAESB ESPI XML (espi.xsd 4.0, docs/green-button/): one Atom
 * feed written as it is read, a page of billing's reads at a time, never the whole file in memory
 * (decision 042). Its entries, in the order the Green Button Alliance's Download My Data test
 * requirements read them: LocalTimeParameters (Guam: UTC+10, no daylight saving), the UsagePoint,
 * its MeterReading, the ReadingType (15-minute delta kWh as Wh), one IntervalBlock a day, and the
 * UsageSummary of each bill period wholly in the file, with its usage charge.
 *
 * Ids are name-based UUIDs (RFC 4122 §4.3, SHA-1) of the account and the resource, so a second
 * download of the same data carries the same ids; the links tie the UsagePoint to its MeterReading
 * and UsageSummary, the MeterReading to its ReadingType and IntervalBlocks (`related`), and each
 * entry to its collection (`up`), as the Atom feeds of ESPI's RESTful resource paths do.
 */
import { createHash } from "node:crypto";
import type { BilledPeriod, IntervalRead } from "../../integrations/billing";
import { guamDay } from "./guam-time";

export interface EspiSource {
  accountId: string;
  servicePointId: string;
  /** Where the links point: the portal's address. */
  baseUrl: string;
  from: number;
  to: number;
  intervalSeconds: number;
  /** Bill periods wholly from `from` to `to`, oldest first. */
  periods: readonly BilledPeriod[];
  /** The reads from `from` to `to`, a page at a time, oldest first. */
  pages: AsyncIterable<IntervalRead[]>;
  now: Date;
}

/** ESPI's codes (espi.xsd enumerations). */
const ESPI = {
  accumulationDelta: 4,
  commodityElectricity: 1,
  dataQualifierNormal: 12,
  flowForward: 1,
  kindEnergy: 12,
  uomWh: 72,
  currencyUsd: 840,
  serviceElectricity: 0,
  qualityValid: 0,
  /** "replaced by a machine computed value based on analysis of historical data". */
  qualityEstimated: 8,
  dstDisabled: "FFFFFFFF",
  guamOffsetSeconds: 36_000,
} as const;

/** A name-based (version 5) UUID of `name`. */
export function uuidOf(name: string): string {
  const hash = createHash("sha1").update(`paygpa-green-button:${name}`).digest();
  hash[6] = ((hash[6] as number) & 0x0f) | 0x50;
  hash[8] = ((hash[8] as number) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const seconds = (ms: number) => Math.floor(ms / 1000);
const atomTime = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

interface Entry {
  id: string;
  title: string;
  self: string;
  up: string;
  related?: string[];
  content: string;
  published: Date;
  updated: Date;
}

function entry(item: Entry): string {
  const links = [
    `<link rel="self" href="${escapeXml(item.self)}"/>`,
    `<link rel="up" href="${escapeXml(item.up)}"/>`,
    ...(item.related ?? []).map((href) => `<link rel="related" href="${escapeXml(href)}"/>`),
  ];
  return (
    `<entry><id>urn:uuid:${item.id}</id>${links.join("")}<title>${escapeXml(item.title)}</title>` +
    `<published>${atomTime(item.published)}</published><updated>${atomTime(item.updated)}</updated>` +
    `<content>${item.content}</content></entry>\n`
  );
}

const interval = (startMs: number, durationSeconds: number) =>
  `<espi:duration>${durationSeconds}</espi:duration><espi:start>${seconds(startMs)}</espi:start>`;

function intervalBlock(reads: readonly IntervalRead[], dayStart: number, intervalSeconds: number): string {
  const readings = reads.map(
    (read) =>
      `<espi:IntervalReading>${
        read.estimated
          ? `<espi:ReadingQuality><espi:quality>${ESPI.qualityEstimated}</espi:quality></espi:ReadingQuality>`
          : ""
      }<espi:timePeriod>${interval(read.start, intervalSeconds)}</espi:timePeriod><espi:value>${read.wh}</espi:value></espi:IntervalReading>`,
  );
  return `<espi:IntervalBlock><espi:interval>${interval(dayStart, 86_400)}</espi:interval>${readings.join("")}</espi:IntervalBlock>`;
}

function usageSummary(period: BilledPeriod, now: Date): string {
  // ESPI's money is in hundred-thousandths of the currency: cents × 1000.
  const bill =
    period.usageChargeCents === null
      ? ""
      : `<espi:billLastPeriod>${period.usageChargeCents * 1000}</espi:billLastPeriod>`;
  return (
    `<espi:UsageSummary><espi:billingPeriod>${interval(period.start, seconds(period.end - period.start))}</espi:billingPeriod>` +
    `${bill}<espi:currency>${ESPI.currencyUsd}</espi:currency>` +
    `<espi:overallConsumptionLastPeriod><espi:powerOfTenMultiplier>0</espi:powerOfTenMultiplier>` +
    `<espi:timeStamp>${seconds(period.end)}</espi:timeStamp><espi:uom>${ESPI.uomWh}</espi:uom>` +
    `<espi:value>${period.wh}</espi:value></espi:overallConsumptionLastPeriod>` +
    `<espi:statusTimeStamp>${seconds(now.getTime())}</espi:statusTimeStamp>` +
    `<espi:commodity>${ESPI.commodityElectricity}</espi:commodity></espi:UsageSummary>`
  );
}

/** The ids and addresses of the feed's resources (ESPI's RESTful resource paths). */
function resourcesOf(source: EspiSource) {
  const { accountId } = source;
  const root = `${source.baseUrl.replace(/\/$/, "")}/espi/1_1/resource`;
  const usagePointId = uuidOf(`${accountId}:usage-point:${source.servicePointId}`);
  const meterReadingId = uuidOf(`${accountId}:meter-reading:${source.servicePointId}`);
  const readingTypeId = uuidOf(`${accountId}:reading-type:delta-wh-${source.intervalSeconds}`);
  const timeId = uuidOf("local-time-parameters:guam");
  const usagePoints = `${root}/Subscription/${uuidOf(`${accountId}:subscription`)}/UsagePoint`;
  const usagePoint = `${usagePoints}/${usagePointId}`;
  const meterReadings = `${usagePoint}/MeterReading`;
  const meterReading = `${meterReadings}/${meterReadingId}`;
  const timeParameters = `${root}/LocalTimeParameters`;
  return {
    ids: { usagePointId, meterReadingId, readingTypeId, timeId },
    usagePoints,
    usagePoint,
    meterReadings,
    meterReading,
    blocks: `${meterReading}/IntervalBlock`,
    summaries: `${usagePoint}/UsageSummary`,
    timeParameters,
    time: `${timeParameters}/${timeId}`,
    readingTypes: `${root}/ReadingType`,
    readingType: `${root}/ReadingType/${readingTypeId}`,
  };
}

type Resources = ReturnType<typeof resourcesOf>;

/** The four entries ahead of the reads: local time, usage point, meter reading, reading type. */
function headEntries(source: EspiSource, r: Resources): string {
  const dates = { published: new Date(source.from), updated: source.now };
  return [
    entry({
      id: r.ids.timeId,
      title: "Guam time (UTC+10, no daylight saving)",
      self: r.time,
      up: r.timeParameters,
      content:
        `<espi:LocalTimeParameters><espi:dstEndRule>${ESPI.dstDisabled}</espi:dstEndRule><espi:dstOffset>0</espi:dstOffset>` +
        `<espi:dstStartRule>${ESPI.dstDisabled}</espi:dstStartRule><espi:tzOffset>${ESPI.guamOffsetSeconds}</espi:tzOffset></espi:LocalTimeParameters>`,
      ...dates,
    }),
    entry({
      id: r.ids.usagePointId,
      title: `Service point ${source.servicePointId}`,
      self: r.usagePoint,
      up: r.usagePoints,
      related: [r.meterReadings, r.summaries, r.time],
      content: `<espi:UsagePoint><espi:ServiceCategory><espi:kind>${ESPI.serviceElectricity}</espi:kind></espi:ServiceCategory><espi:status>1</espi:status></espi:UsagePoint>`,
      ...dates,
    }),
    entry({
      id: r.ids.meterReadingId,
      title: "15-minute energy delivered",
      self: r.meterReading,
      up: r.meterReadings,
      related: [r.blocks, r.readingType],
      content: "<espi:MeterReading/>",
      ...dates,
    }),
    entry({
      id: r.ids.readingTypeId,
      title: "Energy delivered (Wh) per 15 minutes",
      self: r.readingType,
      up: r.readingTypes,
      content:
        `<espi:ReadingType><espi:accumulationBehaviour>${ESPI.accumulationDelta}</espi:accumulationBehaviour>` +
        `<espi:commodity>${ESPI.commodityElectricity}</espi:commodity><espi:currency>${ESPI.currencyUsd}</espi:currency>` +
        `<espi:dataQualifier>${ESPI.dataQualifierNormal}</espi:dataQualifier><espi:defaultQuality>${ESPI.qualityValid}</espi:defaultQuality>` +
        `<espi:flowDirection>${ESPI.flowForward}</espi:flowDirection><espi:intervalLength>${source.intervalSeconds}</espi:intervalLength>` +
        `<espi:kind>${ESPI.kindEnergy}</espi:kind><espi:powerOfTenMultiplier>0</espi:powerOfTenMultiplier>` +
        `<espi:uom>${ESPI.uomWh}</espi:uom></espi:ReadingType>`,
      ...dates,
    }),
  ].join("");
}

/** One IntervalBlock entry per Guam day, each written when the day's last read has come. */
async function* blockEntries(source: EspiSource, r: Resources): AsyncGenerator<string> {
  const block = (date: string, reads: IntervalRead[]) => {
    const dayStart = Date.parse(`${date}T00:00:00Z`) - 36_000_000;
    const id = uuidOf(`${source.accountId}:interval-block:${source.servicePointId}:${date}`);
    return entry({
      id,
      title: `Reads of ${date}`,
      self: `${r.blocks}/${id}`,
      up: r.blocks,
      content: intervalBlock(reads, dayStart, source.intervalSeconds),
      published: new Date(dayStart + 86_400_000),
      updated: source.now,
    });
  };
  let day: string | null = null;
  let dayReads: IntervalRead[] = [];
  for await (const page of source.pages) {
    for (const read of page) {
      const readDay = guamDay(read.start);
      if (day !== null && readDay !== day) {
        yield block(day, dayReads);
        dayReads = [];
      }
      day = readDay;
      dayReads.push(read);
    }
  }
  if (day !== null) yield block(day, dayReads);
}

/** The feed, chunk by chunk. */
export async function* espiFeed(source: EspiSource): AsyncGenerator<string> {
  const { accountId, now } = source;
  const r = resourcesOf(source);
  yield '<?xml version="1.0" encoding="UTF-8"?>\n';
  yield '<feed xmlns="http://www.w3.org/2005/Atom" xmlns:espi="http://naesb.org/espi">\n';
  yield `<id>urn:uuid:${uuidOf(`${accountId}:feed:${source.from}:${source.to}`)}</id>`;
  yield `<title>Guam Power Authority: Green Button usage of account ${escapeXml(accountId)}</title>`;
  yield `<updated>${atomTime(now)}</updated><link rel="self" href="${escapeXml(r.usagePoints)}"/>\n`;
  yield headEntries(source, r);
  yield* blockEntries(source, r);
  for (const period of source.periods) {
    const id = uuidOf(`${accountId}:usage-summary:${period.billId}`);
    yield entry({
      id,
      title: `Bill of ${period.billDate}`,
      self: `${r.summaries}/${id}`,
      up: r.summaries,
      content: usageSummary(period, now),
      published: new Date(period.end),
      updated: now,
    });
  }
  yield "</feed>\n";
}
