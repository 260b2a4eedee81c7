/**
 * The WCAG 2.2 criteria axe has no rule for (docs/accessibility.md lists what covers each one):
 * 2.4.11 Focus Not Obscured, 2.5.7 Dragging Movements, 3.2.6 Consistent Help, 3.3.7 Redundant
 * Entry and 3.3.8 Accessible Authentication (paste allowed). The axe fixture also fails any state
 * whose focused control is entirely hidden (tests/a11y.ts); here Tab walks whole pages.
 */
import personasFile from "@paygpa/fixtures/personas.json" with { type: "json" };
import type { Locator, Page } from "@playwright/test";
import { expect, logIn, persona, test } from "./fixtures";
import { focusReport } from "./focus-helpers";
import { staff } from "./keyboard-helpers";

/**
 * Tabs through the page from its top until focus comes back round (or `limit` stops): no focused
 * control lies even partly under a sticky header or sticky column headers, and each draws a ring.
 */
async function tabThroughPage(page: Page, where: string, limit = 70): Promise<number> {
  await page.locator("body").focus();
  await page.evaluate(() => window.scrollTo(0, 0));
  let stops = 0;
  for (; stops < limit; stops += 1) {
    await page.keyboard.press("Tab");
    // A control that hands focus on (a tab list to its selected tab) has done so two frames later.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const report = await focusReport(page);
    if (!report) continue;
    expect.soft(report.coveredBy, `${where}, Tab stop ${stops + 1} (${report.focused}): covered`).toEqual([]);
    expect
      .soft(
        report.indicator.outlineWidth >= 2 || report.indicator.boxShadow,
        `${where}, Tab stop ${stops + 1} (${report.focused}): a focus ring of 2 px or more`,
      )
      .toBe(true);
    if (stops > 3 && report.focused.includes("Skip to main content")) break;
  }
  return stops;
}

async function staffLogIn(page: Page, level: number): Promise<void> {
  const { username, password } = staff(level);
  await page.goto("/gpaadmin");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/, { timeout: 15_000 });
}

/**
 * Pastes `text` into a field as the browser does: the paste event is not cancelled, the text goes
 * in; a password field also lets a password manager fill it (no autocomplete="off").
 */
async function expectPasteWorks(field: Locator, text: string, what: string): Promise<void> {
  await field.fill("");
  await field.focus();
  const allowed = await field.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData("text/plain", value);
    return element.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
  expect.soft(allowed, `${what}: paste is not blocked`).toBe(true);
  await field.page().keyboard.insertText(text);
  await expect.soft(field, `${what}: the pasted text is in`).toHaveValue(text);
  if ((await field.getAttribute("type")) === "password") {
    await expect
      .soft(field, `${what}: a password manager may fill it`)
      .not.toHaveAttribute("autocomplete", "off");
  }
}

