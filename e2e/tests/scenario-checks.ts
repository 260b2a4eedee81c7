/**
 * What each named scenario promises (docs/qa-guide.md, "Named scenarios": its "what it shows" and
 * "how to check it" columns), checked as a QA engineer checks it: on the customer's screens where
 * the promise is a screen, else through the calls the guide names. One check per scenario, keyed by
 * its name: scenario-promises.spec.ts fails for a scenario without one.
 */
import { type Page, expect } from "@playwright/test";
import { controlFetch, type StackUrls } from "../stack";
import { logIn, persona } from "./fixtures";
import {
  billingBalance,
  chargesDueAfter,
  formatDollars,
  latestDueDate,
  payOnGatewayPage,
  quickPayUpToGateway,
} from "./payment-helpers";
import { moveSystemClock } from "./qa-helpers";
import { USAGE_SCENARIO_CHECKS } from "./scenario-usage-checks";
import { mailsTo } from "./mail-helpers";

export type ScenarioCheck = (page: Page, stack: StackUrls) => Promise<void>;

const MARIA = persona("postpaid-current");
const ACCOUNT = MARIA.accounts[0]!.accountId;
const POSTING = "/rest/apis/customer/financials/paymentEvents/";
const DECLINED = "Sorry, your payment was not processed.";

async function controlJson<T>(url: string): Promise<T> {
  const response = await controlFetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Maria Cruz pays $amount by quick pay with the test Visa; the invoice of that payment. */
async function quickPay(page: Page, amount = "20.00"): Promise<string> {
  await quickPayUpToGateway(page, MARIA, amount);
  await payOnGatewayPage(page, { number: "4111111111111111" });
  // The result page (before the relay is known it waits, "still being confirmed").
  await expect(page).toHaveURL(/\/payment-result\/\d+$/, { timeout: 20_000 });
  return page.url().split("/").pop() ?? "";
}

/** The payment's timeline (`GET /__control/timeline?invoice=N`) as one text. */
async function timelineText(stack: StackUrls, invoice: string): Promise<string> {
  const { events } = await controlJson<{ events: { kind: string; summary: string }[] }>(
    `${stack.bff}/__control/timeline?invoice=${invoice}`,
  );
  return events.map((event) => `${event.kind}: ${event.summary}`).join("\n");
}

/** The gateway's relays of one invoice (its outbox), oldest first. */
async function relaysOf(stack: StackUrls, invoice: string): Promise<{ status: string; dueAt?: string }[]> {
  const { relays } = await controlJson<{ relays: { invoice: string; status: string; dueAt?: string }[] }>(
    `${stack.gateway}/__control/outbox`,
  );
  return relays.filter((relay) => relay.invoice === invoice);
}

async function guamToday(stack: StackUrls): Promise<string> {
  return (await controlJson<{ today: string }>(`${stack.bff}/__control/system/clock`)).today;
}

const JOSE = persona("postpaid-overdue");
const JOSE_ACCOUNT = JOSE.accounts[0]!.accountId;
/** YYYY-MM-DD as the dashboard shows it, MM/DD/YYYY. */
const shownUs = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

const daysOn = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 864e5).toISOString().slice(0, 10);

async function declinedWithBankCode(page: Page, stack: StackUrls, amount: string, code: string) {
  const invoice = await quickPay(page, amount);
  await expect(page.getByRole("heading", { name: DECLINED })).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText(code);
  await expect.poll(() => timelineText(stack, invoice)).toMatch(new RegExp(`checkout-settled: .*${code}`));
}

