/**
 * The payment extensions in the back office's reports (decision 045): every extension granted —
 * active, kept, broken, cancelled — filtered by the day granted and the state, paged in the BFF, its
 * CSV streamed and audited; bad filters say why; only the Reports levels (1–3) see it.
 */
import { extensionReportMessages } from "@paygpa/contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runExtensionDay } from "../src/features/payment-extension";
import { startStack, type TestStack } from "./harness";
import { admins, persona } from "./personas";

const DAY = 24 * 60 * 60 * 1000;
const maria = persona("postpaid-current");
const jose = persona("postpaid-overdue");
const MARIA = maria.accounts[0]!.accountId;
const JOSE = jose.accounts[0]!.accountId;

let stack: TestStack;
beforeEach(async () => {
  stack = await startStack({ sessionIdleSeconds: 90 * 24 * 3600 });
});
afterEach(() => stack.close());

const adminToken = async (level: number) => {
  const found = admins.find((candidate) => candidate.level === level)!;
  return (
    await stack.call("/api/v1/login", {
      body: { username: found.username, password: found.password },
    })
  ).body.token as string;
};
const report = (token: string, query: Record<string, string>) =>
  stack.call(`/api/v1/reports/payment-extensions?${new URLSearchParams(query)}`, { token });
const exportCsv = async (token: string, query: Record<string, string>) => {
  const response = await fetch(
    `${stack.bff}/api/v1/reports/payment-extensions/export?${new URLSearchParams(query)}`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  return {
    status: response.status,
    headers: response.headers,
    text: await response.text(),
  };
};

/** Jose's promise broken by the clock, a clerk's grant for Maria cancelled, then Maria's own. */
async function threeExtensions() {
  const joseToken = (await stack.login(jose.username, jose.password)).body.token as string;
  const asked = await stack.call("/api/v1/payment-extension", {
    token: joseToken,
    body: { accountId: JOSE, promiseDate: "2026-11-25" },
  });
  expect(asked.status).toBe(200);
  stack.clock.advance(60_000); // the clerk's call comes a minute later
  const clerk = await adminToken(4);
  await stack.call("/api/v1/phoned-in/payment-extension", {
    token: clerk,
    body: { accountId: MARIA, promiseDate: "2026-12-08" },
  });
  await stack.call("/api/v1/phoned-in/payment-extension/cancel", {
    token: clerk,
    body: { accountId: MARIA },
  });
  for (let day = 0; day < 5; day += 1) {
    stack.clock.advance(DAY);
    await runExtensionDay(stack.services, stack.clock.now()); // to 11-26: Jose's promise broken
  }
  const mariaToken = (await stack.login(maria.username, maria.password)).body.token as string;
  const own = await stack.call("/api/v1/payment-extension", {
    token: mariaToken,
    body: { accountId: MARIA, promiseDate: "2026-12-10" },
  });
  expect(own.status).toBe(200);
}

describe("the payment extensions report", () => {
  it("lists every extension granted, newest first, with its state, who asked and the dates", async () => {
    await threeExtensions();
    const { status, body } = await report(await adminToken(3), {});
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 3, page: 1, pages: 1 });
    expect(body.rows.map((row: { status: string }) => row.status)).toEqual(["active", "cancelled", "broken"]);
    expect(body.rows[0]).toMatchObject({
      accountId: MARIA,
      requestedBy: "customer",
      requestedOn: "2026-11-26",
    });
    expect(body.rows[1]).toMatchObject({
      accountId: MARIA,
      requestedBy: admins.find((a) => a.level === 4)!.username,
    });
    expect(body.rows[2]).toMatchObject({
      accountId: JOSE,
      promiseDate: "2026-11-25",
      endedOn: "2026-11-26",
      requestedOn: "2026-11-21",
    });
  });

  it("filters by state and by the days granted (both inclusive)", async () => {
    await threeExtensions();
    const token = await adminToken(1);
    const broken = await report(token, { state: "broken" });
    expect(broken.body.rows.map((row: { accountId: string }) => row.accountId)).toEqual([JOSE]);
    expect((await report(token, { state: "kept" })).body).toMatchObject({
      total: 0,
      rows: [],
    });
    const granted = await report(token, {
      from: "2026-11-21",
      to: "2026-11-21",
    });
    expect(granted.body.rows.map((row: { status: string }) => row.status)).toEqual(["cancelled", "broken"]);
    expect((await report(token, { from: "2026-11-26" })).body.total).toBe(1);
  });

  it("refuses an end before the start, a date that is not one, and an unknown state, saying why", async () => {
    const token = await adminToken(2);
    const order = await report(token, { from: "2026-11-22", to: "2026-11-21" });
    expect(order.status).toBe(400);
    expect(order.body.error.message).toBe(extensionReportMessages.dateOrder);
    expect((await report(token, { from: "2026-13-45" })).body.error.message).toBe(
      extensionReportMessages.badDate,
    );
    expect((await report(token, { state: "lost" })).body.error.message).toBe(
      extensionReportMessages.badState,
    );
    expect((await exportCsv(token, { state: "lost" })).status).toBe(400);
  });

  it("pages in the BFF, 25 rows a page, a page past the end showing the last", async () => {
    const rows = Array.from({ length: 27 }, (_, index) => ({
      extension_id: `ext-${String(index).padStart(3, "0")}`,
      account_id: MARIA,
      person_id: "p",
      pay_plan_id: `PP-${index}`,
      bill_due_date: "2026-11-01",
      promise_date: "2026-11-10",
      amount_cents: 1000 + index,
      status: "kept" as const,
      requested_by: "customer",
      requested_at: `2026-11-01T00:00:${String(index).padStart(2, "0")}.000Z`,
      requested_on: "2026-11-01",
      ended_on: "2026-11-09",
      ended_by: "billing",
      reminder_sent_at: null,
      broken_notice_sent_at: null,
    }));
    await stack.services.db.insertInto("payment_extensions").values(rows).execute();
    const token = await adminToken(3);
    const first = await report(token, {});
    expect(first.body).toMatchObject({ total: 27, pages: 2, page: 1 });
    expect(first.body.rows).toHaveLength(25);
    expect(first.body.rows[0].extensionId).toBe("ext-026");
    const last = await report(token, { page: "9" });
    expect(last.body).toMatchObject({ page: 2 });
    expect(last.body.rows.map((row: { extensionId: string }) => row.extensionId)).toEqual([
      "ext-001",
      "ext-000",
    ]);
    // The export reads every row in chunks, none twice.
    const csv = await exportCsv(token, {});
    expect(csv.text.trim().split("\n")).toHaveLength(28);
  });
});

