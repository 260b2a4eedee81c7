/**
 * The preferred due date (decision 047), end to end over the BFF and the billing simulator: the day
 * now, the preview of when a change takes effect (billing's first bill under the new day), the
 * change itself and the next bills on the clock, once every 12 months, a clerk's change for a
 * phoning customer, staff's allowed days, each refusal's reason, ownership, and the audit.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startStack, type TestStack } from "./harness";
import { admins, persona } from "./personas";

const DAY = 24 * 60 * 60 * 1000;
const maria = persona("postpaid-current"); // billed 2026-11-11, due 2026-12-01 (TODAY 2026-11-21)
const jose = persona("postpaid-overdue");
const prepaid = persona("prepaid-only");
const MARIA = maria.accounts[0]!.accountId;
const JOSE = jose.accounts[0]!.accountId;

let stack: TestStack;
beforeEach(async () => {
  stack = await startStack({ sessionIdleSeconds: 400 * 24 * 3600 });
});
afterEach(() => stack.close());

const tokenOf = async (who: { username: string; password: string }) =>
  (await stack.login(who.username, who.password)).body.token as string;
const adminToken = async (level: number) => {
  const found = admins.find((candidate) => candidate.level === level)!;
  return (await stack.call("/api/v1/login", { body: { username: found.username, password: found.password } }))
    .body.token as string;
};
const status = (token: string, accountId: string, prefix = "") =>
  stack.call(`/api/v1${prefix}/due-date?accountId=${accountId}`, { token });
const preview = (token: string, accountId: string, dueDay: number, prefix = "") =>
  stack.call(`/api/v1${prefix}/due-date/preview?accountId=${accountId}&dueDay=${dueDay}`, { token });
const change = (token: string, accountId: string, dueDay: unknown, prefix = "") =>
  stack.call(`/api/v1${prefix}/due-date`, { token, body: { accountId, dueDay } });
const audits = (action: string) =>
  stack.services.db.selectFrom("audit_log").selectAll().where("action", "=", action).execute();
const latestBillRow = async (token: string, accountId: string) =>
  (await stack.call("/api/v1/user-latest-bill", { token, body: { accountId } })).body.result as {
    dueDate: string;
  };

describe("the customer's due date", () => {
  it("says the day now, the days allowed, and previews when a change takes effect", async () => {
    const token = await tokenOf(maria);
    const { status: code, body } = await status(token, MARIA);
    expect(code).toBe(200);
    expect(body).toMatchObject({
      currentDueDay: null,
      latestDueDate: "2026-12-01",
      currentSentence: "Your latest bill is due on 12/01/2026.",
      eligible: true,
      refusal: null,
      days: { firstDay: 1, lastDay: 28 },
      lastChange: null,
    });
    const seen = await preview(token, MARIA, 15);
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual({
      accountId: MARIA,
      dueDay: 15,
      firstBillDate: "2026-12-26",
      firstDueDate: "2027-01-15",
      sentence:
        "Your next bill, issued on 12/26/2026, will be the first due on the 15th: it is due on 01/15/2027. Every bill after it is due on the 15th.",
    });
    expect((await status(token, MARIA)).body.lastChange).toBeNull();
  });

  it("changes the day in billing, audits it, the next bills are due on it, and a second change within 12 months is refused", async () => {
    const token = await tokenOf(maria);
    const done = await change(token, MARIA, 15);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ dueDay: 15, firstDueDate: "2027-01-15", requestedBy: "customer" });
    expect(await audits("due-date-changed")).toEqual([
      expect.objectContaining({ actor: "customer", subject: MARIA }),
    ]);
    expect((await status(token, MARIA)).body).toMatchObject({
      currentDueDay: 15,
      currentSentence: "Your bills are due on the 15th of the month. Your latest bill is due on 12/01/2026.",
      eligible: false,
      refusal: {
        code: "TOO_SOON",
        message:
          "The due date can be changed once every 12 months. This account can change it again from 11/21/2027.",
      },
    });
    const again = await change(token, MARIA, 20);
    expect(again.status).toBe(422);
    expect(again.body.error).toMatchObject({ code: "DUE_DATE_REFUSED" });
    // On the clock: the old cycle's 11 December bill does not come; 26 December's is due 15 January.
    stack.clock.advance(35 * DAY); // 2026-12-26
    expect((await latestBillRow(token, MARIA)).dueDate).toBe("01/15/2027");
    stack.clock.advance(31 * DAY); // 2027-01-26
    expect((await latestBillRow(token, MARIA)).dueDate).toBe("02/15/2027");
    // Twelve months after the change it may change again.
    stack.clock.advance(300 * DAY); // 2027-11-22
    expect((await status(token, MARIA)).body.eligible).toBe(true);
  });

  it("refuses a day outside the range, a prepaid account and another's account, changing nothing", async () => {
    const token = await tokenOf(maria);
    const late = await change(token, MARIA, 29);
    expect(late.status).toBe(400);
    expect(late.body.error).toEqual({
      code: "INVALID_DUE_DAY",
      message: "Choose a day from the 1st to the 28th.",
    });
    expect((await change(token, MARIA, "fifteen")).status).toBe(400);
    expect((await change(token, JOSE, 15)).status).toBe(403);
    const prepaidToken = await tokenOf(prepaid);
    const refused = await change(prepaidToken, prepaid.accounts[0]!.accountId, 15);
    expect(refused.body.error).toMatchObject({
      code: "DUE_DATE_REFUSED",
      message: "A due date is for billed accounts; prepaid accounts have no bill to move.",
    });
    expect((await status(token, MARIA)).body.lastChange).toBeNull();
    expect(await audits("due-date-changed")).toEqual([]);
  });
});

describe("a clerk and staff", () => {
  it("change the day for a phoning customer (audited with the clerk's name) and set the days allowed", async () => {
    const clerk = await adminToken(3);
    expect((await status(clerk, MARIA, "/phoned-in")).body.eligible).toBe(true);
    const done = await change(clerk, MARIA, 5, "/phoned-in");
    expect(done.body).toMatchObject({ dueDay: 5, requestedBy: "staff" });
    const [audit] = await audits("due-date-changed");
    expect(audit).toMatchObject({ subject: MARIA });
    expect(audit!.actor).not.toBe("customer");

    const manager = await adminToken(1);
    const set = await stack.call("/api/v1/system-maintenance/due-date", {
      token: manager,
      body: { firstDay: 5, lastDay: 22 },
    });
    expect(set.body).toEqual({ firstDay: 5, lastDay: 22, setByStaff: true });
    const bad = await stack.call("/api/v1/system-maintenance/due-date", {
      token: manager,
      body: { firstDay: 22, lastDay: 5 },
    });
    expect(bad.body.error).toEqual({
      code: "INVALID_DUE_DATE_SETTINGS",
      message: "Enter whole days from 1 to 28, the first no later than the last.",
    });
    expect((await preview(await tokenOf(jose), JOSE, 3)).body.error.message).toBe(
      "Choose a day from the 5th to the 22nd.",
    );
    const report = await stack.call("/api/v1/reports/due-date-changes?by=staff", { token: manager });
    expect(report.body).toMatchObject({ total: 1, rows: [{ accountId: MARIA, dueDay: 5 }] });
  });
});
