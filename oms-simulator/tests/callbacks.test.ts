/**
 * Callback responses (NMS Generic IVR Adapter, "Callback Responses"): after a restoration the
 * customer's "power is back" or "still out" reaches the outage system, is kept on the job's calls
 * and timeline, and a still out re-introduces the customer as a new call (a nested outage).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { advance, control, mariasServicePoint, nms, type Simulator, startSimulator } from "./helpers";

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(() => sim.close());
beforeEach(async () => {
  await control(sim, "POST", "/reset");
});

/** Maria's call, then the clock past its restoration: the job answered about. */
async function restoredJob(): Promise<string> {
  const maria = mariasServicePoint(sim);
  const call = await nms(sim, "troubleCalls", {
    spId: maria.spId,
    outageCallId: "WEB-1",
    outageCodes: "NOPWR",
  });
  await advance(sim, 160);
  const job = (await nms(sim, "jobHistory", { spId: maria.spId })).body.jobHistory[0];
  expect(job).toMatchObject({ jobId: call.body.jobId, eventStatus: "RESTORED" });
  return call.body.jobId as string;
}

const callback = (body: Record<string, unknown>) => nms(sim, "callbackResponses", body);

describe("callback responses", () => {
  it("keeps 'power restored' as the last callback of the customer's call and in the job's timeline, once", async () => {
    const jobId = await restoredJob();
    const maria = mariasServicePoint(sim);
    const first = await callback({
      outageCallId: "BACK-1",
      jobId,
      premiseId: maria.premiseId,
      callbackStatus: "RESTORED",
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ jobId, joined: true, callId: null, callsAnswered: 1, P_ERR_NO: 0 });
    const again = await callback({
      outageCallId: "BACK-1",
      jobId,
      premiseId: maria.premiseId,
      callbackStatus: "RESTORED",
    });
    expect(again.body.callbackId).toBe(first.body.callbackId);
    const calls = (await nms(sim, "callHistory", { spId: maria.spId })).body.callHistory;
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ callbackStatus: "RESTORED", callStatus: "N" });
    expect(calls[0].callbackDateTime).not.toBeNull();
    const timeline = (await control(sim, "GET", `/timeline?jobId=${jobId}`)).body.timeline as {
      text: string;
    }[];
    expect(timeline.filter((entry) => entry.text.includes("callback")).map((entry) => entry.text)).toEqual([
      `callback from service point ${maria.spId}: power restored`,
    ]);
    const outages = (await control(sim, "GET", "/outages")).body.outages;
    expect(outages.find((o: { jobId: string }) => o.jobId === jobId).callbacks).toBe(1);
  });

  it("re-introduces a 'still out' as a new call on a new, nested job", async () => {
    const jobId = await restoredJob();
    const maria = mariasServicePoint(sim);
    const still = await callback({
      outageCallId: "STILL-1",
      jobId,
      spId: maria.spId,
      callbackStatus: "STILL_OUT",
    });
    expect(still.status).toBe(200);
    expect(still.body.joined).toBe(false);
    expect(still.body.jobId).not.toBe(jobId);
    expect(still.body.callId).not.toBeNull();
    const calls = (await nms(sim, "callHistory", { spId: maria.spId })).body.callHistory;
    expect(calls.map((c: { referenceNumber: string }) => c.referenceNumber)).toEqual(["STILL-1", "WEB-1"]);
    expect(calls[0]).toMatchObject({
      callStatus: "Y",
      callComments: "Still out (callback)",
      jobId: still.body.jobId,
    });
    expect(calls[1].callbackStatus).toBe("STILL_OUT");
    const repeat = await callback({
      outageCallId: "STILL-1",
      jobId,
      spId: maria.spId,
      callbackStatus: "STILL_OUT",
    });
    expect(repeat.body.callId).toBe(still.body.callId);
    expect((await nms(sim, "callHistory", { spId: maria.spId })).body.callHistory).toHaveLength(2);
  });

  it("refuses an unknown job, a service point not on the job and an unknown answer, changing nothing", async () => {
    const jobId = await restoredJob();
    const maria = mariasServicePoint(sim);
    const far = sim.app.oms.network.network.servicePoints.find((sp) => sp.transformer !== maria.transformer);
    expect(
      (await callback({ outageCallId: "X-1", jobId: "999", spId: maria.spId, callbackStatus: "RESTORED" }))
        .status,
    ).toBe(404);
    expect(
      (await callback({ outageCallId: "X-2", jobId, spId: far?.spId, callbackStatus: "RESTORED" })).status,
    ).toBe(404);
    const wrong = await callback({ outageCallId: "X-3", jobId, spId: maria.spId, callbackStatus: "MAYBE" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.P_ERR_MSG).toMatch(/callbackStatus/);
    expect(
      (await nms(sim, "callHistory", { spId: maria.spId })).body.callHistory[0].callbackStatus,
    ).toBeNull();
  });
});
