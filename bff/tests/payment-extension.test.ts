/**
 * The payment extension (decision 045), end to end over the BFF and the billing simulator:
 * who may ask and every refusal's reason; the dates allowed (N days after the due date); the dashboard
 * row following the promise; the reminder 2 days before, once; a promise kept by paying, another
 * broken by the clock; once per M months; a clerk's grant and cancel; staff's N and M. Audited.
 */
import { extensionMessages } from "@paygpa/contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runExtensionDay } from "../src/features/payment-extension";
import { type Json, startStack, type TestStack } from "./harness";
import { admins, persona } from "./personas";

const DAY = 24 * 60 * 60 * 1000;
const maria = persona("postpaid-current"); // due 2026-12-01 (10 days after TODAY 2026-11-21)
const jose = persona("postpaid-overdue"); // due 2026-11-18, unpaid
const prepaid = persona("prepaid-only");
const MARIA = maria.accounts[0]!.accountId;
const JOSE = jose.accounts[0]!.accountId;

let stack: TestStack;
beforeEach(async () => {
  stack = await startStack({ sessionIdleSeconds: 90 * 24 * 3600 });
});
afterEach(() => stack.close());

const tokenOf = async (who: { username: string; password: string }) =>
  (await stack.login(who.username, who.password)).body.token as string;
const adminToken = async (level: number) => {
  const found = admins.find((candidate) => candidate.level === level)!;
  return (await stack.call("/api/v1/login", { body: { username: found.username, password: found.password } }))
    .body.token as string;
};
const status = (token: string, accountId: string) =>
  stack.call(`/api/v1/payment-extension?accountId=${accountId}`, { token });
const ask = (token: string, accountId: string, promiseDate: string) =>
  stack.call("/api/v1/payment-extension", { token, body: { accountId, promiseDate } });
const row = async (token: string, accountId: string) =>
  (await stack.call("/api/v1/user-latest-bill", { token, body: { accountId } })).body.result as Json;
const dayPasses = async (days = 1) => {
  stack.clock.advance(days * DAY);
  await runExtensionDay(stack.services, stack.clock.now());
};
const mails = (kind: string) =>
  stack.services.db.selectFrom("mail_outbox").selectAll().where("kind", "=", kind).execute();
const audits = (action: string) =>
  stack.services.db.selectFrom("audit_log").selectAll().where("action", "=", action).execute();
