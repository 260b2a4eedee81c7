/**
 * The back office's report of outage alerts sent (decision 046, amended): the
 * alert sender's real text and e-mail for a confirmed outage, listed with the change, the outage,
 * the account and the masked number and address; filtered by day, channel, change and account,
 * paged in the BFF, its CSV streamed (formulas neutralised) and audited; bad filters say why; only
 * the Reports levels (1–3) see it.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { NOTICE_KINDS, outageAlertReportMessages as messages } from "@paygpa/contract";
import { createApp as createOms } from "@paygpa/oms-simulator";
import { controlTokenHeaders, TEST_CONTROL_ACCESS } from "@paygpa/runtime/control-access";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runOutageAlerts } from "../src/features/outages";
import { nmsAdapter } from "../src/integrations/outages";
import { startStack, type TestStack } from "./harness";
import { admins, persona } from "./personas";

const maria = persona("postpaid-current");
const MARIA = maria.accounts[0]?.accountId ?? "";
let stack: TestStack;
let oms: Server;
let omsUrl = "";
let personId = "";

async function omsControl(method: string, path: string, body?: unknown) {
  const answer = await fetch(`${omsUrl}/__control${path}`, {
    method,
    headers: { ...controlTokenHeaders(), "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
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
  stack.call(`/api/v1/reports/outage-alerts?${new URLSearchParams(query)}`, { token });
const exportCsv = async (token: string, query: Record<string, string>) => {
  const response = await fetch(
    `${stack.bff}/api/v1/reports/outage-alerts/export?${new URLSearchParams(query)}`,
    { headers: { authorization: `Bearer ${token}` } },
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
  stack.services.outages = nmsAdapter({ baseUrl: omsUrl, timeoutMs: 2000 });
  // 10:00 in Guam on 2026-11-22: outside quiet hours.
  stack.clock.set(new Date("2026-11-22T00:00:00.000Z"));
  await omsControl("PUT", "/clock", { now: stack.clock.now().toISOString() });

  // Maria chooses outage alerts by e-mail and by text, on a number she confirmed.
  const token = (await stack.login(maria.username, maria.password)).body.token as string;
  const notices = Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, { email: false, text: false }]));
  const save = (text: boolean) =>
    stack.call("/api/v1/update-notification-settings", {
      token,
      body: { accountId: MARIA, notices: { ...notices, outages: { email: true, text } } },
    });
  expect((await save(false)).status).toBe(200);
  personId = (
    await stack.services.db
      .selectFrom("notification_settings")
      .select("person_id")
      .where("account_id", "=", MARIA)
      .executeTakeFirstOrThrow()
  ).person_id;
  const now = stack.clock.now().toISOString();
  await stack.services.db
    .insertInto("text_numbers")
    .values({
      person_id: personId,
      phone: "+16715550142",
      code_hash: null,
      code_expires_at: null,
      code_tries: 0,
      confirmed_at: now,
      consent_text: "I agree",
      consent_version: "2026-12-02",
      updated_at: now,
    })
    .execute();
  expect((await save(true)).status).toBe(200);
});
afterAll(async () => {
  await new Promise((resolve) => oms.close(resolve));
  await stack.close();
});
beforeEach(async () => {
  await omsControl("POST", "/reset");
  // 10:00 in Guam on 2026-11-22: outside quiet hours (the reset puts the shared clock back).
  stack.clock.set(new Date("2026-11-22T00:00:00.000Z"));
  await omsControl("PUT", "/clock", { now: stack.clock.now().toISOString() });
  await stack.services.db.deleteFrom("notices_sent").where("notice", "=", "outages").execute();
  await stack.services.db.deleteFrom("text_outbox").where("event_key", "like", "outages:%").execute();
  await stack.services.db.deleteFrom("mail_outbox").where("kind", "like", "outage-%").execute();
});

describe("the outage alerts sent report", () => {
  it("lists the alert sender's text and e-mail: the change, the outage, the account, masked, the status", async () => {
    await omsControl("POST", "/scenarios/feeder-fault-restored-in-2-hours", { account: MARIA });
    expect(await runOutageAlerts(stack.services)).toBe(1);
    const { status, body } = await report(await adminToken(3), {});
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 2, page: 1, pages: 1 });
    const byChannel = Object.fromEntries(
      body.rows.map((row: { channel: string }) => [row.channel, row]),
    ) as Record<string, Record<string, string>>;
    expect(byChannel.text).toMatchObject({ change: "confirmed", accountId: MARIA, to: "***-***-0142" });
    expect(byChannel.email).toMatchObject({ change: "confirmed", accountId: MARIA });
    expect(byChannel.email?.to).toMatch(/^\w\*\*\*@/);
    expect(byChannel.text?.outageId).toBeTruthy();
    expect(byChannel.email?.outageId).toBe(byChannel.text?.outageId);
    // Never a body, never the whole number.
    expect(JSON.stringify(body)).not.toMatch(/We know of the outage|\+1671|5550142/);
  });

  it("filters by channel, change, account and the days sent (Guam days); bad filters say why", async () => {
    await omsControl("POST", "/scenarios/feeder-fault-restored-in-2-hours", { account: MARIA });
    await runOutageAlerts(stack.services);
    const token = await adminToken(1);
    const channels = async (query: Record<string, string>) =>
      (await report(token, query)).body.rows.map((row: { channel: string }) => row.channel).sort();
    expect(await channels({ channel: "text" })).toEqual(["text"]);
    expect(await channels({ channel: "email" })).toEqual(["email"]);
    expect(await channels({ change: "confirmed" })).toEqual(["email", "text"]);
    expect(await channels({ change: "restored" })).toEqual([]);
    expect(await channels({ account: MARIA })).toEqual(["email", "text"]);
    expect(await channels({ account: "0000000001" })).toEqual([]);
    expect(await channels({ from: "2026-11-22", to: "2026-11-22" })).toEqual(["email", "text"]);
    expect(await channels({ to: "2026-11-21" })).toEqual([]);
    const order = await report(token, { from: "2026-11-22", to: "2026-11-21" });
    expect(order.status).toBe(400);
    expect(order.body.error.message).toBe(messages.dateOrder);
    expect((await report(token, { to: "2026-02-30" })).body.error.message).toBe(messages.badDate);
    expect((await report(token, { channel: "fax" })).body.error.message).toBe(messages.badChannel);
    expect((await report(token, { change: "storm" })).body.error.message).toBe(messages.badChange);
    expect((await report(token, { account: "12" })).body.error.message).toBe(messages.badAccount);
  });

  it("pages in the BFF, 25 rows a page; the CSV streams every row, formulas neutralised, audited", async () => {
    const rows = Array.from({ length: 27 }, (_, index) => ({
      created_at: `2026-11-20T00:00:${String(index).padStart(2, "0")}.000Z`,
      kind: "outageRestored",
      event_key: `outages:${MARIA}:restored:${index === 26 ? "=HYPERLINK(1)" : `J-${index}`}`,
      person_id: personId,
      account_id: MARIA,
      to_phone: "+16715550142",
      body: "GPA: power is restored",
      status: "sent" as const,
      delivery: "delivered",
      provider_id: null,
      send_after: "2026-11-20T00:00:00.000Z",
      attempts: 1,
      outcome_unknown: 0,
      sent_at: "2026-11-20T00:01:00.000Z",
      last_error: null,
      claimed_by: null,
      claimed_until: null,
    }));
    await stack.services.db.insertInto("text_outbox").values(rows).execute();
    const token = await adminToken(2);
    const first = await report(token, {});
    expect(first.body).toMatchObject({ total: 27, pages: 2, page: 1 });
    expect(first.body.rows).toHaveLength(25);
    expect(first.body.rows[1]).toMatchObject({ outageId: "J-25", change: "restored", status: "delivered" });
    expect(
      (await report(token, { page: "2" })).body.rows.map((row: { outageId: string }) => row.outageId),
    ).toEqual(["J-1", "J-0"]);
    const csv = await exportCsv(token, { account: MARIA, channel: "text" });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toContain("-Outage-Alerts-Sent.csv");
    expect(csv.headers.get("x-total-rows")).toBe("27");
    const lines = csv.text.trim().split("\n");
    expect(lines[0]).toBe("Sent At (UTC),Channel,Change,Outage (Job),Account No.,To,Status");
    expect(lines).toHaveLength(28);
    expect(lines[1]).toBe(
      `2026-11-20T00:00:26.000Z,Text,Power restored,'=HYPERLINK(1),${MARIA},***-***-0142,delivered`,
    );
    expect(lines[2]).toBe(
      `2026-11-20T00:00:25.000Z,Text,Power restored,J-25,${MARIA},***-***-0142,delivered`,
    );
    const audits = await stack.services.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "outage-alerts-exported")
      .execute();
    expect(audits).toHaveLength(1);
    expect((await exportCsv(token, { change: "storm" })).status).toBe(400);
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
