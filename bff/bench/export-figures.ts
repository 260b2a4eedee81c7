/**
 * The export's figures (built for a million payments: 'export RSS ≤ 150 MB'): every row of the unfiltered
 * search as CSV into a sink that only counts, with the process's peak RSS sampled every 20 ms.
 */
import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { criteriaOf, reportCsv } from "../src/features/reports";
import type { Db } from "../src/database";
import { silentLogger } from "../src/platform/http/logger";

export interface ExportFigures {
  rows: number;
  durationMs: number;
  rssBeforeMb: number;
  peakRssMb: number;
  bytes: number;
  /** Where it ran: this process, or a process of its own running built JavaScript. */
  process: "in-process" | "built-javascript";
}

const EVERYTHING = {
  pay_date_start: "",
  pay_date_end: "",
  accountId: "",
  invoice_num: "",
  transaction_tag: "",
  sequence_no: "",
};

export async function exportEverything(db: Db): Promise<ExportFigures> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  let bytes = 0;
  let newlines = 0;
  const start = performance.now();
  await pipeline(
    reportCsv({ db, logger: silentLogger }, criteriaOf(EVERYTHING)),
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) newlines++;
        done();
      },
    }),
  );
  const durationMs = Math.round(performance.now() - start);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const mb = (value: number) => Math.round(value / 1024 / 1024);
  return {
    rows: newlines - 1,
    durationMs,
    rssBeforeMb: mb(before),
    peakRssMb: mb(peak),
    bytes,
    process: "in-process",
  };
}
