/**
 * The outage system's simulator on the one system clock and reset (decision 046, docs/qa-guide.md):
 * the oms-simulator runs on a clock of its own here, so only the BFF's system calls can move it. QA's
 * one advance moves its crews along; QA's one reset empties its outages and puts it on the BFF's day.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createApp as createOms } from "@paygpa/oms-simulator";
import { controlTokenHeaders, TEST_CONTROL_ACCESS } from "@paygpa/runtime/control-access";
import { manualClock } from "@paygpa/simulator-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Json } from "./harness";
import { type PaymentStack, startPaymentStack, TODAY } from "./payment-harness";

let stack: PaymentStack;
let oms: Server;
let omsUrl = "";
const omsClock = manualClock(TODAY);

async function omsControl(method: string, path: string, body?: unknown): Promise<Json> {
  const answer = await fetch(`${omsUrl}/__control${path}`, {
    method,
    headers: { ...controlTokenHeaders(), "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(answer.status).toBeLessThan(300);
  return answer.json();
}

beforeAll(async () => {
  oms = await new Promise<Server>((resolve) => {
    const server = createOms(
      { bulkCustomers: 50, today: TODAY },
      { clock: omsClock, control: TEST_CONTROL_ACCESS },
    ).listen(0, "127.0.0.1");
    server.once("listening", () => resolve(server));
  });
  omsUrl = `http://127.0.0.1:${(oms.address() as AddressInfo).port}`;
  stack = await startPaymentStack({ config: { omsUrl } });
});
afterAll(async () => {
  await new Promise((resolve) => oms.close(resolve));
  await stack.close();
});
const control = (method: string, path: string, body?: unknown) =>
  stack.sim(stack.bff, method, `/__control${path}`, body);

describe("the outage system on the system clock", () => {
  it("one advance moves the outage system's clock and its crews: dispatched 15 minutes into the fault", async () => {
    await control("PUT", "/system/clock", { set: "2026-11-22T09:00" });
    expect(omsClock.now().toISOString()).toBe("2026-11-21T23:00:00.000Z");
    await omsControl("POST", "/scenarios/feeder-fault-restored-in-2-hours", {});
    const assessing = (await omsControl("GET", "/outages")).outages;
    expect(JSON.stringify(assessing)).toContain(`"crew":"assessing"`);

    const moved = await control("PUT", "/system/clock", { advance: "20m" });
    expect(moved.status).toBe(200);
    expect(moved.body.services["oms-simulator"]).toMatchObject({ now: "2026-11-21T23:20:00.000Z" });
    expect(omsClock.now().toISOString()).toBe("2026-11-21T23:20:00.000Z");
    const seen = await control("GET", "/system/clock");
    expect(seen.body.services["oms-simulator"]).toMatchObject({ today: "2026-11-22" });
    expect(JSON.stringify(await omsControl("GET", "/outages"))).toContain(`"crew":"dispatched"`);
  });

  it("one reset empties the outage system and puts it back on the BFF's clock", async () => {
    await omsControl("POST", "/outages", { feeder: (await omsControl("GET", "/network")).feeders[0].id });
    omsClock.set(new Date("2027-01-05T00:00:00.000Z"));
    const reset = await control("POST", "/system/reset");
    expect(reset.status).toBe(200);
    expect(reset.body.services["oms-simulator"]).toMatchObject({ status: "reset" });
    const outages = await omsControl("GET", "/outages");
    expect(outages.outages).toEqual([]);
    expect(omsClock.now().toISOString()).toBe(stack.clock.now().toISOString());
  });
});