const payInBilling = (accountId: string, amount: string) =>
  fetch(`${stack.ccb}/rest/apis/customer/financials/paymentEvents/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      paymentTenders: {
        _data: [
          {
            payorAccount: { accountId },
            tenderAmount: amount,
            tenderType: "CCV",
            externalReferenceId: "X-1",
          },
        ],
      },
      payments: { _data: [{ account: { accountId }, paymentAmount: amount }] },
    }),
  });

describe("asking for a payment extension from the dashboard", () => {
  it("offers the dates from the day after the due date to 14 days after it, for the amount due", async () => {
    const { status: code, body } = await status(await tokenOf(maria), MARIA);
    expect(code).toBe(200);
    expect(body).toMatchObject({
      eligible: true,
      refusal: null,
      billDueDate: "2026-12-01",
      range: { from: "2026-12-02", to: "2026-12-15" },
      extension: null,
    });
    expect(Number(body.amountDue)).toBeGreaterThan(0);
  });

  it("sets the promise in billing, audits it, and the dashboard's due date follows it", async () => {
    const token = await tokenOf(maria);
    const before = await row(token, MARIA);
    const { status: code, body } = await ask(token, MARIA, "2026-12-10");
    expect(code).toBe(200);
    expect(body).toMatchObject({ status: "active", promiseDate: "2026-12-10", requestedBy: "customer" });
    expect(body.note).toBe("Payment extension: pay by 12/10/2026.");
    expect(await row(token, MARIA)).toMatchObject({
      ...before,
      dueDate: "12/10/2026",
      isDueNow: false,
      showDueDateRed: false,
      extensionNote: "Payment extension: pay by 12/10/2026.",
    });
    const overview = await stack.call("/api/v1/dashboard-overview", { token, body: {} });
    expect(overview.body.accounts[0].line).toMatchObject({ dueDate: "12/10/2026", isDueNow: false });
    expect(await audits("payment-extension-granted")).toEqual([
      expect.objectContaining({ actor: "customer", subject: MARIA }),
    ]);
    // A second one while it stands is refused, saying why.
    const again = await ask(token, MARIA, "2026-12-11");
    expect(again.status).toBe(422);
    expect(again.body.error).toMatchObject({
      code: "EXTENSION_REFUSED",
      message: "This account already has a payment extension: pay by 12/10/2026.",
    });
  });

  it("refuses a date outside the allowed range, changing nothing", async () => {
    const token = await tokenOf(maria);
    const late = await ask(token, MARIA, "2026-12-16");
    expect(late.status).toBe(400);
    expect(late.body.error).toEqual({
      code: "INVALID_EXTENSION_DATE",
      message: "Choose a date from 12/02/2026 to 12/15/2026.",
    });
    expect((await ask(token, MARIA, "2026-12-01")).status).toBe(400);
    expect((await status(token, MARIA)).body.extension).toBeNull();
    expect(await audits("payment-extension-granted")).toEqual([]);
  });

  it("refuses a prepaid account, and another customer's account", async () => {
    const token = await tokenOf(prepaid);
    const { body } = await status(token, prepaid.accounts[0]!.accountId);
    expect(body).toMatchObject({ eligible: false, range: null, refusal: { code: "PREPAID" } });
    expect((await ask(token, prepaid.accounts[0]!.accountId, "2026-12-01")).body.error.message).toBe(
      extensionMessages.prepaid,
    );
    expect((await status(await tokenOf(jose), MARIA)).status).toBe(403);
    expect((await ask(await tokenOf(jose), MARIA, "2026-12-10")).status).toBe(403);
  });
});

describe("the promise on the billing cycle's clock", () => {
  it("is reminded 2 days before its date, once, and broken the day after it passes unpaid", async () => {
    const token = await tokenOf(jose);
    expect((await status(token, JOSE)).body.range).toEqual({ from: "2026-11-22", to: "2026-12-02" });
    expect((await ask(token, JOSE, "2026-11-25")).status).toBe(200);
    expect((await row(token, JOSE)).showDueDateRed).toBe(false);
    await dayPasses(); // 11-22
    expect(await mails("extension-reminder")).toEqual([]);
    await dayPasses(); // 11-23: two days before
    await runExtensionDay(stack.services, stack.clock.now());
    await dayPasses(); // 11-24
    const reminders = await mails("extension-reminder");
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ to_address: "jose.santos@example.com" });
    await dayPasses(2); // 11-26: the promise of 11-25 passed unpaid
    const { body } = await status(token, JOSE);
    expect(body.extension).toMatchObject({ status: "broken", endedOn: "2026-11-26" });
    expect(body.extension.note).toBe(extensionMessages.brokenNote("11/25/2026"));
    expect(await row(token, JOSE)).toMatchObject({
      isDueNow: true,
      showDueDateRed: true,
      dueDate: "11/18/2026",
    });
    expect(await mails("extension-broken")).toHaveLength(1);
    // A broken promise counts: the next is 6 months on.
    expect(body.refusal).toEqual({
      code: "TOO_SOON",
      message:
        "A payment extension can be given once every 6 months. This account can ask again from 05/21/2027.",
    });
  });

  it("tells a broken promise once by e-mail and text, with two instances' day jobs racing", async () => {
    const token = await tokenOf(jose);
    expect((await ask(token, JOSE, "2026-11-23")).status).toBe(200);
    const [extension] = await stack.services.db.selectFrom("payment_extensions").selectAll().execute();
    const now = stack.clock.now().toISOString();
    await stack.services.db
      .insertInto("text_numbers")
      .values({
        person_id: extension!.person_id,
        phone: "+16715550148",
        code_hash: null,
        code_expires_at: null,
        code_tries: 0,
        confirmed_at: now,
        consent_text: "I agree",
        consent_version: "2026-12-02",
        updated_at: now,
      })
      .execute();
    stack.clock.advance(3 * DAY); // 11-24: the promise of 11-23 passed unpaid
    const other = { ...stack.services }; // a second BFF's day job on the same database
    await Promise.all([
      runExtensionDay(stack.services, stack.clock.now()),
      runExtensionDay(other, stack.clock.now()),
    ]);
    await dayPasses();
    expect(await mails("extension-broken")).toHaveLength(1);
    const texts = await stack.services.db
      .selectFrom("text_outbox")
      .selectAll()
      .where("kind", "=", "extensionBroken")
      .execute();
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toContain("has ended: the bill was not paid by 11/23");
  });

  it("tells a promise the dashboard found broken first (the day job still tells it, once)", async () => {
    const token = await tokenOf(jose);
    expect((await ask(token, JOSE, "2026-11-23")).status).toBe(200);
    stack.clock.advance(3 * DAY);
    expect((await status(token, JOSE)).body.extension).toMatchObject({ status: "broken" });
    expect(await mails("extension-broken")).toEqual([]);
    await runExtensionDay(stack.services, stack.clock.now());
    await dayPasses();
    expect(await mails("extension-broken")).toHaveLength(1);
  });

  it("is kept when the account pays, and the row goes back to billing's", async () => {
    const token = await tokenOf(maria);
    const { body: asked } = await ask(token, MARIA, "2026-12-10");
    expect((await payInBilling(MARIA, asked.amount)).status).toBe(201);
    await dayPasses();
    const { body } = await status(token, MARIA);
    expect(body, JSON.stringify(body)).toBeTruthy();
    expect(body.extension, JSON.stringify(body)).toMatchObject({
      status: "kept",
      note: extensionMessages.keptNote,
    });
    expect((await row(token, MARIA)).dueDate).toBe("12/01/2026");
  });
});

describe("a clerk, for a phoning customer", () => {
  it("grants and cancels one (phoned-in levels), each audited; other levels may not", async () => {
    const clerk = await adminToken(4);
    const granted = await stack.call("/api/v1/phoned-in/payment-extension", {
      token: clerk,
      body: { accountId: MARIA, promiseDate: "2026-12-08" },
    });
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ status: "active", requestedBy: "staff" });
    expect(
      (await stack.call(`/api/v1/phoned-in/payment-extension?accountId=${MARIA}`, { token: clerk })).body,
    ).toMatchObject({ eligible: false, refusal: { code: "ALREADY_ACTIVE" } });
    const cancelled = await stack.call("/api/v1/phoned-in/payment-extension/cancel", {
      token: clerk,
      body: { accountId: MARIA },
    });
    expect(cancelled.body).toMatchObject({ status: "cancelled", note: extensionMessages.cancelledNote });
    expect(await audits("payment-extension-cancelled")).toHaveLength(1);
    const again = await stack.call("/api/v1/phoned-in/payment-extension/cancel", {
      token: clerk,
      body: { accountId: MARIA },
    });
    expect(again.body.error).toMatchObject({
      code: "EXTENSION_REFUSED",
      message: extensionMessages.notActive,
    });
    // A cancelled extension does not count toward "once per M months".
    expect((await status(await tokenOf(maria), MARIA)).body.eligible).toBe(true);
    const level2 = await adminToken(2);
    expect(
      (
        await stack.call("/api/v1/phoned-in/payment-extension", {
          token: level2,
          body: { accountId: MARIA, promiseDate: "2026-12-08" },
        })
      ).status,
    ).toBe(403);
  });
});

describe("staff's N and M in System Maintenance", () => {
  it("are 14 and 6 until set; levels 1 and 2 set them (audited); bad numbers change nothing", async () => {
    const admin = await adminToken(1);
    const path = "/api/v1/system-maintenance/payment-extension";
    expect((await stack.call(path, { token: admin })).body).toEqual({
      maxDaysAfterDue: 14,
      everyMonths: 6,
      setByStaff: false,
    });
    const bad = await stack.call(path, { token: admin, body: { maxDaysAfterDue: 31, everyMonths: 6 } });
    expect(bad.body.error).toEqual({
      code: "INVALID_EXTENSION_SETTINGS",
      message: extensionMessages.settingsInvalid,
    });
    const set = await stack.call(path, { token: admin, body: { maxDaysAfterDue: 5, everyMonths: 3 } });
    expect(set.body).toEqual({ maxDaysAfterDue: 5, everyMonths: 3, setByStaff: true });
    expect((await status(await tokenOf(maria), MARIA)).body.range).toEqual({
      from: "2026-12-02",
      to: "2026-12-06",
    });
    expect(await audits("maintenance-setting")).toEqual([
      expect.objectContaining({ subject: "payment-extension" }),
    ]);
    expect(
      (await stack.call(path, { token: await adminToken(3), body: { maxDaysAfterDue: 5, everyMonths: 3 } }))
        .status,
    ).toBe(403);
  });
});
