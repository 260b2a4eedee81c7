/**
 * The usage views and Download My Data on a year of 15-minute reads (decision 042), in process, with
 * billing's latency left out: billing's reads are held in memory and handed over a page (3,000) at a
 * time, as the meter data service pages them. Beside each figure, a plain read of the same rows (the
 * same pages, each read summed) — what no aggregation or file writing costs. Targets (the issue's):
 * the day and hour views ≤ 100 ms p95, the 13-month ESPI export ≤ 1 s and ≤ 50 MB.
 *
 *   (cd bench && node --import tsx src/usage-bench.ts)        # prints a table, never fails
 */
import type { Readable } from "node:stream";
import { csvDownload, espiDownload } from "../../bff/src/features/usage/usage-download";
import { usageView } from "../../bff/src/features/usage/usage-views";
import type {
  BilledPeriod,
  BillingPort,
  IntervalRead,
  MeterChannel,
} from "../../bff/src/integrations/billing";
import { p95, median } from "./stats";
import { simulatorReadsTimes } from "./usage-simulator-bench";

const INTERVAL_MS = 900_000;
const DAY_MS = 86_400_000;
const PAGE = 3000;
const GUAM = 36_000_000;
const END = Date.parse("2026-11-11T00:00:00Z") - GUAM;
const START = END - 396 * DAY_MS; // 13 months of days

/** A year and a month of reads with a day's shape, and 13 bill periods over them. */
function world() {
  const reads: IntervalRead[] = [];
  for (let start = START; start < END; start += INTERVAL_MS) {
    const hour = new Date(start + GUAM).getUTCHours();
    reads.push({ start, wh: 150 + Math.round(120 * Math.sin((hour / 24) * Math.PI)), estimated: hour === 3 });
  }
  const periods: BilledPeriod[] = [];
  for (let index = 0; index < 13; index++) {
    const end = END - index * 30 * DAY_MS;
    const start = end - 30 * DAY_MS;
    const wh = reads
      .filter((read) => read.start >= start && read.start < end)
      .reduce((sum, read) => sum + read.wh, 0);
    periods.push({
      billId: String(940_000_000_000 + index),
      billDate: new Date(end + GUAM).toISOString().slice(0, 10),
      start,
      end,
      wh,
      usageChargeCents: 20_000,
    });
  }
  return { reads, periods };
}

const { reads, periods } = world();
const channel: MeterChannel = {
  channelId: "061000000001",
  servicePointId: "1000000001",
  intervalSeconds: 900,
  latestReadEnd: END,
};

function firstAtOrAfter(ms: number): number {
  let low = 0;
  let high = reads.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((reads[middle] as IntervalRead).start < ms) low = middle + 1;
    else high = middle;
  }
  return low;
}

async function* pages(from: number, to: number): AsyncGenerator<IntervalRead[]> {
  const first = firstAtOrAfter(from);
  const last = firstAtOrAfter(to);
  for (let index = first; index < last; index += PAGE) yield reads.slice(index, Math.min(last, index + PAGE));
}

const billing = {
  meterChannel: async () => channel,
  billedPeriods: async () => periods,
  intervalReadPages: (_channel: MeterChannel, from: number, to: number) => pages(from, to),
} as unknown as BillingPort;

async function plainRead(from: number, to: number): Promise<number> {
  let sum = 0;
  for await (const page of pages(from, to)) for (const read of page) sum += read.wh;
  return sum;
}

/** Reads a file's stream to its end: its size, and the most heap and resident memory it took above the start. */
async function drain(stream: Readable): Promise<{ bytes: number; peakHeap: number; peakRss: number }> {
  const base = process.memoryUsage();
  let peakHeap = 0;
  let peakRss = 0;
  let bytes = 0;
  for await (const chunk of stream) {
    bytes += Buffer.byteLength(chunk as string);
    const now = process.memoryUsage();
    peakHeap = Math.max(peakHeap, now.heapUsed - base.heapUsed);
    peakRss = Math.max(peakRss, now.rss - base.rss);
  }
  return { bytes, peakHeap, peakRss };
}

