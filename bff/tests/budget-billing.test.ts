/**
 * Budget billing (decision 043), end to end over the BFF and the billing simulator: every refusal's
 * reason; billing's quote with the terms; enrolment storing the terms' version, who and when
 * (audited); the bills on budget with the amount due beside the actual charges; AutoPay's amount
 * due is the budget amount; leaving; a clerk's enrolment and leaving; staff's review threshold.
 */
import { BUDGET_CONSENT, budgetMessages } from "@paygpa/contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { amountDueCents } from "../src/features/autopay/autopay-rules";
import { startStack, type TestStack } from "./harness";
import { admins, persona } from "./personas";

const DAY = 24 * 60 * 60 * 1000;
const maria = persona("postpaid-current"); // due 2026-12-01, nothing past due
const jose = persona("postpaid-overdue"); // due 2026-11-18, unpaid
const prepaid = persona("prepaid-only");
const cashOnly = persona("cash-only");
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
  stack.call(`/api/v1/budget-billing?accountId=${accountId}`, { token });
const enrol = (token: string, accountId: string, consent: object = {}) =>
  stack.call("/api/v1/budget-billing", {
    token,
    body: { accountId, consentVersion: BUDGET_CONSENT.version, agreed: true, ...consent },
  });
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
            externalReferenceId: "B-1",
          },
        ],
      },
      payments: { _data: [{ account: { accountId }, paymentAmount: amount }] },
    }),
  });

describe("who may enrol", () => {
  it("refuses with why and what would make the account eligible; nothing is quoted", async () => {
    const past = (await status(await tokenOf(jose), JOSE)).body;
    expect(past).toMatchObject({ eligible: false, quote: null, enrolment: null });
    expect(past.refusal.code).toBe("PAST_DUE");
    expect(past.refusal.message).toMatch(/^This account has \$\d+\.\d\d past due\. Pay the past-due amount/);
    const pre = prepaid.accounts.find((account) => account.kind === "prepaid")!.accountId;
    expect((await status(await tokenOf(prepaid), pre)).body.refusal).toEqual({
      code: "PREPAID",
      message: budgetMessages.prepaid,
    });
    const cash = cashOnly.accounts[0]!.accountId;
    expect((await status(await tokenOf(cashOnly), cash)).body.refusal).toEqual({
      code: "CASH_ONLY",
      message: budgetMessages.cashOnly,
    });
    const refused = await enrol(await tokenOf(jose), JOSE);
    expect(refused.body.error).toMatchObject({ code: "BUDGET_REFUSED" });
    expect(await audits("budget-billing-enrolled")).toEqual([]);
  });

  it("checks the account is the caller's own", async () => {
    expect((await status(await tokenOf(maria), JOSE)).status).toBe(403);
    expect((await enrol(await tokenOf(maria), JOSE)).status).toBe(403);
  });
});

describe("enrolling, bills on budget, leaving", () => {
  it("quotes billing's amount with the terms, needs the current terms agreed, stores who and which", async () => {
    const token = await tokenOf(maria);
    const { body } = await status(token, MARIA);
    expect(body).toMatchObject({
      eligible: true,
      refusal: null,
      quote: { basis: "account", basisNote: budgetMessages.basis.account },
      consent: BUDGET_CONSENT,
      enrolment: null,
    });
    const quoted = body.quote.amount as string;
    expect(Number(quoted)).toBeGreaterThan(0);
    expect((await enrol(token, MARIA, { agreed: false })).body.error).toEqual({
      code: "BUDGET_CONSENT_REQUIRED",
      message: budgetMessages.consentRequired,
    });
    expect((await enrol(token, MARIA, { consentVersion: "old" })).body.error.message).toBe(
      budgetMessages.consentOutdated,
    );
    const enrolled = await enrol(token, MARIA);
    expect(enrolled.status).toBe(200);
    expect(enrolled.body.enrolment).toMatchObject({
      status: "active",
      budgetAmount: quoted,
      consentVersion: BUDGET_CONSENT.version,
      enrolledBy: "customer",
      events: [{ kind: "enrolled", label: budgetMessages.events.enrolled }],
    });
    expect(enrolled.body.refusal.code).toBe("ALREADY_ENROLLED");
    expect(await audits("budget-billing-enrolled")).toEqual([
      expect.objectContaining({ actor: "customer", subject: MARIA }),
    ]);
    const rows = await stack.services.db.selectFrom("budget_enrolments").selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({
        account_id: MARIA,
        consent_version: BUDGET_CONSENT.version,
        enrolled_by: "customer",
      }),
    ]);
  });

  it("bills the budget amount beside the actual charges, AutoPay's amount due is it, and leaving settles", async () => {
    const token = await tokenOf(maria);
    const quoted = (await status(token, MARIA)).body.quote.amount as string;
    await enrol(token, MARIA);
    const summary = await stack.services.billing.financialSummary(MARIA);
    expect((await payInBilling(MARIA, summary.currentBalance.toFixed(2))).status).toBe(201);
    stack.clock.advance(25 * DAY); // the 12-11 bill
    const { body } = await status(token, MARIA);
    expect(body.bills).toHaveLength(1);
    const [bill] = body.bills;
    expect(bill).toMatchObject({ budgetAmount: quoted, billedAmount: quoted, billOfYear: 1 });
    expect(Number(bill.actualCharges)).toBeGreaterThan(0);
    // AutoPay's amount-due draft for that bill takes billing's balance: the budget amount.
    const [after, bills] = await Promise.all([
      stack.services.billing.financialSummary(MARIA),
      stack.services.billing.bills(MARIA),
    ]);
    expect(
      amountDueCents({ balance: after.currentBalance, bills, dueOn: bill.dueDate, earlierDueDates: [] }),
    ).toBe(Math.round(Number(quoted) * 100));
    const left = await stack.call("/api/v1/budget-billing/leave", { token, body: { accountId: MARIA } });
    expect(left.body.enrolment).toMatchObject({ status: "left", budgetAmount: "0.00" });
    expect(left.body.enrolment.events.at(-1).kind).toBe("left");
    expect(await audits("budget-billing-left")).toHaveLength(1);
    const again = await stack.call("/api/v1/budget-billing/leave", { token, body: { accountId: MARIA } });
    expect(again.body.error).toMatchObject({ code: "BUDGET_REFUSED", message: budgetMessages.notEnrolled });
    // The next bill settles the difference: the actual charges plus what the budget left unbilled.
    const deviation = Number(left.body.enrolment.deviation);
    stack.clock.advance(30 * DAY); // the 2027-01-11 bill
    const settled = (await status(token, MARIA)).body;
    const settling = settled.bills.at(-1);
    expect(settling).toMatchObject({ budgetAmount: "0.00", billOfYear: 0 });
    expect(Math.round(Number(settling.billedAmount) * 100)).toBe(
      Math.round((Number(settling.actualCharges) + deviation) * 100),
    );
    expect(settled.enrolment.events.at(-1)).toMatchObject({
      kind: "settled",
      label: budgetMessages.events.settled,
    });
  });
});

