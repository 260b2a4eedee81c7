/**
 * The soak's memory probe (bench/README.md, "Soak of the bill-day mix"): a soak runs every service
 * with `memory-probe-preload.mjs`, which logs `process.memoryUsage()`, the heap spaces and the
 * garbage collections every few seconds and writes a heap snapshot on SIGUSR2
 * (`--heap-snapshots=bff`: after the warm-up and at the end); `src/heap-compare.ts` compares two.
 */
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Service } from "./stack";

const PRELOAD = join(import.meta.dirname, "memory-probe-preload.mjs");

export interface MemoryProbe {
  services: readonly string[];
  /** Each probed service writes into `folder/<service>/`. */
  folder: string;
}

/** The node flags and environment of a service: the preload when `probe` names it, else nothing. */
export function memoryProbeOf(
  probe: MemoryProbe | null,
  name: string,
): { flags: string[]; env: Record<string, string> } {
  if (!probe?.services.includes(name)) return { flags: [], env: {} };
  const folder = join(probe.folder, name);
  mkdirSync(folder, { recursive: true });
  return { flags: ["--import", PRELOAD], env: { PAYGPA_BENCH_MEMORY_DIR: folder } };
}

/** Asks a probed service for its `n`th heap snapshot and waits until it is written; answers its path. */
export async function takeHeapSnapshot(probe: MemoryProbe, service: Service, n: number): Promise<string> {
  const path = join(probe.folder, service.name, `${n}.heapsnapshot`);
  service.child.kill("SIGUSR2");
  const deadline = Date.now() + 180_000;
  while (!existsSync(path)) {
    if (Date.now() > deadline) throw new Error(`${service.name} wrote no heap snapshot ${n} within 180 s`);
    await new Promise((done) => setTimeout(done, 500));
  }
  return path;
}

export interface MemorySample {
  at: number;
  event: string;
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  /** Each V8 heap space's size in bytes ("new_space", "old_space", "code_space" …). */
  spaces: Record<string, number>;
  /** Garbage collections since the previous sample, by kind (major, minor, incremental, weakCallbacks). */
  collections: Record<string, number>;
}

/** The samples a probed service logged, oldest first (none when it was not probed). */
export function memorySamples(probe: MemoryProbe, name: string): MemorySample[] {
  const path = join(probe.folder, name, "memory.jsonl");
  if (!existsSync(path)) return [];
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as MemorySample);
}

const mb = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;

/** One line of a sample in MB: "rss 150.2, heap 60.1 / 80.0, external 5.3, array buffers 1.2". */
export function describeSample(sample: MemorySample): string {
  return `rss ${mb(sample.rss)}, heap used ${mb(sample.heapUsed)} of ${mb(sample.heapTotal)}, external ${mb(sample.external)}, array buffers ${mb(sample.arrayBuffers)} MB`;
}
