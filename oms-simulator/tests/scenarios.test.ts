/** The named scenarios on the clock: a feeder fault, a planned outage, a typhoon, and classroom targets. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  advance,
  control,
  mariasServicePoint,
  nms,
  type Simulator,
  startSimulator,
  village,
} from "./helpers";

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator({ trainees: 2 });
});
afterAll(() => sim.close());
beforeEach(async () => {
  await control(sim, "POST", "/reset");
});

const jobOf = async (spId: string) => (await nms(sim, "jobHistory", { spId })).body.jobHistory[0];

describe("the feeder fault restored in 2 hours", () => {
  it("takes the feeder out at once and brings it back in two steps, the estimate changing on the way", async () => {
    const maria = mariasServicePoint(sim);
    expect((await control(sim, "POST", "/scenarios/feeder-fault-restored-in-2-hours")).status).toBe(200);
    const job = await jobOf(maria.spId);
    expect(job).toMatchObject({ eventStatus: "ASSESSING", deviceClass: "FEEDER", feeder: maria.feeder });
    const out = (await village(sim, maria.village)).customersOut;
    expect(out).toBeGreaterThan(0);
    await advance(sim, 15);
    const dispatched = await jobOf(maria.spId);
    expect(dispatched.eventStatus).toBe("DISPATCHED");
    await advance(sim, 25);
    const onSite = await jobOf(maria.spId);
    expect(onSite).toMatchObject({
      eventStatus: "ON_SITE",
      primaryCause: "EQUIPMENT_FAILURE",
      ertType: "CREW",
    });
    expect(Date.parse(onSite.estimatedRestorationDateTime)).toBeLessThan(
      Date.parse(dispatched.estimatedRestorationDateTime),
    );
    await advance(sim, 40);
    const partly = (await village(sim, maria.village)).customersOut;
    expect(partly).toBeGreaterThan(0);
    expect(partly).toBeLessThan(out);
    await advance(sim, 45);
    expect((await village(sim, maria.village)).customersOut).toBe(0);
    expect(await jobOf(maria.spId)).toMatchObject({ eventStatus: "RESTORED" });
    const timeline = (await control(sim, "GET", "/timeline")).body.timeline.map(
      (e: { text: string }) => e.text,
    );
    expect(timeline).toEqual(expect.arrayContaining(["crew dispatched", "crew on-site", "restored"]));
    expect(timeline.some((text: string) => text.startsWith("partly restored"))).toBe(true);
  });
});

describe("the planned outage", () => {
  it("is listed ahead, keeps the premise out during the work, and is completed after", async () => {
    const maria = mariasServicePoint(sim);
    await control(sim, "POST", "/scenarios/planned-outage");
    const ahead = (await nms(sim, "plannedOutages", { spId: maria.spId })).body.plannedOutages;
    expect(ahead).toHaveLength(1);
    expect(ahead[0]).toMatchObject({
      plannedOutageStatus: "SCHEDULED",
      workDescription: "Pole replacement",
      plannedStartDateTime: "2026-03-02T23:00:00.000Z",
      plannedEndDateTime: "2026-03-03T03:00:00.000Z",
    });
    expect(await jobOf(maria.spId)).toBeUndefined();
    await advance(sim, 25 * 60);
    expect(
      (await nms(sim, "plannedOutages", { spId: maria.spId })).body.plannedOutages[0].plannedOutageStatus,
    ).toBe("IN_PROGRESS");
    expect(await jobOf(maria.spId)).toMatchObject({
      troubleDescription: "PLANNED_OUTAGE",
      plannedOutageNumber: ahead[0].outageNumber,
    });
    expect((await village(sim, maria.village)).customersOut).toBeGreaterThan(0);
    await advance(sim, 4 * 60);
    expect((await village(sim, maria.village)).customersOut).toBe(0);
    expect(
      (await nms(sim, "plannedOutages", { showAllPlannedOutages: "Y" })).body.plannedOutages,
    ).toHaveLength(0);
  });
});

describe("the typhoon", () => {
  it("takes the island out over its first hours and brings villages back a day at a time, a nested transformer last", async () => {
    await control(sim, "POST", "/scenarios/typhoon");
    const island = async () => (await nms(sim, "outageSummary")).body;
    const first = await island();
    expect(first.totals.customersOut).toBeGreaterThan(0);
    expect(first.totals.customersOut).toBeLessThan(first.totals.customersServed);
    await advance(sim, 6 * 60);
    const all = await island();
    expect(all.totals.customersOut).toBe(all.totals.customersServed);
    const outByDay: number[] = [];
    for (let day = 1; day <= 6; day += 1) {
      await advance(sim, 24 * 60);
      outByDay.push((await island()).totals.customersOut);
    }
    for (let day = 1; day < outByDay.length; day += 1)
      expect(outByDay[day]).toBeLessThanOrEqual(outByDay[day - 1] as number);
    expect(outByDay[0]).toBeLessThan(all.totals.customersServed);
    expect(outByDay.at(-1)).toBe(0);
    const outages = (await control(sim, "GET", "/outages")).body.outages;
    expect(outages.some((o: { device: { kind: string } }) => o.device.kind === "transformer")).toBe(true);
    expect(outages.every((o: { restoredAt: string | null }) => o.restoredAt !== null)).toBe(true);
  });

  it("gives each feeder a storm estimate once assessed, then the crew's", async () => {
    const maria = mariasServicePoint(sim);
    await control(sim, "POST", "/scenarios/typhoon");
    await advance(sim, 22 * 60);
    const job = (await nms(sim, "jobHistory", { spId: maria.spId })).body.jobHistory.find(
      (j: { deviceClass: string }) => j.deviceClass === "FEEDER",
    );
    expect(job).toMatchObject({ primaryCause: "TYPHOON" });
    expect(["STORM", "CREW"]).toContain(job.ertType);
    expect(job.estimatedRestorationDateTime).not.toBeNull();
  });
});

describe("scenarios for a trainee", () => {
  it("puts the feeder fault on the trainee's copy of maria.cruz's premise", async () => {
    const trainee = sim.app.oms.network.byAccount.get("1000020001")?.[0];
    expect(trainee).toBeDefined();
    const answer = await control(sim, "POST", "/scenarios/feeder-fault-restored-in-2-hours", { trainee: 2 });
    expect(answer.status).toBe(200);
    expect(await jobOf(trainee?.spId ?? "")).toMatchObject({
      deviceClass: "FEEDER",
      feeder: trainee?.feeder,
    });
  });
});

describe("the outage-system faults", () => {
  it("drops every call while the outage system is down, and answers again after a reset", async () => {
    await control(sim, "POST", "/scenarios/oms-down");
    await expect(fetch(`${sim.url}/nms/integration/outageSummary`)).rejects.toThrow();
    await control(sim, "POST", "/reset");
    expect((await nms(sim, "outageSummary")).status).toBe(200);
  });
});

describe("the control API's outages", () => {
  it("opens an outage on a transformer, moves its crew and estimate, restores it, and refuses an empty change", async () => {
    const maria = mariasServicePoint(sim);
    const opened = await control(sim, "POST", "/outages", {
      transformer: maria.transformer,
      cause: "VEHICLE",
    });
    expect(opened).toMatchObject({ status: 201, body: { crew: "assessing", cause: "VEHICLE" } });
    const { jobId } = opened.body;
    const estimate = "2026-03-02T05:00:00.000Z";
    const moved = await control(sim, "PUT", `/outages/${jobId}`, {
      crew: "on-site",
      estimatedRestoration: estimate,
    });
    expect(moved.body).toMatchObject({ crew: "on-site", estimatedRestoration: estimate });
    expect(await jobOf(maria.spId)).toMatchObject({
      eventStatus: "ON_SITE",
      estimatedRestorationDateTime: estimate,
    });
    expect((await control(sim, "PUT", `/outages/${jobId}`, {})).status).toBe(400);
    expect((await control(sim, "PUT", `/outages/${jobId}`, { restore: "all" })).body.crew).toBe("restored");
    expect((await control(sim, "PUT", "/outages/999", { crew: "on-site" })).status).toBe(404);
  });
});
