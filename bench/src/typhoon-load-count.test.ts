import { describe, expect, it } from "vitest";
import { TROUBLE_CALLS_PATH, type TroubleCallEntry, scheduleOf, tally } from "./typhoon-load-count";

const call = (seq: number, id: string | null, extra: Partial<TroubleCallEntry> = {}): TroubleCallEntry => ({
  seq,
  path: TROUBLE_CALLS_PATH,
  status: 200,
  body: id === null ? null : { outageCallId: id, spId: "SP1" },
  ...extra,
});

describe("the typhoon's rate model: reports from 10 % of the customers within 15 minutes", () => {
  it("plays full size in real time", () => {
    expect(scheduleOf({ customers: 50_000, share: 0.1, windowSeconds: 900, compression: 1 })).toEqual({
      reports: 5000,
      seconds: 900,
      rate: 5000 / 900,
    });
  });

  it("compresses a scaled-down population: the same reports in a thirtieth of the time", () => {
    const schedule = scheduleOf({ customers: 2000, share: 0.1, windowSeconds: 900, compression: 30 });
    expect(schedule.reports).toBe(200);
    expect(schedule.seconds).toBe(30);
    expect(schedule.rate).toBeCloseTo(6.67, 2);
  });
});

describe("the count of trouble calls against the reports accepted", () => {
  it("finds every report delivered once", () => {
    const counted = tally(["a", "b"], [call(1, "a"), call(2, "b")]);
    expect(counted).toMatchObject({ accepted: 2, delivered: 2, lost: [], doubled: [], strangers: [] });
  });

  it("names a report with no answered call as lost, and a call refused while down does not deliver it", () => {
    const down = call(3, null, { status: 0, fault: { down: true } });
    const counted = tally(["a", "b"], [call(1, "a"), down]);
    expect(counted.lost).toEqual(["b"]);
    expect(counted.refused).toBe(1);
    expect(counted.delivered).toBe(1);
  });

  it("names a report answered twice as doubled, but one journal entry read twice is counted once", () => {
    expect(tally(["a"], [call(1, "a"), call(1, "a")]).doubled).toEqual([]);
    expect(tally(["a"], [call(1, "a"), call(2, "a")]).doubled).toEqual(["a"]);
  });

  it("does not count a call the outage system refused (not 200), nor other paths", () => {
    const refused = call(1, "a", { status: 404 });
    const other = { ...call(2, "a"), path: "/nms/integration/jobHistory" };
    expect(tally(["a"], [refused, other]).lost).toEqual(["a"]);
  });

  it("names answered calls for reports the bench never sent", () => {
    expect(tally(["a"], [call(1, "a"), call(2, "z")]).strangers).toEqual(["z"]);
  });
});
