/**
 * One clock for the whole system, moved as one (decision 029): the BFF, billing and the gateway are
 * put on each step's instant together BEFORE any day job of that day runs, so an AutoPay draft on an
 * intermediate day is signed by the BFF and checked by the gateway against the same day. A step a
 * simulator refuses puts every clock back on the last instant all three reached; a day job that
 * fails stops the move at the end of that day. Either way the call fails with the per-day report.
 * With `keepSessions` (a trainer's step) every session's last activity moves along with each step.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { utilityDate } from "@paygpa/simulator-kit";
import { type DomainError, fail } from "../platform/failures";
import type { Logger } from "../platform/http/logger";
import type { Services } from "../services";
import { daySteps } from "./clock-change";
import { moveSessionsAlong } from "./sessions-along";
import type { SimulatorAnswer, SimulatorControl, SimulatorName } from "./simulator-control";

export interface ClockDeps {
  services: Pick<Services, "clock" | "dayJobs" | "logger" | "db">;
  simulators: SimulatorControl;
}

/** A day job that failed on a day: it threw, or it logged an error while it ran (a draft not made). */
export interface DayJobFailure {
  job: string;
  error: string;
}

/** One day the clock entered: the day jobs run for it, in order, and those that failed. */
export interface DayReport {
  day: string;
  jobs: string[];
  failed?: DayJobFailure[];
}

export interface ClockMove {
  /** Days begun on the way. */
  days: number;
  dayReport: DayReport[];
}

/** Where the BFF's clock stands, as every clock answer says it. */
export function clockOf(clock: Services["clock"]) {
  return {
    now: clock.now().toISOString(),
    today: clock.today(),
    ...(clock.isFrozen ? { frozen: clock.isFrozen() } : {}),
  };
}

/** A service's part of a system answer: what it said, or why it did not. */
export function serviceResult(answer: SimulatorAnswer) {
  return answer.ok ? answer.body : { status: "failed", httpStatus: answer.status, answer: answer.body };
}

/** The simulators that did not take a call, with what they said. */
function refusals(answers: Record<SimulatorName, SimulatorAnswer>) {
  return Object.entries(answers)
    .filter(([, answer]) => !answer.ok)
    .map(([service, answer]) => ({ service, httpStatus: answer.status, answer: answer.body }));
}

type Refusals = ReturnType<typeof refusals>;

/** A simulator's refusal as the domain failure of that side: billing's or the gateway's. */
function refusedBy(refused: Refusals, message: string, details: Record<string, unknown>): DomainError {
  const build = refused.some((entry) => entry.service === "ccb-simulator")
    ? fail.billingUnavailable
    : fail.gatewayUnavailable;
  return build("CLOCK_NOT_MOVED", message, { ...details, refusedBy: refused });
}

const serviceNames = (refused: Refusals) => refused.map((entry) => entry.service).join(" and ");

/**
 * Puts every simulator's clock on the BFF's instant, to the second, frozen when the BFF's is. The
 * simulators keep their world while time passes (a bill due in 10 days is due in 7 three days later).
 */
export async function alignSimulatorClocks({ services, simulators }: ClockDeps): Promise<Refusals> {
  const frozen = services.clock.isFrozen?.();
  const answers = await simulators.each("PUT", "/clock", {
    now: services.clock.now().toISOString(),
    ...(frozen === undefined ? {} : { frozen }),
  });
  return refusals(answers);
}

/** Refuses before anything moves when a simulator does not answer its clock. */
export async function checkSimulatorClocks({ simulators }: ClockDeps): Promise<void> {
  const refused = refusals(await simulators.each("GET", "/clock"));
  if (refused.length > 0) {
    throw refusedBy(refused, `${serviceNames(refused)} did not answer its clock: no clock moved`, {});
  }
}

/**
 * Changes the BFF's clock by `change`, then every simulator's; when a simulator refuses, the BFF and
 * the others go back to where they were (`undo`) and the call is refused: no service is left alone.
 */
