/**
 * Outage alerts (decision 046) against the real billing and outage simulators on
 * one clock: a customer who chose them by e-mail and text is told once that the outage at her
 * premise is known, once when its estimate moves by more than 30 minutes, and once when power is
 * back (asking her to report if not); two runs at once (as two BFF instances would) send each once.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { NOTICE_KINDS } from "@paygpa/contract";
import { createApp as createOms } from "@paygpa/oms-simulator";
import { controlTokenHeaders, TEST_CONTROL_ACCESS } from "@paygpa/runtime/control-access";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runOutageAlerts } from "../src/features/outages";
import { nmsAdapter } from "../src/integrations/outages";
import { startStack, type TestStack } from "./harness";
import { persona } from "./personas";

const maria = persona("postpaid-current");
const account = maria.accounts[0]?.accountId ?? "";
let stack: TestStack;
let oms: Server;
let omsUrl = "";

async function omsControl(method: string, path: string, body?: unknown) {
  const answer = await fetch(`${omsUrl}/__control${path}`, {
    method,
    headers: { ...controlTokenHeaders(), "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(answer.status).toBeLessThan(300);
  return answer.json();
}

const texts = () =>
  stack.services.db.selectFrom("text_outbox").select(["kind", "body", "send_after"]).orderBy("id").execute();
const mails = () =>
  stack.services.db
    .selectFrom("mail_outbox")
    .select(["kind", "subject"])
    .where("kind", "like", "outage-%")
    .orderBy("id")
    .execute();

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
  stack.services.outages = nmsAdapter({ baseUrl: omsUrl, timeoutMs: 2000 });
  // 10:00 in Guam: outside quiet hours.
  stack.clock.set(new Date("2026-11-22T00:00:00.000Z"));
  await omsControl("PUT", "/clock", { now: stack.clock.now().toISOString() });

  // Maria chooses outage alerts, by e-mail and by text, on a number she confirmed.
  const token = (await stack.login(maria.username, maria.password)).body.token as string;
  const notices = Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, { email: false, text: false }]));
  const save = (text: boolean) =>
    stack.call("/api/v1/update-notification-settings", {
      token,
      body: { accountId: account, notices: { ...notices, outages: { email: true, text } } },
    });
  expect((await save(false)).status).toBe(200);
  const { person_id } = await stack.services.db
    .selectFrom("notification_settings")
    .select("person_id")
    .where("account_id", "=", account)
    .executeTakeFirstOrThrow();
  const now = stack.clock.now().toISOString();
  await stack.services.db
    .insertInto("text_numbers")
    .values({
      person_id,
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

const advance = async (minutes: number) => {
  stack.clock.set(new Date(stack.clock.now().getTime() + minutes * 60_000));
};

describe("outage alerts", () => {
  it("tells her once that the outage at her premise is known, even with two runs at once", async () => {
    expect(await runOutageAlerts(stack.services)).toBe(0);
    await omsControl("POST", "/scenarios/feeder-fault-restored-in-2-hours", { account });
    const [first, second] = await Promise.all([
      runOutageAlerts(stack.services),
      runOutageAlerts(stack.services),
    ]);
    expect(first + second).toBe(1);
    expect(await runOutageAlerts(stack.services)).toBe(0);
    expect((await texts()).map((text) => text.kind)).toEqual(["outageConfirmed"]);
    expect((await texts())[0]?.body).toMatch(/^GPA: We know of the outage at acct ending \d{4}\./);
    expect((await mails()).map((mail) => mail.kind)).toEqual(["outage-confirmed"]);
  });

  it("tells her once when the estimate moves by more than 30 minutes (3 hours out, brought to 2)", async () => {
    await advance(20); // dispatched with an estimate 3 hours out: already told? only if it moved
    await runOutageAlerts(stack.services);
    const told = (await texts()).length;
    await advance(25); // on site after 40 minutes, the estimate brought to 2 hours
    expect(await runOutageAlerts(stack.services)).toBe(1);
    expect(await runOutageAlerts(stack.services)).toBe(0);
    const latest = (await texts()).at(-1);
    expect((await texts()).length).toBe(told + 1);
    expect(latest?.kind).toBe("outageEstimate");
    expect(latest?.body).toMatch(
      /New estimate for the outage at acct ending \d{4}: Power back by 11\/22 12:00 PM\./,
    );
  });

  it("tells her once when power is back, asking her to reply OUT if it is not", async () => {
    await advance(90); // the whole feeder back 2 hours in
    expect(await runOutageAlerts(stack.services)).toBe(1);
    expect(await runOutageAlerts(stack.services)).toBe(0);
    expect((await texts()).at(-1)?.body).toMatch(
      /Power is restored at acct ending \d{4}\. Still out\? Reply OUT/,
    );
    expect((await mails()).at(-1)?.kind).toBe("outage-restored");
  });

  it("answers a reply STATUS with what is known, and OUT with a report for the number's premise", async () => {
    const reply = stack.services.outageTextReply;
    if (!reply) throw new Error("the outage feature answers STATUS and OUT");
    expect(await reply("+16715550142", "STATUS")).toMatch(
      /^GPA: No outage is known at acct ending \d{4}\. Reply OUT/,
    );
    expect(await reply("+16715550142", "OUT")).toMatch(
      /^GPA: Thank you\. Your outage report for acct ending \d{4} is taken\./,
    );
    const reports = await stack.services.db.selectFrom("outage_reports").selectAll().execute();
    expect(reports).toMatchObject([{ account_id: account, problem: "no-power", status: "delivered" }]);
    expect(await reply("+16715550142", "STATUS")).toMatch(
      /^GPA: Outage at acct ending \d{4}: We are looking into it\./,
    );
    expect(await reply("+16715559999", "STATUS")).toMatch(/^GPA: This number has no outage alerts\./);
  });
});
