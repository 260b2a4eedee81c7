/** Trouble call entry and the status questions, as the CIS side calls them (decision 041). */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  advance,
  control,
  mariasServicePoint,
  neighbour,
  nms,
  type Simulator,
  startSimulator,
  village,
} from "./helpers";

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(() => sim.close());
beforeEach(async () => {
  await control(sim, "POST", "/reset");
});

const report = (spId: string, outageCallId: string, outageCodes = "NOPWR") =>
  nms(sim, "troubleCalls", {
    spId,
    outageCallId,
    outageCodes,
    accountId: "1000000001",
    contactName: "Maria Cruz",
  });

describe("trouble call entry", () => {
  it("opens a probable outage on the caller's transformer, and the next call there joins it", async () => {
    const maria = mariasServicePoint(sim);
    const first = await report(maria.spId, "WEB-1");
    expect(first).toMatchObject({ status: 200, body: { joined: false, P_ERR_NO: 0 } });
    const jobs = await nms(sim, "jobHistory", { spId: maria.spId });
    expect(jobs.body.jobHistory).toHaveLength(1);
    expect(jobs.body.jobHistory[0]).toMatchObject({
      jobId: first.body.jobId,
      eventStatus: "ASSESSING",
      deviceClass: "TRANSFORMER",
      troubleDescription: "PROBABLE_SERVICE_OUTAGE",
      estimatedRestorationDateTime: null,
      village: maria.village,
    });
    const other = neighbour(sim, maria.spId);
    if (other) {
      const second = await report(other.spId, "WEB-2");
      expect(second.body).toMatchObject({ joined: true, jobId: first.body.jobId });
    }
    expect((await village(sim, maria.village)).customersOut).toBeGreaterThan(0);
  });

  it("takes a repeated call (same outageCallId) once", async () => {
    const maria = mariasServicePoint(sim);
    const first = await report(maria.spId, "WEB-9");
    const again = await report(maria.spId, "WEB-9");
    expect(again.body.callId).toBe(first.body.callId);
    const calls = await nms(sim, "callHistory", { spId: maria.spId });
    expect(calls.body.callHistory).toHaveLength(1);
    expect(calls.body.callHistory[0]).toMatchObject({
      referenceNumber: "WEB-9",
      complaintDescription: "NOPWR",
      callStatus: "Y",
    });
  });

  it("moves the crew and the estimate as the clock moves, then restores; a call after that is a new outage", async () => {
    const maria = mariasServicePoint(sim);
    const { body } = await report(maria.spId, "WEB-3");
    await advance(sim, 21);
    let job = (await nms(sim, "jobHistory", { spId: maria.spId })).body.jobHistory[0];
    expect(job).toMatchObject({ eventStatus: "DISPATCHED", ertType: "SYSTEM" });
    const firstEstimate = job.estimatedRestorationDateTime;
    expect(firstEstimate).not.toBeNull();
    await advance(sim, 70);
    job = (await nms(sim, "jobHistory", { spId: maria.spId })).body.jobHistory[0];
    expect(job).toMatchObject({
      eventStatus: "RESTORING",
      ertType: "CREW",
      primaryCause: "EQUIPMENT_FAILURE",
    });
    expect(job.estimatedRestorationDateTime).not.toBe(firstEstimate);
    await advance(sim, 60);
    job = (await nms(sim, "jobHistory", { spId: maria.spId })).body.jobHistory[0];
    expect(job).toMatchObject({ eventStatus: "RESTORED", customersAffected: 0 });
    expect(job.actualRestorationDateTime).not.toBeNull();
    expect((await nms(sim, "callHistory", { spId: maria.spId })).body.callHistory[0].callStatus).toBe("N");
    const stillOut = await report(maria.spId, "WEB-4");
    expect(stillOut.body).toMatchObject({ joined: false });
    expect(stillOut.body.jobId).not.toBe(body.jobId);
  });

  it("keeps nobody out for a flickering light, and marks a line down as a hazard", async () => {
    const maria = mariasServicePoint(sim);
    await report(maria.spId, "WEB-5", "FLICKER");
    expect((await village(sim, maria.village)).customersOut).toBe(0);
    expect((await nms(sim, "jobHistory", { spId: maria.spId })).body.jobHistory[0]).toMatchObject({
      troubleDescription: "NON_OUTAGE",
    });
    const down = await report(maria.spId, "WEB-6", "WIREDOWN");
    const jobs = (await nms(sim, "jobHistory", { spId: maria.spId })).body.jobHistory;
    expect(jobs.find((j: { jobId: string }) => j.jobId === down.body.jobId)).toMatchObject({
      alarmState: "HAZARD",
    });
  });

  it("refuses an unknown service point, an unknown trouble code and a query naming no one", async () => {
    expect(await report("1799999999", "WEB-7")).toMatchObject({ status: 404, body: { P_ERR_NO: 1 } });
    expect((await report(mariasServicePoint(sim).spId, "WEB-8", "SMOKE")).status).toBe(400);
    expect((await nms(sim, "jobHistory", {})).status).toBe(400);
  });

  it("answers by premise and by account as by service point", async () => {
    const maria = mariasServicePoint(sim);
    await report(maria.spId, "WEB-10");
    const byPremise = await nms(sim, "jobHistory", { premiseId: maria.premiseId });
    const byAccount = await nms(sim, "jobHistory", { accountId: "1000000001" });
    expect(byPremise.body.jobHistory).toHaveLength(1);
    expect(byAccount.body.jobHistory).toEqual(byPremise.body.jobHistory);
  });
});

describe("trouble call entry by premise", () => {
  it("takes a premise id in place of the service point", async () => {
    const maria = mariasServicePoint(sim);
    const answer = await nms(sim, "troubleCalls", {
      premiseId: maria.premiseId,
      outageCallId: "WEB-P1",
      outageCodes: "NOPWR",
    });
    expect(answer).toMatchObject({ status: 200, body: { joined: false } });
    expect((await nms(sim, "callHistory", { spId: maria.spId })).body.callHistory[0].referenceNumber).toBe(
      "WEB-P1",
    );
    const none = await nms(sim, "troubleCalls", {
      premiseId: "1299999999",
      outageCallId: "WEB-P2",
      outageCodes: "NOPWR",
    });
    expect(none.status).toBe(404);
  });
});
