/**
 * Budget billing in the back office's reports (decision 043, amended): every enrolment and leaving,
 * filtered by the day enrolled, the status, who enrolled it and the account, paged in the BFF, its
 * CSV streamed and audited; bad filters say why; only the Reports levels (1–3) see it.
 */
import { BUDGET_CONSENT, budgetReportMessages } from "@paygpa/contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startStack, type TestStack } from "./harness";
import { admins, persona } from "./personas";

const DAY = 24 * 60 * 60 * 1000;
const maria = persona("postpaid-current");
const both = persona("postpaid-and-prepaid");
const MARIA = maria.accounts[0]!.accountId;
const POSTPAID = both.accounts.find((account) => account.kind === "postpaid")!.accountId;
const CLERK = admins.find((candidate) => candidate.level === 4)!;

let stack: TestStack;
beforeEach(async () => {
  stack = await startStack({ sessionIdleSeconds: 90 * 24 * 3600 });
});
afterEach(() => stack.close());

const adminToken = async (level: number) => {
  const found = admins.find((candidate) => candidate.level === level)!;
  return (await stack.call("/api/v1/login", { body: { username: found.username, password: found.password } }))
    .body.token as string;
};
const report = (token: string, query: Record<string, string>) =>
  stack.call(`/api/v1/reports/budget-billing?${new URLSearchParams(query)}`, { token });
const exportCsv = async (token: string, query: Record<string, string>) => {
  const response = await fetch(
    `${stack.bff}/api/v1/reports/budget-billing/export?${new URLSearchParams(query)}`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  return { status: response.status, headers: response.headers, text: await response.text() };
};
const consent = { consentVersion: BUDGET_CONSENT.version, agreed: true };

/** Maria enrols herself and leaves two days later; a clerk enrols the other customer's billed account the day after. */
async function twoEnrolments() {
  const mariaToken = (await stack.login(maria.username, maria.password)).body.token as string;
  const own = await stack.call("/api/v1/budget-billing", {
    token: mariaToken,
    body: { accountId: MARIA, ...consent },
  });
  expect(own.status).toBe(200);
  stack.clock.advance(DAY);
  const clerk = await adminToken(4);
  const phoned = await stack.call("/api/v1/phoned-in/budget-billing", {
    token: clerk,
    body: { accountId: POSTPAID, ...consent },
  });
  expect(phoned.status).toBe(200);
  stack.clock.advance(DAY);
  const left = await stack.call("/api/v1/budget-billing/leave", {
    token: mariaToken,
    body: { accountId: MARIA },
  });
  expect(left.status).toBe(200);
  return {
    mariaAmount: own.body.enrolment.budgetAmount as string,
    day: own.body.enrolment.startDate as string,
  };
}

describe("the budget billing report", () => {
  it("lists every enrolment, newest first: the account, day, who, terms, amount recorded, status, left on", async () => {
    const { mariaAmount } = await twoEnrolments();
    const { status, body } = await report(await adminToken(3), {});
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 2, page: 1, pages: 1 });
    expect(body.rows[0]).toMatchObject({
      accountId: POSTPAID,
      enrolledBy: CLERK.username,
      consentVersion: BUDGET_CONSENT.version,
      status: "active",
      leftOn: null,
    });
    expect(body.rows[1]).toMatchObject({
      accountId: MARIA,
      enrolledBy: "customer",
      budgetAmount: mariaAmount,
      status: "left",
    });
    expect(body.rows[1].leftOn > body.rows[1].enrolledOn).toBe(true);
  });

  it("filters by status, who enrolled, the account and the days enrolled (both inclusive)", async () => {
    await twoEnrolments();
    const token = await adminToken(1);
    const ids = async (query: Record<string, string>) =>
      (await report(token, query)).body.rows.map((row: { accountId: string }) => row.accountId);
    expect(await ids({ status: "left" })).toEqual([MARIA]);
    expect(await ids({ status: "active" })).toEqual([POSTPAID]);
    expect(await ids({ by: "clerk" })).toEqual([POSTPAID]);
    expect(await ids({ by: "customer" })).toEqual([MARIA]);
    expect(await ids({ account: MARIA })).toEqual([MARIA]);
    const all = (await report(token, {})).body.rows;
    const mariaDay = all[1].enrolledOn as string;
    expect(await ids({ from: mariaDay, to: mariaDay })).toEqual([MARIA]);
    expect(await ids({ from: all[0].enrolledOn })).toEqual([POSTPAID]);
    expect((await report(token, { status: "left", by: "clerk" })).body).toMatchObject({ total: 0, rows: [] });
  });

  it("refuses an end before the start, a date that is not one, an unknown status or who, a short account", async () => {
    const token = await adminToken(2);
    const order = await report(token, { from: "2026-11-22", to: "2026-11-21" });
    expect(order.status).toBe(400);
    expect(order.body.error.message).toBe(budgetReportMessages.dateOrder);
    expect((await report(token, { to: "2026-02-30" })).body.error.message).toBe(budgetReportMessages.badDate);
    expect((await report(token, { status: "paused" })).body.error.message).toBe(
      budgetReportMessages.badStatus,
    );
    expect((await report(token, { by: "robot" })).body.error.message).toBe(budgetReportMessages.badBy);
    expect((await report(token, { account: "12345" })).body.error.message).toBe(
      budgetReportMessages.badAccount,
    );
    expect((await exportCsv(token, { status: "paused" })).status).toBe(400);
  });

  it("pages in the BFF, 25 rows a page, a page past the end showing the last; the export reads all", async () => {
    const rows = Array.from({ length: 27 }, (_, index) => ({
      enrolment_id: `enr-${String(index).padStart(3, "0")}`,
      account_id: MARIA,
      status: "left" as const,
      budget_amount_cents: 10_000 + index,
      consent_version: BUDGET_CONSENT.version,
      enrolled_by: "customer",
      enrolled_at: `2026-10-01T00:00:${String(index).padStart(2, "0")}.000Z`,
      left_by: "customer",
      left_at: "2026-10-02T00:00:00.000Z",
    }));
    await stack.services.db.insertInto("budget_enrolments").values(rows).execute();
    const token = await adminToken(3);
    const first = await report(token, {});
    expect(first.body).toMatchObject({ total: 27, pages: 2, page: 1 });
    expect(first.body.rows).toHaveLength(25);
    expect(first.body.rows[0]).toMatchObject({ enrolmentId: "enr-026", budgetAmount: "100.26" });
    const last = await report(token, { page: "9" });
    expect(last.body).toMatchObject({ page: 2 });
    expect(last.body.rows.map((row: { enrolmentId: string }) => row.enrolmentId)).toEqual([
      "enr-001",
      "enr-000",
    ]);
    const csv = await exportCsv(token, {});
    expect(csv.text.trim().split("\n")).toHaveLength(28);
    expect(new Set(csv.text.trim().split("\n")).size).toBe(28);
  });
});

