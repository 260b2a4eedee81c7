/**
 * Loaded into a service by the bench (`node --import …/memory-probe-preload.mjs`, bench/README.md,
 * "Soak of the bill-day mix") in every service of a soak; nothing of the service's own code
 * changes. With PAYGPA_BENCH_MEMORY_DIR set it appends to `memory.jsonl` there, every
 * PAYGPA_BENCH_MEMORY_EVERY_MS (5 s by default), `process.memoryUsage()`, each V8 heap space's
 * size and the garbage collections since the previous line; on SIGUSR2 it writes a heap
 * snapshot (`<n>.heapsnapshot`, n = 1, 2, …; renamed from `.partial` when complete) followed by
 * one more line, taken right after the snapshot's full collection.
 * Writing a snapshot costs the process a few hundred MB of RSS that malloc keeps: a soak that
 * takes snapshots measures the heap, not the RSS.
 */
import { appendFileSync, renameSync } from "node:fs";
import { join } from "node:path";
import { PerformanceObserver, constants } from "node:perf_hooks";
import { getHeapSpaceStatistics, writeHeapSnapshot } from "node:v8";

const folder = process.env.PAYGPA_BENCH_MEMORY_DIR;

if (folder) {
  // Garbage collections since the last line, by kind: the old generation shrinks only on a major one.
  const collections = { major: 0, minor: 0, incremental: 0, weakCallbacks: 0 };
  const kinds = {
    [constants.NODE_PERFORMANCE_GC_MAJOR]: "major",
    [constants.NODE_PERFORMANCE_GC_MINOR]: "minor",
    [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: "incremental",
    [constants.NODE_PERFORMANCE_GC_WEAKCB]: "weakCallbacks",
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = kinds[entry.detail?.kind];
      if (kind) collections[kind] += 1;
    }
  }).observe({ entryTypes: ["gc"] });
  const log = (event) => {
    const usage = process.memoryUsage();
    // Each heap space's size: the young generation grows with the allocation rate (up to
    // --max-semi-space-size), the old one until the next full collection.
    const spaces = Object.fromEntries(
      getHeapSpaceStatistics().map((space) => [space.space_name, space.space_size]),
    );
    const line = { at: Date.now(), event, ...usage, spaces, collections: { ...collections } };
    appendFileSync(join(folder, "memory.jsonl"), `${JSON.stringify(line)}\n`);
    for (const kind of Object.keys(collections)) collections[kind] = 0;
  };
  const every = Number(process.env.PAYGPA_BENCH_MEMORY_EVERY_MS ?? 5_000);
  setInterval(() => log("tick"), every).unref();
  let snapshots = 0;
  process.on("SIGUSR2", () => {
    snapshots += 1;
    const partial = join(folder, `${snapshots}.heapsnapshot.partial`);
    writeHeapSnapshot(partial);
    renameSync(partial, join(folder, `${snapshots}.heapsnapshot`));
    log(`snapshot ${snapshots}`);
  });
}
