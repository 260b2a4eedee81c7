import { describe, expect, it } from "vitest";
import { assignShards, listedSpecFiles, medianSeconds, specFilePatterns } from "./shard-plan";

describe("assignShards", () => {
  it("deals the longest files first, each to the shard with the least time so far", () => {
    const seconds = {
      "a.spec.ts": 220,
      "b.spec.ts": 170,
      "c.spec.ts": 160,
      "d.spec.ts": 140,
      "e.spec.ts": 30,
    };
    const shares = assignShards(Object.keys(seconds), seconds, 2);
    expect(shares).toEqual([
      { files: ["a.spec.ts", "d.spec.ts"], seconds: 360 },
      { files: ["b.spec.ts", "c.spec.ts", "e.spec.ts"], seconds: 360 },
    ]);
  });

  it("balances where a split by file count does not: the three costliest files apart", () => {
    const seconds: Record<string, number> = { "1.spec.ts": 200, "2.spec.ts": 190, "3.spec.ts": 180 };
    for (let n = 4; n <= 12; n++) seconds[`${n}.spec.ts`] = 20;
    const [first, second] = assignShards(Object.keys(seconds), seconds, 2);
    expect(Math.abs(first!.seconds - second!.seconds)).toBeLessThanOrEqual(20);
    expect(first!.files.length + second!.files.length).toBe(12);
  });

  it("counts a file missing from the table at the table's median", () => {
    const seconds = { "a.spec.ts": 100, "b.spec.ts": 40, "c.spec.ts": 10 };
    const shares = assignShards(["a.spec.ts", "b.spec.ts", "c.spec.ts", "new.spec.ts"], seconds, 2);
    expect(shares).toEqual([
      { files: ["a.spec.ts"], seconds: 100 },
      { files: ["b.spec.ts", "new.spec.ts", "c.spec.ts"], seconds: 90 },
    ]);
  });

  it("runs every file exactly once and drops shards left empty", () => {
    const shares = assignShards(["x.spec.ts", "x.spec.ts"], {}, 3);
    expect(shares).toEqual([{ files: ["x.spec.ts"], seconds: 0 }]);
    expect(assignShards([], {}, 2)).toEqual([]);
  });

  it("gives the same plan for the same files in any order", () => {
    const seconds = { "a.spec.ts": 50, "b.spec.ts": 50, "c.spec.ts": 50 };
    expect(assignShards(["c.spec.ts", "a.spec.ts", "b.spec.ts"], seconds, 2)).toEqual(
      assignShards(["a.spec.ts", "b.spec.ts", "c.spec.ts"], seconds, 2),
    );
  });
});

describe("medianSeconds", () => {
  it("is the middle time, the mean of the two middle ones for an even count, 0 for none", () => {
    expect(medianSeconds({ a: 3, b: 1, c: 2 })).toBe(2);
    expect(medianSeconds({ a: 4, b: 1, c: 2, d: 10 })).toBe(3);
    expect(medianSeconds({})).toBe(0);
  });
});

describe("listedSpecFiles", () => {
  it("names the files of a --list report that hold a test, nested suites included", () => {
    const report = {
      suites: [
        { file: "a.spec.ts", specs: [{}] },
        { file: "b.spec.ts", specs: [], suites: [{ specs: [{}] }] },
        { file: "empty.spec.ts", specs: [], suites: [] },
      ],
    };
    expect(listedSpecFiles(report)).toEqual(["a.spec.ts", "b.spec.ts"]);
  });
});

describe("specFilePatterns", () => {
  it("matches each whole file name, not a file whose name ends with it", () => {
    const patterns = specFilePatterns("phones.spec.ts\npayment-extension.spec.ts\n");
    const runs = (path: string) => patterns.some((pattern) => pattern.test(path));
    expect(runs("/work/e2e/tests/phones.spec.ts")).toBe(true);
    expect(runs("/work/e2e/tests/payment-extension.spec.ts")).toBe(true);
    expect(runs("/work/e2e/tests/back-office-phones.spec.ts")).toBe(false);
    expect(runs("/work/e2e/tests/payment-extension-report.spec.ts")).toBe(false);
    expect(runs("/work/e2e/tests/phonesXspec.ts")).toBe(false);
  });
});