export async function moveAllClocks(
  deps: ClockDeps,
  change: () => void,
  undo: () => void,
  report: Record<string, unknown> = {},
): Promise<void> {
  change();
  const refused = await alignSimulatorClocks(deps);
  if (refused.length === 0) return;
  undo();
  await alignSimulatorClocks(deps);
  throw refusedBy(refused, `${serviceNames(refused)} refused the clock: every clock stays where it was`, {
    ...clockOf(deps.services.clock),
    ...report,
  });
}

/**
 * The day jobs (AutoPay's runner among them) log a draft they could not make and go on with the next
 * one, so a thrown error alone would miss them: an error logged inside a day job's run counts as
 * that job's failure. The scope is the job's own async context, so a customer's request answered
 * meanwhile is not counted.
 */
const dayJobScope = new AsyncLocalStorage<string[]>();

function describeLogged(message: string, fields?: Record<string, unknown>): string {
  const text = fields ? `${message} ${JSON.stringify(fields)}` : message;
  return text.length > 400 ? `${text.slice(0, 400)}…` : text;
}

function watchingLogger(logger: Logger): Logger {
  return {
    ...logger,
    error(message, fields) {
      dayJobScope.getStore()?.push(describeLogged(message, fields));
      logger.error(message, fields);
    },
  };
}

async function runDayJobs({ services }: ClockDeps, now: Date): Promise<DayReport> {
  const day = utilityDate(now);
  const report: DayReport = { day, jobs: [] };
  const failed: DayJobFailure[] = [];
  for (const job of services.dayJobs) {
    report.jobs.push(job.name);
    const logged: string[] = [];
    try {
      await dayJobScope.run(logged, () => job.run(now));
    } catch (error) {
      logged.push(String(error));
    }
    for (const error of logged) failed.push({ job: job.name, error });
  }
  if (failed.length > 0) {
    services.logger.error("day jobs failed", { day, failed });
    report.failed = failed;
  }
  return report;
}

/** One move at a time per system: two would interleave their days. */
const moving = new WeakMap<object, Promise<unknown>>();

export function oneMoveAtATime<T>(deps: ClockDeps, move: () => Promise<T>): Promise<T> {
  const before = moving.get(deps.services) ?? Promise.resolve();
  const next = before.catch(() => undefined).then(move);
  moving.set(deps.services, next);
  return next;
}

/**
 * Moves the system clock to `instant` day by day (decision 029): at each step all three clocks move
 * to the step's instant (billing runs the cycle events of the day it enters as its clock passes it),
 * then, when the step enters a new day of the utility, the BFF's day jobs run in order for it. A move
 * of less than a day is one step.
 */
export function moveSystemClockTo(
  deps: ClockDeps,
  instant: Date,
  options: { keepSessions?: boolean } = {},
): Promise<ClockMove> {
  return oneMoveAtATime(deps, () => stepThrough(deps, instant, options.keepSessions === true));
}

async function stepThrough(deps: ClockDeps, instant: Date, keepSessions: boolean): Promise<ClockMove> {
  const { services } = deps;
  await checkSimulatorClocks(deps);
  const dayReport: DayReport[] = [];
  const logger = services.logger;
  services.logger = watchingLogger(logger);
  try {
    for (const step of daySteps(services.clock.now(), instant)) {
      const before = services.clock.now();
      const dayBefore = services.clock.today();
      await moveAllClocks(
        deps,
        () => services.clock.set(step),
        () => services.clock.set(before),
        { days: dayReport.length, dayReport },
      );
      // Before the day jobs and the next request: the session sweep must not find them idle.
      if (keepSessions) await moveSessionsAlong(services.db, step.getTime() - before.getTime());
      if (utilityDate(step) === dayBefore) continue;
      const report = await runDayJobs(deps, step);
      dayReport.push(report);
      if (report.failed) {
        const jobs = [...new Set(report.failed.map((failure) => failure.job))].join(", ");
        throw fail.internal(
          "DAY_JOBS_FAILED",
          `Day jobs failed on ${report.day} (${jobs}): the clock stopped at the end of that day, all three services on it. Put right what failed, then advance again.`,
          { ...clockOf(services.clock), days: dayReport.length, dayReport },
        );
      }
    }
  } finally {
    services.logger = logger;
  }
  return { days: dayReport.length, dayReport };
}
