import { describe, expect, it } from "vitest";
import { soakRows } from "./measure-soak";
import { judge } from "./table";

describe("the soak's memory rows", () => {
  it("meets both targets when a service ends under 300 MB and within 10 % of its warm value", () => {
    const rows = soakRows([{ service: "bff", startMb: 200, endMb: 215 }], 600).map(judge);
    expect(rows.map((row) => row.met)).toEqual([true, true]);
  });

  it("misses the growth target at 11 % more, and the ceiling over 300 MB", () => {
    const grown = soakRows([{ service: "ccb-simulator", startMb: 200, endMb: 222 }], 600).map(judge);
    expect(grown.map((row) => row.met)).toEqual([true, false]);
    const heavy = soakRows([{ service: "portal", startMb: 310, endMb: 320 }], 600).map(judge);
    expect(heavy.map((row) => row.met)).toEqual([false, true]);
  });
});
