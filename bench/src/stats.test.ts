import { describe, expect, it } from "vitest";
import { median, p95, quantile, ratio, sequentialWaves } from "./stats";
import { judge, renderTable } from "./table";

describe("the benchmark's statistics", () => {
  it("takes the median and p95 of 30 samples by nearest rank", () => {
    const samples = Array.from({ length: 30 }, (_, index) => 30 - index); // 30 … 1, unsorted
    expect(median(samples)).toBe(15);
    expect(p95(samples)).toBe(29);
    expect(quantile([7], 0.95)).toBe(7);
    expect(quantile([], 0.5)).toBeNaN();
  });

  it("gives no ratio without a reference or against 0", () => {
    expect(ratio(3, 2)).toBe(1.5);
    expect(ratio(3, 0)).toBeNull();
    expect(ratio(null, 2)).toBeNull();
  });

  it("counts billing calls made one after another as waves of the injected latency", () => {
    // Quick pay today: three calls, each after the previous one's 200 ms answer.
    expect(sequentialWaves([1000, 1205, 1410], 200)).toBe(3);
    // Three calls made together (a few ms apart) are one round trip.
    expect(sequentialWaves([1003, 1000, 1008], 200)).toBe(1);
    expect(sequentialWaves([], 200)).toBe(0);
    expect(sequentialWaves([1, 2], 0)).toBeNull();
  });
});

describe("the ratio and target table", () => {
  it("says a target is met or missed from the ratio to the same run's reference", () => {
    const fast = judge({
      figure: "dashboard complete, 200 ms billing",
      value: 280,
      unit: "ms",
      reference: 205,
      referenceLabel: "billing round trip",
      target: { kind: "ratio-at-most", limit: 1.5 },
    });
    expect(fast.ratio).toBeCloseTo(1.366, 2);
    expect(fast.met).toBe(true);
    const slow = judge({ ...fast, value: 650 });
    expect(slow.met).toBe(false);
    const throughput = judge({
      figure: "portal /",
      value: 280,
      unit: "req/s",
      reference: 1000,
      referenceLabel: "bare Remix",
      target: { kind: "ratio-at-least", limit: 0.7 },
    });
    expect(throughput.met).toBe(false);
    expect(judge({ ...throughput, value: null }).met).toBeNull();
  });

  it("prints every figure with its reference, ratio, target and verdict", () => {
    const table = renderTable([
      judge({
        figure: "Lighthouse home: performance",
        value: 97,
        unit: "",
        reference: null,
        referenceLabel: "",
        target: { kind: "value-at-least", limit: 95 },
      }),
      judge({
        figure: "BFF user-latest-bill",
        value: 500,
        unit: "req/s",
        reference: 1000,
        referenceLabel: "bare Koa",
        target: { kind: "ratio-at-least", limit: 0.7 },
      }),
    ]);
    const lines = table.split("\n");
    expect(lines[0]).toMatch(/^\| figure +\| value +\| reference +\| ratio +\| target +\| +\|$/);
    expect(lines[2]).toContain("| 97 ");
    expect(lines[2]).toContain("≥ 95");
    expect(lines[2]).toContain("met");
    expect(lines[3]).toContain("1000 req/s bare Koa");
    expect(lines[3]).toContain("0.50×");
    expect(lines[3]).toContain("MISSED");
  });
});