test.describe("WCAG 2.2 beyond axe", () => {
  test("2.4.11: Tab through a 7-account dashboard, on a desktop and a phone, never lands under the sticky header", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const who = persona("many-accounts");
    await logIn(page, who.username, who.password);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await page.getByRole("tab", { name: "Postpaid Accounts" }).click();
    await expect(page.getByRole("button", { name: /^Pay account / })).toHaveCount(6, { timeout: 15_000 });
    expect(await tabThroughPage(page, "dashboard at 1280 × 720")).toBeGreaterThan(20);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await tabThroughPage(page, "dashboard at 390 × 844")).toBeGreaterThan(20);
  });

  test("2.4.11: Tab through the back office's long screens, on a desktop and a phone", async ({ page }) => {
    test.setTimeout(120_000);
    await staffLogIn(page, 1);
    for (const screen of ["/admin-dashboard/users", "/admin-dashboard/reports"]) {
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.goto(screen);
      await tabThroughPage(page, `${screen} at 1280 × 720`);
      await page.setViewportSize({ width: 390, height: 844 });
      await tabThroughPage(page, `${screen} at 390 × 844`);
    }
  });

  test("2.5.7: the announcement slider moves by a single tap on its dots and stops by a button; no dragging", async ({
    page,
  }) => {
    await page.goto("/");
    const slider = page.getByRole("region", { name: "Announcements" });
    await expect(slider.getByRole("heading", { name: "Pay your power bill online, any time" })).toBeVisible();
    await slider.getByRole("button", { name: "Pause announcements" }).click();
    await expect(slider.getByRole("button", { name: "Play announcements" })).toBeVisible();
    await slider.getByRole("button", { name: "Go to slide 3" }).click();
    await expect(slider.getByRole("heading", { name: "Typhoon season: be prepared" })).toBeInViewport();
  });

  test("2.5.7: the usage chart needs no dragging: nothing in it takes a pointer, its data is a table a tap away", async ({
    page,
  }) => {
    const who = persona("postpaid-current");
    const accountId = who.accounts[0]!.accountId;
    await logIn(page, who.username, who.password);
    await page.getByRole("button", { name: `Select an Action for account ${accountId}` }).click();
    await page.getByRole("menuitem", { name: "View Consumption" }).click();
    const dialog = page.getByRole("dialog", { name: `View Consumption — Account ${accountId}` });
    const chart = dialog.getByTestId("consumption-chart");
    await expect(chart.locator("svg").first()).toBeVisible({ timeout: 15_000 });
    await expect(chart).toHaveAttribute("inert", "");
    // ApexCharts draws no zoom or selection box to drag.
    await expect(chart.locator(".apexcharts-zoom-icon, .apexcharts-selection-rect")).toHaveCount(0);
    await dialog.getByText("Show the chart's data as a table").click();
    await expect(dialog.getByRole("table", { name: "Monthly kWh" }).getByRole("row")).toHaveCount(13);
  });

  test("3.2.6: GPA Customer Service's phone and e-mail close every screen, in the footer after the main content", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const expectHelpInFooter = async (where: string) => {
      const footer = page.getByRole("contentinfo");
      await expect(footer, where).toHaveCount(1);
      await expect(footer.getByText("GPA Customer Service:"), where).toBeVisible();
      await expect(footer.getByRole("link", { name: "(671) 647-5787" }), where).toHaveAttribute(
        "href",
        "tel:+16716475787",
      );
      await expect(footer.getByRole("link", { name: "customersupport@gpagwa.com" }), where).toBeVisible();
      // The same relative order on every screen: the main content, then the footer's help.
      const order = await page.evaluate(() => {
        const main = document.querySelector("main");
        const help = document.querySelector("footer [data-help='customer-service']");
        return main && help ? main.compareDocumentPosition(help) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
      });
      expect(order, `${where}: the help comes after the main content`).toBeGreaterThan(0);
    };
    for (const address of [
      "/",
      "/faq",
      "/sign-up",
      "/paynow",
      "/privacy-policy",
      "/no-such-page",
      "/gpaadmin",
    ]) {
      await page.goto(address);
      await expectHelpInFooter(address);
    }
    const who = persona("arrangement-two-accounts");
    await logIn(page, who.username, who.password);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    for (const address of ["/dashboard", "/dashboard/help", "/dashboard/bills", "/payment-arrangement"]) {
      await page.goto(address);
      await expectHelpInFooter(address);
    }
    await page.context().clearCookies();
    await staffLogIn(page, 1);
    await expectHelpInFooter("/admin-dashboard");
  });

  test("3.3.7: what the customer typed is carried to the next step, not asked again (quick pay, sign-up)", async ({
    page,
  }) => {
    const who = persona("postpaid-current");
    const accountId = who.accounts[0]!.accountId;
    await page.goto("/");
    await page.getByRole("button", { name: "Quick Pay" }).click();
    const dialog = page.getByRole("dialog", { name: "Quick Pay" });
    await dialog.getByLabel("Account Number").fill(accountId);
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/paynow/);
    await expect(page.getByLabel("Account Number")).toHaveValue(accountId);

    const newcomer = personasFile.unregistered.find((item) => item.billAddressSource === "PER")!;
    await page.goto("/sign-up");
    await page.getByLabel("Account Number").fill(newcomer.accountId);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\?step=zip$/);
    await expect(page.getByLabel("Account Number")).toHaveCount(0);
    await page.getByLabel("Billing Zip Code").fill(newcomer.zip);
    await page.getByRole("button", { name: "Continue" }).click();
    await page
      .getByRole("dialog", { name: "Confirm Your Address" })
      .getByRole("button", { name: "Yes, Proceed" })
      .click();
    await expect(page.getByRole("heading", { name: "My Login Details" })).toBeVisible();
    await expect(page.getByLabel("Account Number")).toHaveCount(0);
    await expect(page.getByLabel("Billing Zip Code")).toHaveCount(0);
    // Step 3's password fields take a pasted password (3.3.8) too.
    await expectPasteWorks(
      page.getByLabel("Password", { exact: true }),
      "Pasted#Secret1",
      "sign-up Password",
    );
    await expectPasteWorks(page.getByLabel("Confirm Password"), "Pasted#Secret1", "sign-up Confirm Password");
  });

  test("3.3.8: every password and code field takes a pasted value and may be filled by a password manager", async ({
    page,
  }) => {
    const who = persona("postpaid-current");
    await page.goto("/");
    await expectPasteWorks(page.getByLabel("Username"), who.username, "login Username");
    await expectPasteWorks(page.getByLabel("Password", { exact: true }), who.password, "login Password");
    await page.getByRole("button", { name: "Quick Pay" }).click();
    const quickPay = page.getByRole("dialog", { name: "Quick Pay" });
    await expectPasteWorks(quickPay.getByLabel("Account Number"), who.accounts[0]!.accountId, "Quick Pay");
    await page.goto(`/paynow?accountId=${who.accounts[0]!.accountId}`);
    await expectPasteWorks(page.getByLabel("Zip Code"), who.zip, "pay now Zip Code");
    await page.goto("/gpaadmin");
    await expectPasteWorks(page.getByLabel("Password"), staff(1).password, "back office Password");
  });
});