async function timed(runs: number, work: () => Promise<unknown>): Promise<number[]> {
  for (let warm = 0; warm < 3; warm++) await work();
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  return samples;
}

const ms = (samples: number[]) => `${median(samples).toFixed(1)} / ${p95(samples).toFixed(1)} ms`;
const MB = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

async function main() {
  const latest = periods[0] as BilledPeriod;
  const dayFrom = END - DAY_MS;
  const rows: [string, string, string, string][] = [];
  const sample = (await usageView({ billing }, { accountId: "1000000001", view: "day" })).result;
  console.log(`day view: ${sample.points.length} bars, ${sample.totalKwh} kWh; ${sample.explanation}`);
  const dayView = await timed(100, () => usageView({ billing }, { accountId: "1000000001", view: "day" }));
  // The day view reads its period and, to explain the change, the same period a year before.
  const dayPlain = await timed(100, async () => {
    await plainRead(latest.start, latest.end);
    await plainRead((periods[12] as BilledPeriod).start, (periods[12] as BilledPeriod).end);
  });
  rows.push(["day view (a bill period + last year's, explained)", ms(dayView), ms(dayPlain), "≤ 100 ms p95"]);
  const hourView = await timed(200, () => usageView({ billing }, { accountId: "1000000001", view: "hour" }));
  const hourPlain = await timed(200, () => plainRead(dayFrom, END));
  rows.push(["hour view (one day)", ms(hourView), ms(hourPlain), "≤ 100 ms p95"]);
  const monthView = await timed(200, () =>
    usageView({ billing }, { accountId: "1000000001", view: "month" }),
  );
  rows.push(["month view (13 bill periods)", ms(monthView), "—", "—"]);

  let espi = { bytes: 0, peakHeap: 0, peakRss: 0 };
  const espiTimes = await timed(10, async () => {
    const file = await espiDownload(
      { billing, baseUrl: "http://localhost:3000", now: new Date(END) },
      { accountId: "1000000001" },
    );
    espi = await drain(file.stream);
  });
  let csv = { bytes: 0, peakHeap: 0, peakRss: 0 };
  const csvTimes = await timed(10, async () => {
    csv = await drain((await csvDownload({ billing }, { accountId: "1000000001" })).stream);
  });
  const yearPlain = await timed(10, () => plainRead(START, END));
  rows.push([
    `13-month ESPI XML (${MB(espi.bytes)}, heap +${MB(espi.peakHeap)}, RSS +${MB(espi.peakRss)} at most)`,
    ms(espiTimes),
    ms(yearPlain),
    "≤ 1 s, ≤ 50 MB",
  ]);
  rows.push([
    `13-month CSV (${MB(csv.bytes)}, heap +${MB(csv.peakHeap)} at most)`,
    ms(csvTimes),
    ms(yearPlain),
    "—",
  ]);

  // Billing's own work, outside the targets above (they leave billing's latency out).
  const simulator = simulatorReadsTimes(20);
  rows.push([
    `billing simulator: 13 months of reads worked out cold (${simulator.reads} reads)`,
    ms(simulator.plain),
    "—",
    "— (billing's side)",
  ]);
  rows.push([
    "the same with a spike day, a gap, an estimated period, a meter exchange",
    ms(simulator.edited),
    "—",
    "—",
  ]);

  console.log(
    `Usage on ${reads.length} reads (15-minute, 13 months), billing's latency excluded; median / p95`,
  );
  console.log("| what | PayGPA | plain read of the same rows | target |");
  console.log("| --- | --- | --- | --- |");
  for (const row of rows) console.log(`| ${row.join(" | ")} |`);
}

main().catch((error: unknown) => {
  console.log(`usage bench did not finish: ${String(error)}`);
});
