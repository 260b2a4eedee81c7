/**
 * The back office's report of outage calls from the portal (decision 046, amended): a customer's
 * report delivered with the outage system's call id, a clerk's taken while the outage system was
 * down and queued; filtered by day, kind and account, paged in the BFF, its CSV streamed and
 * audited; bad filters say why; only the Reports levels (1–3) see it.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { outageCallReportMessages } from "@paygpa/contract";
import { createApp as createOms } from "@paygpa/oms-simulator";
import { controlTokenHeaders, TEST_CONTROL_ACCESS } from "@paygpa/runtime/control-access";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Json, startStack, type TestStack } from "./harness";
import { admins, persona } from "./personas";

const maria = persona("postpaid-current");
const jose = persona("postpaid-overdue");
const MARIA = maria.accounts[0]?.accountId ?? "";
const JOSE = jose.accounts[0]?.accountId ?? "";
const clerkLevel4 = admins.find((candidate) => candidate.level === 4);
let stack: TestStack;
let oms: Server;
let omsUrl = "";

async function omsControl(method: string, path: string): Promise<Json> {
  const answer = await fetch(`${omsUrl}/__control${path}`, { method, headers: controlTokenHeaders() });
  expect(answer.status).toBeLessThan(300);
  return answer.json();
}

const adminToken = async (level: number) => {
  const found = admins.find((candidate) => candidate.level === level);
  const login = await stack.call("/api/v1/login", {
    body: { username: found?.username, password: found?.password },
  });
  return login.body.token as string;
};
const report = (token: string, query: Record<string, string>) =>
  stack.call(`/api/v1/reports/outage-calls?${new URLSearchParams(query)}`, { token });
const exportCsv = async (token: string, query: Record<string, string>) => {
  const response = await fetch(
    `${stack.bff}/api/v1/reports/outage-calls/export?${new URLSearchParams(query)}`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  return { status: response.status, headers: response.headers, text: await response.text() };
};

beforeAll(async () => {
  stack = await startStack({ sessionIdleSeconds: 90 * 24 * 3600 });
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
  await omsControl("DELETE", "/faults");
  await stack.services.db.deleteFrom("outage_reports").execute();
});

/** Maria reports no power (delivered); a day later, the outage system down, a clerk reports Jose's line down. */
async function twoCalls(): Promise<{ mariaCallId: string }> {
  const token = (await stack.login(maria.username, maria.password)).body.token as string;
  const own = await stack.call("/api/v1/outages/report", {
    token,
    body: { accountId: MARIA, problem: "no-power" },
  });
  expect(own.status).toBe(200);
  const answer = await fetch(`${omsUrl}/nms/integration/callHistory`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ accountId: MARIA }),
  });
  const mariaCallId = ((await answer.json()) as Json).callHistory[0].callId as string;
  stack.clock.advance(24 * 3600_000);
  await omsControl("POST", "/scenarios/oms-down");
  const clerk = await adminToken(4);
  const phoned = await stack.call("/api/v1/back-office/outages/report", {
    token: clerk,
    body: { accountId: JOSE, problem: "line-down" },
  });
  expect(phoned.status).toBe(200);
  return { mariaCallId };
}

