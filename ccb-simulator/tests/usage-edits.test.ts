/**
 * Trainers' usage edits over HTTP (decision 042; docs/qa-guide.md, the world change `usage`):
 * `POST /__control/world` adds a gap, an estimated period or a meter exchange to one account's reads,
 * and the meter data services answer them; and a prepaid meter's daily balance register beside its
 * kWh channel.
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

const MEASUREMENTS = "/rest/apis/meter/devices/measuringComponents";
type Measurement = { measurementDateTime: string; measurementValue: number; measurementCondition: string };

async function measurements(id: string, start: string, end: string): Promise<Measurement[]> {
  const query = `startDateTime=${encodeURIComponent(start)}&endDateTime=${encodeURIComponent(end)}&limit=3000`;
  const answer = await sim.get(`${MEASUREMENTS}/${id}/measurements?${query}`);
  expect(answer.status).toBe(200);
  return answer.body.measurements;
}

describe("usage edits through the control API", () => {
  it("a gap and an estimated day are served as missing and ESTIMATED measurements", async () => {
    const gap = await sim.post("/__control/world", {
      change: "usage",
      account: "1000000001",
      edit: "missing-reads",
      daysAgo: 5,
      hours: 2,
    });
    expect(gap.status).toBe(200);
    expect(gap.body.applied.change).toMatchObject({ change: "usage", edit: "missing-reads" });
    await sim.post("/__control/world", {
      change: "usage",
      account: "1000000001",
      edit: "estimated-period",
      daysAgo: 4,
      days: 1,
    });
    // 2026-03-10, 08:00 to 10:00 Guam: eight reads stamped 08:15 to 10:00 are missing.
    const day = await measurements("061000000001", "2026-03-10T00:00:00+10:00", "2026-03-11T00:00:00+10:00");
    const stamps = day.map((read) => read.measurementDateTime.slice(11, 16));
    expect(stamps).toContain("08:00");
    expect(stamps).not.toContain("08:15");
    expect(stamps).not.toContain("10:00");
    expect(stamps).toContain("10:15");
    const estimated = await measurements(
      "061000000001",
      "2026-03-11T00:00:00+10:00",
      "2026-03-12T00:00:00+10:00",
    );
    expect(estimated).toHaveLength(96);
    expect(estimated.every((read) => read.measurementCondition === "ESTIMATED")).toBe(true);
  });

  it("a meter exchange shows on the channel as a new device, and a reset takes it away", async () => {
    await sim.post("/__control/world", {
      change: "usage",
      account: "1000000001",
      edit: "meter-exchange",
      daysAgo: 3,
    });
    const channel = (await sim.get(`${MEASUREMENTS}/061000000001`)).body;
    expect(channel.device).toEqual({ deviceId: "D1000000001X1" });
    expect(channel.deviceHistory).toEqual([
      { deviceId: "D1000000001", installedDateTime: null, removedDateTime: "2026-03-12T10:00:00+10:00" },
      { deviceId: "D1000000001X1", installedDateTime: "2026-03-12T11:00:00+10:00", removedDateTime: null },
    ]);
    await sim.reset();
    expect((await sim.get(`${MEASUREMENTS}/061000000001`)).body.device).toEqual({ deviceId: "D1000000001" });
  });

  it("refuses an edit the reads cannot hold with the reason, and changes nothing", async () => {
    const refused = await sim.post("/__control/world", {
      change: "usage",
      account: "1000000004",
      edit: "spike-day",
      daysAgo: 3,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/A spike day is for a postpaid account/);
    const unknown = await sim.post("/__control/world", {
      change: "usage",
      account: "1999999999",
      edit: "spike-day",
      daysAgo: 3,
    });
    expect(unknown.status).toBe(404);
    expect((await sim.get("/__control/world/changes")).body.changes).toEqual([]);
  });
});

describe("a prepaid meter's daily balance register", () => {
  it("is listed after the kWh channel and read once a day in dollars, ending at today's balance", async () => {
    const list = (await sim.get(`${MEASUREMENTS}?accountId=1000000004`)).body.measuringComponents;
    expect(list.map((channel: { measuringComponentId: string }) => channel.measuringComponentId)).toEqual([
      "061000000004",
      "071000000004",
    ]);
    expect(list[1]).toMatchObject({ unitOfMeasure: "USD", secondsPerInterval: 86_400 });
    const reads = await measurements(
      "071000000004",
      "2026-03-01T00:00:00+10:00",
      "2026-03-15T00:00:00+10:00",
    );
    expect(reads).toHaveLength(14);
    expect(reads.at(-1)).toEqual({
      measurementDateTime: "2026-03-15T00:00:00+10:00",
      measurementValue: 42.5,
      measurementCondition: "REGULAR",
    });
    // A postpaid account has the kWh channel only.
    const postpaid = (await sim.get(`${MEASUREMENTS}?accountId=1000000001`)).body.measuringComponents;
    expect(postpaid).toHaveLength(1);
    expect((await sim.get(`${MEASUREMENTS}/071000000001`)).status).toBe(404);
  });
});