export const SCENARIO_CHECKS: Record<string, ScenarioCheck> = {
  ...USAGE_SCENARIO_CHECKS,
  "billing-down": async (page, stack) => {
    await logIn(page, MARIA.username, MARIA.password);
    await expect(page.getByText("Server not responding. Please try again later.")).toBeVisible({
      timeout: 20_000,
    });
    const { services } = await controlJson<{ services: Record<string, { faults: { route: string }[] }> }>(
      `${stack.bff}/__control/faults`,
    );
    expect(services["ccb-simulator"]?.faults.map((fault) => fault.route)).toContain("*");
  },
  "billing-slow": async (page, stack) => {
    const started = performance.now();
    await billingBalance(stack, ACCOUNT);
    expect(performance.now() - started).toBeGreaterThanOrEqual(2400);
    await logIn(page, MARIA.username, MARIA.password);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 60_000 });
  },
  "billing-fails-first-3": async (page, stack) => {
    const invoice = await quickPay(page);
    await expect(page.getByRole("heading", { name: "Approved - Thank you" })).toBeVisible();
    // Posting retries through the three failures (5 s, 10 s, 20 s apart) and posts once.
    const posts = async () =>
      (
        await controlJson<{ entries: { status: number; fault?: string }[] }>(
          `${stack.ccb}/__control/journal?method=POST&path=${encodeURIComponent(POSTING)}`,
        )
      ).entries.map((entry) => (entry.fault ? `${entry.status} ${entry.fault}` : `answered ${entry.status}`));
    await expect
      .poll(posts, { timeout: 90_000, intervals: [2_000] })
      .toEqual(["503 status", "503 status", "503 status", "answered 201"]);
    await expect
      .poll(async () => (await timelineText(stack, invoice)).match(/posted-to-billing/g)?.length ?? 0)
      .toBe(1);
  },
  "gateway-declines-everything": async (page, stack) => {
    const before = await billingBalance(stack, ACCOUNT);
    await quickPay(page);
    await expect(page.getByRole("heading", { name: DECLINED })).toBeVisible();
    expect(await billingBalance(stack, ACCOUNT)).toBe(before);
  },
  "gateway-relay-lost": async (page, stack) => {
    const invoice = await quickPay(page);
    await expect
      .poll(async () => (await relaysOf(stack, invoice)).map((relay) => relay.status))
      .toEqual(["dropped"]);
    await moveSystemClock(stack, { advance: "5m" });
    await expect
      .poll(() => timelineText(stack, invoice), { timeout: 30_000 })
      .toMatch(/checkout-settled: approved by reconciliation/i);
  },
  "gateway-relay-late": async (page, stack) => {
    const invoice = await quickPay(page);
    await expect(page.getByRole("status")).toHaveText("Loading...");
    const [late] = await relaysOf(stack, invoice);
    expect(late?.status).toBe("late");
    const now = (await controlJson<{ now: string }>(`${stack.bff}/__control/system/clock`)).now;
    const dueIn = (Date.parse(late?.dueAt ?? "") - Date.parse(now)) / 1000;
    expect(dueIn).toBeGreaterThan(150);
    expect(dueIn).toBeLessThanOrEqual(180);
    await moveSystemClock(stack, { advance: "3m" });
    await expect
      .poll(async () => (await relaysOf(stack, invoice)).map((relay) => relay.status), { timeout: 30_000 })
      .toContain("delivered");
    // The page waited past 2 minutes ("still being confirmed", Check Again); the late relay settles it.
    const approved = page.getByRole("heading", { name: "Approved - Thank you" });
    await expect(async () => {
      const again = page.getByRole("button", { name: "Check Again" });
      if (await again.isVisible()) await again.click();
      await expect(approved).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    expect((await timelineText(stack, invoice)).match(/checkout-settled/g)).toHaveLength(1);
  },
  "card-expired": (page, stack) => declinedWithBankCode(page, stack, "20.00", "522"),
  "insufficient-funds": (page, stack) => declinedWithBankCode(page, stack, "25.00", "521"),
  "account-goes-cash-only": async (page) => {
    await logIn(page, MARIA.username, MARIA.password);
    await expect(page.getByText("Your account(s) has been flagged for Cash Only payments.")).toBeVisible();
    await expect(page.getByRole("button", { name: `Pay account ${ACCOUNT}` })).toBeDisabled();
  },
  "web-user-locked": async (page) => {
    await logIn(page, MARIA.username, MARIA.password);
    await expect(page.getByRole("alert")).toContainText("locked");
  },
  "new-bill-arrives": async (page, stack) => {
    const due = daysOn(await guamToday(stack), 21);
    expect(await latestDueDate(stack, ACCOUNT)).toBe(due);
    expect(await chargesDueAfter(stack, ACCOUNT, daysOn(due, -1))).toBe(142.37);
    // The dashboard's latest bill: its due date 21 days on, and the balance with the $142.37 in it.
    await logIn(page, MARIA.username, MARIA.password);
    const row = page
      .getByRole("table", { name: "Postpaid Accounts" })
      .getByRole("row")
      .filter({ hasText: ACCOUNT });
    await expect(row).toContainText(`${due.slice(5, 7)}/${due.slice(8, 10)}/${due.slice(0, 4)}`);
    await expect(row).toContainText(formatDollars(await billingBalance(stack, ACCOUNT)));
  },
  "account-overdue": async (page) => {
    await logIn(page, MARIA.username, MARIA.password);
    const row = page
      .getByRole("table", { name: "Postpaid Accounts" })
      .getByRole("row")
      .filter({ hasText: ACCOUNT });
    await expect(row.getByText("Due Now")).toBeVisible();
  },
  "pending-arrangement-case": async (page) => {
    await logIn(page, MARIA.username, MARIA.password);
    await expect(page.getByRole("link", { name: "Payment Arrangement Document Pending" })).toBeVisible();
    await expect(page.getByText("Request Payment Arrangement")).toHaveCount(0);
  },
  "deposit-credit-appears": async (_page, stack) => {
    const response = await fetch(`${stack.ccb}/rest/apis/cm/accounts/serviceAgreements`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ AccountID: ACCOUNT }),
    });
    const text = await response.text();
    expect(text).toContain("DEP-RES");
    expect(text).toContain("-150");
  },
  "maintenance-login": async (page) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Log In" })).toBeDisabled();
  },
  "maintenance-pay": async (page) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Quick Pay" })).toBeDisabled();
  },
  "million-historical-payments": async (_page, stack) => {
    const checkouts = async () =>
      (await controlJson<{ checkouts: number }>(`${stack.bff}/__control/health`)).checkouts;
    const first = await checkouts();
    await expect.poll(checkouts, { timeout: 20_000 }).toBeGreaterThan(first);
    await controlFetch(`${stack.bff}/__control/system/reset`, { method: "POST" });
    const afterReset = await checkouts();
    expect(afterReset).toBeLessThan(1000);
    // Stopped, not only emptied: the count stays where the reset left it.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await checkouts()).toBe(afterReset);
  },
  "cycle-three-days-before-due": async (page, stack) => {
    const due = daysOn(await guamToday(stack), 3);
    expect(await latestDueDate(stack, ACCOUNT)).toBe(due);
    // The console's Billing cycle panel reads these: postpaid-current's due date 3 days on.
    const { personas } = await controlJson<{
      personas: { key: string; events: { date: string; AccountID: string; kind: string }[] }[];
    }>(`${stack.bff}/__control/billing-cycle`);
    const events = personas.find((item) => item.key === MARIA.key)?.events ?? [];
    expect(events).toContainEqual(
      expect.objectContaining({ date: due, AccountID: ACCOUNT, kind: "due-date" }),
    );
    await moveSystemClock(stack, { advance: "4d" });
    await logIn(page, MARIA.username, MARIA.password);
    const row = page
      .getByRole("table", { name: "Postpaid Accounts" })
      .getByRole("row")
      .filter({ hasText: ACCOUNT });
    await expect(row.getByText("Due Now")).toBeVisible();
  },
  "due-date-changed": async (page) => {
    await logIn(page, MARIA.username, MARIA.password);
    await page.getByRole("link", { name: `Change due date for account ${ACCOUNT}` }).click();
    await expect(page.getByText(/Your bills are due on the 15th of the month\./)).toBeVisible({
      timeout: 15_000,
    });
    await expect(
      page.getByText(
        /The due date can be changed once every 12 months\. This account can change it again from/,
      ),
    ).toBeVisible();
    await expect(page.getByLabel("New due day")).toHaveCount(0);
  },
  "budget-before-true-up": async (page, stack) => {
    await logIn(page, MARIA.username, MARIA.password);
    await page.getByRole("link", { name: `Budget billing for account ${ACCOUNT}` }).click();
    const bills = page.getByRole("table").filter({ hasText: "Budget amount due" });
    await expect(bills.getByRole("row")).toHaveCount(12, { timeout: 20_000 }); // the header and 11 bills
    await expect(page.getByText(/Quarterly review: amount (kept|changed)/)).toHaveCount(3);
    await expect(page.getByText(/Annual true-up:/)).toHaveCount(0);
    // The console's next billing events name the next bill as the true-up.
    const { personas } = await controlJson<{
      personas: { key: string; events: { AccountID: string; kind: string }[] }[];
    }>(`${stack.bff}/__control/billing-cycle?limit=20`);
    const events = personas.find((item) => item.key === MARIA.key)?.events ?? [];
    expect(events).toContainEqual(expect.objectContaining({ AccountID: ACCOUNT, kind: "budget-true-up" }));
  },
  "extension-due-tomorrow": async (page, stack) => {
    const tomorrow = shownUs(daysOn(await guamToday(stack), 1));
    await logIn(page, JOSE.username, JOSE.password);
    const row = page
      .getByRole("table", { name: "Postpaid Accounts" })
      .getByRole("row")
      .filter({ hasText: JOSE_ACCOUNT });
    await expect(row).toContainText(`Payment extension: pay by ${tomorrow}.`, { timeout: 15_000 });
    await expect(row.getByText("Due Now")).toHaveCount(0);
    await expect
      .poll(async () => (await mailsTo(stack, JOSE.email, /^Reminder: pay \$/)).length, { timeout: 20_000 })
      .toBe(1);
  },
  "broken-promise": async (page, stack) => {
    const promised = shownUs(daysOn(await guamToday(stack), -1));
    await logIn(page, JOSE.username, JOSE.password);
    const row = page
      .getByRole("table", { name: "Postpaid Accounts" })
      .getByRole("row")
      .filter({ hasText: JOSE_ACCOUNT });
    await expect(row).toContainText(`Your payment extension ended: the bill was not paid by ${promised}.`, {
      timeout: 15_000,
    });
    await expect(row.getByText("Due Now")).toBeVisible();
  },
};
