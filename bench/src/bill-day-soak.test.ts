import { describe, expect, it } from "vitest";
import { majorCollectionsSince, memorySeries } from "./bill-day-soak";
import type { MemorySample } from "./memory-probe";

const MB = 1_048_576;

function sample(at: number, rssMb: number, major = 0): MemorySample {
  return {
    at,
    event: "tick",
    rss: rssMb * MB,
    heapTotal: 90 * MB,
    heapUsed: 60 * MB,
    external: 4 * MB,
    arrayBuffers: 0,
    spaces: { old_space: 55 * MB },
    collections: { major, minor: 3, incremental: 0, weakCallbacks: 0 },
  };
}

describe("the soak's memory log", () => {
  it("counts only the major collections made since the warm-up began", () => {
    const samples = [sample(1_000, 150, 2), sample(6_000, 160), sample(11_000, 170, 1)];
    expect(majorCollectionsSince(samples, 5_000)).toBe(1);
    expect(majorCollectionsSince(samples.slice(0, 2), 5_000)).toBe(0);
  });

  it("keeps one point per period, with the major collections of the samples it skipped", () => {
    const samples = [0, 5, 10, 15, 20, 25, 30].map((s, index) =>
      sample(s * 1000, 150 + index, index === 2 ? 1 : 0),
    );
    const points = memorySeries(samples, 15_000);
    expect(points.map((point) => point.seconds)).toEqual([0, 15, 30]);
    expect(points.map((point) => point.rssMb)).toEqual([150, 153, 156]);
    expect(points.map((point) => point.majorCollections)).toEqual([0, 1, 0]);
    expect(points[0]?.oldSpaceMb).toBe(55);
  });
});
