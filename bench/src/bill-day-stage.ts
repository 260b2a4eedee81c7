/**
 * One stage of the bill-day model (bench/README.md, "Bill day"): the seeded mix at one rate for a
 * number of seconds, open-loop, and what it cost: each step's p95, every service's CPU and RSS.
 */
import { loadavg } from "node:os";
import {
  type BillDayStep,
  type StepFigures,
  type StepSample,
  nextGapMs,
  pickStep,
  stepFigures,
  sustained,
} from "./bill-day-mix";
import { type BillDaySession, runStep } from "./bill-day-steps";
import { type Service, cpuSeconds, rssMegabytes } from "./stack";

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

export async function runStage(
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

export function printStage(stage: Stage): void {
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
