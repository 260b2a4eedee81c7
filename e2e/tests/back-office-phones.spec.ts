/**
 * The back office on a phone (beyond the spec, as the customer side in phones.spec.ts): at 390 × 844
 * (touch, mobile) and 320 px wide, every admin screen reflows without sideways scrolling (WCAG
 * 1.4.10), its targets are at least 24 × 24 px (WCAG 2.5.8), and its dialogs fit the screen.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { staff } from "./keyboard-helpers";
import { expectDialogFits, expectFitsPhone, expectWithinWidth, PHONES } from "./phone-helpers";

/** Every screen of the back office a level-1 admin sees, with a heading that says it has rendered. */
const SCREENS = [
  { path: "", heading: /^Welcome|Back Office|Dashboard/i },
  { path: "/system-maintenance", heading: /System Maintenance/ },
  { path: "/reports", heading: /Reports|Payments/ },
  { path: "/reports/needs-a-hand", heading: /Reports|Needs/ },
  { path: "/reports/reconciliation", heading: /Reports|Reconciliation/ },
  { path: "/phoned-in", heading: /Phoned/ },
  { path: "/password-reset", heading: /Password Reset/ },
  { path: "/file-path", heading: /File Path/ },
  { path: "/audit-log", heading: /Audit Log/ },
] as const;

/**
 * Screens whose tables read as labelled cards on a phone (the kit's `Table cards`, ui/table.tsx):
 * each row a card, each cell a line under its column's name, so nothing scrolls sideways.
 */
const TABLE_SCREENS = [
  { path: "/users", table: "Current Users", rowHeaderLabel: "Username" },
  { path: "/announcements", table: "System Pop up", rowHeaderLabel: "Title" },
  { path: "/arrangement-forms", table: "Uploaded agreement forms", rowHeaderLabel: "Case #" },
] as const;

async function staffLogIn(page: Page): Promise<void> {
  const { username, password } = staff(1);
  await page.goto("/gpaadmin");
  await expectFitsPhone(page, "back office login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/, { timeout: 15_000 });
}

for (const phone of PHONES) {
  test.describe(`the back office on a ${phone.name}`, () => {
    test.use({ viewport: phone.viewport, isMobile: true, hasTouch: true });

    test("every screen reflows, with targets a finger can hit", async ({ page }) => {
      test.setTimeout(120_000);
      await staffLogIn(page);
      for (const screen of SCREENS) {
        await page.goto(`/admin-dashboard${screen.path}`);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
        await page.waitForLoadState("networkidle");
        await expectFitsPhone(page, `/admin-dashboard${screen.path}`);
      }
    });

    test("the admin menu and the change-password dialog fit", async ({ page }) => {
      await staffLogIn(page);
      await page.getByRole("button", { name: /admin menu/ }).click();
      await expectFitsPhone(page, "admin menu");
      await page.getByRole("menuitem", { name: "Change Pass" }).click();
      const dialog = page.getByRole("dialog").first();
      await expectDialogFits(page, dialog, "Change Password");
      await expectFitsPhone(page, "Change Password dialog");
    });

    test("the screens with wide tables read as labelled cards", async ({ page }) => {
      test.setTimeout(60_000);
      await staffLogIn(page);
      for (const screen of TABLE_SCREENS) {
        await page.goto(`/admin-dashboard${screen.path}`);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
        await page.waitForLoadState("networkidle");
        await expectFitsPhone(page, `/admin-dashboard${screen.path}`);
        const table = page.getByRole("table", { name: screen.table });
        await expect(table).toBeVisible();
        // Each row is a card across the screen, its key under its column's name.
        for (const row of (await table.getByRole("row").all()).slice(1, 4)) {
          await expectWithinWidth(page, row, `${screen.table}: a card`);
          await expect(row.getByText(screen.rowHeaderLabel, { exact: true })).toBeVisible();
        }
      }
    });
  });
}