describe("the report's CSV export", () => {
  it("streams the filtered rows with a header, audited, a formula never run", async () => {
    await threeExtensions();
    await stack.services.db
      .updateTable("payment_extensions")
      .set({ requested_by: '=HYPERLINK("http://evil.example")' })
      .where("status", "=", "cancelled")
      .execute();
    const token = await adminToken(1);
    const csv = await exportCsv(token, { state: "cancelled" });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toContain("2026-11-26-Payment-Extensions.csv");
    const lines = csv.text.trim().split("\n");
    expect(lines[0]).toBe("Account No.,State,Granted On,Asked By,Bill Due Date,Pay By,Amount,Ended On");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${MARIA},Cancelled,2026-11-21,"'=HYPERLINK(""http://evil.example"")"`);
    const audits = await stack.services.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "payment-extensions-exported")
      .execute();
    expect(csv.headers.get("x-total-rows")).toBe("1");
    expect(audits).toHaveLength(1);
  });

  it("is for the Reports levels only: a phoned-in clerk (level 4) sees neither", async () => {
    const clerk = await adminToken(4);
    expect((await report(clerk, {})).status).toBe(403);
    expect((await exportCsv(clerk, {})).status).toBe(403);
    const customer = (await stack.login(maria.username, maria.password)).body.token as string;
    expect((await report(customer, {})).status).not.toBe(200);
  });
});
