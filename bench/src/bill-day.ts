/**
 * `npm run bench -- --bill-day` (bench/README.md, "Bill day"): the stack from its built JavaScript
 * under a seeded mix of anonymous home views, logins, dashboard loads, quick pays through the
 * gateway's hosted page and relay, and report searches, arriving at a rate raised stage by stage
 * until a step's p95 passes 1 s or more than 1 % fail. It prints, per stage, the rate, each step's
 * p95, and every service's CPU and RSS; and the highest rate sustained. With PAYGPA_DATABASE_URL
 * set (`bash bff/scripts/with-postgres.sh npm run bench -- --bill-day`) the BFF runs twice on that
 * PostgreSQL.
 *
 * `--soak-seconds=N` runs the same mix at one rate (`--rate`, default 6 arrivals/s) for N seconds
 * after a warm-up (src/bill-day-soak.ts), and compares every service's RSS at the end with its value
 * after the warm-up (targets ≤ 300 MB and ≤ 1.1 ×). Timings never fail it. `--heap-snapshots=bff`
 * adds a heap snapshot of that service after the warm-up and at the end (bench/results/heap/bff/,
 * beside every service's memory log; compared by `src/heap-compare.ts`; writing one inflates the RSS).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { rampRates, seeded } from "./bill-day-mix";
import { soak } from "./bill-day-soak";
import { type Stage, printStage, runStage } from "./bill-day-stage";
import { prepareSession } from "./bill-day-steps";
import type { MemoryProbe } from "./memory-probe";
import { ROOT, type Service, startStack, stopAll } from "./stack";

function option(name: string): string | undefined {
  return process.argv.find((argument) => argument.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/**
 * The rate the stack's CPU alone would allow on `cores` cores of its own: the cores' time over the
 * CPU every service spends per arrival (the load generator left out: on bill day it is the customers).
 */
export function cpuBoundRate(stage: Stage, cores: number): number | null {
  const perArrival = stage.services.reduce((sum, service) => sum + (service.cpuMsPerArrival ?? 0), 0);
  return perArrival > 0 ? Math.round((cores * 1000) / perArrival) : null;
}

/** The busiest service of a stage: the bottleneck on a machine whose cores are shared by all. */
export function busiest(stage: Stage): string {
  return [...stage.services].sort((a, b) => (b.cpuPercent ?? 0) - (a.cpuPercent ?? 0))[0]?.service ?? "–";
}

export async function billDay(): Promise<void> {
  const databaseUrl = process.env.PAYGPA_DATABASE_URL;
  const database = databaseUrl ? { url: databaseUrl, instances: 2 } : null;
  const kind = database ? "postgresql" : "sqlite";
  const soakSeconds = Number(option("soak-seconds") ?? 0);
  const stageSeconds = Number(option("stage-seconds") ?? 20);
  const seed = Number(option("seed") ?? 20_261_127);
  const logFolder = mkdtempSync(join(tmpdir(), "paygpa-bill-day-"));
  const random = seeded(seed);
  let services: Service[] = [];
  // A soak runs every service with the memory probe; `--heap-snapshots=bff` names those snapshotted.
  const snapshotted = option("heap-snapshots")?.split(",").filter(Boolean) ?? [];
  const bffNames = database ? ["bff-1", "bff-2"] : ["bff"];
  // Memory logs and snapshots of the last soak (kept out of git).
  const memoryFolder = join(ROOT, "bench/results/heap");
  if (soakSeconds > 0) rmSync(memoryFolder, { recursive: true, force: true });
  const probe: MemoryProbe | null =
    soakSeconds > 0
      ? { services: ["ccb-simulator", "gateway-simulator", ...bffNames, "portal"], folder: memoryFolder }
      : null;
  const results: Record<string, unknown> = {
    at: new Date().toISOString(),
    database: kind,
    bffInstances: database?.instances ?? 1,
    seed,
    machine: { cores: availableParallelism(), cpu: cpus()[0]?.model ?? "unknown", node: process.version },
  };
  try {
    console.log(`bill day on ${kind} (logs in ${logFolder}) …`);
    const stack = await startStack(logFolder, { services: [], folder: null }, database, probe);
    services = [stack.ccb, stack.gateway, ...stack.bffs, stack.portal];
    const session = await prepareSession({
      portal: stack.portal.url,
      bffs: stack.bffs.map((bff) => bff.url),
      gateway: stack.gateway.url,
    });
    if (soakSeconds > 0) {
      const rate = Number(option("rate") ?? 6);
      results.soak = await soak(
        session,
        services,
        {
          rate,
          seconds: soakSeconds,
          probe: probe as MemoryProbe,
          heapSnapshots: snapshotted,
        },
        random,
      );
    } else {
      const rates = rampRates(Number(option("start-rate") ?? 2), 1.5, Number(option("max-rate") ?? 200));
      const stages: Stage[] = [];
      for (const rate of rates) {
        const stage = await runStage(session, services, rate, stageSeconds, random);
        printStage(stage);
        stages.push(stage);
        if (!stage.sustained) break;
      }
      const reached = stages.filter((stage) => stage.sustained).at(-1) ?? null;
      results.stages = stages;
      const cores = availableParallelism();
      results.reached = reached
        ? {
            rate: reached.rate,
            bottleneck: busiest(reached),
            cpuBoundRate: cpuBoundRate(reached, cores),
            cores,
          }
        : null;
      if (reached) {
        const perService = reached.services
          .map((s) => `${s.service} ${s.cpuMsPerArrival ?? "–"} ms`)
          .join(", ");
        console.log(
          `CPU per arrival at ${reached.rate}/s: ${perService}: about ${cpuBoundRate(reached, cores)} arrivals/s on ${cores} cores of its own`,
        );
      }
      console.log(
        reached
          ? `\nhighest rate sustained (every step's p95 ≤ 1 s, ≤ 1 % failed): ${reached.rate} arrivals/s; busiest service ${busiest(reached)}`
          : "\nno rate was sustained",
      );
    }
  } finally {
    await stopAll(services);
  }
  const name = `bill-day-${kind}${soakSeconds > 0 ? "-soak" : ""}`;
  mkdirSync(join(ROOT, "bench/results"), { recursive: true });
  writeFileSync(join(ROOT, `bench/results/${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`written: bench/results/${name}.json`);
  rmSync(logFolder, { recursive: true, force: true });
}
