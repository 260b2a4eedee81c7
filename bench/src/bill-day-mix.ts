/**
 * The bill-day model's arithmetic (bench/README.md, "Bill day"): which step each arrival is, when
 * it arrives, and when the ramp stops. Pure and seeded: the same seed gives the same sequence of
 * steps and gaps on every run, so two runs differ only by the machine. Tested in bill-day-mix.test.ts.
 */
import { p95 } from "./stats";

export type BillDayStep = "home" | "login" | "dashboard" | "quick pay" | "report search";

/**
 * The share of each step among arrivals on a bill day: most visitors read the home page or their
 * dashboard; a login opens a session; a quick pay goes through the gateway's hosted page and its
 * relay; the back office searches the transaction report now and then.
 */
export const BILL_DAY_MIX: readonly { step: BillDayStep; share: number }[] = [
  { step: "home", share: 0.3 },
  { step: "login", share: 0.15 },
  { step: "dashboard", share: 0.3 },
  { step: "quick pay", share: 0.15 },
  { step: "report search", share: 0.1 },
];

/** A small seeded generator (mulberry32): numbers in [0, 1). */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The step of an arrival, by the mix's shares. */
export function pickStep(random: () => number, mix = BILL_DAY_MIX): BillDayStep {
  let roll = random();
  for (const { step, share } of mix) {
    if (roll < share) return step;
    roll -= share;
  }
  return mix.at(-1)?.step ?? "home";
}

/** The gap before the next arrival at `perSecond` (a Poisson process: exponential gaps), in ms. */
export function nextGapMs(random: () => number, perSecond: number): number {
  return (-Math.log(1 - random()) / perSecond) * 1000;
}

export interface StepSample {
  step: BillDayStep;
  ms: number;
  ok: boolean;
}

export interface StepFigures {
  step: BillDayStep;
  count: number;
  failed: number;
  p95Ms: number | null;
}

/** Per step: how many ran, how many failed, and the p95 of the ones that answered. */
export function stepFigures(samples: readonly StepSample[]): StepFigures[] {
  return BILL_DAY_MIX.map(({ step }) => {
    const mine = samples.filter((sample) => sample.step === step);
    const answered = mine.filter((sample) => sample.ok).map((sample) => sample.ms);
    return {
      step,
      count: mine.length,
      failed: mine.length - answered.length,
      p95Ms: answered.length > 0 ? Math.round(p95(answered)) : null,
    };
  });
}

/** The ramp's limits: a step's p95 over 1 s, or more than 1 % of the arrivals failed. */
export const P95_LIMIT_MS = 1000;
export const FAILED_LIMIT = 0.01;

/** Whether a stage stays inside the limits (the rate it ran at was sustained). */
export function sustained(figures: readonly StepFigures[]): boolean {
  const count = figures.reduce((sum, figure) => sum + figure.count, 0);
  const failed = figures.reduce((sum, figure) => sum + figure.failed, 0);
  if (count === 0) return false;
  return failed / count <= FAILED_LIMIT && figures.every((f) => f.p95Ms === null || f.p95Ms <= P95_LIMIT_MS);
}

/** The rates of the ramp: from `start`, each stage `factor` times the last, up to `max` (arrivals/s). */
export function rampRates(start: number, factor: number, max: number): number[] {
  const rates: number[] = [];
  for (let rate = start; rate <= max; rate *= factor) rates.push(Math.round(rate * 10) / 10);
  return rates;
}
