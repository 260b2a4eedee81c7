/**
 * The meter data services over HTTP (decision 042): an account's interval channel, its 15-minute
 * measurements paged, and the billed readings whose quantities the measurements add up to — also
 * after the control API has moved the clock 90 days on.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Simulator, startSimulator } from "./simulator";

let sim: Simulator;
beforeEach(async () => {
  sim = await startSimulator(); // 2026-03-15, 09:00 Guam
});
afterEach(async () => {
  await sim.close();
});

const DAY = 86_400_000;

async function channelOf(accountId: string) {
  const answer = await sim.get(`/rest/apis/meter/devices/measuringComponents?accountId=${accountId}`);
  expect(answer.status).toBe(200);
  return answer.body.measuringComponents[0];
}

async function allMeasurements(id: string, start: string, end: string) {
  const reads: { measurementDateTime: string; measurementValue: number; measurementCondition: string }[] = [];
  for (let offset = 0; ; ) {
    const query = `startDateTime=${encodeURIComponent(start)}&endDateTime=${encodeURIComponent(end)}&limit=3000&offset=${offset}`;
    const answer = await sim.get(`/rest/apis/meter/devices/measuringComponents/${id}/measurements?${query}`);
    expect(answer.status).toBe(200);
    reads.push(...answer.body.measurements);
    if (!answer.body.hasMore) return reads;
    offset += answer.body.measurements.length;
  }
}

async function billedReadings(servicePointId: string) {
  const answer = await sim.get(
    `/rest/apis/customer/v-model/servicePointsCommon/${servicePointId}/servicePointReadingDetails?limit=500`,
  );
  expect(answer.status).toBe(200);
  return answer.body.billedReadings.billedReadingDetails as {
    billSegmentId: string;
    startReadDateTime: string;
    endReadDateTime: string;
    measuredQuantity: number;
  }[];
}

const wattHours = (reads: { measurementValue: number }[]) =>
  reads.reduce((total, read) => total + Math.round(read.measurementValue * 1000), 0);

describe("the meter data services", () => {
  it("find the account's interval channel and answer Oracle's measuring component", async () => {
    const channel = await channelOf("1000000001");
    expect(channel).toMatchObject({
      measuringComponentId: "061000000001",
      businessObject: "D1-IntervalChannel",
      servicePointId: "1000000001".split("").reverse().join(""),
      unitOfMeasure: "KWH",
      secondsPerInterval: 900,
      latestMeasurementDateTime: "2026-03-15T00:00:00+10:00",
    });
    expect((await sim.get("/rest/apis/meter/devices/measuringComponents/061000000001")).body).toEqual(
      channel,
    );
    expect((await sim.get("/rest/apis/meter/devices/measuringComponents/069999999999")).status).toBe(404);
  });

  it("page the 15-minute measurements, each stamped with the end of its interval in Guam time", async () => {
    const start = "2026-03-01T00:00:00+10:00";
    const first = await sim.get(
      `/rest/apis/meter/devices/measuringComponents/061000000001/measurements?startDateTime=${encodeURIComponent(start)}&endDateTime=${encodeURIComponent("2026-03-02T00:00:00+10:00")}&limit=10`,
    );
    expect(first.body).toMatchObject({ limit: 10, offset: 0, hasMore: true });
    expect(first.body.totalNumberOfRecords).toBeLessThanOrEqual(96);
    expect(first.body.measurements[0].measurementDateTime).toMatch(/^2026-03-01T00:(15|30|45):00\+10:00$/);
    expect(["REGULAR", "ESTIMATED"]).toContain(first.body.measurements[0].measurementCondition);
    const bad = await sim.get(
      "/rest/apis/meter/devices/measuringComponents/061000000001/measurements?limit=5000",
    );
    expect(bad.status).toBe(400);
  });

  it("add up, period by period, to the billed readings — also after the clock moved 90 days", async () => {
    const check = async () => {
      const channel = await channelOf("1000000001");
      const billed = await billedReadings(channel.servicePointId);
      expect(billed.length).toBeGreaterThan(12);
      for (const reading of billed.slice(0, 4)) {
        const reads = await allMeasurements(
          channel.measuringComponentId,
          reading.startReadDateTime,
          reading.endReadDateTime,
        );
        expect(wattHours(reads)).toBe(Math.round(reading.measuredQuantity * 1000));
      }
      return billed;
    };
    const before = await check();
    const now = new Date(sim.clock.now().getTime() + 90 * DAY).toISOString();
    expect((await sim.put("/__control/clock", { now })).body.today).toBe("2026-06-13");
    const after = await check();
    expect(after.length).toBe(before.length + 3);
    expect(after[0]!.endReadDateTime).toBe("2026-06-05T00:00:00+10:00");
  });
});
