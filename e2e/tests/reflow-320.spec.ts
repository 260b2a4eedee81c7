/**
 * WCAG 1.4.10 Reflow at 320 CSS px on every page, in a desktop window as narrow as 1280 px at
 * 400 % zoom (not a phone's zoomed-out layout): the page never scrolls sideways; a data table may
 * scroll inside its own region. Each page is reached as a person does; a failure names the
 * innermost elements reaching past the right edge.
 */
import type { Page } from "@playwright/test";
import { expect, logIn, persona, test } from "./fixtures";
import { staff } from "./keyboard-helpers";

test.use({ viewport: { width: 320, height: 640 } });

/** How far the page scrolls sideways, and what reaches past its right edge. */
async function expectReflows(page: Page, where: string): Promise<void> {
  await page.waitForLoadState("networkidle");
  const report = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const past = (element: Element) => element.getBoundingClientRect().right > width + 0.5;
    // Inside a region that scrolls by itself (a data table's), reaching past the edge is allowed.
    const scrollsInside = (element: Element) => {
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
        const { overflowX } = getComputedStyle(at);
        if (
          (overflowX === "auto" || overflowX === "scroll") &&
          at.getBoundingClientRect().right <= width + 0.5
        )
          return true;
      }
      return false;
    };
    const tooWide = Array.from(document.body.querySelectorAll("*"))
      .filter(
        (element) => past(element) && !scrollsInside(element) && !Array.from(element.children).some(past),
      )
      .slice(0, 6)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 50)}`);
    return { overflow: document.documentElement.scrollWidth - width, tooWide };
  });
  expect
    .soft(
      report.overflow,
      `${where}: scrolls sideways by ${report.overflow}px (${report.tooWide.join("; ")})`,
    )
    .toBeLessThanOrEqual(0);
}

const PUBLIC_PAGES = [
  "/",
  "/faq",
  "/privacy-policy",
  "/terms-and-conditions",
  "/sign-up",
  "/paynow",
  "/maintenance",
  "/no-such-page",
];
const CUSTOMER_PAGES = [
  "/dashboard",
  "/dashboard/bills",
  "/dashboard/account-information",
  "/dashboard/edit-account",
  "/dashboard/saved-cards",
  "/dashboard/autopay",
  "/dashboard/help",
  "/dashboard/survey",
  "/dashboard/news",
];
const ADMIN_PAGES = [
  "",
  "/users",
  "/system-maintenance",
  "/announcements",
  "/reports",
  "/reports/needs-a-hand",
  "/reports/reconciliation",
  "/reports/autopay",
  "/phoned-in",
  "/password-reset",
  "/file-path",
  "/arrangement-forms",
  "/audit-log",
];

test.describe("every page reflows at 320 CSS px", () => {
  test.setTimeout(120_000);

  test("the public pages", async ({ page }) => {
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await expectReflows(page, path);
    }
  });

  test("a customer's pages, with a postpaid and a prepaid account's information", async ({ page }) => {
    const who = persona("many-accounts");
    await logIn(page, who.username, who.password);
    for (const path of CUSTOMER_PAGES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
      await expectReflows(page, path);
    }
    const kinds = ["postpaid", "prepaid"].map(
      (kind) => who.accounts.find((account) => account.kind === kind)!,
    );
    for (const account of kinds) {
      await page.goto(`/dashboard/account-information?account=${account.accountId}`);
      await expect(page.getByRole("heading", { name: `Account ${account.accountId}` })).toBeVisible();
      await expectReflows(page, `account information of ${account.kind} ${account.accountId}`);
      // The usage chart's data as a table, opened.
      const summary = page.getByText("Show the chart's data as a table");
      await summary.waitFor({ timeout: 15_000 });
      await summary.click();
      await expectReflows(page, `account information of ${account.kind} ${account.accountId}, usage table`);
    }
  });

  test("the back office's pages, and Reports with its search results", async ({ page }) => {
    const { username, password } = staff(1);
    await page.goto("/gpaadmin");
    await expectReflows(page, "/gpaadmin");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/, { timeout: 15_000 });
    for (const path of ADMIN_PAGES) {
      await page.goto(`/admin-dashboard${path}`);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
      await expectReflows(page, `/admin-dashboard${path}`);
    }
    // Reports with a page of results: the table scrolls in its own region, the page does not.
    await page.goto("/admin-dashboard/reports");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByTestId("total-count")).toBeVisible({ timeout: 15_000 });
    await expectReflows(page, "Reports with search results");
  });
});