describe("the report's CSV export", () => {
  it("streams the filtered rows with a header, audited with the filters and the count, a formula never run", async () => {
    await twoEnrolments();
    await stack.services.db
      .updateTable("budget_enrolments")
      .set({ consent_version: '=HYPERLINK("http://evil.example")' })
      .where("account_id", "=", POSTPAID)
      .execute();
    const token = await adminToken(1);
    const csv = await exportCsv(token, { by: "clerk" });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toMatch(/\d{4}-\d{2}-\d{2}-Budget-Billing\.csv/);
    expect(csv.headers.get("x-total-rows")).toBe("1");
    const lines = csv.text.trim().split("\n");
    expect(lines[0]).toBe(
      "Account No.,Enrolled On,Enrolled By,Consent Version,Budget Amount at Enrolment,Status,Left On",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${POSTPAID},`);
    expect(lines[1]).toContain(`,${CLERK.username},"'=HYPERLINK(""http://evil.example"")",`);
    expect(lines[1]).toMatch(/,Enrolled,$/);
    const left = (await exportCsv(token, { status: "left" })).text.trim().split("\n")[1];
    expect(left).toMatch(
      new RegExp(
        `^${MARIA},\\d{4}-\\d{2}-\\d{2},Customer,${BUDGET_CONSENT.version},\\d+\\.\\d\\d,Left,\\d{4}-\\d{2}-\\d{2}$`,
      ),
    );
    const audits = await stack.services.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "budget-billing-exported")
      .execute();
    expect(audits).toHaveLength(2);
    const admin = admins.find((candidate) => candidate.level === 1)!;
    expect(audits[0]).toMatchObject({ actor: admin.username });
    expect(JSON.parse(String(audits[0]!.details))).toMatchObject({ filters: { by: "clerk" }, rows: 1 });
  });

  it("is for the Reports levels only: a phoned-in clerk (level 4) sees neither, nor a customer", async () => {
    const clerk = await adminToken(4);
    expect((await report(clerk, {})).status).toBe(403);
    expect((await exportCsv(clerk, {})).status).toBe(403);
    expect(
      await stack.services.db
        .selectFrom("audit_log")
        .selectAll()
        .where("action", "=", "budget-billing-exported")
        .execute(),
    ).toEqual([]);
    const customer = (await stack.login(maria.username, maria.password)).body.token as string;
    expect((await report(customer, {})).status).not.toBe(200);
  });
});
