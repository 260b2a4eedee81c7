/**
 * The soak of the bill-day mix (bench/README.md, "Soak of the bill-day mix"): one rate, a warm-up,
 * then `seconds` more; every service's RSS after the warm-up and at the end (targets ≤ 300 MB and
 * ≤ 1.1 ×). Every service runs with the memory probe (`memory-probe-preload.mjs`), so the results
 * keep each one's RSS, heap and garbage collections every 15 s.
 *
 * The warm-up lasts a tenth of the soak, and longer (10 s at a time, up to half the soak) until
 * every service has made a major garbage collection under the load: until its first one, V8 lets
 * the old generation fill with garbage up to an initial limit (the BFF's grew from 44 to 101 MB at
 * 6 arrivals/s, then fell to 56 MB and stayed there), and an RSS read on that first climb is not
 * the service's steady state.
 */
import type { Stage } from "./bill-day-stage";
import { printStage, runStage } from "./bill-day-stage";
import type { BillDaySession } from "./bill-day-steps";
import {
  type MemoryProbe,
  type MemorySample,
  describeSample,
  memorySamples,
  takeHeapSnapshot,
} from "./memory-probe";
import type { Service } from "./stack";

export interface SoakOptions {
  rate: number;
  seconds: number;
  probe: MemoryProbe;
  /** The services whose heap is snapshotted after the warm-up and at the end (it inflates their RSS). */
  heapSnapshots: readonly string[];
}

/** One point of a service's memory over the soak, in MB, with the major collections since the previous one. */
export interface MemoryPoint {
  seconds: number;
  rssMb: number;
  heapTotalMb: number;
  heapUsedMb: number;
  externalMb: number;
  oldSpaceMb: number;
  majorCollections: number;
}

const mb = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;

/** The samples taken at or after `from` (ms since the epoch) in which a major collection happened. */
export function majorCollectionsSince(samples: readonly MemorySample[], from: number): number {
  return samples
    .filter((sample) => sample.at >= from)
    .reduce((sum, sample) => sum + (sample.collections?.major ?? 0), 0);
}

/** One point every `everyMs` from the first sample, the major collections of the samples in between summed. */
export function memorySeries(samples: readonly MemorySample[], everyMs: number): MemoryPoint[] {
  const first = samples[0]?.at ?? 0;
  const points: MemoryPoint[] = [];
  let majors = 0;
  for (const sample of samples) {
    majors += sample.collections?.major ?? 0;
    const last = points.at(-1);
    if (last && sample.at - first < last.seconds * 1000 + everyMs) continue;
    points.push({
      seconds: Math.round((sample.at - first) / 1000),
      rssMb: mb(sample.rss),
      heapTotalMb: mb(sample.heapTotal),
      heapUsedMb: mb(sample.heapUsed),
      externalMb: mb(sample.external),
      oldSpaceMb: mb(sample.spaces?.old_space ?? 0),
      majorCollections: majors,
    });
    majors = 0;
  }
  return points;
}

async function snapshotAll(options: SoakOptions, services: readonly Service[], n: number): Promise<void> {
  for (const service of services.filter((candidate) => options.heapSnapshots.includes(candidate.name))) {
    const path = await takeHeapSnapshot(options.probe, service, n);
    const after = memorySamples(options.probe, service.name).at(-1);
    console.log(
      `  heap snapshot ${n} of ${service.name}: ${path}${after ? `; ${describeSample(after)}` : ""}`,
    );
  }
}

export async function soak(
  session: BillDaySession,
  services: readonly Service[],
  options: SoakOptions,
  random: () => number,
): Promise<Record<string, unknown>> {
  const { rate, seconds, probe } = options;
  const minimum = Math.max(10, Math.round(seconds / 10));
  const probed = services.filter((service) => probe.services.includes(service.name));
  console.log(`soak: at least ${minimum} s of warm-up, then ${seconds} s at ${rate}/s …`);
  const warmUpStarted = Date.now();
  const warmUpStages: Stage[] = [await runStage(session, services, rate, minimum, random)];
  let warmUpSeconds = minimum;
  const unsettled = () =>
    probed.filter(
      (service) => majorCollectionsSince(memorySamples(probe, service.name), warmUpStarted) === 0,
    );
  while (unsettled().length > 0 && warmUpSeconds < seconds / 2) {
    console.log(
      `  no major collection yet under load: ${unsettled()
        .map((service) => service.name)
        .join(", ")}`,
    );
    warmUpStages.push(await runStage(session, services, rate, 10, random));
    warmUpSeconds += 10;
  }
  const warm = warmUpStages.at(-1) as Stage;
  printStage(warm);
  const notSettled = unsettled().map((service) => service.name);
  await snapshotAll(options, services, 1);
  const end = await runStage(session, services, rate, seconds, random);
  printStage(end);
  await snapshotAll(options, services, 2);
  const memory = Object.fromEntries(
    probed.map((service) => [service.name, memorySeries(memorySamples(probe, service.name), 15_000)]),
  );
  for (const [index, service] of end.services.entries()) {
    const start = warm.services[index]?.rssMb ?? null;
    const growth = start && service.rssMb ? Math.round((service.rssMb / start) * 100) / 100 : null;
    const rss = (memory[service.service] ?? []).map((point) => point.rssMb);
    const range = rss.length > 0 ? `; ${Math.min(...rss)}–${Math.max(...rss)} MB from start to end` : "";
    console.log(
      `RSS ${service.service}: ${start} → ${service.rssMb} MB (${growth} ×; targets ≤ 300 MB, ≤ 1.1 ×)${range}`,
    );
  }
  return {
    rate,
    warmUp: warmUpSeconds,
    warmUpStages: warmUpStages.length,
    notSettledAfterWarmUp: notSettled,
    seconds,
    afterWarmUp: warm,
    end,
    memory,
  };
}
