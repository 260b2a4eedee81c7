/**
 * "My power is back" and "still out after restoration" reach the outage system as the customer's
 * callback response (NMS Generic IVR Adapter, "Callback Responses"; decision 046): kept first,
 * delivered at once, or by the outbox once the outage system is back, once.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { outageMessages } from "@paygpa/contract";
import { createApp as createOms } from "@paygpa/oms-simulator";
import { controlTokenHeaders, TEST_CONTROL_ACCESS } from "@paygpa/runtime/control-access";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Json, startStack, type TestStack } from "./harness";
import { persona } from "./personas";

const maria = persona("postpaid-current");
const mariaAccount = maria.accounts[0]?.accountId ?? "";
let stack: TestStack;
let oms: Server;
let omsUrl = "";

async function omsControl(method: string, path: string, body?: unknown): Promise<Json> {
  const answer = await fetch(`${omsUrl}/__control${path}`, {
    method,
    headers: { ...controlTokenHeaders(), "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(answer.status).toBeLessThan(300);
  return answer.json();
}

const nms = async (call: string, body: unknown): Promise<Json> =>
  (
    await fetch(`${omsUrl}/nms/integration/${call}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    })
  ).json();

const signIn = async () => (await stack.login(maria.username, maria.password)).body.token as string;

const callbacksTold = async (status: string) =>
  (
    await omsControl(
      "GET",
      `/journal/count?path=/nms/integration/callbackResponses&body.callbackStatus=${status}&status=200`,
    )
  ).count as number;

/** Maria reports no power; the clock passes the crew's restoration: the outage she answers about. */
async function restoredOutage(): Promise<{ token: string; outageId: string; premiseId: string }> {
  let token = await signIn();
  const report = await stack.call("/api/v1/outages/report", {
    token,
    body: { accountId: mariaAccount, problem: "no-power" },
  });
  expect(report.status).toBe(200);
  stack.clock.advance(160 * 60_000);
  token = await signIn();
  const premise = (await stack.call("/api/v1/outages", { token })).body.premises[0];
  const outage = premise.outages[0];
  expect(outage.restoredAt).not.toBeNull();
  const row = await stack.services.db
    .selectFrom("outage_reports")
    .select("premise_id")
    .where("account_id", "=", mariaAccount)
    .executeTakeFirstOrThrow();
  return { token, outageId: outage.outageId, premiseId: row.premise_id };
}

beforeAll(async () => {
  stack = await startStack();
  oms = await new Promise<Server>((resolve) => {
    const server = createOms(
      { bulkCustomers: 50, today: "2026-11-21" },
      { clock: stack.clock, control: TEST_CONTROL_ACCESS },
    ).listen(0, "127.0.0.1");
    server.once("listening", () => resolve(server));
  });
  omsUrl = `http://127.0.0.1:${(oms.address() as AddressInfo).port}`;
  const { nmsAdapter } = await import("../src/integrations/outages");
  stack.services.outages = nmsAdapter({ baseUrl: omsUrl, timeoutMs: 1000 });
});
afterAll(async () => {
  await new Promise((resolve) => oms.close(resolve));
  await stack.close();
});
beforeEach(async () => {
  await omsControl("POST", "/reset");
  await stack.services.db.deleteFrom("outage_reports").execute();
});

describe("the customer's callback response", () => {
  it("power is back: told to the outage system on the call she made, once", async () => {
    const { token, outageId, premiseId } = await restoredOutage();
    const back = await stack.call("/api/v1/outages/power-back", {
      token,
      body: { accountId: mariaAccount, outageId },
    });
    expect(back.body.message).toBe(outageMessages.powerBack);
    expect(await callbacksTold("RESTORED")).toBe(1);
    const calls = (await nms("callHistory", { premiseId })).callHistory;
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ callbackStatus: "RESTORED", jobId: outageId });
    const timeline = (await omsControl("GET", `/timeline?jobId=${outageId}`)).timeline as { text: string }[];
    expect(timeline.some((entry) => entry.text.endsWith(": power restored"))).toBe(true);
    const row = await stack.services.db
      .selectFrom("outage_reports")
      .selectAll()
      .where("kind", "=", "power-back")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "delivered", outage_id: outageId });
  });

  it("still out: the outage system takes her again, a new outage nested in the restored one", async () => {
    const { token, outageId } = await restoredOutage();
    const still = await stack.call("/api/v1/outages/still-out", {
      token,
      body: { accountId: mariaAccount, outageId },
    });
    expect(still.status).toBe(200);
    expect(await callbacksTold("STILL_OUT")).toBe(1);
    const outages = (await stack.call("/api/v1/outages", { token })).body.premises[0].outages;
    const reopened = outages.find((o: Json) => o.outageId !== outageId);
    expect(reopened).toMatchObject({ restoredAt: null, stage: "assessing" });
  });

  it("power is back while the outage system is down: kept, then told once when it is back", async () => {
    const { token, outageId } = await restoredOutage();
    await omsControl("POST", "/scenarios/oms-down");
    const back = await stack.call("/api/v1/outages/power-back", {
      token,
      body: { accountId: mariaAccount, outageId },
    });
    expect(back.body.message).toBe(outageMessages.powerBack);
    const kept = stack.services.db.selectFrom("outage_reports").selectAll().where("kind", "=", "power-back");
    expect((await kept.executeTakeFirstOrThrow()).status).toBe("queued");
    await omsControl("DELETE", "/faults");
    await omsControl("DELETE", "/journal");
    expect(await stack.services.deliverOutageReports()).toBe(1);
    expect(await stack.services.deliverOutageReports()).toBe(0);
    expect(await callbacksTold("RESTORED")).toBe(1);
    expect((await kept.executeTakeFirstOrThrow()).status).toBe("delivered");
  });
});
