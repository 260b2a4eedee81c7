/**
 * Outages for customers (decision 046) against the real billing and outage simulators:
 * a report is known at once with its crew and estimate; a line down carries the safety message;
 * another customer's account is refused; the status is polled with a ticket that never touches the
 * session; the island by village is public; quick access by account and zip; without an outage
 * system the feature says outages are unavailable (never a 500); a report taken while the outage
 * system is down is kept and delivered once when it is back, with two BFF instances on one database.
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { outageMessages } from "@paygpa/contract";
import { createApp as createOms } from "@paygpa/oms-simulator";
import { controlTokenHeaders, TEST_CONTROL_ACCESS } from "@paygpa/runtime/control-access";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { silentLogger } from "../src/platform/http/logger";
import { type Json, startStack, type TestStack } from "./harness";
import { persona } from "./personas";
import { testConfig } from "./support/test-config";

const maria = persona("postpaid-current");
const mariaAccount = maria.accounts[0]?.accountId ?? "";
const jose = persona("postpaid-overdue");
let stack: TestStack;
let oms: Server;
let omsUrl = "";

function listen(app: { listen: (port: number, host: string) => Server }): Promise<Server> {
  return new Promise((resolve) => {
    const server = app.listen(0, "127.0.0.1");
    server.once("listening", () => resolve(server));
  });
}

async function omsControl(method: string, path: string, body?: unknown): Promise<Json> {
  const answer = await fetch(`${omsUrl}/__control${path}`, {
    method,
    headers: { ...controlTokenHeaders(), "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(answer.status).toBeLessThan(300);
  return answer.json();
}

async function signIn(who = maria): Promise<string> {
  const login = await stack.login(who.username, who.password);
  return login.body.token as string;
}

beforeAll(async () => {
  stack = await startStack();
  oms = await listen(
    createOms(
      { bulkCustomers: 50, today: "2026-11-21" },
      { clock: stack.clock, control: TEST_CONTROL_ACCESS },
    ),
  );
  omsUrl = `http://127.0.0.1:${(oms.address() as AddressInfo).port}`;
  // The stack's BFF points at this outage system (as `PAYGPA_OMS_URL` would).
  const { nmsAdapter } = await import("../src/integrations/outages");
  stack.services.outages = nmsAdapter({ baseUrl: omsUrl, timeoutMs: 1000 });
});
afterAll(async () => {
  await new Promise((resolve) => oms.close(resolve));
  await stack.close();
});
beforeEach(async () => {
  await omsControl("POST", "/reset");
});

describe("outages for customers", () => {
  it("reports no power on my premise and sees it known: assessing, customers affected in my village", async () => {
    const token = await signIn();
    const before = await stack.call("/api/v1/outages", { token });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      available: true,
      premises: [{ accountId: mariaAccount, outages: [] }],
    });

    const report = await stack.call("/api/v1/outages/report", {
      token,
      body: { accountId: mariaAccount, problem: "no-power" },
    });
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({ message: outageMessages.reported, safety: null });

    const after = await stack.call("/api/v1/outages", { token });
    const premise = after.body.premises[0];
    expect(premise.lastReport).toMatchObject({ problem: "no-power", delivered: true });
    expect(premise.outages[0]).toMatchObject({ stage: "assessing" });
    expect(premise.outages[0].customersAffected).toBeGreaterThan(0);
    expect(premise.outages[0].village).not.toBe("");
  });

  it("a line down carries the safety message; another customer's account is refused, nothing kept", async () => {
    const token = await signIn();
    const lineDown = await stack.call("/api/v1/outages/report", {
      token,
      body: { accountId: mariaAccount, problem: "line-down" },
    });
    expect(lineDown.body.safety).toBe(outageMessages.lineDownSafety);
    const rows = await stack.services.db.selectFrom("outage_reports").selectAll().execute();
    const theirs = await stack.call("/api/v1/outages/report", {
      token,
      body: { accountId: jose.accounts[0]?.accountId, problem: "no-power" },
    });
    expect(theirs.status).toBe(403);
    const bad = await stack.call("/api/v1/outages/report", {
      token,
      body: { accountId: mariaAccount, problem: "fire" },
    });
    expect(bad.status).toBe(400);
    expect(await stack.services.db.selectFrom("outage_reports").selectAll().execute()).toHaveLength(
      rows.length,
    );
  });

  it("the status is polled with a ticket that never touches the session, and ends at the idle limit", async () => {
    const token = await signIn();
    const page = await stack.call("/api/v1/outages", { token });
    const ticket = page.body.watch.ticket as string;
    const activity = () => stack.services.db.selectFrom("sessions").select("last_activity_at").execute();
    const before = await activity();
    stack.clock.advance(10 * 60_000);
    const poll = await stack.call(`/api/v1/outages/watch?ticket=${ticket}`);
    expect(poll.status).toBe(200);
    expect(poll.body.premises[0].accountId).toBe(mariaAccount);
    expect(await activity()).toEqual(before);
    stack.clock.advance(6 * 60_000);
    const ended = await stack.call(`/api/v1/outages/watch?ticket=${ticket}`);
    expect(ended.status).toBe(401);
    expect((await stack.call("/api/v1/outages", { token })).status).toBe(401);
  });

  it("follows the single-feeder fault: the estimate changes as the crew works, then restored; still out opens a new call", async () => {
    let token = await signIn();
    await omsControl("POST", "/scenarios/feeder-fault-restored-in-2-hours");
    const first = (await stack.call("/api/v1/outages", { token })).body.premises[0].outages[0];
    expect(first.stage).toBe("assessing");
    stack.clock.advance(45 * 60_000);
    // Past the idle limit: signed in again, as the customer would be.
    token = await signIn();
    const onSite = (await stack.call("/api/v1/outages", { token })).body.premises[0].outages[0];
    expect(onSite.stage).toBe("on-site");
    expect(onSite.estimatedRestoration).not.toBeNull();
    const early = await stack.call("/api/v1/outages/still-out", {
      token,
      body: { accountId: mariaAccount, outageId: onSite.outageId },
    });
    expect(early.status).toBe(409);
    stack.clock.advance(2 * 60 * 60_000);
    token = await signIn();
    const restored = (await stack.call("/api/v1/outages", { token })).body.premises[0].outages[0];
    expect(restored.restoredAt).not.toBeNull();
    const still = await stack.call("/api/v1/outages/still-out", {
      token,
      body: { accountId: mariaAccount, outageId: restored.outageId },
    });
    expect(still.status).toBe(200);
    const back = await stack.call("/api/v1/outages/power-back", {
      token,
      body: { accountId: mariaAccount, outageId: restored.outageId },
    });
    expect(back.body.message).toBe(outageMessages.powerBack);
  });

  it("the island by village is public; quick access checks the zip before any status", async () => {
    await omsControl("POST", "/scenarios/feeder-fault-restored-in-2-hours");
    const island = await stack.call("/api/v1/outages/island");
    expect(island.body.available).toBe(true);
    expect(island.body.villages.some((village: Json) => village.customersOut > 0)).toBe(true);
    const wrong = await stack.call("/api/v1/outages/quick-access", {
      body: { accountId: mariaAccount, postal: "96999" },
    });
    expect(wrong.body).toMatchObject({ status: "Failed" });
    const right = await stack.call("/api/v1/outages/quick-access", {
      body: { accountId: mariaAccount, postal: maria.zip },
    });
    expect(right.body.status).toBe("Success");
    const status = await stack.call("/api/v1/outages", { token: right.body.token });
    expect(status.body.premises.map((premise: Json) => premise.accountId)).toEqual([mariaAccount]);
    const other = await stack.call("/api/v1/outages/report", {
      token: right.body.token,
      body: { accountId: jose.accounts[0]?.accountId, problem: "no-power" },
    });
    expect(other.status).toBe(403);
  });

  it("without an outage system: outages are unavailable, never a 500", async () => {
    const kept = stack.services.outages;
    stack.services.outages = null;
    try {
      const token = await signIn();
      const status = await stack.call("/api/v1/outages", { token });
      expect(status.body).toMatchObject({ available: false, message: outageMessages.unavailable });
      expect((await stack.call("/api/v1/outages/island")).body.available).toBe(false);
      const report = await stack.call("/api/v1/outages/report", {
        token,
        body: { accountId: mariaAccount, problem: "no-power" },
      });
      expect(report.status).toBe(503);
      expect(report.body.error.message).toBe(outageMessages.unavailable);
    } finally {
      stack.services.outages = kept;
    }
  });
});

describe("reports while the outage system is down, two BFF instances on one database", () => {
  it("are kept, answered as queued, and delivered once when it is back", async () => {
    const folder = mkdtempSync(join(tmpdir(), "paygpa-outages-"));
    const file = join(folder, "bff.sqlite");
    // One configuration for both: the same SQLite file, or the same fresh schema on the test PostgreSQL.
    const shared = testConfig({
      ccbUrl: stack.ccb,
      omsUrl,
      omsTimeoutMs: 300,
      databasePath: file,
      mailIntervalMs: 60_000,
    });
    const instance = (name: string) =>
      createApp(Object.freeze({ ...shared, instanceId: name }), { clock: stack.clock, logger: silentLogger });
    const a = await instance("a");
    const b = await instance("b");
    try {
      await omsControl("POST", "/scenarios/oms-down");
      const token = (await stack.login(maria.username, maria.password)).body.token as string;
      // The report goes through instance A's services (a session of the stack's BFF is not A's): the service directly.
      const { reportOutage } = await import("../src/features/outages/outages.service");
      const caller = { kind: "customer", tokenHash: "t", personId: "p", accountIds: [mariaAccount] } as const;
      const answer = await reportOutage(a.services, caller, { accountId: mariaAccount, problem: "no-power" });
      expect(answer.message).toBe(outageMessages.reportQueued);
      expect(token).toBeTruthy();
      expect(
        await Promise.all([a.services.deliverOutageReports(), b.services.deliverOutageReports()]),
      ).toEqual([0, 0]);

      await omsControl("DELETE", "/faults");
      await omsControl("DELETE", "/journal");
      const delivered = await Promise.all([
        a.services.deliverOutageReports(),
        b.services.deliverOutageReports(),
      ]);
      expect(delivered.reduce((sum, count) => sum + count, 0)).toBe(1);
      expect(await a.services.deliverOutageReports()).toBe(0);
      const calls = await omsControl(
        "GET",
        `/journal/count?path=/nms/integration/troubleCalls&body.outageCallId=${answer.reportId}`,
      );
      expect(calls.count).toBe(1);
      const row = await a.services.db.selectFrom("outage_reports").selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: "delivered", report_id: answer.reportId });
    } finally {
      await a.close();
      await b.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