describe("a budget across a change of due day (decision 047)", () => {
  it("keeps billing the budget on the new day: 12 bills to the true-up, none twice or skipped", async () => {
    const token = await tokenOf(maria);
    const quoted = (await status(token, MARIA)).body.quote.amount as string;
    await enrol(token, MARIA);
    const changed = await stack.call("/api/v1/due-date", { token, body: { accountId: MARIA, dueDay: 15 } });
    expect(changed.status).toBe(200);
    for (let step = 0; step < 8; step += 1) {
      stack.clock.advance(50 * DAY); // 400 days, the session kept alive on the way
      expect((await status(token, MARIA)).status).toBe(200);
    }
    const { body } = await status(token, MARIA);
    const bills = body.bills as {
      billDate: string;
      dueDate: string;
      billOfYear: number;
      budgetAmount: string;
    }[];
    expect(bills.map((bill) => bill.billOfYear).slice(0, 13)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1,
    ]);
    expect(bills.every((bill) => bill.dueDate.endsWith("-15"))).toBe(true);
    const months = bills.map((bill) => bill.billDate.slice(0, 7));
    expect(new Set(months).size).toBe(months.length);
    expect(bills[0]).toMatchObject({ budgetAmount: quoted });
    const kinds = (body.enrolment.events as { kind: string }[]).map((event) => event.kind);
    expect(kinds.filter((kind) => kind.startsWith("review-"))).toHaveLength(3);
    expect(kinds.filter((kind) => kind.startsWith("true-up-"))).toHaveLength(1);
  });
});

describe("a clerk, for a phoning customer", () => {
  it("enrols and takes the account off (phoned-in levels), audited with the clerk; other levels may not", async () => {
    const clerk = await adminToken(4);
    const path = "/api/v1/phoned-in/budget-billing";
    const body = { accountId: MARIA, consentVersion: BUDGET_CONSENT.version, agreed: true };
    const enrolled = await stack.call(path, { token: clerk, body });
    expect(enrolled.body.enrolment).toMatchObject({ status: "active", enrolledBy: "staff" });
    const clerkName = admins.find((candidate) => candidate.level === 4)!.username;
    expect(await audits("budget-billing-enrolled")).toEqual([expect.objectContaining({ actor: clerkName })]);
    const left = await stack.call(`${path}/leave`, { token: clerk, body: { accountId: MARIA } });
    expect(left.body.enrolment.status).toBe("left");
    expect(await audits("budget-billing-left")).toEqual([expect.objectContaining({ actor: clerkName })]);
    expect((await stack.call(path, { token: await adminToken(2), body })).status).toBe(403);
  });
});

describe("staff's review threshold in System Maintenance", () => {
  it("is 10 % until set; levels 1 and 2 set it (audited); billing reviews with it; bad numbers change nothing", async () => {
    const admin = await adminToken(1);
    const path = "/api/v1/system-maintenance/budget-billing";
    expect((await stack.call(path, { token: admin })).body).toEqual({
      reviewThresholdPercent: 10,
      setByStaff: false,
    });
    const bad = await stack.call(path, { token: admin, body: { reviewThresholdPercent: 0.5 } });
    expect(bad.body.error).toEqual({
      code: "INVALID_BUDGET_SETTINGS",
      message: budgetMessages.settingsInvalid,
    });
    const set = await stack.call(path, { token: admin, body: { reviewThresholdPercent: 25 } });
    expect(set.body).toEqual({ reviewThresholdPercent: 25, setByStaff: true });
    expect(await audits("maintenance-setting")).toEqual([
      expect.objectContaining({ subject: "budget-billing" }),
    ]);
    expect(
      (await stack.call(path, { token: await adminToken(3), body: { reviewThresholdPercent: 5 } })).status,
    ).toBe(403);
    await enrol(await tokenOf(maria), MARIA);
    const answer = await fetch(`${stack.ccb}/rest/apis/customer/financials/budgets/${MARIA}`);
    const inBilling = (await answer.json()) as { reviewTolerancePercent: number };
    expect(inBilling.reviewTolerancePercent).toBe(25);
  });
});
