/**
 * The outage port's adapter against the oms-simulator: a report that opens an outage and one that
 * joins it, a report sent twice taken once, status as the crews work on the simulator's clock,
 * planned work, the island by village, and the outage system down or slow (`unavailable`).
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { controlTokenHeaders, TEST_CONTROL_ACCESS } from "@paygpa/runtime/control-access";
import { createApp } from "@paygpa/oms-simulator";
import { manualClock } from "@paygpa/simulator-kit";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { nmsAdapter } from "./nms-adapter";
import type { OutagePort, OutageReport } from "./outage-port";

const clock = manualClock(new Date("2026-03-01T23:00:00Z"));
const app = createApp({ bulkCustomers: 100, today: "2026-03-02" }, { clock, control: TEST_CONTROL_ACCESS });
const MARIA = app.oms.network.byAccount.get("1000000001")?.[0];
let server: Server;
let url = "";
let outages: OutagePort;

async function control(method: string, path: string, body?: unknown) {
  const answer = await fetch(`${url}/__control${path}`, {
    method,
    headers: { ...controlTokenHeaders(), "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(answer.status).toBeLessThan(300);
}

const report = (reportId: string, premiseId = MARIA?.premiseId ?? ""): OutageReport => ({
  reportId,
  premiseId,
  accountId: "1000000001",
  problem: "no-power",
  reportedAt: clock.now(),
  contactName: "Maria Cruz",
  phone: null,
});

beforeAll(async () => {
  server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  outages = nmsAdapter({ baseUrl: url, timeoutMs: 500 });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => control("POST", "/reset"));

describe("the NMS adapter", () => {
  it("reports an outage, takes the same report once, and reads its status as the crew works", async () => {
    const taken = await outages.reportOutage(report("r-1"));
    expect(taken).toMatchObject({ outcome: "taken", joinedKnownOutage: false });
    const again = await outages.reportOutage(report("r-1"));
    expect(again).toMatchObject({
      outcome: "taken",
      outageId: taken.outcome === "taken" ? taken.outageId : "",
    });
    const first = await outages.premiseOutages(MARIA?.premiseId ?? "");
    expect(first).toMatchObject({
      outcome: "known",
      value: [{ stage: "assessing", estimatedRestoration: null }],
    });
    await control("PUT", "/clock", { now: new Date(clock.now().getTime() + 25 * 60_000).toISOString() });
    const later = await outages.premiseOutages(MARIA?.premiseId ?? "");
    expect(later.outcome === "known" && later.value[0]?.stage).toBe("dispatched");
    expect(later.outcome === "known" && later.value[0]?.estimatedRestoration).toBeInstanceOf(Date);
  });

  it("answers an unknown premise, planned work and the island", async () => {
    expect(await outages.reportOutage(report("r-2", "1299999999"))).toEqual({ outcome: "unknown-premise" });
    await control("POST", "/scenarios/planned-outage");
    const planned = await outages.plannedWork(MARIA?.premiseId ?? "");
    expect(planned).toMatchObject({
      outcome: "known",
      value: [{ state: "scheduled", description: "Pole replacement" }],
    });
    await control("POST", "/scenarios/feeder-fault-restored-in-2-hours");
    const island = await outages.island();
    const village =
      island.outcome === "known" ? island.value.find((v) => v.village === MARIA?.village) : null;
    expect(village?.customersOut).toBeGreaterThan(0);
  });

  it("says the outage system is unavailable when it is down or slower than the time limit", async () => {
    await control("POST", "/scenarios/oms-down");
    expect(await outages.reportOutage(report("r-3"))).toMatchObject({ outcome: "unavailable" });
    await control("POST", "/reset");
    await control("PUT", "/faults", { route: "*", latencyMs: 1500 });
    expect(await outages.premiseOutages(MARIA?.premiseId ?? "")).toEqual({
      outcome: "unavailable",
      detail: "timed out",
    });
  });
});
