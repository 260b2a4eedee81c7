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
 * after a warm-up of a tenth of it (at least 10 s), and compares every service's RSS at the end
 * with its value after the warm-up (targets ≤ 300 MB and ≤ 1.1 ×). Timings never fail it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import {
  type BillDayStep,
  type StepFigures,
  type StepSample,
  nextGapMs,
  pickStep,
  rampRates,
  seeded,
  stepFigures,
  sustained,
} from "./bill-day-mix";
import { type BillDaySession, prepareSession, runStep } from "./bill-day-steps";
import { ROOT, type Service, cpuSeconds, rssMegabytes, startStack, stopAll } from "./stack";

export interface ServiceLoad {
  service: string;
  /** Share of one core over the stage, in %. */
  cpuPercent: number | null;
  /** CPU time per arrival of the mix: a figure the other users of a shared machine do not change much. */
  cpuMsPerArrival: number | null;
  rssMb: number | null;
}

export interface Stage {
  rate: number;
  seconds: number;
  arrivals: number;
  /** Arrivals not started because too many were still running (counted as failed). */
  shed: number;
  steps: StepFigures[];
  services: ServiceLoad[];
  /** This process's own CPU (the visits' clients), in % of one core. */
  loadGeneratorCpuPercent: number;
  /** The machine's 1-minute load average at the stage's end (other users of a shared machine included). */
  machineLoad: number;
  sustained: boolean;
  /** What failed, and how often ("card form 500": 2). */
  failures: Record<string, number>;
}

/** At most this many visits at once: beyond it the machine is past the rate anyway. */
const IN_FLIGHT_LIMIT = 400;

function option(name: string): string | undefined {
  return process.argv.find((argument) => argument.startsWith(`--${name}=`))?.slice(name.length + 3);
}

async function runStage(
  session: BillDaySession,
  services: readonly Service[],
  rate: number,
  seconds: number,
  random: () => number,
): Promise<Stage> {
  const samples: StepSample[] = [];
  const failures = new Map<string, number>();
  const running = new Set<Promise<void>>();
  const cpuBefore = services.map((service) => cpuSeconds(service.child));
  const ownBefore = process.cpuUsage();
  const started = performance.now();
  let arrivals = 0;
  let shed = 0;
  let due = started;
  while (due - started < seconds * 1000) {
    const wait = due - performance.now();
    if (wait > 0) await new Promise((done) => setTimeout(done, wait));
    const step: BillDayStep = pickStep(random);
    arrivals += 1;
    if (running.size >= IN_FLIGHT_LIMIT) {
      shed += 1;
      samples.push({ step, ms: 0, ok: false });
    } else {
      const turn = arrivals;
      const from = performance.now();
      const visit: Promise<void> = runStep(step, session, turn, random)
        .catch((error: unknown) => (error instanceof Error ? error.message : String(error)))
        .then((why) => {
          samples.push({ step, ms: performance.now() - from, ok: why === null });
          if (why !== null) failures.set(why, (failures.get(why) ?? 0) + 1);
          running.delete(visit);
        });
      running.add(visit);
    }
    due += nextGapMs(random, rate);
  }
  await Promise.all(running);
  const elapsed = (performance.now() - started) / 1000;
  const steps = stepFigures(samples);
  const own = process.cpuUsage(ownBefore);
  return {
    rate,
    seconds,
    arrivals,
    shed,
    steps,
    services: services.map((service, index) => {
      const before = cpuBefore[index];
      const after = cpuSeconds(service.child);
      const used = before === null || before === undefined || after === null ? null : after - before;
      return {
        service: service.name,
        cpuPercent: used === null ? null : Math.round((used / elapsed) * 100),
        cpuMsPerArrival:
          used === null || arrivals === 0 ? null : Math.round((used * 1000 * 10) / arrivals) / 10,
        rssMb: rounded(rssMegabytes(service.child)),
      };
    }),
    loadGeneratorCpuPercent: Math.round(((own.user + own.system) / 1e6 / elapsed) * 100),
    machineLoad: Math.round(loadavg()[0] ?? 0),
    sustained: sustained(steps),
    failures: Object.fromEntries(failures),
  };
}

const rounded = (value: number | null) => (value === null ? null : Math.round(value));

function printStage(stage: Stage): void {
  const steps = stage.steps
    .map((step) => `${step.step} ${step.p95Ms ?? "–"} ms${step.failed ? ` (${step.failed} failed)` : ""}`)
    .join(", ");
  const services = stage.services
    .map((service) => `${service.service} ${service.cpuPercent ?? "–"} % / ${service.rssMb ?? "–"} MB`)
    .join(", ");
  console.log(
    `${stage.rate}/s × ${stage.seconds} s: ${stage.arrivals} arrivals${stage.shed ? `, ${stage.shed} shed` : ""}; p95 ${steps}`,
  );
  console.log(
    `  CPU / RSS: ${services}; load generator ${stage.loadGeneratorCpuPercent} %; machine load ${stage.machineLoad}; ${stage.sustained ? "sustained" : "NOT sustained"}`,
  );
  const failures = Object.entries(stage.failures);
  if (failures.length > 0) console.log(`  failed: ${failures.map(([why, n]) => `${why} × ${n}`).join(", ")}`);
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
  const results: Record<string, unknown> = {
    at: new Date().toISOString(),
    database: kind,
    bffInstances: database?.instances ?? 1,
    seed,
    machine: { cores: availableParallelism(), cpu: cpus()[0]?.model ?? "unknown", node: process.version },
  };
  try {
    console.log(`bill day on ${kind} (logs in ${logFolder}) …`);
    const stack = await startStack(logFolder, { services: [], folder: null }, database);
    services = [stack.ccb, stack.gateway, ...stack.bffs, stack.portal];
    const session = await prepareSession({
      portal: stack.portal.url,
      bffs: stack.bffs.map((bff) => bff.url),
      gateway: stack.gateway.url,
    });
    if (soakSeconds > 0) {
      const rate = Number(option("rate") ?? 6);
      const warmUp = Math.max(10, Math.round(soakSeconds / 10));
      console.log(`soak: ${warmUp} s of warm-up, then ${soakSeconds} s at ${rate}/s …`);
      const warm = await runStage(session, services, rate, warmUp, random);
      printStage(warm);
      const end = await runStage(session, services, rate, soakSeconds, random);
      printStage(end);
      results.soak = { rate, warmUp, seconds: soakSeconds, afterWarmUp: warm, end };
      for (const [index, service] of end.services.entries()) {
        const start = warm.services[index]?.rssMb ?? null;
        const growth = start && service.rssMb ? Math.round((service.rssMb / start) * 100) / 100 : null;
        console.log(
          `RSS ${service.service}: ${start} → ${service.rssMb} MB (${growth} ×; targets ≤ 300 MB, ≤ 1.1 ×)`,
        );
      }
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
