import { describe, expect, it } from "vitest";
import {
  BILL_DAY_MIX,
  nextGapMs,
  pickStep,
  rampRates,
  seeded,
  stepFigures,
  sustained,
  type StepSample,
} from "./bill-day-mix";

describe("the bill-day mix", () => {
  it("is the same sequence for the same seed, and another for another seed", () => {
    const steps = (seed: number) => {
      const random = seeded(seed);
      return Array.from({ length: 50 }, () => pickStep(random));
    };
    expect(steps(7)).toEqual(steps(7));
    expect(steps(7)).not.toEqual(steps(8));
  });

  it("draws each step about as often as its share", () => {
    const random = seeded(42);
    const counts = new Map<string, number>();
    for (let i = 0; i < 20_000; i++) {
      const step = pickStep(random);
      counts.set(step, (counts.get(step) ?? 0) + 1);
    }
    for (const { step, share } of BILL_DAY_MIX) {
      expect(Math.abs((counts.get(step) ?? 0) / 20_000 - share)).toBeLessThan(0.02);
    }
  });

  it("spaces arrivals a second apart on average at 1 per second", () => {
    const random = seeded(3);
    const gaps = Array.from({ length: 20_000 }, () => nextGapMs(random, 1));
    expect(gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length).toBeGreaterThan(950);
    expect(gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length).toBeLessThan(1050);
  });
});

describe("the ramp", () => {
  it("raises the rate by half each stage up to its cap", () => {
    expect(rampRates(2, 1.5, 10)).toEqual([2, 3, 4.5, 6.8]);
  });

  const samples = (step: StepSample["step"], ms: number[], failed = 0): StepSample[] => [
    ...ms.map((value) => ({ step, ms: value, ok: true })),
    ...Array.from({ length: failed }, () => ({ step, ms: 0, ok: false })),
  ];

  it("stops when one step's p95 passes 1 s, the others fast", () => {
    const fast = samples("home", Array(40).fill(20));
    const slow = samples("dashboard", [...Array(18).fill(300), 1200, 1500]);
    expect(sustained(stepFigures([...fast, ...slow]))).toBe(false);
    expect(sustained(stepFigures([...fast, ...samples("dashboard", Array(20).fill(900))]))).toBe(true);
  });

  it("stops when more than 1 % of the arrivals failed", () => {
    expect(sustained(stepFigures(samples("login", Array(98).fill(10), 2)))).toBe(false);
    expect(sustained(stepFigures(samples("login", Array(99).fill(10), 1)))).toBe(true);
  });

  it("reports each step's count, failures and p95", () => {
    const figures = stepFigures(samples("quick pay", [100, 200, 300], 1));
    expect(figures.find((figure) => figure.step === "quick pay")).toEqual({
      step: "quick pay",
      count: 4,
      failed: 1,
      p95Ms: 300,
    });
    expect(figures.find((figure) => figure.step === "home")).toEqual({
      step: "home",
      count: 0,
      failed: 0,
      p95Ms: null,
    });
  });
});