describe("the outage calls report", () => {
  it("lists each call newest first: who made it, the kind, delivered or queued, the outage system's call id", async () => {
    const { mariaCallId } = await twoCalls();
    const { status, body } = await report(await adminToken(3), {});
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 2, page: 1, pages: 1 });
    expect(body.rows[0]).toMatchObject({
      accountId: JOSE,
      kind: "line-down",
      madeBy: `Clerk ${clerkLevel4?.username}`,
      delivery: "queued",
      omsCallId: null,
    });
    expect(body.rows[1]).toMatchObject({
      accountId: MARIA,
      kind: "no-power",
      madeBy: "Customer",
      delivery: "delivered",
      omsCallId: mariaCallId,
    });
  });

  it("filters by kind, account and the days made (Guam days, both inclusive); bad filters say why", async () => {
    await twoCalls();
    const token = await adminToken(1);
    const rowsOf = async (query: Record<string, string>) =>
      (await report(token, query)).body.rows.map((row: { accountId: string }) => row.accountId);
    expect(await rowsOf({ kind: "line-down" })).toEqual([JOSE]);
    expect(await rowsOf({ kind: "power-back" })).toEqual([]);
    expect(await rowsOf({ account: MARIA })).toEqual([MARIA]);
    expect(await rowsOf({ from: "2026-11-21", to: "2026-11-21" })).toEqual([MARIA]);
    expect(await rowsOf({ from: "2026-11-22" })).toEqual([JOSE]);
    const order = await report(token, { from: "2026-11-22", to: "2026-11-21" });
    expect(order.status).toBe(400);
    expect(order.body.error.message).toBe(outageCallReportMessages.dateOrder);
    expect((await report(token, { to: "2026-02-30" })).body.error.message).toBe(
      outageCallReportMessages.badDate,
    );
    expect((await report(token, { kind: "storm" })).body.error.message).toBe(
      outageCallReportMessages.badKind,
    );
    expect((await report(token, { account: "12" })).body.error.message).toBe(
      outageCallReportMessages.badAccount,
    );
  });

  it("pages in the BFF, 25 rows a page; the CSV streams every row of the filters, audited", async () => {
    const rows = Array.from({ length: 27 }, (_, index) => ({
      report_id: `r-${String(index).padStart(3, "0")}`,
      kind: "report" as const,
      account_id: MARIA,
      premise_id: "P1",
      person_id: index === 0 ? '=HYPERLINK("http://evil.example")' : "p",
      problem: "no-power",
      outage_id: null,
      joined_known_outage: 0,
      reported_at: `2026-11-20T00:00:${String(index).padStart(2, "0")}.000Z`,
      status: "delivered",
      attempts: 1,
      delivered_at: "2026-11-20T00:01:00.000Z",
      oms_call_id: `C-${index}`,
      last_error: null,
      claimed_by: null,
      claimed_until: null,
    }));
    await stack.services.db.insertInto("outage_reports").values(rows).execute();
    const token = await adminToken(2);
    const first = await report(token, {});
    expect(first.body).toMatchObject({ total: 27, pages: 2, page: 1 });
    expect(first.body.rows).toHaveLength(25);
    expect(first.body.rows[0].reportId).toBe("r-026");
    expect(
      (await report(token, { page: "2" })).body.rows.map((row: { reportId: string }) => row.reportId),
    ).toEqual(["r-001", "r-000"]);
    const csv = await exportCsv(token, { account: MARIA });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toContain("-Outage-Calls.csv");
    expect(csv.headers.get("x-total-rows")).toBe("27");
    const lines = csv.text.trim().split("\n");
    expect(lines[0]).toBe(
      "Made At (UTC),Account No.,Premise,Made By,Kind,Outage System,Delivered At (UTC),Outage (Job),Outage System Call",
    );
    expect(lines).toHaveLength(28);
    expect(lines[1]).toBe(
      `2026-11-20T00:00:26.000Z,${MARIA},P1,Customer,No power,Delivered,2026-11-20T00:01:00.000Z,,C-26`,
    );
    const audits = await stack.services.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "outage-calls-exported")
      .execute();
    expect(audits).toHaveLength(1);
    expect((await exportCsv(token, { kind: "storm" })).status).toBe(400);
  });

  it("is for the Reports levels only: a phoned-in clerk (level 4) and a customer see neither", async () => {
    const clerk = await adminToken(4);
    expect((await report(clerk, {})).status).toBe(403);
    expect((await exportCsv(clerk, {})).status).toBe(403);
    const customer = (await stack.login(maria.username, maria.password)).body.token as string;
    expect((await report(customer, {})).status).not.toBe(200);
    expect((await exportCsv(customer, {})).status).not.toBe(200);
  });
});
