/**
 * Outages in the back office (decision 046): a phoned-in clerk (levels 1, 3, 4) sees the outages
 * affecting the caller's premise and reports one on the caller's behalf, with the same answer and
 * safety message a customer gets, audited with the clerk's name; an IT admin (level 2) and a
 * customer are refused, and nothing is kept.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { outageMessages } from "@paygpa/contract";
import { createApp as createOms } from "@paygpa/oms-simulator";
import { TEST_CONTROL_ACCESS } from "@paygpa/runtime/control-access";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStack, type TestStack } from "./harness";
import { admins, persona } from "./personas";

const maria = persona("postpaid-current");
const accountId = maria.accounts[0]?.accountId ?? "";
const STATUS = "/api/v1/back-office/outages";
const REPORT = "/api/v1/back-office/outages/report";
let stack: TestStack;
let oms: Server;

async function adminOf(level: number) {
  const found = admins.find((candidate) => candidate.level === level);
  if (!found) throw new Error(`no admin of level ${level}`);
  const { body } = await stack.call("/api/v1/login", {
    body: { username: found.username, password: found.password },
  });
  return { token: body.token as string, username: found.username };
}

beforeAll(async () => {
  stack = await startStack();
  oms = createOms(
    { bulkCustomers: 50, today: "2026-11-21" },
    { clock: stack.clock, control: TEST_CONTROL_ACCESS },
  ).listen(0, "127.0.0.1");
  await new Promise((resolve) => oms.once("listening", resolve));
  const { nmsAdapter } = await import("../src/integrations/outages");
  stack.services.outages = nmsAdapter({
    baseUrl: `http://127.0.0.1:${(oms.address() as AddressInfo).port}`,
    timeoutMs: 1000,
  });
});
afterAll(async () => {
  await new Promise((resolve) => oms.close(resolve));
  await stack.close();
});

const reports = () => stack.services.db.selectFrom("outage_reports").selectAll().execute();

describe("outages in the back office", () => {
  it("a phoned-in clerk reports a line down for the caller: the safety message, known at once, audited", async () => {
    const clerk = await adminOf(4);
    const before = await stack.call(STATUS, { token: clerk.token, body: { accountId } });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      available: true,
      watch: null,
      premises: [{ accountId, outages: [] }],
    });

    const report = await stack.call(REPORT, {
      token: clerk.token,
      body: { accountId, problem: "line-down" },
    });
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({ safety: outageMessages.lineDownSafety });

    const after = await stack.call(STATUS, { token: clerk.token, body: { accountId } });
    expect(after.body.premises[0].lastReport).toMatchObject({ problem: "line-down", delivered: true });
    expect(after.body.premises[0].outages).toHaveLength(1);

    const kept = (await reports()).find((row) => row.report_id === report.body.reportId);
    expect(kept).toMatchObject({ account_id: accountId, person_id: `clerk:${clerk.username}` });
    const audit = await stack.services.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "outage-reported-by-phone")
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: clerk.username, subject: accountId });
    expect(JSON.parse(audit[0]?.details ?? "{}")).toMatchObject({ reportId: report.body.reportId });
  });

  it("refuses an IT admin (level 2), a customer and no session; a bad problem is a message; nothing kept", async () => {
    const kept = (await reports()).length;
    const body = { accountId, problem: "no-power" };
    const itAdmin = await adminOf(2);
    expect((await stack.call(STATUS, { token: itAdmin.token, body: { accountId } })).status).toBe(403);
    expect((await stack.call(REPORT, { token: itAdmin.token, body })).status).toBe(403);
    const customer = await stack.login(maria.username, maria.password);
    expect((await stack.call(REPORT, { token: customer.body.token, body })).status).toBe(403);
    expect((await stack.call(REPORT, { body })).status).toBe(401);
    const clerk = await adminOf(4);
    const bad = await stack.call(REPORT, { token: clerk.token, body: { accountId, problem: "fire" } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(outageMessages.chooseProblem);
    expect(await reports()).toHaveLength(kept);
  });
});
