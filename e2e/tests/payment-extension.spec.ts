/**
 * The payment extension (decision 045), as the customer and the clerk use it: a customer
 * asks for more time by keyboard, sees the dashboard's due date follow the promise, and keeps it by
 * paying; another lets the date pass and sees the promise broken; a clerk grants one for a phoning
 * customer and cancels it.
 */
import type { Page } from "@playwright/test";
import { expect, logIn, persona, test } from "./fixtures";
import { press, typeDate, typeInto, untilFormReady } from "./form-helpers";
import { logInByKeyboard, staffLogInByKeyboard, tabTo } from "./keyboard-helpers";
import { billingBalance, checkOutByCard } from "./payment-helpers";
import { moveSystemClock, resetSystem } from "./qa-helpers";

const maria = persona("postpaid-current"); // a bill due in 10 days
const jose = persona("postpaid-overdue"); // a bill 3 days past due
const MARIA = maria.accounts[0]!.accountId;
const JOSE = jose.accounts[0]!.accountId;
const shown = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

test.afterEach(async ({ stack }) => {
  await resetSystem(stack);
});

/** From the dashboard, by keyboard: the row's "Ask for more time", a date in range, and the button. */
async function askForMoreTimeByKeyboard(page: Page, accountId: string, pick: "min" | "max") {
  await tabTo(page, page.getByRole("link", { name: `Ask for more time for account ${accountId}` }), 80);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Ask for more time" })).toBeVisible();
  const field = page.getByLabel("I will pay by");
  const date = (await field.getAttribute(pick)) as string;
  await typeDate(page, field, date);
  const ask = page.getByRole("button", { name: "Ask for more time" });
  await untilFormReady(ask);
  await tabTo(page, ask);
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("status").filter({ hasText: `Your payment extension is set: pay by ${shown(date)}.` }),
  ).toBeVisible({
    timeout: 15_000,
  });
  return date;
}

const row = (page: Page, accountId: string) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: accountId }) });

test("a customer asks for more time by keyboard, the due date follows it, and paying keeps it", async ({
  page,
  stack,
}) => {
  test.setTimeout(90_000);
  await logInByKeyboard(page, maria.username, maria.password);
  const promised = await askForMoreTimeByKeyboard(page, MARIA, "max");
  await page.getByRole("link", { name: "Back to the dashboard" }).click();
  await expect(row(page, MARIA)).toContainText(shown(promised), { timeout: 15_000 });
  await expect(row(page, MARIA)).toContainText(`Payment extension: pay by ${shown(promised)}.`);
  // Paying the amount due keeps the promise: billing's cycle ends the pay plan the next day.
  await page.getByRole("button", { name: `Pay account ${MARIA}` }).click();
  const result = await checkOutByCard(page, {
    name: "MARIA CRUZ",
    number: "4111111111111111",
    zip: maria.zip,
  });
  await expect(result.getByRole("heading", { name: "Approved - Thank you" })).toBeVisible({
    timeout: 20_000,
  });
  await expect.poll(() => billingBalance(stack, MARIA), { timeout: 20_000 }).toBeLessThanOrEqual(0);
  await moveSystemClock(stack, { advance: "1d", keepSessions: true });
  await page.goto(`/dashboard/payment-extension/${MARIA}`);
  await expect(page.getByText("Your payment extension was kept. Thank you.")).toBeVisible();
});

test("another customer lets the promised date pass unpaid: the promise is broken and says so", async ({
  page,
  stack,
}) => {
  await logIn(page, jose.username, jose.password);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await page.getByRole("link", { name: `Ask for more time for account ${JOSE}` }).click();
  const field = page.getByLabel("I will pay by");
  const earliest = (await field.getAttribute("min")) as string;
  await typeDate(page, field, earliest);
  const ask = page.getByRole("button", { name: "Ask for more time" });
  await untilFormReady(ask);
  await press(ask);
  await expect(page.getByText(`Your payment extension is set: pay by ${shown(earliest)}.`)).toBeVisible({
    timeout: 15_000,
  });
  // The promised date is tomorrow; two days on it has passed unpaid.
  await moveSystemClock(stack, { advance: "2d", keepSessions: true });
  await page.goto("/dashboard");
  const broken = `Your payment extension ended: the bill was not paid by ${shown(earliest)}.`;
  await expect(row(page, JOSE)).toContainText(broken, { timeout: 15_000 });
  await expect(row(page, JOSE)).toContainText("Due Now");
});

test("a clerk grants a payment extension for a phoning customer, then cancels it", async ({ page }) => {
  await staffLogInByKeyboard(page, 4);
  await page.goto(`/admin-dashboard/payment-extension?account=${MARIA}`);
  await expect(page.getByRole("heading", { name: "Payment extension", exact: true })).toBeVisible();
  const field = page.getByLabel("The customer will pay by");
  const latest = (await field.getAttribute("max")) as string;
  await typeDate(page, field, latest);
  const grant = page.getByRole("button", { name: "Grant the extension" });
  await untilFormReady(grant);
  await press(grant);
  await expect(page.getByText(`Your payment extension is set: pay by ${shown(latest)}.`)).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole("button", { name: "Cancel the extension" }).click();
  await expect(page.getByText("The payment extension was cancelled.", { exact: true })).toBeVisible({
    timeout: 15_000,
  });
});

test("staff set the payment extension's limits in System Maintenance", async ({ page }) => {
  await staffLogInByKeyboard(page, 1);
  await page.goto("/admin-dashboard/system-maintenance");
  const days = page.getByLabel("Latest date a customer may choose (days after the due date, 1 to 30)");
  await typeInto(days, "31");
  const apply = page.getByRole("button", { name: "Apply the payment extension limits" });
  await untilFormReady(apply);
  await apply.click();
  await expect(
    page.getByText("Enter whole numbers: 1 to 30 days, and 1 to 24 months.").first(),
  ).toBeVisible();
  await typeInto(days, "7");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("One extension per account every (months, 1 to 24)")).toBeFocused();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("3");
  await page.getByRole("button", { name: "Apply the payment extension limits" }).click();
  await expect(page.getByText("The payment extension limits are saved.")).toBeVisible({ timeout: 15_000 });
  await page.reload();
  await expect(days).toHaveValue("7");
});
