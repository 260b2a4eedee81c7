/**
 * The control console (docs/qa-guide.md), in test mode: behind the control token, every panel under its
 * heading, the personas without "log in as" (demo mode only), a persona's mail, and a reset that
 * answers in words, all usable from the keyboard. Then the console against the BFF's real system
 * control API: a scenario applied, the clock moved on, the whole system reset, a payment's timeline.
 */
import type { Page } from "@playwright/test";
import { controlToken } from "../stack";
import { expect, logIn, persona, test } from "./fixtures";
import { payOnGatewayPage, quickPayUpToGateway } from "./payment-helpers";
import { typeInto } from "./form-helpers";
import { applyScenario, resetSystem } from "./qa-helpers";

// The console moves clocks and applies scenarios: nothing is left behind for the next test.
test.afterEach(async ({ stack }) => {
  await resetSystem(stack);
});

const openConsole = (page: Page) => page.goto(`/demo/console?token=${controlToken()}`);
const consoleSays = (page: Page, text: string | RegExp) =>
  expect(page.getByRole("status").filter({ hasText: text })).toBeVisible({ timeout: 15_000 });

test.describe("control console", () => {
  test("asks for the control token once, then shows every panel under its heading", async ({ page }) => {
    await page.goto("/demo/console");
    await expect(page.getByRole("heading", { level: 1, name: "Control token" })).toBeVisible();
    await typeInto(page.getByLabel("Control token"), "not-the-token");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("That is not the control token of this stack.")).toBeVisible();
    await typeInto(page.getByLabel("Control token"), controlToken());
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL("/demo/console");
    // Asked once per browser: the demo mail opens with the same cookie.
    await page.goto("/demo/mail");
    await expect(page.getByRole("heading", { level: 1, name: "Demo mail outbox" })).toBeVisible();
    await page.goto("/demo/console");
    await expect(page.getByRole("heading", { level: 1, name: "Control console" })).toBeVisible();
    // Jump links to every section, for a page that is long with a class.
    const sections = page.getByRole("navigation", { name: "Console sections" });
    await sections.getByRole("link", { name: "Billing cycle" }).click();
    await expect(page).toHaveURL(/#billing-cycle$/);
    for (const name of [
      "Reset",
      "Personas",
      "Scenarios",
      "System clock",
      "Billing cycle",
      "Usage edits",
      "Faults in force",
      "Mail",
      "Timeline of the last payments",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    }
    const maria = persona("postpaid-current");
    const row = page.getByRole("row", { name: new RegExp(maria.username) });
    await expect(row.getByRole("cell", { name: maria.title })).toBeVisible();
    // "Log in as" is for demo mode only: the test stack runs in test mode.
    await expect(page.getByRole("button", { name: /^Log in as/ })).toHaveCount(0);
    await expect(page.getByLabel("Advance by (e.g. 16m, 2h, 3d)")).toHaveValue("16m");
  });

  test("shows a persona's mail, links to the mail inbox, and resets the system from the keyboard", async ({
    page,
    stack,
  }) => {
    await page.goto(`/demo/console?token=${controlToken()}`);
    const maria = persona("postpaid-current");
    await page.getByRole("link", { name: `Mail of ${maria.username}` }).click();
    await expect(page.getByLabel("Recipient")).toHaveValue(maria.email);
    await expect(page.getByText(`No mail to ${maria.email}.`)).toBeVisible();
    // Every mail the system sends is in the QA mail inbox, one link away (decision 040).
    const inbox = page.getByRole("region", { name: "Mail" }).getByRole("link", { name: "mail inbox" });
    await expect(inbox).toHaveAttribute("href", stack.mailInbox);
    await inbox.click();
    await expect(page).toHaveTitle("MailDev");
    await page.goBack();

    await page.getByRole("button", { name: "Reset the whole system" }).focus();
    await page.keyboard.press("Enter");
    // One press in front of a class wipes nothing: the console asks first.
    const ask = page.getByRole("region", { name: "Are you sure?" });
    await expect(ask).toContainText("every trainee");
    await ask.getByRole("button", { name: "Yes, reset the whole system" }).focus();
    await page.keyboard.press("Enter");
    await consoleSays(page, /^The whole system is back to the fixtures \(today \d{4}-\d\d-\d\d\)\.$/);
  });

  test("shows the next events of each persona by programme and steps one day without asking", async ({
    page,
    stack,
  }) => {
    await openConsole(page);
    const cycle = page.getByRole("table", { name: "Next billing events of each persona" });
    const maria = cycle.getByRole("row", { name: /^postpaid-current/ });
    // maria.cruz's account with its bill day; her bill is due in 10 days, and unpaid it gets a notice.
    await expect(maria).toContainText(/1000000001 \(\d{1,2}\)/);
    await expect(maria).toContainText("Billing · Due date · 1000000001: The bill of");
    await expect(maria).toContainText("Late notice · 1000000001");
    const ranThrough = page.getByText(/^Billing's cycle has run through /);
    const before = await ranThrough.textContent();
    await page.getByRole("button", { name: "Step one day" }).click();
    // Not destructive: no question first, it is done at once.
    await expect(page.getByRole("region", { name: "Are you sure?" })).toHaveCount(0);
    await consoleSays(
      page,
      /^The system stepped one day: it is now .*, and billing ran that day's events\.$/,
    );
    await expect(ranThrough).not.toHaveText(before ?? "");
    // A payment extension's events are labelled with their programme (decision 048).
    await applyScenario(stack, "extension-due-tomorrow");
    await page.reload();
    const jose = cycle.getByRole("row", { name: /^postpaid-overdue/ });
    await expect(jose).toContainText("Payment extension · Promised date · 1000000002");
    await expect(jose).toContainText("Payment extension · Breaks unless paid · 1000000002");
  });

  test("applies a scenario from the console, and its effect shows: web-user-locked refuses maria.cruz", async ({
    page,
  }) => {
    const maria = persona("postpaid-current");
    await openConsole(page);
    await expect(page.getByText("No faults.")).toBeVisible();
    await page.getByRole("button", { name: "Apply web-user-locked" }).click();
    await consoleSays(
      page,
      "Scenario web-user-locked applied to the base personas (ccb-simulator: applied).",
    );
    await logIn(page, maria.username, maria.password);
    await expect(page.getByRole("alert")).toContainText("locked");

    // A fault scenario shows in the faults panel, service by service.
    await openConsole(page);
    await page.getByRole("button", { name: "Apply billing-down" }).click();
    await consoleSays(page, /^Scenario billing-down applied/);
    await expect(page.getByRole("row", { name: /ccb-simulator/ })).toContainText("down: true");
  });

  test("advancing the clock 16 minutes from the console ends a logged-in customer's session", async ({
    page,
  }) => {
    const maria = persona("postpaid-current");
    await logIn(page, maria.username, maria.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await openConsole(page);
    const before = Date.parse(
      (await page
        .getByText(/^System time:/)
        .locator("strong")
        .textContent()) ?? "",
    );
    await page.getByLabel("Advance by (e.g. 16m, 2h, 3d)").fill("16m");
    await page.getByRole("button", { name: "Advance the clock" }).click();
    await consoleSays(page, /^The system clock moved on by 16m: it is now /);
    // The shown time is read again until the page has reloaded it (it may lag the message).
    await expect
      .poll(
        async () =>
          Date.parse(
            (await page
              .getByText(/^System time:/)
              .locator("strong")
              .textContent()) ?? "",
          ) - before,
      )
      .toBeGreaterThanOrEqual(16 * 60_000);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/(\?expired=1)?$/);
    await expect(page.getByLabel("Username")).toBeVisible();
  });

  test("'Set to' gives an example the clock takes, and typing it sets the clock there", async ({ page }) => {
    await openConsole(page);
    const field = page.getByLabel(/^Set to, Guam time \(e\.g\. /);
    const label = (await field.getAttribute("id")) ?? "";
    const example = /e\.g\. (\S+)\)/.exec(
      (await page.locator(`label[for="${label}"]`).textContent()) ?? "",
    )?.[1];
    expect(example, "an example in the field's label").toMatch(/^\d{4}-\d{2}-\d{2}T09:00$/);
    await typeInto(field, example ?? "");
    await page.getByRole("button", { name: "Set the clock" }).click();
    await consoleSays(page, `The system clock is set to ${example} Guam time`);
  });

  test("resets the whole system from the console: a scenario on billing and the BFF is undone", async ({
    page,
  }) => {
    const maria = persona("postpaid-current");
    await openConsole(page);
    await page.getByRole("button", { name: "Apply web-user-locked" }).click();
    await consoleSays(page, /^Scenario web-user-locked applied/);
    await page.getByRole("button", { name: "Apply maintenance-login" }).click();
    await consoleSays(page, /^Scenario maintenance-login applied/);
    await page.getByRole("button", { name: "Reset the whole system" }).click();
    await page.getByRole("button", { name: "Yes, reset the whole system" }).click();
    await consoleSays(page, /^The whole system is back to the fixtures/);
    await logIn(page, maria.username, maria.password);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("shows a payment's timeline from the last payments: checkout, gateway, relay, billing", async ({
    page,
  }) => {
    const maria = persona("postpaid-current");
    await quickPayUpToGateway(page, maria, "25.00");
    await payOnGatewayPage(page, { number: "4111111111111111" });
    await expect(page).toHaveURL(/\/payment-result\/\d+$/, { timeout: 20_000 });
    const invoice = page.url().split("/").pop()!;
    await openConsole(page);
    const payments = page.getByRole("table", { name: "The last payments, newest first" });
    await expect(payments.getByRole("row").nth(1)).toContainText("$ 25.00");
    // Every time in the console is Guam time, the zone its "Set to" field reads.
    await expect(payments.getByRole("row").nth(1)).toContainText("+10:00");
    await payments.getByRole("link", { name: `Timeline of invoice ${invoice}` }).click();
    const timeline = page.getByRole("table", { name: `Timeline of invoice ${invoice}, oldest first` });
    await expect(timeline.getByRole("row").nth(1)).toContainText("checkout-created");
    await expect(timeline.getByRole("row").nth(1)).toContainText("+10:00");
    for (const kind of ["gateway-call", "relay", "checkout-settled"]) {
      await expect(timeline.getByRole("cell", { name: kind, exact: true }).first()).toBeVisible();
    }
  });
});
